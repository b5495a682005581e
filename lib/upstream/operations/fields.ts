import { mixed, number, string } from 'yup';
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '@/lib/domain/enums';

/**
 * Input fields shared by many calls, so every list pages and every content call picks its
 * language the same way. Messages are keys of the `validation` namespace.
 */
export type Lang = 'en' | 'ko';

/** Content calls take `lang` (en, ko); anything else falls back to English rather than failing. */
export const langField = mixed<Lang>()
  .transform((value) => (value === 'ko' ? 'ko' : 'en'))
  .default('en')
  .defined();

/** Spec §9: page number 1 by default. */
/** Capped so a crafted URL cannot ask the database to skip billions of rows. */
export const pageNoField = number().integer().min(1, 'validation.pageNo').max(100_000, 'validation.pageNo').default(DEFAULT_PAGE_NO).defined();

/** Spec §9: page size 10 by default; lists accept up to 100. */
export const pageSizeField = number().integer().min(1, 'validation.pageSize').max(100, 'validation.pageSize').default(DEFAULT_PAGE_SIZE).defined();

/** A free-text search, trimmed; empty means no search. */
export const searchField = string().trim().max(100, 'validation.searchTooLong').default('');
