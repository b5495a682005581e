import { firstParam, type SearchParams } from '@/lib/search-params';

/** A code of the given list from the URL, or undefined for "all" and anything unknown. */
export function codeParam<T extends number>(query: SearchParams, name: string, codes: readonly T[]): T | undefined {
  const raw = firstParam(query, name);
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  return (codes as readonly number[]).includes(value) ? (value as T) : undefined;
}

/**
 * Spec §2: the ranking and winners routes take "one or more segments" after their base. The first
 * is the event number; any further ones (old links carried e.g. a status or a page) resolve to the
 * same event, whose canonical address has the number alone.
 */
export function eventnoFromSegments(segments: string[]): number | undefined {
  const first = segments[0] ?? '';
  return /^[1-9]\d{0,9}$/.test(first) ? Number(first) : undefined;
}
