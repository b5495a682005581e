import 'server-only';
import { cache } from 'react';
import type { InputOf } from '@/lib/upstream/operations';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

export async function getStoreList(query: InputOf<'storeList'>) {
  return callUpstream('storeList', query);
}

/** Cached per request: the page and its metadata share one call. */
export const getStore = cache(async (lang: Lang, shopno: number) => callUpstream('storeView', { lang, shopno }));

/** Every venue the finder's filters select, for the map, "near me" and "open now". */
export async function getStoreMap(query: InputOf<'storeMap'>) {
  return callUpstream('storeMap', query);
}
