import 'server-only';
import { readShared } from './read';

/**
 * Every public entity and its last change, kept in the data cache for an hour and expired at once by
 * a change the portal sees (an entry, a comment: lib/portal/cache/tags.ts). Rounds posted at a venue reach
 * the member API directly, so a ranking's lastmod may be up to this late.
 */
export async function getSitemapEntries() {
  return (await readShared('sitemap', {})).sitemap;
}
