import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '@/lib/domain/enums';

/** What a page receives as `searchParams` once awaited. */
export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(params: SearchParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The longest search term a list accepts; the member API's searchField refuses more. */
export const SEARCH_MAX_LENGTH = 100;

/** A search term from the URL: trimmed and cut to the length the member API accepts; '' for none. */
export function readSearch(params: SearchParams, name = 'searchname'): string {
  return (firstParam(params, name) ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Reads pageno and pagesize from the URL: out-of-range or malformed values fall back to the defaults (spec §9). */
export function readPaging(
  params: SearchParams,
  allowedSizes: readonly number[],
  defaultSize: number = allowedSizes.includes(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : allowedSizes[0],
): { pageno: number; pagesize: number } {
  const pageno = Number(firstParam(params, 'pageno'));
  const pagesize = Number(firstParam(params, 'pagesize'));
  return {
    pageno: Number.isInteger(pageno) && pageno >= 1 && pageno <= 1_000_000 ? pageno : DEFAULT_PAGE_NO,
    pagesize: allowedSizes.includes(pagesize) ? pagesize : defaultSize,
  };
}

/** The same query with some fields changed (undefined or '' removes a field); keeps the order stable for caching. */
export function withParams(params: SearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key in changes || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) next.append(key, item);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined && value !== '') next.set(key, String(value));
  }
  next.sort();
  const query = next.toString();
  return query ? `?${query}` : '';
}
