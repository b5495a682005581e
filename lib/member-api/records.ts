import 'server-only';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  courseHoles,
  courses,
  minigameEntries,
  minigameEvents,
  playerBadges,
  players,
  pointStandings,
  rounds,
  stores,
  swingLessons,
  swings,
  tournamentEntries,
  tournaments,
} from '@/lib/member-api/db/schema';
import type { Database } from '@/lib/member-api/db/client';
import { TOURNAMENT_STATUS, tournamentEntryStatuses } from '@/lib/shared/domain/enums';
import { xHandicap } from '@/lib/shared/domain/handicap';
import { handicapHistory, handicapSteps, roundNines, type HandicapRound } from '@/lib/shared/domain/handicap-history';
import { locationPoints, xpointBalance, xpointLedger, xpointSeason, xpointSeasons } from '@/lib/shared/domain/xpoint';
import type { Lang } from '@/lib/upstream/operations/fields';
import type { MyRoundDetail, MyRoundHole, MyRoundShot, MyRoundStats, MyRoundSummary, MyTournamentRow, recordsOperations } from '@/lib/upstream/operations/records';
import { UpstreamCode } from '@/lib/upstream/errors';
import { tournamentSummaryColumns, toTournamentSummary } from './common';
import { MemberApiError, notFound } from './errors';
import type { CallContext } from './context';
import type { HandlersFor } from './handler';
import { localized } from './localized';
import { eventDetail, rankedEntries, summaryColumns, toEntry, toSummary, toWinner, type RankedRow } from './minigame';
import { tournamentHandlers } from './tournament';
import { inLiveStandings } from './live-standings';

/**
 * MyZone's records (issue 9): every query is scoped by the caller's own player_pk, which comes from
 * the session behind the bearer token and never from the input, so another member's round, entry,
 * event or swing is simply not found (404), like a missing one.
 */

function me(context: CallContext): number {
  if (!context.member) throw new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
  return context.member.playerPk;
}

const PERIOD_MONTHS = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 } as const;

function roundColumns(lang: Lang) {
  return {
    roundno: rounds.roundno,
    playedAt: rounds.playedAt,
    courseno: rounds.courseno,
    coursename: localized(lang, courses.name, courses.nameKo),
    shopno: rounds.shopno,
    shopname: localized<string | null>(lang, stores.name, stores.nameKo),
    holes: rounds.holes,
    starthole: rounds.startHole,
    teecolour: rounds.teeColour,
    totalstrokes: rounds.totalStrokes,
    totalpar: rounds.totalPar,
    totalputts: rounds.totalPutts,
    fairwayhits: rounds.fairwayHits,
    fairwaychances: rounds.fairwayChances,
    gircount: rounds.girCount,
    tournamentno: rounds.tournamentno,
  };
}

type RoundRow = Omit<MyRoundSummary, 'playeddate'> & { playedAt: Date };

function toRoundSummary({ playedAt, ...row }: RoundRow): MyRoundSummary {
  return { ...row, playeddate: playedAt.toISOString() };
}

function selectRounds(db: Database, lang: Lang) {
  return db.select(roundColumns(lang)).from(rounds).innerJoin(courses, eq(courses.courseno, rounds.courseno)).leftJoin(stores, eq(stores.shopno, rounds.shopno));
}

/** The number of the hole played at position `index` of a round that started at `startHole`. */
function holeNumber(startHole: number, index: number): number {
  return ((startHole - 1 + index) % 18) + 1;
}

const TEE_DISTANCE = { 1: 'distanceBlue', 2: 'distanceWhite', 3: 'distanceRed', 4: 'distanceYellow' } as const;

async function holeList(
  db: Database,
  round: { courseno: number; starthole: number; teecolour: number; strokes: number[]; pars: number[]; putts: number[]; fairways: (boolean | null)[]; gir: boolean[]; holed: number[] },
): Promise<MyRoundHole[]> {
  const layout = new Map((await db.select().from(courseHoles).where(eq(courseHoles.courseno, round.courseno))).map((hole) => [hole.holeNo, hole]));
  return round.strokes.map((strokes, index) => {
    const hole = holeNumber(round.starthole, index);
    const known = layout.get(hole);
    const tee = TEE_DISTANCE[round.teecolour as keyof typeof TEE_DISTANCE];
    return {
      hole,
      par: round.pars[index],
      strokeindex: known?.strokeIndex ?? null,
      distance: known && tee ? known[tee] : null,
      strokes,
      putts: round.putts[index] ?? 0,
      fairway: round.pars[index] === 3 ? null : (round.fairways[index] ?? null),
      gir: round.gir[index] ?? false,
      holedputt: round.holed[index] ?? 0,
    };
  });
}

function scoring(holes: MyRoundHole[]): MyRoundStats['scoring'] {
  const mix = { eagle: 0, birdie: 0, par: 0, bogey: 0, double: 0 };
  for (const hole of holes) {
    const diff = hole.strokes - hole.par;
    if (diff <= -2) mix.eagle++;
    else if (diff === -1) mix.birdie++;
    else if (diff === 0) mix.par++;
    else if (diff === 1) mix.bogey++;
    else mix.double++;
  }
  return mix;
}

const figure = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A stored shot (lib/shared/venue/round-schema VenueShot) in the wire's names; a missing figure is null. */
function toShot(shot: Record<string, unknown>): MyRoundShot {
  return {
    club: Number(shot.club) || 0,
    ballspeed: figure(shot.ball_speed),
    launch: figure(shot.launch),
    spin: figure(shot.spin),
    carry: figure(shot.carry),
    total: figure(shot.total),
    topin: figure(shot.to_pin),
    puttdistance: figure(shot.putt_distance),
  };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/** The member's rounds at or before a round, newest first: enough for the handicap before and after it. */
async function roundsUpTo(db: Database, playerPk: number, playedAt: Date, roundno: number, limit: number): Promise<HandicapRound[]> {
  const rows = await db
    .select({ roundno: rounds.roundno, playedAt: rounds.playedAt, startHole: rounds.startHole, strokes: rounds.strokes, pars: rounds.pars })
    .from(rounds)
    .where(and(eq(rounds.playerPk, playerPk), or(sql`${rounds.playedAt} < ${playedAt.toISOString()}`, and(eq(rounds.playedAt, playedAt), lte(rounds.roundno, roundno)))))
    .orderBy(desc(rounds.playedAt), desc(rounds.roundno))
    .limit(limit);
  return rows.map((row) => ({ ...row, playedAt: row.playedAt.toISOString() }));
}

/** All of the member's rounds as the handicap and X-Point see them, oldest first. */
async function allRounds(db: Database, playerPk: number) {
  return db
    .select({ roundno: rounds.roundno, playedAt: rounds.playedAt, startHole: rounds.startHole, shopno: rounds.shopno, holes: rounds.holes, strokes: rounds.strokes, pars: rounds.pars, totalStrokes: rounds.totalStrokes, totalPar: rounds.totalPar })
    .from(rounds)
    .where(eq(rounds.playerPk, playerPk))
    .orderBy(asc(rounds.playedAt), asc(rounds.roundno));
}

/** The official place of an entry on its tournament's rank type (0 both: the better of the two). */
function officialPlace(rankType: number, gross: number | null, net: number | null): number | null {
  if (rankType === 1) return gross;
  if (rankType === 2) return net;
  const places = [gross, net].filter((place): place is number => place !== null);
  return places.length ? Math.min(...places) : null;
}

/** A member's X-Point ledger, derived from their activity (also read by the favourite venue's location points). */
export async function xpointActivity(db: Database, playerPk: number) {
  const [roundRows, entryRows, minigameRows, badgeRows] = await Promise.all([
    allRounds(db, playerPk),
    db
      .select({ tournamentno: tournamentEntries.tournamentno, playedAt: tournaments.endsAt, roundPlayedAt: rounds.playedAt, shopno: tournaments.shopno, rankType: tournaments.rankType, rankGross: tournamentEntries.rankGross, rankNet: tournamentEntries.rankNet })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno))
      .leftJoin(rounds, eq(rounds.roundno, tournamentEntries.roundno))
      .where(and(eq(tournamentEntries.playerPk, playerPk), isNotNull(tournamentEntries.gross))),
    db.select({ eventno: minigameEntries.eventno, achievedAt: minigameEntries.achievedAt, shopno: minigameEntries.shopno, isWinner: minigameEntries.isWinner }).from(minigameEntries).where(eq(minigameEntries.playerPk, playerPk)),
    db.select({ badge: playerBadges.badge, earnedAt: playerBadges.earnedAt }).from(playerBadges).where(eq(playerBadges.playerPk, playerPk)),
  ]);
  const entries = xpointLedger({
    rounds: roundRows.map((r) => ({ roundno: r.roundno, playedAt: r.playedAt.toISOString(), shopno: r.shopno, strokes: r.strokes, pars: r.pars })),
    // A tournament earns when its counted round was played (or when it ended, without one).
    tournaments: entryRows.map((t) => ({ tournamentno: t.tournamentno, playedAt: (t.roundPlayedAt ?? t.playedAt).toISOString(), shopno: t.shopno, place: officialPlace(t.rankType, t.rankGross, t.rankNet) })),
    minigames: minigameRows.map((m) => ({ eventno: m.eventno, achievedAt: m.achievedAt.toISOString(), shopno: m.shopno, isWinner: m.isWinner })),
    badges: badgeRows.map((b) => ({ badge: b.badge, earnedAt: b.earnedAt.toISOString() })),
  });
  return { entries, roundRows };
}

function entryColumns(lang: Lang) {
  return {
    ...tournamentSummaryColumns(lang),
    entereddate: tournamentEntries.enteredAt,
    paymentstatus: tournamentEntries.paymentStatus,
    attempts: tournamentEntries.attempts,
    attemptsallowed: tournaments.attemptsAllowed,
    roundno: tournamentEntries.roundno,
    gross: tournamentEntries.gross,
    topar: tournamentEntries.toPar,
    handicap: tournamentEntries.handicap,
    net: tournamentEntries.net,
    perianet: tournamentEntries.periaNet,
    rank_gross: tournamentEntries.rankGross,
    rank_net: tournamentEntries.rankNet,
    rank_peria: tournamentEntries.rankPeria,
    points: tournamentEntries.points,
  };
}

type EntryRow = Omit<MyTournamentRow, 'startdate' | 'enddate' | 'entereddate'> & { startdate: Date; enddate: Date; entereddate: Date };

function toEntryRow({ entereddate, ...row }: EntryRow): MyTournamentRow {
  return { ...toTournamentSummary(row), ...row, startdate: row.startdate.toISOString(), enddate: row.enddate.toISOString(), entereddate: entereddate.toISOString() };
}

function selectEntries(db: Database, lang: Lang, extra: Record<string, unknown> = {}) {
  return db
    .select({ ...entryColumns(lang), ...extra } as ReturnType<typeof entryColumns>)
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno))
    .innerJoin(courses, eq(courses.courseno, tournaments.courseno))
    .leftJoin(stores, eq(stores.shopno, tournaments.shopno));
}

async function myEntry(db: Database, lang: Lang, playerPk: number, tournamentno: number): Promise<MyTournamentRow> {
  const [row] = await selectEntries(db, lang).where(and(eq(tournamentEntries.playerPk, playerPk), eq(tournamentEntries.tournamentno, tournamentno)));
  if (!row) throw notFound('records.error.entryNotFound');
  return toEntryRow(row as EntryRow);
}

/** The member's own ranked entry of an event, or 404 when they have none there. */
async function myMinigameEntry(db: Database, lang: Lang, playerPk: number, eventno: number) {
  const ranked = rankedEntries(db, lang, eq(minigameEntries.eventno, eventno));
  const [row] = (await db.select().from(ranked).where(eq(ranked.player_pk, playerPk)).orderBy(asc(ranked.rank)).limit(1)) as RankedRow[];
  if (!row) throw notFound('records.error.eventNotFound');
  return row;
}

function swingColumns(lang: Lang) {
  return {
    swingno: swings.swingno,
    recordedAt: swings.recordedAt,
    shopno: swings.shopno,
    shopname: localized<string | null>(lang, stores.name, stores.nameKo),
    clubtype: swings.clubType,
    ballspeed: swings.ballSpeed,
    carry: swings.carry,
    total: swings.total,
    ballshape: swings.ballShape,
    posterpath: swings.posterPath,
    lessonno: swings.lessonno,
  };
}

/** Where each of the seven stages (Address … Finish) starts in a bay's swing clip: the bays' fixed capture timing. */
const BAY_STAGE_TIMES = [0.5, 1.6, 2.15, 2.5, 2.75, 2.85, 3.25];

export const recordsHandlers: HandlersFor<typeof recordsOperations> = {
  async myRounds({ lang, period, courseno, shopno, pageno, pagesize }, context) {
    const { db } = context;
    const playerPk = me(context);
    const filters: (SQL | undefined)[] = [eq(rounds.playerPk, playerPk)];
    if (period !== 'all') {
      const since = new Date();
      since.setUTCMonth(since.getUTCMonth() - PERIOD_MONTHS[period]);
      filters.push(gte(rounds.playedAt, since));
    }
    if (courseno !== undefined) filters.push(eq(rounds.courseno, courseno));
    if (shopno !== undefined) filters.push(eq(rounds.shopno, shopno));
    const where = and(...filters);
    const [list, [total], courseRows, shopRows] = await Promise.all([
      selectRounds(db, lang).where(where).orderBy(desc(rounds.playedAt), desc(rounds.roundno)).limit(pagesize).offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(rounds).where(where),
      db
        .selectDistinct({ no: courses.courseno, name: localized(lang, courses.name, courses.nameKo) })
        .from(rounds)
        .innerJoin(courses, eq(courses.courseno, rounds.courseno))
        .where(eq(rounds.playerPk, playerPk)),
      db
        .selectDistinct({ no: stores.shopno, name: localized(lang, stores.name, stores.nameKo) })
        .from(rounds)
        .innerJoin(stores, eq(stores.shopno, rounds.shopno))
        .where(eq(rounds.playerPk, playerPk)),
    ]);
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    return {
      roundlist: list.map((row) => toRoundSummary(row as RoundRow)),
      roundlistcnt: Number(total?.n ?? 0),
      pageno,
      pagesize,
      courselist: courseRows.sort(byName),
      shoplist: shopRows.sort(byName),
    };
  },

  async myRoundView({ roundno, lang }, context) {
    const { db } = context;
    const playerPk = me(context);
    const [row] = await db
      .select({
        ...roundColumns(lang),
        strokes: rounds.strokes,
        pars: rounds.pars,
        putts: rounds.putts,
        fairways: rounds.fairways,
        gir: rounds.greensInRegulation,
        holed: rounds.holedPuttDistances,
        drivers: rounds.driverDistances,
        parSaves: rounds.parSaves,
        parSaveChances: rounds.parSaveChances,
        longPuttsHoled: rounds.longPuttsHoled,
        avgDriver: rounds.avgDriver,
        maxDriver: rounds.maxDriver,
        avgHoledPutt: rounds.avgHoledPutt,
        shots: rounds.shots,
      })
      .from(rounds)
      .innerJoin(courses, eq(courses.courseno, rounds.courseno))
      .leftJoin(stores, eq(stores.shopno, rounds.shopno))
      .where(and(eq(rounds.roundno, roundno), eq(rounds.playerPk, playerPk)));
    if (!row) throw notFound('records.error.roundNotFound');
    const { strokes, pars, putts, fairways, gir, holed, drivers, parSaves, parSaveChances, longPuttsHoled, avgDriver, maxDriver, avgHoledPutt, shots, ...summary } = row;
    const [holelist, upTo] = await Promise.all([
      holeList(db, { courseno: summary.courseno, starthole: summary.starthole, teecolour: summary.teecolour, strokes, pars, putts, fairways: fairways as (boolean | null)[], gir, holed }),
      // Eight nines before this round come from at most eight rounds: nine rounds give before and after.
      roundsUpTo(db, playerPk, summary.playedAt, roundno, 9),
    ]);
    const thisRound = upTo[0];
    const holedPutts = holed.filter((distance) => distance > 0);
    const detail: MyRoundDetail = {
      ...toRoundSummary(summary as RoundRow),
      holelist,
      shotlist: shots ? holelist.map((hole, index) => ({ hole: hole.hole, shots: ((shots[index] ?? []) as Record<string, unknown>[]).map(toShot) })) : null,
      stats: {
        scoring: scoring(holelist),
        puttsperhole: Math.round((summary.totalputts / Math.max(1, holelist.length)) * 100) / 100,
        fairwayrate: percent(summary.fairwayhits, summary.fairwaychances),
        girrate: percent(summary.gircount, holelist.length) ?? 0,
        parsaves: parSaves,
        parsavechances: parSaveChances,
        avgdriver: avgDriver,
        maxdriver: maxDriver,
        driverdistances: drivers,
        longputtsholed: longPuttsHoled,
        avgholedputt: avgHoledPutt,
        longestputt: holedPutts.length ? Math.max(...holedPutts) : null,
      },
      handicap: {
        before: xHandicap(upTo.slice(1).flatMap(roundNines)),
        after: xHandicap(upTo.flatMap(roundNines)),
        nines: (thisRound ? roundNines(thisRound) : []).map((nine) => ({ fromhole: nine.fromHole, tohole: nine.toHole, strokes: nine.strokes, par: nine.par })),
      },
    };
    return { round: detail };
  },

  async myTournaments({ lang, tourstatus_fk, pageno, pagesize }, context) {
    const { db } = context;
    const playerPk = me(context);
    const where = and(eq(tournamentEntries.playerPk, playerPk), tourstatus_fk === undefined ? undefined : eq(tournaments.status, tourstatus_fk));
    const [rows, [total]] = await Promise.all([
      selectEntries(db, lang).where(where).orderBy(desc(tournaments.startsAt), desc(tournaments.tournamentno)).limit(pagesize).offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(tournamentEntries).innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno)).where(where),
    ]);
    return { tournamentlist: rows.map((row) => toEntryRow(row as EntryRow)), tournamentlistcnt: Number(total?.n ?? 0), pageno, pagesize };
  },

  async myTournamentEntry({ tournamentno, lang }, context) {
    const { db } = context;
    const playerPk = me(context);
    const entry = await myEntry(db, lang, playerPk, tournamentno);
    const [extra] = await db
      .select({ coursepar: courses.par, holes: tournaments.holes, season: tournaments.season, prize: localized<string | null>(lang, tournaments.prize, tournaments.prizeKo) })
      .from(tournaments)
      .innerJoin(courses, eq(courses.courseno, tournaments.courseno))
      .where(eq(tournaments.tournamentno, tournamentno));
    return { entry: { ...entry, ...extra, entrantcnt: entry.entrycnt } };
  },

  async myScorecard({ tournamentno, lang }, context) {
    const { db } = context;
    const playerPk = me(context);
    const entry = await myEntry(db, lang, playerPk, tournamentno);
    const [meta] = await db.select({ hiddenHoles: tournaments.hiddenHoles, status: tournaments.status }).from(tournaments).where(eq(tournaments.tournamentno, tournamentno));
    let holelist: MyRoundHole[] = [];
    if (entry.roundno !== null) {
      const [round] = await db
        .select({ courseno: rounds.courseno, starthole: rounds.startHole, teecolour: rounds.teeColour, strokes: rounds.strokes, pars: rounds.pars, putts: rounds.putts, fairways: rounds.fairways, gir: rounds.greensInRegulation, holed: rounds.holedPuttDistances })
        .from(rounds)
        .where(and(eq(rounds.roundno, entry.roundno), eq(rounds.playerPk, playerPk)));
      if (round) holelist = await holeList(db, { ...round, fairways: round.fairways as (boolean | null)[] });
    }
    // New Peria's hidden holes stay secret while play is open, as on the tournament's own page.
    return { scorecard: { entry, holelist, hiddenholes: meta?.status === TOURNAMENT_STATUS.completed ? (meta.hiddenHoles ?? null) : null } };
  },

  async myTournamentRanking({ tournamentno, lang, pageno, pagesize }, context) {
    const playerPk = me(context);
    await myEntry(context.db, lang, playerPk, tournamentno);
    return tournamentHandlers.tournamentRanking({ tournamentno, lang, pageno, pagesize, gender: '', scoretype: undefined, tour_rank_type: undefined }, context);
  },

  async myMinigames({ lang, pageno, pagesize }, context) {
    const { db } = context;
    const playerPk = me(context);
    const mine = db.select({ eventno: minigameEntries.eventno }).from(minigameEntries).where(eq(minigameEntries.playerPk, playerPk));
    const ranked = rankedEntries(db, lang, inArray(minigameEntries.eventno, mine));
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...summaryColumns(lang), rank: ranked.rank, value: ranked.value, achieveddate: ranked.achieveddate, iswinner: ranked.iswinner, myprize: ranked.prize })
        .from(ranked)
        .innerJoin(minigameEvents, eq(minigameEvents.eventno, ranked.eventno))
        .leftJoin(stores, eq(stores.shopno, minigameEvents.shopno))
        .leftJoin(courses, eq(courses.courseno, minigameEvents.courseno))
        .where(eq(ranked.player_pk, playerPk))
        .orderBy(desc(ranked.achieveddate), desc(ranked.eventno))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(minigameEntries).where(eq(minigameEntries.playerPk, playerPk)),
    ]);
    return {
      minigamelist: rows.map(({ rank, value, achieveddate, iswinner, myprize, ...summary }) => ({
        ...toSummary(summary),
        rank: Number(rank),
        value: Number(value),
        achieveddate: new Date(achieveddate).toISOString(),
        iswinner,
        myprize: iswinner ? (myprize ?? summary.prize) : null,
      })),
      minigamelistcnt: Number(total?.n ?? 0),
      pageno,
      pagesize,
    };
  },

  async myMinigameRanking({ eventno, lang, pageno, pagesize }, context) {
    const { db } = context;
    const playerPk = me(context);
    const mine = await myMinigameEntry(db, lang, playerPk, eventno);
    const minigame = await eventDetail(db, lang, eventno);
    const ranked = rankedEntries(db, lang, eq(minigameEntries.eventno, eventno));
    const [rows, [total]] = await Promise.all([
      db.select().from(ranked).orderBy(asc(ranked.rank)).limit(pagesize).offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(minigameEntries).where(eq(minigameEntries.eventno, eventno)),
    ]);
    return { minigame, minigameranklist: rows.map((row) => toEntry(row as RankedRow)), minigameranklistcnt: Number(total?.n ?? 0), myrank: toEntry(mine), pageno, pagesize };
  },

  async myMinigameWin({ eventno, lang }, context) {
    const { db } = context;
    const playerPk = me(context);
    const mine = await myMinigameEntry(db, lang, playerPk, eventno);
    const minigame = await eventDetail(db, lang, eventno);
    const ranked = rankedEntries(db, lang, eq(minigameEntries.eventno, eventno));
    const winners = (await db.select().from(ranked).where(eq(ranked.iswinner, true)).orderBy(asc(ranked.rank))) as RankedRow[];
    return { minigame, winnerlist: winners.map((row) => toWinner(row, minigame.prize)), myresult: toEntry(mine) };
  },

  async myXPoint({ lang, season, pageno, pagesize }, context) {
    const { db } = context;
    const playerPk = me(context);
    const now = new Date();
    const [{ entries }, [player]] = await Promise.all([
      xpointActivity(db, playerPk),
      db
        .select({ shopno: players.shopno, since: players.favoriteSince, shopname: localized<string | null>(lang, stores.name, stores.nameKo) })
        .from(players)
        .leftJoin(stores, eq(stores.shopno, players.shopno))
        .where(eq(players.playerPk, playerPk)),
    ]);
    const shown = season ?? xpointSeason(now);
    const lines = entries.filter((entry) => xpointSeason(entry.at) === shown);
    const page = lines.slice((pageno - 1) * pagesize, pageno * pagesize);
    // Names of what each line is for: the course of a round, a tournament's or an event's name.
    const roundRefs = page.filter((e) => e.reason === 'round').map((e) => Number(e.ref));
    const tournamentRefs = page.filter((e) => e.reason === 'tournament').map((e) => Number(e.ref));
    const eventRefs = page.filter((e) => e.reason === 'minigame').map((e) => Number(e.ref));
    const shopRefs = [...new Set(page.map((e) => e.shopno).filter((no): no is number => no !== null))];
    const [roundNames, tournamentNames, eventNames, shopNames] = await Promise.all([
      roundRefs.length ? db.select({ no: rounds.roundno, name: localized(lang, courses.name, courses.nameKo) }).from(rounds).innerJoin(courses, eq(courses.courseno, rounds.courseno)).where(and(inArray(rounds.roundno, roundRefs), eq(rounds.playerPk, playerPk))) : [],
      tournamentRefs.length ? db.select({ no: tournaments.tournamentno, name: localized(lang, tournaments.name, tournaments.nameKo) }).from(tournaments).where(inArray(tournaments.tournamentno, tournamentRefs)) : [],
      eventRefs.length ? db.select({ no: minigameEvents.eventno, name: localized(lang, minigameEvents.name, minigameEvents.nameKo) }).from(minigameEvents).where(inArray(minigameEvents.eventno, eventRefs)) : [],
      shopRefs.length ? db.select({ no: stores.shopno, name: localized(lang, stores.name, stores.nameKo) }).from(stores).where(inArray(stores.shopno, shopRefs)) : [],
    ]);
    const names = { round: new Map(roundNames.map((r) => [r.no, r.name])), tournament: new Map(tournamentNames.map((r) => [r.no, r.name])), minigame: new Map(eventNames.map((r) => [r.no, r.name])) };
    const shops = new Map(shopNames.map((r) => [r.no, r.name]));
    const favourite = { shopno: player?.shopno ?? null, since: player?.since?.toISOString() ?? null };
    return {
      balance: xpointBalance(entries, now),
      season: shown,
      locationpoints: locationPoints(entries, favourite),
      favorite: { ...favourite, shopname: player?.shopname ?? null },
      seasonlist: xpointSeasons(entries),
      xpointlist: page.map((entry) => ({
        ...entry,
        label: entry.reason === 'badge' ? null : (names[entry.reason].get(Number(entry.ref)) ?? null),
        shopname: entry.shopno === null ? null : (shops.get(entry.shopno) ?? null),
      })),
      xpointlistcnt: lines.length,
      pageno,
      pagesize,
    };
  },

  async mySwings({ lang, pageno, pagesize }, context) {
    const { db } = context;
    const playerPk = me(context);
    const [rows, [total]] = await Promise.all([
      db.select(swingColumns(lang)).from(swings).leftJoin(stores, eq(stores.shopno, swings.shopno)).where(eq(swings.playerPk, playerPk)).orderBy(desc(swings.recordedAt), desc(swings.swingno)).limit(pagesize).offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(swings).where(eq(swings.playerPk, playerPk)),
    ]);
    return { swinglist: rows.map(({ recordedAt, ...row }) => ({ ...row, recordeddate: recordedAt.toISOString() })), swinglistcnt: Number(total?.n ?? 0), pageno, pagesize };
  },

  async mySwingView({ swingno, lang }, context) {
    const { db } = context;
    const playerPk = me(context);
    const [row] = await db
      .select({
        ...swingColumns(lang),
        roundno: swings.roundno,
        clubspeed: swings.clubSpeed,
        launchangle: swings.launchAngle,
        launchdirection: swings.launchDirection,
        backspin: swings.backSpin,
        sidespin: swings.sideSpin,
        videopath: swings.videoPath,
      })
      .from(swings)
      .leftJoin(stores, eq(stores.shopno, swings.shopno))
      .where(and(eq(swings.swingno, swingno), eq(swings.playerPk, playerPk)));
    if (!row) throw notFound('records.error.swingNotFound');
    const { recordedAt, ...rest } = row;
    return { swing: { ...rest, recordeddate: recordedAt.toISOString(), smashfactor: Math.round((rest.ballspeed / rest.clubspeed) * 100) / 100 } };
  },

  async mySwingPublish({ swingno, title }, context) {
    const { db } = context;
    const playerPk = me(context);
    return db.transaction(async (tx) => {
      // Locks the swing so two clicks cannot publish it twice.
      const [swing] = await tx.select().from(swings).where(and(eq(swings.swingno, swingno), eq(swings.playerPk, playerPk))).for('update');
      if (!swing) throw notFound('records.error.swingNotFound');
      if (swing.lessonno !== null) throw new MemberApiError(UpstreamCode.conflict, 'records.swing.alreadyPublished');
      const [lesson] = await tx
        .insert(swingLessons)
        .values({ playerPk, title, clubType: swing.clubType, videoPath: swing.videoPath, posterPath: swing.posterPath, stageTimes: BAY_STAGE_TIMES, lessons: {} })
        .returning({ lessonno: swingLessons.lessonno });
      await tx.update(swings).set({ lessonno: lesson.lessonno }).where(eq(swings.swingno, swingno));
      return { lessonno: lesson.lessonno };
    });
  },

  async myDashboard({ lang }, context) {
    const { db } = context;
    const playerPk = me(context);
    const now = new Date();
    const season = now.getUTCFullYear();
    const [{ entries, roundRows }, recent, entered, upcoming, badges, standings] = await Promise.all([
      xpointActivity(db, playerPk),
      selectRounds(db, lang).where(eq(rounds.playerPk, playerPk)).orderBy(desc(rounds.playedAt), desc(rounds.roundno)).limit(8),
      selectEntries(db, lang)
        .where(and(eq(tournamentEntries.playerPk, playerPk), inArray(tournaments.status, [...tournamentEntryStatuses])))
        .orderBy(asc(tournaments.startsAt))
        .limit(5),
      db
        .select(tournamentSummaryColumns(lang))
        .from(tournaments)
        .innerJoin(courses, eq(courses.courseno, tournaments.courseno))
        .leftJoin(stores, eq(stores.shopno, tournaments.shopno))
        .where(
          and(
            inArray(tournaments.status, [...tournamentEntryStatuses]),
            gt(tournaments.endsAt, now),
            sql`not exists (select 1 from ${tournamentEntries} where ${tournamentEntries.tournamentno} = ${tournaments.tournamentno} and ${tournamentEntries.playerPk} = ${playerPk})`,
          ),
        )
        .orderBy(asc(tournaments.startsAt))
        .limit(3),
      db.select({ badge: playerBadges.badge, earnedAt: playerBadges.earnedAt, roundno: playerBadges.roundno, tournamentno: playerBadges.tournamentno }).from(playerBadges).where(eq(playerBadges.playerPk, playerPk)).orderBy(asc(playerBadges.earnedAt)),
      db.select({ kind: pointStandings.kind, points: pointStandings.points, events: pointStandings.events, wins: pointStandings.wins }).from(pointStandings).where(and(eq(pointStandings.playerPk, playerPk), eq(pointStandings.season, season))),
    ]);
    const standard = standings.find((s) => s.kind === 'standard');
    const oom = standings.find((s) => s.kind === 'oom');
    const [[ahead], [ranked]] = await Promise.all([
      standard
        ? db.select({ n: count() }).from(pointStandings).where(and(eq(pointStandings.season, season), eq(pointStandings.kind, 'standard'), inLiveStandings(pointStandings.playerPk), gt(pointStandings.points, standard.points)))
        : Promise.resolve([undefined]),
      db.select({ n: count() }).from(pointStandings).where(and(eq(pointStandings.season, season), eq(pointStandings.kind, 'standard'), inLiveStandings(pointStandings.playerPk))),
    ]);
    const handicapRounds = roundRows.map((r) => ({ roundno: r.roundno, playedAt: r.playedAt.toISOString(), startHole: r.startHole, strokes: r.strokes, pars: r.pars }));
    const steps = handicapSteps([...handicapRounds].reverse());
    return {
      dashboard: {
        handicap: { current: steps.handicap, steps, history: handicapHistory(handicapRounds).slice(-40) },
        scoretrend: roundRows.slice(-20).map((r) => ({ roundno: r.roundno, playeddate: r.playedAt.toISOString(), holes: r.holes, topar: r.totalStrokes - r.totalPar })),
        recentrounds: recent.map((row) => toRoundSummary(row as RoundRow)),
        tournaments: { entered: entered.map((row) => toEntryRow(row as EntryRow)), upcoming: upcoming.map(toTournamentSummary) },
        badges: badges.map((b) => ({ badge: b.badge, earneddate: b.earnedAt.toISOString(), roundno: b.roundno, tournamentno: b.tournamentno })),
        season,
        points: {
          standard: standard?.points ?? 0,
          oom: oom?.points ?? 0,
          events: standard?.events ?? 0,
          wins: standard?.wins ?? 0,
          rank: standard ? Number(ahead?.n ?? 0) + 1 : null,
          rankedcnt: Number(ranked?.n ?? 0),
          xpoint: xpointBalance(entries, now),
        },
      },
    };
  },
};
