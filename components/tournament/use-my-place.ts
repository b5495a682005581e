'use client';

import { useSharedRead } from '@/lib/client/shared-read';
import type { ActionResult } from '@/lib/actions/action-result';
import type { ScoreType } from '@/lib/domain/enums';
import type { TournamentRankRow } from '@/lib/upstream/operations/tournament';

export interface MyPlace {
  member: boolean;
  myrank: TournamentRankRow | null;
}

async function fetchMyPlace(url: string): Promise<MyPlace> {
  const answer = (await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' }).then((response) => response.json())) as ActionResult<MyPlace>;
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

/**
 * The member's own row on a ranking, read from the browser (the ranking page is the same for
 * everyone and never reads the session). One request per page: the rows and the pinned bar share
 * it (useSharedRead), and a live ranking that moves has it read again. A visitor gets { member: false }.
 */
export function useMyPlace(tournamentno: number, scoretype: ScoreType, gender: string, locale: string): { data?: MyPlace } {
  return { data: useSharedRead(`/api/tournament/${tournamentno}/myplace?${new URLSearchParams({ scoretype, gender, locale })}`, fetchMyPlace) };
}
