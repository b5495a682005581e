import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, describedBy, Field } from './field';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** The form kit's one select: label, options (with an optional empty first choice), help and error wired as in TextField. */
export function SelectField({
  id,
  label,
  help,
  error,
  registration,
  options,
  placeholder,
  ...rest
}: {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /** The text of an empty first option ('' value), when the field starts unchosen. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur'>) {
  return (
    <Field id={id} name={registration.name} label={label} help={help} error={error}>
      <select
        id={id}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { help: Boolean(help), error: Boolean(error) })}
        {...rest}
        {...registration}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
