import 'server-only';
import { readShared } from './read';
import { cache } from 'react';
import type { InputOf } from '@/lib/upstream/operations';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

/** A page of venues, kept under the venues tag: a member choosing a favourite venue changes its counts. */
export async function getStoreList(query: InputOf<'storeList'>) {
  return readShared('storeList', query);
}

/** Cached per request: the page and its metadata share one call. */
export const getStore = cache(async (lang: Lang, shopno: number) =>
  readShared('storeView', { lang, shopno }),
);

/** Every venue's name by number, in a language (the console's day figures). */
export async function getVenueNames(lang: Lang): Promise<Map<number, string>> {
  const { storemaplist } = await readShared('venueDirectory', { lang, searchname: '', country: undefined, storetype: undefined });
  return new Map(storemaplist.map((venue) => [venue.shopno, venue.shopname]));
}

/** Every venue the finder's filters select, for the map, "near me" and "open now". */
export async function getStoreMap(query: InputOf<'storeMap'>) {
  return callUpstream('storeMap', query);
}
