import 'server-only';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

/** Data functions of the account pages: thin wrappers over the member API (design rule 1). */
export async function getCountries(lang: Lang) {
  return (await callUpstream('countryList', { lang })).countrylist;
}

export async function getStates(countryno: number, lang: Lang) {
  return (await callUpstream('statesList', { countryno, lang })).stateslist;
}

export async function getStores(countryno: number, statesno: number | undefined, lang: Lang) {
  return (await callUpstream('shopList', { countryno, statesno, lang })).shoplist;
}

export async function confirmEmail(token: string) {
  return callUpstream('confirmEmail', { token });
}

export async function getMySummary(token: string, lang: Lang) {
  return (await callUpstream('mySummary', { lang }, { token })).summary;
}
