import { TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';

/**
 * Where a link to a tournament goes: a completed one opens on its results (the ranking with its
 * podium), any other on its conditions and entry.
 */
export function tournamentPath(tournament: { tournamentno: number; tourstatus: string }): string {
  const base = `/tournament/tournamentscheduleview/${tournament.tournamentno}`;
  return tournament.tourstatus === TOURNAMENT_STATUS.completed ? `${base}/ranking` : base;
}
