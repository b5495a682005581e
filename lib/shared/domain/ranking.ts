/**
 * Tournament ranking rules: gross, net and New Peria scores, countback tie-breaks and rank numbers.
 * Pure: no I/O.
 */
import { roundToTenth } from './handicap';

/** Strokes over the last 9, 6, 3 and 1 holes of a round: the countback tie-breakers, in order. */
export interface Countback {
  back9: number;
  back6: number;
  back3: number;
  back1: number;
}

const COUNTBACK_SPANS = [
  ['back9', 9],
  ['back6', 6],
  ['back3', 3],
  ['back1', 1],
] as const;

/** Two decimals: enough for handicap fractions, few enough that binary noise cannot split a tie. */
function roundToHundredth(value: number): number {
  const rounded = Math.round(Number((value * 100).toPrecision(12))) / 100;
  return rounded === 0 ? 0 : rounded;
}

/**
 * Countback totals: strokes over the last 9, last 6, last 3 and the last hole played ("last" means
 * the end of the round as played: holes 10–18 of an 18-hole round). In a 9-hole round the back
 * nine is the whole round.
 * For a net ranking pass the player's event handicap: each total then has its share of the
 * handicap taken off (the last 9 of 18 holes lose 9/18 of it, the last 6 lose 6/18, and so on),
 * the usual R&A recommendation, so a higher handicap does not lose every countback. Without a
 * handicap the totals are gross strokes.
 */
export function countback(holeStrokes: number[], handicap = 0): Countback {
  const holes = holeStrokes.length;
  const totals = {} as Countback;
  for (const [key, span] of COUNTBACK_SPANS) {
    const counted = holeStrokes.slice(Math.max(0, holes - span));
    const gross = counted.reduce((sum, strokes) => sum + strokes, 0);
    const handicapShare = holes > 0 ? (handicap * counted.length) / holes : 0;
    totals[key] = roundToHundredth(gross - handicapShare);
  }
  return totals;
}

/** Net score: gross strokes minus the handicap, one decimal. */
export function netScore(gross: number, handicap: number): number {
  return roundToTenth(gross - handicap);
}

/** New Peria hides 12 of 18 holes. */
export const PERIA_HIDDEN_HOLES = 12;
/** New Peria handicaps stop at 36 on 18 holes (18 on 9). */
export const PERIA_HANDICAP_CAP = 36;
/** The share of the scaled-up excess over par that becomes the handicap. */
export const PERIA_FACTOR = 0.8;

/** mulberry32: a tiny, well-spread 32-bit PRNG, so the same seed gives the same draw everywhere. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Draws the New Peria hidden holes: two thirds of the course (12 of 18, 6 of 9), taken evenly from
 * each third of the course (4 from holes 1–6, 4 from 7–12, 4 from 13–18), so every stretch of the
 * course counts equally. Hole numbers are 1-based and sorted. The draw depends only on the seed
 * (e.g. the tournament number), so every page and every server computes the same holes.
 * `holeCount` must be a positive multiple of 3.
 */
export function drawHiddenHoles(seed: number, holeCount = 18): number[] {
  if (!Number.isInteger(holeCount) || holeCount <= 0 || holeCount % 3 !== 0) {
    throw new RangeError(`holeCount must be a positive multiple of 3, got ${holeCount}`);
  }
  const random = mulberry32(Number.isFinite(seed) ? seed : 0);
  const third = holeCount / 3;
  const perThird = (third * 2) / 3;
  const hidden: number[] = [];
  for (let start = 1; start <= holeCount; start += third) {
    const pool = Array.from({ length: third }, (_, i) => start + i);
    // partial Fisher–Yates: the first `perThird` slots end up a uniform sample
    for (let i = 0; i < perThird; i++) {
      const j = i + Math.floor(random() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    hidden.push(...pool.slice(0, perThird));
  }
  return hidden.sort((a, b) => a - b);
}

/**
 * New Peria handicap:
 *   handicap = (strokes on the hidden holes − par of the hidden holes) × 1.5 × 0.8
 * where a hole's strokes count at most double its par, and 1.5 is 18 ÷ 12 (holes played ÷ hidden
 * holes; the same ratio on 9 holes). The result is rounded to one decimal, never below 0 and never
 * above 36 (18 on a 9-hole course).
 * This is the classic "(hidden strokes × 1.5 − course par) × 0.8" written against the par of the
 * hidden holes instead of the course par: the two agree whenever the hidden holes carry two thirds
 * of the course par (as in a hand-picked par-48 set), and because our hidden holes are drawn at
 * random, measuring against their own par keeps a level-par round at a handicap of exactly 0.
 * `hiddenHoles` are 1-based hole numbers; `holeStrokes` and `pars` list every hole in order.
 */
export function periaHandicap(holeStrokes: number[], pars: number[], hiddenHoles: number[]): number {
  const holes = holeStrokes.length;
  const hidden = [...new Set(hiddenHoles)].filter((hole) => Number.isInteger(hole) && hole >= 1 && hole <= holes);
  if (holes === 0 || hidden.length === 0) return 0;
  let hiddenOverPar = 0;
  for (const hole of hidden) {
    const par = pars[hole - 1];
    hiddenOverPar += Math.min(holeStrokes[hole - 1], 2 * par) - par;
  }
  const raw = hiddenOverPar * (holes / hidden.length) * PERIA_FACTOR;
  const cap = (PERIA_HANDICAP_CAP * holes) / 18;
  const handicap = roundToTenth(Math.min(cap, Math.max(0, raw)));
  return Number.isFinite(handicap) ? handicap : 0;
}

/** Which score a ranking table orders by. */
export type RankBasis = 'gross' | 'net' | 'peria';

/**
 * The rankings a tournament publishes for each rank type (spec §3): 0 low gross and low net,
 * 1 low gross only, 2 low net only.
 */
export const RANK_TYPE_BASES: Record<0 | 1 | 2, RankBasis[]> = {
  0: ['gross', 'net'],
  1: ['gross'],
  2: ['net'],
};

export interface RankableEntry {
  id: number;
  score: number;
  countback: Countback;
}

/**
 * Ranking order: the lower score first; on equal scores, the lower total over the last 9 holes,
 * then the last 6, the last 3 and the last hole. Returns 0 only for a true tie (score and every
 * countback total equal). An entry without a valid score sorts after every entry with one.
 */
export function compareForRank(a: RankableEntry, b: RankableEntry): number {
  const aValid = Number.isFinite(a.score);
  const bValid = Number.isFinite(b.score);
  if (aValid !== bValid) return aValid ? -1 : 1;
  if (aValid && a.score !== b.score) return a.score - b.score;
  for (const [key] of COUNTBACK_SPANS) {
    const difference = a.countback[key] - b.countback[key];
    if (difference !== 0 && !Number.isNaN(difference)) return difference;
  }
  return 0;
}

/**
 * Orders entries by compareForRank and numbers them with standard competition ranking
 * ("1, 2, 2, 4"): players share a rank only when their score and all countback totals are equal,
 * and the next rank skips the shared places. True ties are listed by id so the order is stable.
 */
export function assignRanks<T extends RankableEntry>(entries: T[]): (T & { rank: number })[] {
  const sorted = [...entries].sort((a, b) => compareForRank(a, b) || a.id - b.id);
  const ranked: (T & { rank: number })[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && compareForRank(previous, entry) === 0 ? previous.rank : index + 1;
    ranked.push({ ...entry, rank });
  });
  return ranked;
}

/** A scored tournament entry as stored: its scores and the strokes of the attempt that counts. */
export interface ScoredEntry {
  id: number;
  gross: number;
  handicap: number;
  net: number;
  periaHandicap: number;
  periaNet: number;
  holeStrokes: number[];
}

/**
 * A tournament's places by gross, net and New Peria, each tie-broken by countback (net and New
 * Peria countbacks take their handicap's share off, see countback). The demo generator and the
 * ranking kept live from posted rounds both place entrants with this.
 */
export function rankScoredEntries(entries: ScoredEntry[]): Map<number, { gross: number; net: number; peria: number }> {
  const byBasis = (score: (e: ScoredEntry) => number, handicap: (e: ScoredEntry) => number) =>
    new Map(assignRanks(entries.map((e) => ({ id: e.id, score: score(e), countback: countback(e.holeStrokes, handicap(e)) }))).map((r) => [r.id, r.rank]));
  const gross = byBasis((e) => e.gross, () => 0);
  const net = byBasis((e) => e.net, (e) => e.handicap);
  const peria = byBasis((e) => e.periaNet, (e) => e.periaHandicap);
  return new Map(entries.map((e) => [e.id, { gross: gross.get(e.id)!, net: net.get(e.id)!, peria: peria.get(e.id)! }]));
}
