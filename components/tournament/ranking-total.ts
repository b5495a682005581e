import type { ScoreType } from '@/lib/shared/domain/enums';
import { formatToPar } from '@/lib/shared/format-numbers';
import type { TournamentRankRow } from '@/lib/upstream/operations/tournament';

/** A handicap or net score to one decimal; an en dash when there is none. */
export const tenth = (value: number | null) => (value == null ? '–' : value.toFixed(1));

/** The score a ranking orders by: gross for stroke play, net for net, New Peria net for new peria. */
export function rankingTotal(row: TournamentRankRow, scoretype: ScoreType): string {
  if (scoretype === 'net') return tenth(row.net);
  if (scoretype === 'peria') return tenth(row.perianet);
  return String(row.gross);
}

/**
 * To par of the score a ranking orders by, as golf leaderboards show it: gross to par in stroke play,
 * net (or New Peria net) to par in the net rankings, against the par the entry's own to-par used
 * (gross − to par), so a nine-hole event compares with its nine holes' par. Null when unscored.
 */
export function rankingToPar(row: TournamentRankRow, scoretype: ScoreType): number | null {
  const par = row.gross - row.topar;
  if (scoretype === 'net') return row.net == null ? null : row.net - par;
  if (scoretype === 'peria') return row.perianet == null ? null : row.perianet - par;
  return row.topar;
}

/** rankingToPar written with the true minus sign: whole strokes in stroke play, tenths for net scores. */
export function formatRankingToPar(row: TournamentRankRow, scoretype: ScoreType): string {
  const value = rankingToPar(row, scoretype);
  return value == null ? '–' : formatToPar(value, scoretype === 'stroke' ? 0 : 1);
}

/** How golfers mark a hole's score against its par on a card. */
export type HoleMark = 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';
export function holeMark(strokes: number, par: number): HoleMark {
  const diff = strokes - par;
  return diff <= -2 ? 'eagle' : diff === -1 ? 'birdie' : diff === 0 ? 'par' : diff === 1 ? 'bogey' : 'double';
}
