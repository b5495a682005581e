import 'server-only';
import { callUpstream } from '@/lib/upstream/client';
import type { Lang } from '@/lib/upstream/operations/fields';

/**
 * Live screens (issue 11): what an open ranking polls to learn that rounds changed it, and the
 * venue TV's screen. Never cached: answering "has it changed?" from a cache would defeat it.
 */
export async function getTournamentLive(tournamentno: number) {
  const { code: _c, message: _m, ...state } = await callUpstream('tournamentLive', { tournamentno });
  void _c;
  void _m;
  return state;
}

export async function getMinigameLive(eventno: number) {
  const { code: _c, message: _m, ...state } = await callUpstream('minigameLive', { eventno });
  void _c;
  void _m;
  return state;
}

export async function getStoreTv(shopno: number, lang: Lang) {
  const { code: _c, message: _m, ...screen } = await callUpstream('storeTv', { shopno, lang });
  void _c;
  void _m;
  return screen;
}
