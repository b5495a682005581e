import type { ReactNode } from 'react';

/**
 * The parts every form control shares: its label, its helper text, and below it either its error
 * (role=alert, `data-error-for` = the field's name) or a positive status such as "available".
 * TextField and SelectField are built on it; a checkbox row uses FieldError alone.
 */
export function Field({
  id,
  name,
  label,
  help,
  error,
  status,
  children,
}: {
  id: string;
  name: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  status?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900">
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="text-xs text-gray-600">
          {help}
        </p>
      )}
      {error ? (
        <FieldError id={id} name={name} error={error} />
      ) : status ? (
        <p id={`${id}-status`} role="status" data-status-for={name} className="text-sm font-medium text-green-700">
          {status}
        </p>
      ) : null}
    </div>
  );
}

/** A field's own error text, referenced by the control's aria-describedby as `${id}-error`. */
export function FieldError({ id, name, error, className = '' }: { id: string; name: string; error: string; className?: string }) {
  return (
    <p id={`${id}-error`} role="alert" data-error-for={name} className={`text-sm font-medium text-red-700 ${className}`}>
      {error}
    </p>
  );
}

/** aria-describedby for a control: its help and its error or, without an error, its status. */
export function describedBy(id: string, parts: { help?: boolean; error?: boolean; status?: boolean }): string | undefined {
  const ids = [parts.help && `${id}-help`, parts.error && `${id}-error`, !parts.error && parts.status && `${id}-status`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const controlClass =
  'block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-base focus:border-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 aria-[invalid=true]:border-red-600';

export const submitClass =
  'w-full rounded-full bg-brand-700 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';
