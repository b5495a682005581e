import 'server-only';
import type { CountryFilter } from '@/lib/domain/enums';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

export async function getStoreList(query: { lang: Lang; searchname: string; country?: CountryFilter; storetype?: number; pageno: number; pagesize: number }) {
  return callUpstream('storeList', query);
}

export async function getStore(lang: Lang, shopno: number) {
  return callUpstream('storeView', { lang, shopno });
}
