/**
 * One simulated round, hole by hole, and the totals derived from it. The model is a golfer's
 * "level" (expected strokes over par for 18 holes): it drives fairways hit, greens in regulation,
 * approach and chip distances, putts and penalty strokes, so the figures on a card always agree:
 * strokes = strokes to reach the green + putts, GIR means on the green in par − 2 or fewer,
 * fairways are null on par 3s, one driver distance per par 4 and par 5.
 */
import type { Random } from './random';
import { round as roundTo } from './random';

export interface Golfer {
  /** Expected strokes over par for 18 holes (about -2 for a very good player, 40 for a beginner). */
  level: number;
  /** Average driver carry and roll in metres. */
  driver: number;
}

export interface Scorecard {
  strokes: number[];
  pars: number[];
  putts: number[];
  fairways: (boolean | null)[];
  gir: boolean[];
  holedPuttDistances: (number | null)[];
  driverDistances: number[];
  totalStrokes: number;
  totalPar: number;
  totalPutts: number;
  fairwayHits: number;
  fairwayChances: number;
  girCount: number;
  parSaves: number;
  parSaveChances: number;
  longPuttsHoled: number;
  avgDriver: number | null;
  maxDriver: number | null;
  avgHoledPutt: number | null;
}

/**
 * The columns of a stored round that a scorecard fills (lib/member-api/db/schema `rounds`): the generator and
 * the venue round API store a round the same way. The arrays' nulls (no fairway on a par 3, no
 * holed putt on a hole without putts) are stored as they are.
 */
export function scorecardColumns(card: Scorecard) {
  return {
    strokes: card.strokes,
    pars: card.pars,
    putts: card.putts,
    fairways: card.fairways as boolean[],
    greensInRegulation: card.gir,
    holedPuttDistances: card.holedPuttDistances as number[],
    driverDistances: card.driverDistances,
    totalStrokes: card.totalStrokes,
    totalPar: card.totalPar,
    totalPutts: card.totalPutts,
    fairwayHits: card.fairwayHits,
    fairwayChances: card.fairwayChances,
    girCount: card.girCount,
    parSaves: card.parSaves,
    parSaveChances: card.parSaveChances,
    longPuttsHoled: card.longPuttsHoled,
    avgDriver: card.avgDriver,
    maxDriver: card.maxDriver,
    avgHoledPutt: card.avgHoledPutt,
  };
}

/** A putt holed from this far or more counts as a long putt (badges: shooter). */
export const LONG_PUTT_METRES = 10;

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/** Chance of holing a putt from `d` metres, for a golfer of the given level. */
function onePuttChance(d: number, level: number): number {
  const skill = clamp(1.1 - level * 0.005, 0.8, 1.12);
  return clamp(skill / (1 + Math.pow(d / 2.1, 1.7)), 0.005, 0.99);
}

/** Putts taken from `d` metres, and the length of the putt that dropped. */
function putt(random: Random, d: number, level: number): [number, number] {
  if (random.next() < onePuttChance(d, level)) return [1, d];
  // The first putt missed: how close did it finish?
  const leave = clamp(random.logNormal(0.3 + d * 0.06 + level * 0.006, 0.55), 0.15, 6);
  if (random.next() < onePuttChance(leave, level)) return [2, leave];
  const leave2 = clamp(random.logNormal(0.5, 0.45), 0.15, 2.5);
  if (random.next() < onePuttChance(leave2, level) + 0.1) return [3, leave2];
  return [4, clamp(random.logNormal(0.4, 0.3), 0.15, 1.2)];
}

/** Simulates the given holes (their pars, in playing order). */
export function playRound(random: Random, golfer: Golfer, pars: number[]): Scorecard {
  const { level, driver } = golfer;
  const n = pars.length;
  const strokes = new Array<number>(n);
  const putts = new Array<number>(n);
  const fairways = new Array<boolean | null>(n);
  const gir = new Array<boolean>(n);
  const holed = new Array<number | null>(n);
  const drives: number[] = [];

  // Form of the day: good and bad days for everyone.
  const form = random.normal(0, 2.6 + level * 0.05) / 18;
  const perHole = clamp(level / 18 + form, -0.15, 3);
  const pFairway = clamp(0.74 - perHole * 0.16 + (240 - driver) * 0.0008, 0.2, 0.85);
  const pGirBase = clamp(0.8 - perHole * 0.33 + (driver - 230) * 0.0016, 0.02, 0.85);
  const pTrouble = clamp(0.02 + perHole * 0.2, 0.01, 0.55); // an extra shot to reach the green
  const pScramble = clamp(0.5 - perHole * 0.18, 0.08, 0.6); // chip close after missing the green

  for (let i = 0; i < n; i++) {
    const par = pars[i];
    let hitFairway: boolean | null = null;
    let pGir = pGirBase;
    if (par >= 4) {
      hitFairway = random.next() < pFairway;
      const drive = clamp(random.normal(driver - (hitFairway ? 0 : 8), 13), Math.max(90, driver * 0.55), driver + 45);
      drives.push(roundTo(drive, 1));
      if (!hitFairway) pGir *= 0.55;
      if (par === 5) pGir *= 0.92;
    } else {
      pGir *= 0.88;
    }
    const onInRegulation = random.next() < pGir;
    let reach: number; // strokes taken to be on the green (or the stroke that holed out)
    let holePutts: number;
    let holedFrom: number | null;
    if (onInRegulation) {
      reach = par - 2;
      if (par === 5 && driver > 235 && random.next() < (driver - 235) * 0.004) reach = 2; // on in two
      // Holed out from the tee or the fairway.
      const holeOut = par === 3 ? 0.0012 + clamp(0.0015 - level * 0.00004, 0, 0.0015) : 0.002;
      if (random.next() < holeOut) {
        holePutts = 0;
        holedFrom = null;
      } else {
        const first = clamp(random.logNormal(6.5 + level * 0.1, 0.6), 0.4, 30);
        [holePutts, holedFrom] = putt(random, first, level);
      }
    } else {
      reach = par - 1;
      while (reach < par + 3 && random.next() < pTrouble * (reach >= par ? 0.6 : 1)) reach++;
      if (random.next() < 0.025) {
        holePutts = 0; // chipped in
        holedFrom = null;
      } else {
        const chip = random.next() < pScramble ? clamp(random.logNormal(1.4, 0.5), 0.3, 4) : clamp(random.logNormal(4.5 + level * 0.06, 0.6), 0.5, 22);
        [holePutts, holedFrom] = putt(random, chip, level);
      }
    }
    let total = reach + holePutts;
    if (total > 2 * par) {
      // Double par is the most a simulator records: the excess comes off the approach play.
      const excess = total - 2 * par;
      reach = Math.max(onInRegulation ? reach : par - 1, reach - excess);
      total = reach + holePutts;
      if (total > 2 * par) {
        holePutts -= total - 2 * par;
        total = 2 * par;
      }
    }
    strokes[i] = total;
    putts[i] = holePutts;
    fairways[i] = hitFairway;
    gir[i] = onInRegulation;
    holed[i] = holedFrom === null ? null : roundTo(holedFrom, 1);
  }
  return summarise(strokes, pars.slice(), putts, fairways, gir, holed, drives);
}

/** Totals and counts of a card; also used by the tests to check a stored round. */
export function summarise(
  strokes: number[],
  pars: number[],
  putts: number[],
  fairways: (boolean | null)[],
  gir: boolean[],
  holedPuttDistances: (number | null)[],
  driverDistances: number[],
): Scorecard {
  let totalStrokes = 0;
  let totalPar = 0;
  let totalPutts = 0;
  let fairwayHits = 0;
  let fairwayChances = 0;
  let girCount = 0;
  let parSaves = 0;
  let parSaveChances = 0;
  let longPuttsHoled = 0;
  let holedSum = 0;
  let holedCount = 0;
  for (let i = 0; i < strokes.length; i++) {
    totalStrokes += strokes[i];
    totalPar += pars[i];
    totalPutts += putts[i];
    if (fairways[i] !== null) {
      fairwayChances++;
      if (fairways[i]) fairwayHits++;
    }
    if (gir[i]) girCount++;
    else {
      parSaveChances++;
      if (strokes[i] <= pars[i]) parSaves++;
    }
    const d = holedPuttDistances[i];
    if (d !== null) {
      holedSum += d;
      holedCount++;
      if (d >= LONG_PUTT_METRES) longPuttsHoled++;
    }
  }
  let driverSum = 0;
  let maxDriver: number | null = null;
  for (const d of driverDistances) {
    driverSum += d;
    if (maxDriver === null || d > maxDriver) maxDriver = d;
  }
  return {
    strokes,
    pars,
    putts,
    fairways,
    gir,
    holedPuttDistances,
    driverDistances,
    totalStrokes,
    totalPar,
    totalPutts,
    fairwayHits,
    fairwayChances,
    girCount,
    parSaves,
    parSaveChances,
    longPuttsHoled,
    avgDriver: driverDistances.length ? roundTo(driverSum / driverDistances.length, 1) : null,
    maxDriver,
    avgHoledPutt: holedCount ? roundTo(holedSum / holedCount, 1) : null,
  };
}
