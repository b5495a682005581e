'use client';

import { useSessionState } from '@/components/layout/session-state';
import { useRead } from '@/lib/portal/client/use-read';
import type { ScoreType } from '@/lib/shared/domain/enums';

/**
 * The member's own row on a ranking, read from the browser (the ranking page is the same for
 * everyone and never reads the session). One request per page: the rows and the pinned bar share
 * it (useSharedRead), and a live ranking that moves has it read again. A visitor asks nothing.
 */
export function useMyPlace(tournamentno: number, scoretype: ScoreType, gender: string, locale: string) {
  const session = useSessionState();
  return { data: useRead('myTournamentPlace', session?.loggedIn ? { tournamentno, scoretype, gender, locale } : null) };
}
