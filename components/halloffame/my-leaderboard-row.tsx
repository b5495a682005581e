'use client';

import { useTranslations } from 'next-intl';
import { useSessionState } from '@/components/layout/session-state';
import { useSharedRead } from '@/lib/client/shared-read';
import type { ActionResult } from '@/lib/actions/action-result';
import type { PointLeaderRow } from '@/lib/upstream/operations/halloffame';

interface MyRow {
  member: boolean;
  playerPk: number | null;
  myrow: PointLeaderRow | null;
}

export interface StandingsAsked {
  season: number;
  kind: string;
  country: string;
}

async function fetchMyRow(url: string): Promise<MyRow> {
  const answer = (await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' }).then((response) => response.json())) as ActionResult<MyRow>;
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

/**
 * The member's own row in the standings shown, read from the browser: the leaderboard is cached, the
 * same for everyone. One request per page (the line and the rows share the request: useSharedRead), none for a visitor.
 */
function useMyRow({ season, kind, country }: StandingsAsked) {
  const session = useSessionState();
  const key = session?.loggedIn ? `/api/halloffame/myrow?${new URLSearchParams({ season: String(season), kind, country })}` : null;
  return useSharedRead(key, fetchMyRow);
}

/** "You are 12th with 340 points", or that the member has no points in these standings. */
export function MyStandingLine(asked: StandingsAsked) {
  const t = useTranslations('halloffame.leaderboard');
  const data = useMyRow(asked);
  if (!data?.member) return null;
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
  if (!data?.playerPk || data.playerPk !== playerPk) return null;
  return (
    <span data-own className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
      {t('you')}
    </span>
  );
}
