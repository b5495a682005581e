import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { courses, minigameEntries, minigameEvents, players, rounds, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { bays, bookings } from '@/lib/member-api/db/schema-booking';
import { BOOKING_STATUS, nextDay, zonedClock, zonedDay, zonedInstant } from '@/lib/shared/domain/booking';
import { EVENT_STATUS, TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import type { liveOperations, TvBayBookings, TvMinigame, TvRankRow, TvTournament } from '@/lib/upstream/operations/live';
import type { HandlersFor } from '../handler';
import { notFound } from '../errors';
import { localized } from '../localized';
import { minigamePublished, valueKind, valueOrder } from '../minigame';
import { defaultScoreType } from '../tournament';

/**
 * A withdrawn, purged or blocked member stays on the boards without a name (issue 9, as publicPlayer
 * does for rankings): the screen shows "Withdrawn member".
 */
const shownNickname = sql<string>`case when ${players.status} = 'active' then ${players.nickname} else '' end`;

/** How many leaders the TV shows per board, and how many boards of each kind. */
const TV_LEADERS = 5;
const TV_BOARDS = 4;
const TV_ROUNDS = 6;
const HOLE_IN_ONE_DAYS = 30;

async function tournamentLeaders(db: Database, tournamentno: number, rankType: number): Promise<TvRankRow[]> {
  const net = defaultScoreType(rankType) === 'net';
  const rank = net ? tournamentEntries.rankNet : tournamentEntries.rankGross;
  const rows = await db
    .select({ rank, player_pk: tournamentEntries.playerPk, nickname: shownNickname, gross: tournamentEntries.gross, net: tournamentEntries.net, topar: tournamentEntries.toPar })
    .from(tournamentEntries)
    .innerJoin(players, eq(players.playerPk, tournamentEntries.playerPk))
    .where(and(eq(tournamentEntries.tournamentno, tournamentno), sql`${rank} is not null`))
    .orderBy(asc(rank), asc(tournamentEntries.id))
    .limit(TV_LEADERS);
  return rows.map((row) => ({ rank: row.rank!, player_pk: row.player_pk, nickname: row.nickname, value: (net ? row.net : row.gross) ?? 0, topar: row.topar ?? 0 }));
}

async function minigameLeaders(db: Database, eventno: number, eventType: number): Promise<TvRankRow[]> {
  const asc_ = valueOrder(eventType) === 'asc';
  const rows = await db
    .select({ player_pk: minigameEntries.playerPk, nickname: shownNickname, value: minigameEntries.value })
    .from(minigameEntries)
    .innerJoin(players, eq(players.playerPk, minigameEntries.playerPk))
    .where(eq(minigameEntries.eventno, eventno))
    .orderBy(asc_ ? asc(minigameEntries.value) : desc(minigameEntries.value), asc(minigameEntries.achievedAt), asc(minigameEntries.id))
    .limit(TV_LEADERS);
  const ranked: TvRankRow[] = [];
  rows.forEach((row, i) => {
    const previous = ranked[i - 1];
    ranked.push({ rank: previous && previous.value === row.value ? previous.rank : i + 1, player_pk: row.player_pk, nickname: row.nickname, value: Number(row.value) });
  });
  return ranked;
}

/** A mini-game's version: how many entries and the latest achievement (a better value updates it). */
async function minigameVersion(db: Database, eventno: number): Promise<string> {
  const [row] = await db.select({ n: count(), latest: max(minigameEntries.achievedAt) }).from(minigameEntries).where(eq(minigameEntries.eventno, eventno));
  return `${Number(row?.n ?? 0)}:${row?.latest ? new Date(row.latest).getTime() : 0}`;
}

/**
 * Today's bookings of a venue's bays, in its own zone (issue 23), for its TV: each bay with its
 * booked times; the booking member's nickname only where they allowed it when booking (show_name)
 * and are still an active member, else no name (the screen says "Booked"). Guests are never named.
 * Empty when the venue has no bays for booking.
 */
export async function todaysBayBookings(db: Database, shopno: number, timeZone: string, now = new Date()): Promise<TvBayBookings[]> {
  const day = zonedDay(now, timeZone);
  const from = zonedInstant(day, 0, timeZone);
  const to = zonedInstant(nextDay(day), 0, timeZone);
  const [bayRows, rows] = await Promise.all([
    db.select({ id: bays.id, number: bays.number, name: bays.name }).from(bays).where(and(eq(bays.shopno, shopno), eq(bays.active, true))).orderBy(asc(bays.number)),
    db
      .select({ bayId: bookings.bayId, startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status, name: sql<string | null>`case when ${bookings.showName} and ${players.status} = 'active' then ${players.nickname} end` })
      .from(bookings)
      .innerJoin(players, eq(players.playerPk, bookings.playerPk))
      .where(and(eq(bookings.shopno, shopno), gte(bookings.startsAt, from), lt(bookings.startsAt, to), inArray(bookings.status, [BOOKING_STATUS.held, BOOKING_STATUS.confirmed, BOOKING_STATUS.checkedIn])))
      .orderBy(asc(bookings.startsAt)),
  ]);
  return bayRows.map((bay) => ({
    bay: bay.number,
    bayname: bay.name,
    bookings: rows
      .filter((row) => row.bayId === bay.id)
      .map((row) => ({ startlabel: zonedClock(row.startsAt, timeZone), endlabel: zonedClock(row.endsAt, timeZone), name: row.name ?? null, checkedin: row.status === BOOKING_STATUS.checkedIn })),
  }));
}

export const liveHandlers: HandlersFor<typeof liveOperations> = {
  async tournamentLive({ tournamentno }, { db }) {
    const [row] = await db.select({ status: tournaments.status, rankedAt: tournaments.rankedAt }).from(tournaments).where(eq(tournaments.tournamentno, tournamentno));
    if (!row) throw notFound('tournament.error.notFound');
    return { status: row.status, live: row.status === TOURNAMENT_STATUS.playing, version: `${row.status}:${row.rankedAt ? row.rankedAt.getTime() : 0}` };
  },

  async minigameLive({ eventno }, { db }) {
    const [row] = await db.select({ status: minigameEvents.status }).from(minigameEvents).where(and(eq(minigameEvents.eventno, eventno), minigamePublished()));
    if (!row) throw notFound('minigame.error.notFound');
    return { status: row.status, live: row.status === EVENT_STATUS.playing, version: `${row.status}:${await minigameVersion(db, eventno)}` };
  },

  async storeTv({ shopno, lang }, { db }) {
    const [store] = await db
      .select({ shopname: localized(lang, stores.name, stores.nameKo), city: stores.city, timezone: stores.timezone })
      .from(stores)
      .where(eq(stores.shopno, shopno));
    if (!store) throw notFound('store.error.notFound');
    const here = or(isNull(tournaments.shopno), eq(tournaments.shopno, shopno));
    const [liveTournaments, liveEvents, todaybest, holeinones, bayBookings] = await Promise.all([
      db
        .select({
          tournamentno: tournaments.tournamentno,
          tournamentname: localized(lang, tournaments.name, tournaments.nameKo),
          coursename: localized(lang, courses.name, courses.nameKo),
          enddate: tournaments.endsAt,
          rankType: tournaments.rankType,
          rankedAt: tournaments.rankedAt,
        })
        .from(tournaments)
        .innerJoin(courses, eq(courses.courseno, tournaments.courseno))
        .where(and(eq(tournaments.status, TOURNAMENT_STATUS.playing), here))
        // The venue's own tournaments first, then the network's; the soonest to end first.
        .orderBy(desc(sql`(${tournaments.shopno} is not null)`), asc(tournaments.endsAt))
        .limit(TV_BOARDS),
      db
        .select({ eventno: minigameEvents.eventno, eventname: localized(lang, minigameEvents.name, minigameEvents.nameKo), eventtype: minigameEvents.eventType, enddate: minigameEvents.endsAt })
        .from(minigameEvents)
        .where(and(eq(minigameEvents.status, EVENT_STATUS.playing), minigamePublished(), or(isNull(minigameEvents.shopno), eq(minigameEvents.shopno, shopno))))
        .orderBy(desc(sql`(${minigameEvents.shopno} is not null)`), asc(minigameEvents.endsAt))
        .limit(TV_BOARDS),
      db
        .select({
          roundno: rounds.roundno,
          player_pk: rounds.playerPk,
          nickname: shownNickname,
          coursename: localized(lang, courses.name, courses.nameKo),
          holes: rounds.holes,
          gross: rounds.totalStrokes,
          topar: sql<number>`(${rounds.totalStrokes} - ${rounds.totalPar})::int`,
          playedat: rounds.playedAt,
        })
        .from(rounds)
        .innerJoin(players, eq(players.playerPk, rounds.playerPk))
        .innerJoin(courses, eq(courses.courseno, rounds.courseno))
        // Midnight in the venue's own zone.
        .where(and(eq(rounds.shopno, shopno), gte(rounds.playedAt, sql`(date_trunc('day', now() at time zone ${store.timezone}) at time zone ${store.timezone})`)))
        .orderBy(asc(sql`(${rounds.totalStrokes} - ${rounds.totalPar})::float / ${rounds.holes}`), desc(rounds.playedAt))
        .limit(TV_ROUNDS),
      db
        .select({
          roundno: rounds.roundno,
          player_pk: rounds.playerPk,
          nickname: shownNickname,
          coursename: localized(lang, courses.name, courses.nameKo),
          holeno: sql<number>`(array_position(${rounds.strokes}, 1::smallint) + ${rounds.startHole} - 1)::int`,
          playedat: rounds.playedAt,
        })
        .from(rounds)
        .innerJoin(players, eq(players.playerPk, rounds.playerPk))
        .innerJoin(courses, eq(courses.courseno, rounds.courseno))
        .where(and(eq(rounds.shopno, shopno), gte(rounds.playedAt, new Date(Date.now() - HOLE_IN_ONE_DAYS * 86_400_000)), sql`1 = any(${rounds.strokes})`))
        .orderBy(desc(rounds.playedAt))
        .limit(TV_ROUNDS),
      todaysBayBookings(db, shopno, store.timezone),
    ]);
    const tournamentBoards: TvTournament[] = await Promise.all(
      liveTournaments.map(async (t) => {
        const [entries] = await db.select({ n: count() }).from(tournamentEntries).where(eq(tournamentEntries.tournamentno, t.tournamentno));
        return { tournamentno: t.tournamentno, tournamentname: t.tournamentname, coursename: t.coursename, enddate: t.enddate.toISOString(), entrycnt: Number(entries.n), leaders: await tournamentLeaders(db, t.tournamentno, t.rankType) };
      }),
    );
    const eventBoards: (TvMinigame & { version: string })[] = await Promise.all(
      liveEvents.map(async (e) => ({
        eventno: e.eventno,
        eventname: e.eventname,
        eventtype: e.eventtype,
        valuekind: valueKind(e.eventtype),
        enddate: e.enddate.toISOString(),
        leaders: await minigameLeaders(db, e.eventno, e.eventtype),
        version: await minigameVersion(db, e.eventno),
      })),
    );
    const version = [
      ...liveTournaments.map((t) => `t${t.tournamentno}:${t.rankedAt?.getTime() ?? 0}`),
      ...eventBoards.map((e) => `e${e.eventno}:${e.version}`),
      `r${todaybest.map((r) => r.roundno).join('.')}`,
      `h${holeinones.map((r) => r.roundno).join('.')}`,
      `b${bayBookings.map((b) => b.bookings.map((x) => `${x.startlabel}${x.name ?? ''}${x.checkedin ? '*' : ''}`).join('.')).join(',')}`,
    ].join('|');
    return {
      shopno,
      shopname: store.shopname,
      city: store.city,
      timezone: store.timezone,
      tournaments: tournamentBoards,
      minigames: eventBoards.map((board) => ({ eventno: board.eventno, eventname: board.eventname, eventtype: board.eventtype, valuekind: board.valuekind, enddate: board.enddate, leaders: board.leaders })),
      todaybest: todaybest.map((r) => ({ ...r, playedat: r.playedat.toISOString() })),
      holeinones: holeinones.map((r) => ({ ...r, playedat: r.playedat.toISOString() })),
      bookings: bayBookings,
      version,
    };
  },
};
