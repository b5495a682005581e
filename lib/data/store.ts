import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { cacheTags } from '@/lib/cache/tags';
import type { InputOf } from '@/lib/upstream/operations';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

/** A page of venues, kept under the venues tag: a member choosing a favourite venue changes its counts. */
export async function getStoreList(query: InputOf<'storeList'>) {
  return unstable_cache((input: typeof query) => callUpstream('storeList', input), ['store-list'], { revalidate: 300, tags: [cacheTags.venues] })(query);
}

/** Cached per request: the page and its metadata share one call. */
export const getStore = cache(async (lang: Lang, shopno: number) =>
  // Its member count (favourite venues) and its tournaments' entrant counts change by tag.
  unstable_cache(() => callUpstream('storeView', { lang, shopno }), ['store-view', lang, String(shopno)], { revalidate: 300, tags: [cacheTags.venues, cacheTags.tournaments] })(),
);

/** Every venue the finder's filters select, for the map, "near me" and "open now". */
export async function getStoreMap(query: InputOf<'storeMap'>) {
  return callUpstream('storeMap', query);
}
