/**
 * Tournaments and who enters them. About 120 × scale tournaments: shop tournaments and network
 * championships (shopno null) in every status, type, level, class and rank type, played as stroke
 * play or par-3 play (they are ranked by strokes; the contests are mini-game events).
 * The first of them is the grand championship, a completed major that every member who had joined
 * by its start and is still a member entered (about 1 900 at scale 1, 95 000 at scale 50: the
 * ranking benchmark's target); the next twelve
 * cover every code of every enumeration, so even a tiny network (tests) shows them all.
 *
 * This module only plans: who enters, how many attempts each entrant has played. The round
 * generator plays those rounds in each member's timeline and stores the results here
 * (`TournamentSeed.results`); `entries.ts` then ranks them.
 */
import { drawHiddenHoles } from '@/lib/shared/domain/ranking';
import type { tournaments } from '../schema';
import type { CourseSeed } from './courses';
import { DAY_MS, HOUR_MS } from './dates';
import { COUNTRIES } from './geography';
import type { PlayerSeed } from './players';
import { Random } from './random';
import type { StoreSeed } from './stores';

/** The play formats a ranked-by-strokes tournament can have: stroke play and par-3 play (spec §4 codes 1, 6). */
const TOURNAMENT_FORMATS: readonly number[] = [1, 6];
import { tournamentName, tournamentTexts } from './tournament-texts';

type TournamentRow = typeof tournaments.$inferInsert;

export type Status = '1' | '2' | '3' | '4';

/** Results of the entrants' best attempts, filled in by the round generator. */
export interface TournamentResults {
  /** Round number of the best attempt, 0 while not played. */
  roundno: Int32Array;
  gross: Int16Array;
  /** Strokes per hole of the best attempt, `holes` per entrant. */
  holeStrokes: Int8Array;
  /** X-Handicap when the entrant first teed off in this tournament (NaN: none yet). */
  xhandicap: Float64Array;
  attempts: Uint8Array;
}

export interface TournamentSeed {
  index: number;
  no: number;
  row: TournamentRow;
  status: Status;
  holes: 9 | 18;
  /** Par of each hole played, in order. */
  pars: number[];
  startsMs: number;
  endsMs: number;
  createdMs: number;
  /** Player indexes of the entrants, in entry order. */
  entrants: Int32Array;
  /** Attempts each entrant has played (0: entered, not played yet). */
  plays: Uint8Array;
  results: TournamentResults;
}

export interface TournamentPlan {
  seeds: TournamentSeed[];
  /** Per player index: [tournament index, entrant slot, …] of the tournaments they play in. */
  playerTours: number[][];
  /** Rounds the tournaments add to the network (sum of attempts). */
  tournamentRounds: number;
  entries: number;
}

/** The grand championship: started 40 days ago, ended 10 days ago. */
export const GRAND_STARTS_DAYS_AGO = 40;
export const GRAND_ENDS_DAYS_AGO = 10;

const COVER_STATUS: Status[] = ['3', '2', '1', '4'];
const COVER_LEVEL: (number | null)[] = [1, 2, 3, 4, 5, null];
const COVERAGE = 12;

export function planTournaments(
  seed: number,
  scale: number,
  now: Date,
  stores: StoreSeed[],
  courses: CourseSeed[],
  players: PlayerSeed[],
  verifiedCount: number,
  firstNo: number,
): TournamentPlan {
  const nowMs = now.getTime();
  const count = Math.max(1 + COVERAGE, Math.round(120 * scale));
  const currencies = new Map(COUNTRIES.map((c) => [c.code, c.currency]));
  const greenUnits = new Map(COUNTRIES.map((c) => [c.code, c.units]));
  const storeWeights = stores.map((s) => s.weight);
  const courseWeights = courses.map((c) => c.popularity);

  const byStore = new Map<number, number[]>();
  const byCountry = new Map<string, number[]>();
  for (let i = 0; i < verifiedCount; i++) {
    const p = players[i];
    (byStore.get(p.homeStore) ?? byStore.set(p.homeStore, []).get(p.homeStore)!).push(i);
    (byCountry.get(p.countryCode) ?? byCountry.set(p.countryCode, []).get(p.countryCode)!).push(i);
  }
  const demo = players[0];
  const lastSeasonStart = Date.UTC(now.getUTCFullYear() - 1, 0, 1);

  const seeds: TournamentSeed[] = [];
  const playerTours: number[][] = Array.from({ length: players.length }, () => []);
  let tournamentRounds = 0;
  let entries = 0;

  for (let index = 0; index < count; index++) {
    const r = Random.derive(seed, 'tournament', index);
    const no = firstNo + index;
    const grand = index === 0;
    const cover = index >= 1 && index <= COVERAGE ? index - 1 : -1;

    // ---- what kind of tournament
    const status: Status = grand ? '3' : cover >= 0 ? COVER_STATUS[cover % 4] : r.weighted(['3', '2', '1', '4'] as Status[], [58, 10, 20, 12]);
    const network = grand || (cover >= 0 ? cover % 2 === 0 : r.chance(0.16));
    const tourType = grand ? 1 : cover >= 0 ? [1, 2, 3][cover % 3] : r.weighted([1, 2, 3], [70, 20, 10]);
    const tourLevel = grand ? null : cover >= 0 ? COVER_LEVEL[cover % 6] : r.weighted([null, 1, 2, 3, 4, 5], [30, 6, 10, 16, 26, 12]);
    const tourClass = grand ? 2 : cover >= 0 ? [1, 2][cover % 2] : r.chance(network ? 0.3 : 0.05) ? 2 : 1;
    const rankType = grand ? 0 : cover >= 0 ? [0, 1, 2][(cover + 1) % 3] : r.weighted([0, 1, 2], [55, 25, 20]);
    const drawnFormat = grand ? 1 : cover >= 0 ? (cover % 9) + 1 : r.chance(0.55) ? 1 : r.int(2, 9);
    // A tournament is ranked by strokes (low gross / low net), so it is played as stroke play or par-3
    // play; the contests (longest drive, nearest the pin, putting …) are mini-game events. The draw is
    // kept so every later figure of the plan stays as it was.
    const playFormat = TOURNAMENT_FORMATS.includes(drawnFormat) ? drawnFormat : 1;
    const holes: 9 | 18 = grand || r.chance(0.85) ? 18 : 9;
    const ladies = !grand && tourLevel !== 1 && r.chance(0.06);
    const seniors = !grand && !ladies && network && r.chance(0.05);

    const store = network ? null : r.weighted(stores, storeWeights);
    const countryCode = store?.countryCode ?? 'USA';
    const course = r.weighted(courses, courseWeights);
    const pars = course.pars.slice(0, holes);

    // ---- when
    let startsMs: number;
    let endsMs: number;
    const duration = (network ? r.int(7, 30) : r.int(1, 7)) * DAY_MS;
    if (grand) {
      startsMs = nowMs - GRAND_STARTS_DAYS_AGO * DAY_MS;
      endsMs = nowMs - GRAND_ENDS_DAYS_AGO * DAY_MS;
    } else if (status === '3') {
      endsMs = Math.min(nowMs - r.int(1, 24) * HOUR_MS, r.int(lastSeasonStart, nowMs - 2 * DAY_MS) + duration);
      startsMs = endsMs - duration;
    } else if (status === '2') {
      startsMs = nowMs - r.int(3, 14 * 24) * HOUR_MS;
      endsMs = nowMs + r.int(1, 21) * DAY_MS;
    } else if (status === '1') {
      startsMs = nowMs + r.int(1, 60) * DAY_MS + r.int(0, 23) * HOUR_MS;
      endsMs = startsMs + duration;
    } else {
      startsMs = nowMs + r.int(-200, 40) * DAY_MS;
      endsMs = startsMs + duration;
    }
    startsMs = Math.floor(startsMs / HOUR_MS) * HOUR_MS;
    endsMs = Math.floor(endsMs / HOUR_MS) * HOUR_MS;
    const createdMs = Math.min(startsMs - r.int(14, 45) * DAY_MS, nowMs - 2 * DAY_MS);
    const season = new Date(startsMs).getUTCFullYear();

    // ---- money and rules
    const currency = network ? 'USD' : currencies.get(countryCode)!;
    const free = grand || r.chance(0.55);
    const feeSteps: Record<string, number[]> = {
      KRW: [10_000, 20_000, 30_000, 50_000],
      JPY: [1_000, 2_000, 3_000, 5_000],
      CNY: [5_000, 10_000, 20_000],
      AED: [5_000, 10_000, 15_000],
    };
    const entryFee = free ? 0 : r.pick(feeSteps[currency] ?? [1_000, 1_500, 2_000, 2_500, 3_000, 5_000]);
    const attemptsAllowed = grand ? 1 : r.weighted([1, 2, 3], [65, 25, 10]);
    const teeMen = tourLevel !== null && tourLevel <= 2 ? 1 : seniors ? 4 : 2;
    const teeWomen = r.chance(0.9) ? 3 : 4;
    const units = greenUnits.get(countryCode)!;
    const mulligans = tourLevel !== null && tourLevel <= 3 ? 0 : r.weighted([0, 1, 2], [5, 3, 1]);
    const gimme = tourLevel !== null && tourLevel <= 2 ? 0 : r.pick([0, 0.5, 1, 1.5]);

    // ---- entrants
    const eligible = (i: number) => {
      const p = players[i];
      if (p.status === 'pending') return false;
      if (!grand && p.joinedMs > startsMs - 21 * DAY_MS) return false;
      // A member who has withdrawn only appears in tournaments that were over before they left.
      if (p.withdrawnMs !== null && (status !== '3' || p.withdrawnMs < endsMs)) return false;
      if (ladies && p.gender !== 'F') return false;
      if (seniors && p.level < 12) return false;
      switch (tourLevel) {
        case 1:
          return p.level < 12;
        case 2:
          return p.level < 18;
        case 3:
          return p.level < 26;
        case 5:
          return p.level > 22;
        default:
          return true;
      }
    };
    let entrantList: number[];
    if (grand) {
      // Every member who had joined when it started and is still a member: the field is never larger
      // than the network's membership shown beside it.
      entrantList = [];
      for (let i = 0; i < verifiedCount; i++) if (players[i].status === 'active' && players[i].joinedMs <= startsMs) entrantList.push(i);
    } else {
      const wanted = network ? Math.round(Math.min(900, Math.max(30, r.logNormal(180, 0.6)))) : r.int(6, 48);
      const target = status === '4' ? Math.ceil(wanted * r.float(0.2, 0.6)) : status === '1' ? Math.ceil(wanted * r.float(0.35, 0.9)) : wanted;
      const chosen = new Set<number>();
      const tryAdd = (i: number) => {
        if (!chosen.has(i) && eligible(i) && r.next() < Math.min(1, 0.25 + players[i].activity * 0.5)) chosen.add(i);
      };
      if (store) {
        const local = byStore.get(store.row.shopno!) ?? [];
        for (const i of r.sample(local, target * 2)) if (chosen.size < Math.ceil(target * 0.8)) tryAdd(i);
        const country = byCountry.get(countryCode) ?? [];
        for (let k = 0; k < target * 30 && chosen.size < target && country.length; k++) tryAdd(country[r.int(0, country.length - 1)]);
      }
      for (let k = 0; k < target * 40 && chosen.size < target; k++) tryAdd(r.int(0, verifiedCount - 1));
      // The demo member plays a good share of what is on offer.
      const demoHome = store?.row.shopno === demo.homeStore;
      if (eligible(0) && (demoHome || (network && r.chance(0.5)) || (cover >= 0 && r.chance(0.5)))) chosen.add(0);
      entrantList = [...chosen];
    }
    const entrants = Int32Array.from(entrantList);
    const n = entrants.length;
    const entryLimit = grand || r.chance(0.4) ? null : Math.max(8, Math.ceil((n * r.float(1.05, 1.6)) / 8) * 8);

    const plays = new Uint8Array(n);
    for (let slot = 0; slot < n; slot++) {
      let attempts = 0;
      if (status === '3') attempts = 1;
      else if (status === '2') attempts = r.chance(0.55) || (entrants[slot] === 0 && r.chance(0.8)) ? 1 : 0;
      if (attempts > 0 && attemptsAllowed > 1) attempts = r.weighted([1, 2, 3].slice(0, attemptsAllowed), [60, 30, 10].slice(0, attemptsAllowed));
      plays[slot] = attempts;
      if (attempts > 0) {
        playerTours[entrants[slot]].push(index, slot);
        tournamentRounds += attempts;
      }
    }
    entries += n;

    const textInput = {
      grand,
      network,
      ladies,
      seniors,
      season,
      month: new Date(startsMs).getUTCMonth(),
      tourType,
      tourLevel,
      tourClass,
      rankType,
      playFormat,
      holes,
      attemptsAllowed,
      entryFee,
      currency,
      courseName: course.row.name,
      courseNameKo: course.row.nameKo ?? course.row.name,
      storeName: store?.row.name ?? null,
      storeNameKo: store?.labelKo ?? null,
      teeMen,
      teeWomen,
      mulligans,
      gimme,
    };
    const [name, nameKo] = tournamentName(r, textInput);
    const texts = tournamentTexts(textInput);
    seeds.push({
      index,
      no,
      status,
      holes,
      pars,
      startsMs,
      endsMs,
      createdMs,
      entrants,
      plays,
      results: {
        roundno: new Int32Array(n),
        gross: new Int16Array(n),
        holeStrokes: new Int8Array(n * holes),
        xhandicap: new Float64Array(n).fill(Number.NaN),
        attempts: new Uint8Array(n),
      },
      row: {
        tournamentno: no,
        name,
        nameKo,
        tourType,
        tourLevel,
        tourClass,
        rankType,
        status,
        playFormat,
        shopno: store?.row.shopno ?? null,
        courseno: course.row.courseno!,
        holes,
        teeColourMen: teeMen,
        teeColourWomen: teeWomen,
        wind: r.weighted([0, 1, 2, 3, 4], [3, 4, 3, 1, 2]),
        greenunit: units.green === 'feet' ? 'feet' : 'meter',
        speedunit: units.speed,
        greenSpeed: Math.round(r.float(2.4, 3.6) * 10) / 10,
        mulligans,
        gimme,
        entryLimit,
        attemptsAllowed,
        entryFee,
        currency,
        prize: texts.prize,
        prizeKo: texts.prizeKo,
        description: texts.description,
        descriptionKo: texts.descriptionKo,
        hiddenHoles: drawHiddenHoles(no, holes),
        startsAt: new Date(startsMs),
        endsAt: new Date(endsMs),
        season,
        imagePath: null,
        createdAt: new Date(createdMs),
      },
    });
  }
  return { seeds, playerTours, tournamentRounds, entries };
}

/**
 * When an entrant signed up and when they played each attempt: derived from the seed alone, so the
 * round generator and the entry writer agree without sharing state.
 */
export function entryTimes(seed: number, t: TournamentSeed, slot: number, player: PlayerSeed, nowMs: number): { enteredMs: number; playedMs: number[] } {
  const r = Random.derive(seed, 'entry', t.index, slot);
  const openMs = Math.max(t.createdMs, player.joinedMs + DAY_MS);
  const closeMs = Math.min(t.startsMs, nowMs - HOUR_MS);
  const enteredMs = closeMs > openMs ? Math.floor(openMs + r.next() * (closeMs - openMs)) : Math.min(openMs, nowMs - HOUR_MS);
  const playedMs: number[] = [];
  const from = Math.max(t.startsMs, enteredMs + HOUR_MS);
  const to = Math.min(t.endsMs, nowMs - HOUR_MS, player.withdrawnMs ?? Number.POSITIVE_INFINITY);
  for (let k = 0; k < t.plays[slot]; k++) playedMs.push(Math.floor(from + r.next() * Math.max(HOUR_MS, to - from)));
  playedMs.sort((a, b) => a - b);
  return { enteredMs, playedMs };
}
