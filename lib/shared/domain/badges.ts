/**
 * Badges (spec §9). Where the spec has two readings ("250 m or more" / "over 250 m", "12 or more
 * GIR" / "over 12"), this module takes the inclusive one, "or more", which is also the spec's
 * primary wording. Thresholds are exported so UI text is rendered from the same numbers.
 * Pure: no I/O.
 */
import type { BadgeKind } from './enums';

/** Long drive: a drive of 250 m or more (inclusive reading). */
export const LONG_DRIVE_METRES = 250;
/** Accuracy: 12 or more greens in regulation in one round (inclusive reading). */
export const ACCURACY_GIR = 12;
/** Tour rookie: 5 tournaments played. */
export const ROOKIE_TOURNAMENTS = 5;
/** Shooter: at least 3 putts … */
export const SHOOTER_LONG_PUTTS = 3;
/** … each holed from 10 m or more, in one round. */
export const SHOOTER_PUTT_METRES = 10;

/**
 * Badges earned in a single round, distances in metres:
 * - longDrive: at least one driver shot of 250 m or more (249.9 m does not count);
 * - accuracy: 12 or more greens in regulation in the round;
 * - shooter: 3 or more putts holed from 10 m or more in the round.
 * Returned in the order longDrive, accuracy, shooter.
 */
export function roundBadges(round: {
  driverDistances: number[];
  gir: boolean[];
  holedPuttDistances: number[];
}): BadgeKind[] {
  const badges: BadgeKind[] = [];
  if (round.driverDistances.some((metres) => metres >= LONG_DRIVE_METRES)) badges.push('longDrive');
  if (round.gir.filter((hit) => hit === true).length >= ACCURACY_GIR) badges.push('accuracy');
  const longPutts = round.holedPuttDistances.filter((metres) => metres >= SHOOTER_PUTT_METRES).length;
  if (longPutts >= SHOOTER_LONG_PUTTS) badges.push('shooter');
  return badges;
}

/**
 * Badges earned over a tournament career:
 * - tourRookie: once 5 tournaments have been played (awarded with the 5th);
 * - glory: for a win in a handicap (net) or stroke (gross) event.
 * Returned in the order tourRookie, glory.
 */
export function tournamentBadges(history: { tournamentsPlayed: number; wonHandicapOrStrokeEvent: boolean }): BadgeKind[] {
  const badges: BadgeKind[] = [];
  if (history.tournamentsPlayed >= ROOKIE_TOURNAMENTS) badges.push('tourRookie');
  if (history.wonHandicapOrStrokeEvent) badges.push('glory');
  return badges;
}
