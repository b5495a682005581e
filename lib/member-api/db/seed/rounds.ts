/**
 * Rounds: every member's history, played in time order — casual rounds and the tournament
 * attempts planned in tournaments.ts — so the X-Handicap a member carries into a tournament is
 * the one their earlier rounds gave them. Streams rows to the database; holds only one member's
 * rounds at a time.
 */
import { roundBadges } from '@/lib/shared/domain/badges';
import { nineHoleScores, xHandicap, type NineHoleScore } from '@/lib/shared/domain/handicap';
import type { playerBadges, rounds } from '../schema';
import type { CourseSeed } from './courses';
import { DAY_MS, HOUR_MS, playTime } from './dates';
import type { PlayerSeed } from './players';
import { Random } from './random';
import { playRound, scorecardColumns } from './scorecard';
import type { StoreSeed } from './stores';
import { entryTimes, type TournamentPlan } from './tournaments';
import type { TableWriter } from './writer';

type RoundRow = typeof rounds.$inferInsert;

/** Casual rounds per verified member: at least 3 (enough nines for a handicap), more for keen players. */
export function casualRoundCounts(seed: number, players: PlayerSeed[], verifiedCount: number, casualTotal: number): Int32Array {
  const counts = new Int32Array(players.length);
  let weight = 0;
  for (let i = 0; i < verifiedCount; i++) weight += players[i].activity;
  const extra = Math.max(0, casualTotal - 3 * verifiedCount);
  for (let i = 0; i < verifiedCount; i++) {
    const r = Random.derive(seed, 'casual-count', i);
    counts[i] = 3 + Math.floor((extra * players[i].activity) / weight + r.next());
  }
  if (verifiedCount > 0) counts[0] = Math.max(counts[0], 30); // the demo member has a long history
  return counts;
}

/** Weighted pick by binary search over cumulative weights (fast for many draws). */
class WeightedPicker<T> {
  private readonly cumulative: Float64Array;
  constructor(
    private readonly items: T[],
    weights: number[],
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    weights.forEach((w, i) => (this.cumulative[i] = sum += w));
  }
  pick(random: Random): T {
    const x = random.next() * this.cumulative[this.cumulative.length - 1];
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

interface PlannedRound {
  ms: number;
  /** Tournament index, or -1 for a casual round. */
  t: number;
  slot: number;
}

export interface RoundsContext {
  seed: number;
  now: Date;
  players: PlayerSeed[];
  verifiedCount: number;
  courses: CourseSeed[];
  stores: StoreSeed[];
  plan: TournamentPlan;
  casualCounts: Int32Array;
  firstRoundno: number;
  rounds: TableWriter<typeof rounds>;
  badges: TableWriter<typeof playerBadges>;
}

export async function generateRounds(ctx: RoundsContext): Promise<{ rounds: number; badges: number }> {
  const { seed, players, courses, stores, plan } = ctx;
  const nowMs = ctx.now.getTime();
  const coursePicker = new WeightedPicker(courses, courses.map((c) => c.popularity));
  const courseByNo = new Map(courses.map((c) => [c.row.courseno!, c]));
  const storeByNo = new Map(stores.map((s) => [s.row.shopno!, s]));
  const storesByCountry = new Map<string, StoreSeed[]>();
  for (const s of stores) (storesByCountry.get(s.countryCode) ?? storesByCountry.set(s.countryCode, []).get(s.countryCode)!).push(s);
  const openedMs = new Map(stores.map((s) => [s.row.shopno!, (s.row.openedAt as Date).getTime()]));

  let roundno = ctx.firstRoundno;
  let badgeCount = 0;

  for (let i = 0; i < ctx.verifiedCount; i++) {
    const player = players[i];
    const r = Random.derive(seed, 'rounds', i);
    const endMs = Math.min(nowMs - HOUR_MS, player.withdrawnMs ?? Number.POSITIVE_INFINITY);
    const startMs = player.joinedMs + HOUR_MS;
    const home = storeByNo.get(player.homeStore)!;
    const local = storesByCountry.get(player.countryCode)!;

    // ---- the member's calendar
    const planned: PlannedRound[] = [];
    const casual = ctx.casualCounts[i];
    for (let k = 0; k < casual; k++) {
      const from = k < 3 ? startMs + k * DAY_MS : startMs;
      const to = k < 3 ? Math.min(endMs, startMs + (k + 1) * 6 * DAY_MS) : endMs;
      planned.push({ ms: playTime(r, from, Math.max(from + HOUR_MS, to), home.row.timezone), t: -1, slot: 0 });
    }
    const tours = plan.playerTours[i];
    for (let k = 0; k < tours.length; k += 2) {
      const t = plan.seeds[tours[k]];
      const slot = tours[k + 1];
      for (const ms of entryTimes(seed, t, slot, player, nowMs).playedMs) planned.push({ ms, t: t.index, slot });
    }
    planned.sort((a, b) => a.ms - b.ms || a.t - b.t);

    // ---- play it
    let recentNines: NineHoleScore[] = [];
    const earned = new Set<string>();
    const golfer = { level: player.level, driver: player.driver };
    for (const round of planned) {
      let course: CourseSeed;
      let startHole = 1;
      let holes: number;
      let shopno: number;
      let tee: number;
      let tournamentno: number | null = null;
      if (round.t >= 0) {
        const t = plan.seeds[round.t];
        course = courseByNo.get(t.row.courseno)!;
        holes = t.holes;
        shopno = t.row.shopno ?? player.homeStore;
        tee = player.gender === 'M' ? t.row.teeColourMen! : t.row.teeColourWomen!;
        tournamentno = t.no;
      } else {
        course = coursePicker.pick(r);
        holes = r.chance(0.2) ? 9 : 18;
        if (holes === 9 && r.chance(0.5)) startHole = 10;
        const where = r.next();
        let store = home;
        if (where > 0.82) {
          const candidate = where > 0.97 ? stores[r.int(0, stores.length - 1)] : local[r.int(0, local.length - 1)];
          if (openedMs.get(candidate.row.shopno!)! < round.ms) store = candidate;
        }
        shopno = store.row.shopno!;
        tee = player.gender === 'F' ? (r.chance(0.9) ? 3 : 4) : player.level < 8 && r.chance(0.6) ? 1 : player.level > 30 && r.chance(0.3) ? 4 : 2;
      }
      const pars = course.pars.slice(startHole - 1, startHole - 1 + holes);
      const card = playRound(r, golfer, pars);
      const no = roundno++;

      if (round.t >= 0) {
        const t = plan.seeds[round.t];
        const res = t.results;
        if (res.attempts[round.slot] === 0) {
          const handicap = xHandicap(recentNines);
          res.xhandicap[round.slot] = handicap === null ? Number.NaN : handicap;
        }
        res.attempts[round.slot]++;
        if (res.roundno[round.slot] === 0 || card.totalStrokes < res.gross[round.slot]) {
          res.roundno[round.slot] = no;
          res.gross[round.slot] = card.totalStrokes;
          res.holeStrokes.set(card.strokes, round.slot * t.holes);
        }
      }
      recentNines = [...nineHoleScores(card), ...recentNines].slice(0, 8);

      const row: RoundRow = {
        roundno: no,
        playerPk: player.pk,
        shopno,
        courseno: course.row.courseno!,
        tournamentno,
        playedAt: new Date(round.ms),
        holes,
        startHole,
        teeColour: tee,
        ...scorecardColumns(card),
      };
      await ctx.rounds.push(row);

      if (earned.size < 3) {
        const holed = card.holedPuttDistances.filter((d): d is number => d !== null);
        for (const badge of roundBadges({ driverDistances: card.driverDistances, gir: card.gir, holedPuttDistances: holed })) {
          if (earned.has(badge)) continue;
          earned.add(badge);
          badgeCount++;
          await ctx.badges.push({ playerPk: player.pk, badge, earnedAt: new Date(round.ms), roundno: no, tournamentno });
        }
      }
    }
    player.xhandicap = xHandicap(recentNines);
  }
  return { rounds: roundno - ctx.firstRoundno, badges: badgeCount };
}
