import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cache/tags';
import { callUpstream } from '@/lib/upstream/client';

/**
 * Every public entity and its last change, kept in the data cache for an hour and expired at once by
 * a change the portal sees (an entry, a comment: lib/cache/tags.ts). Rounds posted at a venue reach
 * the member API directly, so a ranking's lastmod may be up to this late.
 */
export const getSitemapEntries = unstable_cache(async () => (await callUpstream('sitemap', {})).sitemap, ['sitemap-entries'], {
  revalidate: 3600,
  tags: [cacheTags.sitemap],
});
