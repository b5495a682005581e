import type { ValidationError } from 'yup';

/**
 * Field name to message key from a yup failure; a field's first failure wins. One helper for both
 * sides of the seam: the member API's answers (dispatch) and the portal's own checks (server actions)
 * report field errors the same way. No server-only import: it is plain data shaping.
 */
export function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    errors[inner.path ?? '_'] ??= String(inner.message);
  }
  return errors;
}
