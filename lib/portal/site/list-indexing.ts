import type { SearchParams } from '@/lib/portal/search-params';

/**
 * One URL per content for a list (issue 12): its plain pages are indexed, page 2 and beyond each
 * canonical to itself (they list other items than page 1); any other query (a filter, a search, a
 * page size, a score type) is a variant of content found elsewhere, so it is `noindex, follow`:
 * crawlers still reach the items through it, and search results show only the plain list.
 */
export function listIndexing(query: SearchParams): { noindex: boolean; canonicalQuery?: { pageno: number } } {
  const variant = Object.entries(query).some(([key, value]) => key !== 'pageno' && value !== undefined && value !== '');
  const raw = Array.isArray(query.pageno) ? query.pageno[0] : query.pageno;
  const pageno = raw !== undefined && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  return { noindex: variant || Array.isArray(query.pageno), ...(pageno > 1 ? { canonicalQuery: { pageno } } : {}) };
}
