/**
 * X-Point and location points: the one definition (the spec names X-Point and says that changing the
 * favourite venue resets location points, §8, and nothing more). Shown to members on the X-Point page
 * from these same constants. Pure: no I/O.
 *
 * - X-Point is the network's activity reward. It is earned by playing, never bought: every hole
 *   played at a bay, birdies, eagles and holes-in-one, every tournament played to a score, podium
 *   places, mini-game entries and wins, and each badge.
 * - X-Points belong to a season (the calendar year, UTC, like the tour's point seasons). The balance
 *   is the current season's total; at the season's end the balance lapses (that is what spends it:
 *   the member API records no other spending), and the history stays, season by season.
 * - Location points are the X-Points earned at the member's favourite venue since it was chosen.
 *   Choosing another favourite resets them to zero (spec §8); the X-Points themselves stay.
 */

export const XPOINT_RULES = {
  /** Every hole played in a round. */
  hole: 1,
  /** Extra for a birdie (one under par) … */
  birdie: 3,
  /** … an eagle or better (two or more under par, not a hole-in-one) … */
  eagle: 10,
  /** … and a hole-in-one. */
  holeInOne: 50,
  /** A tournament played to a score. */
  tournamentPlayed: 20,
  /** Extra for finishing first, second or third (on the tournament's official ranking). */
  podium: [50, 30, 20] as readonly number[],
  /** A mini-game entry (a result recorded at a bay). */
  minigameEntry: 5,
  /** Extra for a mini-game win. */
  minigameWin: 40,
  /** Each badge earned. */
  badge: 25,
} as const;

export type XPointReason = 'round' | 'tournament' | 'minigame' | 'badge';

/** One line of the ledger. */
export interface XPointEntry {
  at: string;
  reason: XPointReason;
  points: number;
  /** The round, tournament, event or badge behind it. */
  ref: number | string;
  /** Where it was earned (null when not at one venue). */
  shopno: number | null;
  /** What made up the points, for the ledger's detail line. */
  detail: Record<string, number>;
}

/** The season an instant belongs to: its UTC calendar year. */
export function xpointSeason(at: string | Date): number {
  return new Date(at).getUTCFullYear();
}

/** A round's X-Points: holes, birdies, eagles, holes-in-one. */
export function roundXPoints(round: { strokes: number[]; pars: number[] }): { points: number; detail: Record<string, number> } {
  let holes = 0;
  let birdies = 0;
  let eagles = 0;
  let holesInOne = 0;
  for (let i = 0; i < Math.min(round.strokes.length, round.pars.length); i++) {
    const strokes = round.strokes[i];
    if (!(strokes > 0)) continue;
    holes++;
    if (strokes === 1) holesInOne++;
    else if (strokes <= round.pars[i] - 2) eagles++;
    else if (strokes === round.pars[i] - 1) birdies++;
  }
  const points = holes * XPOINT_RULES.hole + birdies * XPOINT_RULES.birdie + eagles * XPOINT_RULES.eagle + holesInOne * XPOINT_RULES.holeInOne;
  const detail: Record<string, number> = { holes };
  if (birdies) detail.birdies = birdies;
  if (eagles) detail.eagles = eagles;
  if (holesInOne) detail.holesInOne = holesInOne;
  return { points, detail };
}

/** A tournament played to a score, with its official place (null while unplaced). */
export function tournamentXPoints(place: number | null): { points: number; detail: Record<string, number> } {
  const podium = place !== null && place >= 1 ? (XPOINT_RULES.podium[place - 1] ?? 0) : 0;
  return { points: XPOINT_RULES.tournamentPlayed + podium, detail: podium ? { place: place! } : {} };
}

export function minigameXPoints(isWinner: boolean): { points: number; detail: Record<string, number> } {
  return { points: XPOINT_RULES.minigameEntry + (isWinner ? XPOINT_RULES.minigameWin : 0), detail: isWinner ? { win: 1 } : {} };
}

export interface XPointActivity {
  rounds: { roundno: number; playedAt: string; shopno: number | null; strokes: number[]; pars: number[] }[];
  tournaments: { tournamentno: number; playedAt: string; shopno: number | null; place: number | null }[];
  minigames: { eventno: number; achievedAt: string; shopno: number | null; isWinner: boolean }[];
  badges: { badge: string; earnedAt: string }[];
}

/** Every ledger line of a member's activity, newest first. */
export function xpointLedger(activity: XPointActivity): XPointEntry[] {
  const entries: XPointEntry[] = [
    ...activity.rounds.map((r) => ({ at: r.playedAt, reason: 'round' as const, ref: r.roundno, shopno: r.shopno, ...roundXPoints(r) })),
    ...activity.tournaments.map((t) => ({ at: t.playedAt, reason: 'tournament' as const, ref: t.tournamentno, shopno: t.shopno, ...tournamentXPoints(t.place) })),
    ...activity.minigames.map((m) => ({ at: m.achievedAt, reason: 'minigame' as const, ref: m.eventno, shopno: m.shopno, ...minigameXPoints(m.isWinner) })),
    ...activity.badges.map((b) => ({ at: b.earnedAt, reason: 'badge' as const, ref: b.badge, shopno: null, points: XPOINT_RULES.badge, detail: {} })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at) || String(b.ref).localeCompare(String(a.ref)));
}

/** Totals per season, newest season first. */
export function xpointSeasons(entries: XPointEntry[]): { season: number; points: number; lines: number }[] {
  const totals = new Map<number, { points: number; lines: number }>();
  for (const entry of entries) {
    const season = xpointSeason(entry.at);
    const total = totals.get(season) ?? { points: 0, lines: 0 };
    total.points += entry.points;
    total.lines += 1;
    totals.set(season, total);
  }
  return [...totals.entries()].sort((a, b) => b[0] - a[0]).map(([season, total]) => ({ season, ...total }));
}

/** The balance: the current season's X-Points. */
export function xpointBalance(entries: XPointEntry[], now: Date): number {
  const season = xpointSeason(now);
  return entries.filter((entry) => xpointSeason(entry.at) === season).reduce((sum, entry) => sum + entry.points, 0);
}

/**
 * Location points: X-Points earned at the favourite venue since it became the favourite (null: since
 * joining). No favourite, no location points.
 */
export function locationPoints(entries: XPointEntry[], favourite: { shopno: number | null; since: string | null }): number {
  if (favourite.shopno === null) return 0;
  return entries
    .filter((entry) => entry.shopno === favourite.shopno && (favourite.since === null || entry.at >= favourite.since))
    .reduce((sum, entry) => sum + entry.points, 0);
}
