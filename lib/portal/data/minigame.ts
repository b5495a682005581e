import 'server-only';
import { readShared } from './read';
import { cache } from 'react';
import { callUpstream } from '@/lib/upstream/client';
import type { InputOf } from '@/lib/upstream/operations';
import type { Lang } from '@/lib/upstream/operations/fields';

export function getMinigameList(input: InputOf<'minigameList'>) {
  return callUpstream('minigameList', input);
}

/** Cached per request so the page and its metadata share one call. */
export const getMinigameRanking = cache((lang: Lang, eventno: number, searchname: string, pageno: number, pagesize: number) =>
  readShared('minigameRanking', { lang, eventno, searchname, pageno, pagesize }),
);

export function getMinigameWinnerList(input: InputOf<'winMinigameList'>) {
  return callUpstream('winMinigameList', input);
}

export const getMinigameWinners = cache((lang: Lang, eventno: number) => callUpstream('winMinigameView', { lang, eventno }));
