import { isMemberPagePath } from './member-paths.mjs';

/** A link's target as next/link and next-intl's Link take it: a path, or an object with a pathname. */
type Href = string | { pathname?: string | null } | URL;

/**
 * The prefetch a link gets unless it says otherwise: none for a MyZone page, Next's default for the rest.
 * MyZone's pages are rendered per member (dynamic, no loading.js), so Next's viewport prefetch brings
 * only a route's tree and its head, twice per link, asked anew on every view: the dashboard's
 * eleven menu links and two round links made 26 requests Next rendered for the member (x-cache MISS,
 * 4–6 ms of the server each) per dashboard view, against one for the page itself, served from the
 * member's copy. The click asks for the page either way, and the edge serves it from that copy.
 */
export function defaultPrefetch(href: Href): false | undefined {
  const path = typeof href === 'string' ? href : href instanceof URL ? href.pathname : (href.pathname ?? '');
  return isMemberPagePath(path.split(/[?#]/)[0]) ? false : undefined;
}
