import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { cacheTags } from '@/lib/cache/tags';
import { callUpstream } from '@/lib/upstream/client';
import type { InputOf } from '@/lib/upstream/operations';
import type { Lang } from '@/lib/upstream/operations/fields';

export function getMinigameList(input: InputOf<'minigameList'>) {
  return callUpstream('minigameList', input);
}

/** Cached per request so the page and its metadata share one call. */
export const getMinigameRanking = cache((lang: Lang, eventno: number, searchname: string, pageno: number, pagesize: number) =>
  // Each row shows the player's favourite venue.
  unstable_cache(() => callUpstream('minigameRanking', { lang, eventno, searchname, pageno, pagesize }), ['minigame-ranking', lang, String(eventno), searchname, String(pageno), String(pagesize)], {
    revalidate: 60,
    tags: [cacheTags.players],
  })(),
);

export function getMinigameWinnerList(input: InputOf<'winMinigameList'>) {
  return callUpstream('winMinigameList', input);
}

export const getMinigameWinners = cache((lang: Lang, eventno: number) => callUpstream('winMinigameView', { lang, eventno }));
