import 'server-only';
import { cache } from 'react';
import type { CountryFilter } from '@/lib/domain/enums';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

export async function getStoreList(query: { lang: Lang; searchname: string; country: CountryFilter | undefined; storetype: number | undefined; pageno: number; pagesize: number }) {
  return callUpstream('storeList', query);
}

/** Cached per request: the page and its metadata share one call. */
export const getStore = cache(async (lang: Lang, shopno: number) => callUpstream('storeView', { lang, shopno }));
