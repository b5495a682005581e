import type { ReactNode } from 'react';

interface FieldBase {
  /** The query parameter it sets. */
  name: string;
  /** The input's id (its label's `for`). */
  id: string;
  label: string;
  /** What the address asked for, shown again. */
  value?: string;
  hint?: string;
  /** Takes the room left on its line (the inline layout's one wide field). */
  grow?: boolean;
}

/** One field of a console list's filter bar. */
export type FilterField =
  | (FieldBase & { type: 'text' | 'search' | 'date'; maxLength?: number; invalid?: boolean })
  | (FieldBase & { type: 'select'; options: readonly { value: string; label: string }[] });

const control = 'mt-1 w-full rounded-md border border-gray-400 px-3 py-2';
const button = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800';

/**
 * The filters above a console list: a GET form, so the filter is in the address and back, reload and
 * a shared link keep it. Each field is declared (name, id, label, value, hint) and labelled; a field
 * marked invalid points at the form's error line.
 */
export function FilterBar({
  action,
  fields,
  submit,
  search = false,
  label,
  className = 'flex flex-wrap items-end gap-3',
  error,
  children,
}: {
  action: string;
  fields: FilterField[];
  submit: string;
  /** A search landmark (role="search"). */
  search?: boolean;
  /** The form's accessible name. */
  label?: string;
  /** The form's layout (an inline row by default; a grid where the fields line up in columns). */
  className?: string;
  /** Why what was asked cannot be shown, under the fields. */
  error?: { id: string; text: string; className?: string };
  /** More actions beside the submit button (an export link). */
  children?: ReactNode;
}) {
  const inline = !className.includes('grid');
  const hinted = inline && fields.some((field) => field.hint);
  const submitButton = (
    <button type="submit" className={`${button} ${hinted ? 'mb-7' : ''}`}>
      {submit}
    </button>
  );
  return (
    <form method="get" action={action} role={search ? 'search' : undefined} aria-label={label} className={className}>
      {fields.map((field) => {
        const invalid = field.type !== 'select' && field.invalid && error;
        const described = [field.hint ? `${field.id}-hint` : '', invalid ? error.id : ''].filter(Boolean).join(' ') || undefined;
        return (
          <div key={field.name} className={field.grow ? 'min-w-0 flex-1' : undefined}>
            <label htmlFor={field.id} className="block text-sm font-semibold">
              {field.label}
            </label>
            {field.type === 'select' ? (
              <select id={field.id} name={field.name} defaultValue={field.value} className={control}>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input id={field.id} name={field.name} type={field.type} defaultValue={field.value} maxLength={field.maxLength} aria-invalid={invalid ? true : undefined} aria-describedby={described} className={control} />
            )}
            {field.hint && (
              <p id={`${field.id}-hint`} className="mt-1 text-sm text-gray-700">
                {field.hint}
              </p>
            )}
          </div>
        );
      })}
      {children ? (
        <div className="flex flex-wrap items-end gap-2">
          {submitButton}
          {children}
        </div>
      ) : (
        submitButton
      )}
      {error && (
        <p id={error.id} role="alert" className={`text-sm text-red-700 ${error.className ?? ''}`}>
          {error.text}
        </p>
      )}
    </form>
  );
}
