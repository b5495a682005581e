/**
 * X-Handicap (spec §9): a nine-hole handicap computed from a member's most recent nine-hole scores.
 * Pure: no I/O, runs in the browser, on the server and in the demo-data generator alike.
 */

/** One completed nine: total strokes and total par over those nine holes. */
export interface NineHoleScore {
  strokes: number;
  par: number;
}

/** How many of the most recent nine-hole scores the X-Handicap looks at. */
export const XHANDICAP_WINDOW = 8;
/** How many of those (the lowest, by strokes over par) are averaged. */
export const XHANDICAP_COUNTED = 5;
/** A handicap is never below scratch: net scores are never worse than gross. */
export const XHANDICAP_FLOOR = 0;
/** Nine-hole cap: half of the 54.0 maximum that 18-hole handicaps commonly use. */
export const XHANDICAP_CAP = 27;

const HOLES_PER_NINE = 9;

/**
 * Rounds to one decimal, halves away from zero (12.25 → 12.3, −12.25 → −12.3).
 * The toPrecision step absorbs binary noise such as 0.15 * 10 = 1.4999999999999998.
 */
export function roundToTenth(value: number): number {
  const tenths = Math.round(Number((Math.abs(value) * 10).toPrecision(12)));
  const rounded = (Math.sign(value) * tenths) / 10;
  return rounded === 0 ? 0 : rounded; // no −0 on screen
}

function isPlayedHole(strokes: number | undefined, par: number | undefined): boolean {
  return (
    typeof strokes === 'number' &&
    typeof par === 'number' &&
    Number.isInteger(strokes) &&
    Number.isInteger(par) &&
    strokes > 0 &&
    par > 0
  );
}

/**
 * Splits a round into the nine-hole scores the X-Handicap counts.
 * A 9-hole round gives one score and an 18-hole round gives two (spec §9: an 18-hole round counts
 * as two nine-hole scores). Only complete nines count: a nine in which any hole has no recorded
 * strokes (missing, zero, not a whole number) is left out, so an abandoned round cannot lower a
 * handicap. The later nine comes first, so concatenating rounds newest-first keeps the whole list
 * in most-recent-first order.
 */
export function nineHoleScores(round: { strokes: number[]; pars: number[] }): NineHoleScore[] {
  const holes = Math.min(round.strokes.length, round.pars.length);
  const nines: NineHoleScore[] = [];
  for (let start = 0; start + HOLES_PER_NINE <= holes; start += HOLES_PER_NINE) {
    let strokes = 0;
    let par = 0;
    let complete = true;
    for (let hole = start; hole < start + HOLES_PER_NINE; hole++) {
      if (!isPlayedHole(round.strokes[hole], round.pars[hole])) {
        complete = false;
        break;
      }
      strokes += round.strokes[hole];
      par += round.pars[hole];
    }
    if (complete) nines.push({ strokes, par });
  }
  return nines.reverse();
}

/**
 * X-Handicap, a nine-hole handicap (spec §9): take the member's most recent 8 nine-hole scores,
 * keep the 5 lowest by strokes over par, and average how far over par they are; rounded to one
 * decimal.
 * - Fewer than 8 scores: with 5 to 7, the lowest 5 of those are averaged (with exactly 5, all of
 *   them); with fewer than 5 there is no handicap yet (null).
 * - Never below 0.0 (no "plus" handicaps) and never above 27.0 (half of the usual 54.0 maximum).
 * `recentFirst` must be ordered most recent first; anything after the 8th entry is ignored.
 */
export function xHandicap(recentFirst: NineHoleScore[]): number | null {
  const window = recentFirst
    .filter((nine) => Number.isFinite(nine.strokes) && Number.isFinite(nine.par))
    .slice(0, XHANDICAP_WINDOW);
  if (window.length < XHANDICAP_COUNTED) return null;
  const lowest = window
    .map((nine) => nine.strokes - nine.par)
    .sort((a, b) => a - b)
    .slice(0, XHANDICAP_COUNTED);
  const average = lowest.reduce((sum, overPar) => sum + overPar, 0) / lowest.length;
  return roundToTenth(Math.min(XHANDICAP_CAP, Math.max(XHANDICAP_FLOOR, average)));
}

/**
 * The handicap applied in an event (low net): the nine-hole X-Handicap as it is for a 9-hole
 * event, doubled for an 18-hole event (spec §9). One decimal.
 */
export function eventHandicap(nineHoleHandicap: number, holes: 9 | 18): number {
  return roundToTenth(holes === 18 ? nineHoleHandicap * 2 : nineHoleHandicap);
}
