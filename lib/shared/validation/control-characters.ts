/**
 * Control characters have no place in any field of this portal (ASVS 1.3 / 2.2.1): a NUL byte
 * makes PostgreSQL refuse the text ("invalid byte sequence 0x00") and the others (escape, bell,
 * backspace, DEL, the C1 range) only hide what a value says. Tab and line breaks stay allowed: an
 * inquiry or a comment has lines. Checked at the schema boundary of every member-API call and
 * server action, before any per-field rule, so such input is a 400 with the field named.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_ERROR = 'validation.text.control';

/** The field errors for every field (nested arrays included) holding a control character. */
export function controlCharacterErrors(values: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (CONTROL.test(value)) errors[path || 'value'] = CONTROL_CHARACTER_ERROR;
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, path));
    else if (value && typeof value === 'object' && !(value instanceof Date) && !(typeof Blob !== 'undefined' && value instanceof Blob)) {
      for (const [key, item] of Object.entries(value)) visit(item, path ? `${path}.${key}` : key);
    }
  };
  visit(values, '');
  return errors;
}

/** Line breaks removed: for values that go into a single-line place such as a mail header. */
export const singleLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
