'use client';

import { useTranslations } from 'next-intl';
import { useSessionState } from '@/components/layout/session-state';
import { useRead } from '@/lib/portal/client/use-read';

export interface StandingsAsked {
  season: number;
  kind: string;
  country: string;
}

/**
 * The member's own row in the standings shown, read from the browser: the leaderboard is cached, the
 * same for everyone. One request per page (the line and the rows share the request: useRead), none for a visitor.
 */
function useMyRow({ season, kind, country }: StandingsAsked) {
  const session = useSessionState();
  return useRead('myLeaderboardRow', session?.loggedIn ? { season, kind, country } : null);
}

/** "You are 12th with 340 points", or that the member has no points in these standings. */
export function MyStandingLine(asked: StandingsAsked) {
  const t = useTranslations('halloffame.leaderboard');
  const data = useMyRow(asked);
  if (!data) return null;
  return (
    <p className="rounded-lg bg-accent-400/20 px-4 py-3 text-sm font-semibold" data-testid="my-standing">
      {data.myrow ? t('mine', { rank: data.myrow.rank, points: data.myrow.points }) : t('notRanked')}
    </p>
  );
}

/** The "You" mark on the member's own row; the row highlights itself when it holds one (CSS :has). */
export function OwnRowMark({ playerPk, ...asked }: StandingsAsked & { playerPk: number }) {
  const t = useTranslations('halloffame.leaderboard');
  const data = useMyRow(asked);
  if (!data?.myrow || data.myrow.player_pk !== playerPk) return null;
  return (
    <span data-own className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
      {t('you')}
    </span>
  );
}
