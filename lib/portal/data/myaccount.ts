import 'server-only';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

/** Data functions of MyZone's account pages: the member's own records, read with their token. */
export async function getMyProfile(token: string, lang: Lang) {
  return (await callUpstream('myProfile', { lang }, { token })).profile;
}

export async function getFavoriteLocation(token: string, lang: Lang) {
  return (await callUpstream('favoriteLocation', { lang }, { token })).favorite;
}

export async function getMySessions(token: string) {
  return (await callUpstream('sessionList', {}, { token })).sessions;
}
