import type { ValidationError } from 'yup';

/** Field name to message key from a yup failure; a field's first failure wins, as in every answer of the member API. */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    errors[inner.path ?? '_'] ??= String(inner.message);
  }
  return errors;
}
