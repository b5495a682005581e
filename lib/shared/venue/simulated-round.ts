import type { VenueHole, VenueRound, VenueShot } from './round-schema';

/**
 * A realistic bay round for demos, tests and the benchmark (npm run venue:simulate): hole by hole
 * from the course's pars and lengths, with each shot's club, ball speed, launch, spin, carry, total,
 * distance left to the pin and putt lengths, consistent with the strokes, putts, fairways and greens
 * in regulation it reports. Deterministic for a given `random`.
 */

export interface SimulatedCourseHole {
  par: number;
  /** Metres from the tee played. */
  length: number;
}

export interface SimulatedRoundInput {
  bayRoundId: string;
  shopno: number;
  bay: number;
  player: { player_pk: number } | { player_id: string };
  courseno: number;
  teeColour: number;
  holes: SimulatedCourseHole[];
  /** Strokes over par a typical round of this player lands at on 18 holes (0 scratch .. 36). */
  skill: number;
  /** When set, the round totals exactly this many strokes. */
  targetGross?: number;
  playedAt?: Date;
  tournamentno?: number;
  playFormat?: number;
  wind?: number;
  random?: () => number;
}

/** mulberry32, so a seed replays the same rounds. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** No full shot flies more than this (so a hole of 560 m takes two before the green). */
const LONGEST_SHOT_METRES = 300;

/** The fewest strokes a hole can be played in: its full shots, the last holing out. */
function fewestStrokes(hole: SimulatedCourseHole): number {
  return Math.max(2, Math.ceil(hole.length / LONGEST_SHOT_METRES));
}

/** Strokes per hole: par plus the player's share of over-par, or shaped to a target total. */
function holeStrokes(holes: SimulatedCourseHole[], skill: number, random: () => number, target?: number): number[] {
  const perHole = skill / 18;
  const strokes = holes.map((h) => {
    const r = random();
    let s = h.par + Math.round(perHole + (r - 0.5) * 2.2);
    if (h.par === 3 && random() < 0.002) s = 1; // a hole-in-one now and then
    return Math.min(h.par + 4, Math.max(fewestStrokes(h), s));
  });
  if (target !== undefined) {
    const min = holes.length * 2;
    const max = holes.reduce((sum, h) => sum + h.par + 4, 0);
    const goal = Math.min(max, Math.max(min, target));
    let total = strokes.reduce((a, b) => a + b, 0);
    let guard = 10_000;
    while (total !== goal && guard-- > 0) {
      const i = Math.floor(random() * holes.length);
      if (total > goal && strokes[i] > fewestStrokes(holes[i])) {
        strokes[i]--;
        total--;
      } else if (total < goal && strokes[i] < holes[i].par + 4) {
        strokes[i]++;
        total++;
      }
    }
  }
  return strokes;
}

function simulateHole(hole: SimulatedCourseHole, strokes: number, skill: number, random: () => number): VenueHole {
  const holeInOne = strokes === 1;
  const wanted = holeInOne ? 0 : strokes === 2 ? 1 : Math.min(strokes - 1, random() < 0.15 ? 1 : random() < 0.85 ? 2 : 3);
  // Enough full shots to cover the hole; with none to spare the last one holes out (no putt).
  const putts = Math.max(0, Math.min(wanted, strokes - Math.ceil(hole.length / LONGEST_SHOT_METRES)));
  const fullShots = strokes - putts;
  const shots: VenueShot[] = [];
  let left = hole.length;
  for (let i = 0; i < fullShots; i++) {
    const last = i === fullShots - 1;
    const tee = i === 0;
    const club = tee && hole.par >= 4 ? 1 : left > 200 ? 2 : left > 150 ? 3 : left > 90 ? 4 : 5;
    const fullDistance = club === 1 ? 215 + random() * 60 - skill : club === 2 ? 205 : club === 3 ? 180 : club === 4 ? 150 : 90;
    // The last full shot finds the green (or the cup); earlier ones go their club's distance.
    const remaining = holeInOne || putts === 0 ? 0 : last ? Math.min(left * 0.5, 1 + random() * 13) : 0;
    // Earlier shots leave what the remaining ones can still reach.
    const shotsAfter = fullShots - i - 1;
    const total = last
      ? Math.max(1, left - remaining)
      : Math.max(1, left - shotsAfter * LONGEST_SHOT_METRES, Math.min(left - 5, fullDistance * (0.85 + random() * 0.2)));
    const carry = total * (club === 1 ? 0.9 : 0.93);
    left = Math.max(0, left - total);
    const toPin = round1(last ? remaining : left);
    shots.push({
      club,
      ball_speed: round1(Math.sqrt(total) * 4.4),
      launch: round1(club === 1 ? 10 + random() * 5 : 14 + club * 4 + random() * 4),
      spin: Math.round(club === 1 ? 2200 + random() * 900 : 3500 + club * 900 + random() * 800),
      carry: round1(carry),
      total: round1(total),
      to_pin: toPin,
    });
    if (last) left = toPin;
  }
  for (let p = 0; p < putts; p++) {
    const last = p === putts - 1;
    const distance = last ? round1(Math.min(left, putts === 1 ? left : 0.3 + random() * 2)) : round1(left);
    shots.push({ club: 6, putt_distance: Math.max(0.1, distance) });
    left = last ? 0 : Math.max(0.3, left * (0.05 + random() * 0.15));
  }
  const fairway = hole.par === 3 ? null : random() < Math.max(0.3, 0.75 - skill / 80);
  return { strokes, putts, fairway, gir: fullShots <= hole.par - 2, shots };
}

export function simulateRound(input: SimulatedRoundInput): VenueRound {
  const random = input.random ?? Math.random;
  const strokes = holeStrokes(input.holes, input.skill, random, input.targetGross);
  return {
    bay_round_id: input.bayRoundId,
    shopno: input.shopno,
    bay: input.bay,
    ...input.player,
    courseno: input.courseno,
    tee_colour: input.teeColour,
    wind: input.wind ?? 0,
    units: { field: 'meter', green: 'meter', speed: 'kmh' },
    play_format: input.playFormat ?? 1,
    start_hole: 1,
    played_at: (input.playedAt ?? new Date()).toISOString(),
    ...(input.tournamentno !== undefined ? { tournamentno: input.tournamentno } : {}),
    holes: input.holes.map((hole, i) => simulateHole(hole, strokes[i], input.skill, random)),
  } as VenueRound;
}
