import { listPages } from './list-pages';

/**
 * The public pages served from Next's cache (ISR) rather than rendered per request: the same bytes
 * for every visitor, revalidated by tag when their data changes (lib/cache/tags.ts) and after their
 * `revalidate` time. What depends on the visitor is an island on these pages (the header's login
 * state, the footer's CT zone, the view beacon).
 *
 * proxy.ts gives them no nonce policy: their Content-Security-Policy comes with the cached page
 * (lib/cache/script-hashes.mjs). A page listed here must really be cached: the e2e security-header
 * test checks each one. Paths are without the locale prefix.
 */
export const cachedPages: readonly RegExp[] = [
  /^\/$/,
  /^\/support\/noticeview\/[^/]+$/,
  /^\/tournament\/tournamentscheduleview\/[^/]+$/,
  /^\/terms_of_use$/,
  /^\/privacy$/,
  /^\/findlocation\/StoresView\/[^/]+$/,
  /^\/halloffame\/stats$/,
  /^\/halloffame\/pointinfo$/,
  /^\/event\/winaminigamelist\/[^/]+(?:\/[^/]*)*$/,
  // The lists with a query, each canonical query its own entry (proxy.ts rewrites to it).
  ...Object.values(listPages).map((page) => page.pattern),
];

export function isCachedPage(path: string): boolean {
  return cachedPages.some((pattern) => pattern.test(path));
}
