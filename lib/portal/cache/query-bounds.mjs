// Which queries the caches keep (issue 25, item 6), in a module with no Node imports: proxy.ts, the
// cache handlers (./page-cache-bound.mjs, ./shared-cache-handler.mjs) and the edge cache read it.

/** The query fields holding a visitor's own words (lib/upstream/operations/fields.ts `searchField`). */
export const FREE_TEXT_FIELDS = ['searchname'];

/**
 * Set by proxy.ts on a cached list asked for with a query that is not the list's own spelling (junk
 * parameters, defaults written out, a value read otherwise) or that carries a visitor's search: Next
 * serves its one canonical entry, and the edge cache (./edge-cache.mjs), which keys by the address as
 * sent, keeps nothing, so random query strings cannot fill it. Never sent to a client.
 */
export const EDGE_NO_STORE_HEADER = 'x-edge-no-store';

/** Whether a canonical list query (URLSearchParams text) carries a visitor's words. */
export function queryHasFreeText(query) {
  const params = new URLSearchParams(query);
  return FREE_TEXT_FIELDS.some((name) => (params.get(name) ?? '').trim() !== '');
}

/**
 * Whether a Next cache key (or a path) holds a list segment (`~` + base64url of the canonical query,
 * ./list-pages.ts) whose query carries a visitor's words.
 */
export function keyHasFreeText(key) {
  if (typeof key !== 'string') return false;
  for (const raw of key.split('/')) {
    const segment = /^%7e/i.test(raw) ? `~${raw.slice(3)}` : raw;
    if (!segment.startsWith('~') || !/^[A-Za-z0-9_-]*$/.test(segment.slice(1))) continue;
    if (queryHasFreeText(Buffer.from(segment.slice(1), 'base64url').toString('utf8'))) return true;
  }
  return false;
}
