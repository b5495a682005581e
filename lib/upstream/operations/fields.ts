import { mixed, number, string, type Schema } from 'yup';
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, ROW_ID_MAX } from '@/lib/shared/domain/enums';
import { defaultLocale, toLocale, type Locale } from '@/lib/shared/domain/locale';

/**
 * Input fields shared by many calls, so every list pages and every content call picks its
 * language the same way. Messages are keys of the `validation` namespace.
 */

/** The member API's `lang`: the portal's own Locale (lib/shared/domain), so the two can never drift apart. */
export type Lang = Locale;

/** Content calls take `lang` (en, ko); anything else falls back to English rather than failing. */
export const langField = mixed<Lang>()
  .transform((value) => toLocale(value))
  .default(defaultLocale)
  .defined();

/**
 * How a lenient reader of a URL (lib/search-params readQuery) treats a value beyond the field's
 * bound: 'clamp' keeps the nearest allowed value (page 999 999 becomes the last page the API
 * serves, a long search term is cut) instead of falling back to the default.
 */
export interface FieldMeta {
  lenient?: 'clamp';
  /** An id of a stored row: a value that fails means "no such row" (404), not a malformed request. */
  id?: true;
}

/** The largest page number a list serves: a crafted URL cannot ask the database to skip billions of rows. */
export const PAGE_NO_MAX = 100_000;

/** Spec §9: page number 1 by default. */
export const pageNoField = number()
  .integer()
  .min(1, 'validation.pageNo')
  .max(PAGE_NO_MAX, 'validation.pageNo')
  .default(DEFAULT_PAGE_NO)
  .defined()
  .meta({ lenient: 'clamp' } satisfies FieldMeta);

/** Spec §9: page size 10 by default; lists accept up to 100. */
export const pageSizeField = number().integer().min(1, 'validation.pageSize').max(100, 'validation.pageSize').default(DEFAULT_PAGE_SIZE).defined();

/** The longest search term a list accepts. */
export const SEARCH_MAX_LENGTH = 100;

/** A free-text search, trimmed; empty means no search. */
export const searchField = string()
  .trim()
  .max(SEARCH_MAX_LENGTH, 'validation.searchTooLong')
  .default('')
  .meta({ lenient: 'clamp' } satisfies FieldMeta);

export { ROW_ID_MAX };

/**
 * The id of a stored row (a path's `{tournamentno}`, a body's `commentno` ...): a whole number from 1
 * to the int4 bound. Anything else names no row, so every failure carries the call's own not-found
 * key and the member API answers it with 404 (dispatch reads the `id` mark), the pages with notFound().
 */
export const idField = (notFound = 'api.notFound') =>
  number()
    .typeError(notFound)
    .integer(notFound)
    .min(1, notFound)
    .max(ROW_ID_MAX, notFound)
    .required(notFound)
    .meta({ id: true } satisfies FieldMeta);

/** The mark a field was given with `.meta()`, if any. */
export function fieldMeta(field: unknown): FieldMeta {
  return ((field as Schema | undefined)?.spec?.meta ?? {}) as FieldMeta;
}

/** An id from a URL segment: the number, or null when it cannot name a row (the page answers 404). */
export function readId(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  // Only the canonical digits: yup's number() would also accept ' 12 ', '1e3', '0x1F' or '012', which
  // no link of the portal carries and which would make several addresses of one page.
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  if (typeof text === 'string' && !/^[1-9]\d{0,9}$/.test(text)) return null;
  try {
    return idField().validateSync(text);
  } catch {
    return null;
  }
}
