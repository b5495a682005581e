/**
 * The X-Handicap over time and its computation step by step, derived from a member's rounds with
 * the one rule of lib/shared/domain/handicap.ts (the dashboard's chart and "how it is computed", a round's
 * scorecard "what this round did to your handicap"). Pure: no I/O.
 */
import { nineHoleScores, roundToTenth, xHandicap, XHANDICAP_CAP, XHANDICAP_COUNTED, XHANDICAP_FLOOR, XHANDICAP_WINDOW } from './handicap';

/** A played round as the handicap sees it: per-hole strokes and pars, first hole played first. */
export interface HandicapRound {
  roundno: number;
  playedAt: string;
  /** First hole played (1 or 10), to name the nines. */
  startHole: number;
  strokes: number[];
  pars: number[];
}

/** One nine-hole score with where it comes from. */
export interface RoundNine {
  roundno: number;
  playedAt: string;
  /** The nine's first and last hole numbers (1–9 or 10–18). */
  fromHole: number;
  toHole: number;
  strokes: number;
  par: number;
  overPar: number;
}

/**
 * The complete nines of a round, the later nine first (the order xHandicap expects when rounds are
 * listed newest first). Each nine goes through nineHoleScores, so what counts as complete is the
 * handicap's own rule.
 */
export function roundNines(round: HandicapRound): RoundNine[] {
  const nines: RoundNine[] = [];
  for (let start = 0; start + 9 <= Math.min(round.strokes.length, round.pars.length); start += 9) {
    const [score] = nineHoleScores({ strokes: round.strokes.slice(start, start + 9), pars: round.pars.slice(start, start + 9) });
    if (!score) continue;
    const fromHole = ((round.startHole - 1 + start) % 18) + 1;
    nines.push({ roundno: round.roundno, playedAt: round.playedAt, fromHole, toHole: fromHole + 8, strokes: score.strokes, par: score.par, overPar: score.strokes - score.par });
  }
  return nines.reverse();
}

/** One point of the trend: the handicap right after a round. */
export interface HandicapPoint {
  roundno: number;
  playedAt: string;
  /** Null while fewer than five nine-hole scores exist. */
  handicap: number | null;
}

/** The handicap after each round; `rounds` oldest first. */
export function handicapHistory(rounds: HandicapRound[]): HandicapPoint[] {
  let recentFirst: RoundNine[] = [];
  return rounds.map((round) => {
    recentFirst = [...roundNines(round), ...recentFirst].slice(0, XHANDICAP_WINDOW);
    return { roundno: round.roundno, playedAt: round.playedAt, handicap: xHandicap(recentFirst) };
  });
}

/** The computation of the current handicap, each step shown on the dashboard. */
export interface HandicapSteps {
  /** The latest nine-hole scores (at most 8), newest first, with the ones that count marked. */
  window: (RoundNine & { counted: boolean })[];
  /** Over-par figures of the counted nines, lowest first. */
  counted: number[];
  sum: number;
  /** Null with fewer than 5 nines. */
  average: number | null;
  /** The average after the floor (0) and the cap (27): equal to it unless one applied. */
  bounded: number | null;
  capped: 'floor' | 'cap' | null;
  /** The handicap: bounded, rounded to one decimal; always equal to xHandicap over the same window. */
  handicap: number | null;
  /** How many more nines are needed before there is a handicap (0 once there is one). */
  missing: number;
}

/** Step by step over the latest rounds; `recentFirst` newest first (only the first 8 nines matter). */
export function handicapSteps(recentFirst: HandicapRound[]): HandicapSteps {
  const nines = recentFirst.flatMap(roundNines).slice(0, XHANDICAP_WINDOW);
  // The lowest five by strokes over par; between equal figures the more recent one is marked.
  const order = nines.map((nine, index) => ({ index, overPar: nine.overPar })).sort((a, b) => a.overPar - b.overPar || a.index - b.index);
  const countedIndexes = new Set(nines.length >= XHANDICAP_COUNTED ? order.slice(0, XHANDICAP_COUNTED).map((o) => o.index) : []);
  const counted = order.filter((o) => countedIndexes.has(o.index)).map((o) => o.overPar);
  const sum = counted.reduce((total, value) => total + value, 0);
  const average = counted.length ? sum / counted.length : null;
  const bounded = average === null ? null : Math.min(XHANDICAP_CAP, Math.max(XHANDICAP_FLOOR, average));
  const capped = average === null ? null : average < XHANDICAP_FLOOR ? 'floor' : average > XHANDICAP_CAP ? 'cap' : null;
  return {
    window: nines.map((nine, index) => ({ ...nine, counted: countedIndexes.has(index) })),
    counted,
    sum,
    average,
    bounded,
    capped,
    handicap: bounded === null ? null : roundToTenth(bounded),
    missing: Math.max(0, XHANDICAP_COUNTED - nines.length),
  };
}
