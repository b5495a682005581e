/**
 * Tour points (spec §9): standard points by finishing place, and the order-of-merit (OOM) figure
 * that also rewards the size of the field. Pure: no I/O.
 */

/**
 * Standard points of a regular tournament, index 0 = the winner (spec §9: winner 25, minimum 3).
 * Every finisher placed below the table also gets the minimum, 3.
 */
export const STANDARD_POINTS: readonly number[] = Object.freeze([25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
/** What every finisher beyond the table gets in a regular tournament. */
export const STANDARD_MINIMUM_POINTS = 3;
/** Tournament class 2 (major) doubles points: a major's winner gets 50, the spec's maximum. */
export const MAJOR_TOUR_CLASS = 2;
export const MAJOR_MULTIPLIER = 2;
/** Fields of this size or smaller earn OOM at factor 1.0 … */
export const OOM_SMALL_FIELD = 8;
/** … and fields of this size or larger at factor 2.0. */
export const OOM_LARGE_FIELD = 128;

function isPlace(place: number): boolean {
  return Number.isInteger(place) && place >= 1;
}

/**
 * Standard points for a finishing place (1 = winner): 25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3
 * for places 1 to 13, and 3 for every finisher placed lower. A major (tournament class 2) doubles
 * them: 50 for the winner, 6 at least. Tied players share a place and each get that place's
 * points. No place (did not finish, withdrew, cancelled: place 0, negative or not a number) gets 0.
 */
export function standardPoints(place: number, tourClass: number): number {
  if (!isPlace(place)) return 0;
  const base = STANDARD_POINTS[place - 1] ?? STANDARD_MINIMUM_POINTS;
  return tourClass === MAJOR_TOUR_CLASS ? base * MAJOR_MULTIPLIER : base;
}

/**
 * The field-strength factor: 1.0 for 8 entrants or fewer, rising by 0.25 each time the field
 * doubles (16 → 1.25, 32 → 1.5, 64 → 1.75), to 2.0 from 128 entrants.
 */
export function fieldStrengthFactor(entrants: number): number {
  if (!Number.isFinite(entrants) || entrants <= OOM_SMALL_FIELD) return 1;
  const doublings = Math.log2(entrants / OOM_SMALL_FIELD);
  const maxDoublings = Math.log2(OOM_LARGE_FIELD / OOM_SMALL_FIELD);
  return 1 + Math.min(1, doublings / maxDoublings);
}

/**
 * Order-of-merit points: standard points × the field-strength factor (1.0 for 8 entrants or fewer,
 * +0.25 each time the field doubles, 2.0 from 128 entrants), rounded to the nearest whole point.
 * So winning a regular tournament of 32 is worth 38 OOM points, a major of 128 or more 100.
 * A field smaller than the place is counted as at least that many entrants; no place gets 0.
 */
export function orderOfMeritPoints(place: number, entrants: number, tourClass: number): number {
  const standard = standardPoints(place, tourClass);
  if (standard === 0) return 0;
  const field = Number.isFinite(entrants) ? Math.max(entrants, place) : place;
  return Math.round(standard * fieldStrengthFactor(field));
}

/**
 * The standard-points table of a tournament class, for display: one row per place on the table
 * (1 to 13). Every finisher below the last row gets that row's points too.
 */
export function pointsTable(tourClass: number): { place: number; points: number }[] {
  return STANDARD_POINTS.map((_, index) => ({ place: index + 1, points: standardPoints(index + 1, tourClass) }));
}
