import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, describedBy, Field } from './field';

type Common = {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  /** The error's text, already translated (useActionMessage). */
  error?: string;
  status?: string;
  /** react-hook-form's register(name), with any handlers the form wraps around it. */
  registration: UseFormRegisterReturn;
};

type InputProps = Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'>;
type TextareaProps = Common & { multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'onChange' | 'onBlur'>;

/**
 * The form kit's one text control (input, or textarea with `multiline`): label, helper text and
 * error wired to the control with aria-describedby and aria-invalid, registered with react-hook-form.
 */
export function TextField(props: InputProps | TextareaProps) {
  const { id, label, help, error, status, registration, className, ...rest } = props;
  const describedby = describedBy(id, { help: Boolean(help), error: Boolean(error), status: Boolean(status) });
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedby,
    className: `${controlClass} ${className ?? ''}`,
    ...registration,
  };
  return (
    <Field id={id} name={registration.name} label={label} help={help} error={error} status={status}>
      {rest.multiline ? (
        <textarea {...withoutMultiline(rest as Omit<TextareaProps, keyof Common | 'className'>)} {...control} />
      ) : (
        <input {...withoutMultiline(rest as Omit<InputProps, keyof Common | 'className'>)} {...control} />
      )}
    </Field>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  void _multiline;
  return rest;
}
