import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { courses, minigameEntries, minigameEvents, players, stores } from '@/lib/member-api/db/schema';
import type { Database } from '@/lib/member-api/db/client';
import type { eventOperations, MinigameDetail, MinigameRankEntry, MinigameSummary, MinigameWinner } from '@/lib/upstream/operations/event';
import type { Lang } from '@/lib/upstream/operations/fields';
import type { HandlersFor } from './handler';
import { HIDDEN_MEMBER_STATUSES } from '@/lib/shared/domain/member-status';
import { publicPlayer } from './withdrawal';
import { localized } from './localized';
import { notFound } from './errors';
import { containsPattern } from './search';

type MinigameHandlers = Pick<HandlersFor<typeof eventOperations>, 'minigameList' | 'minigameRanking' | 'winMinigameList' | 'winMinigameView'>;

/** Event types whose entries are distances (spec §3): 9 longest, 10 nearpin, 11 longest ranking, 12 nearpin ranking. */
const DISTANCE_TYPES = [9, 10, 11, 12];
/** Nearpin events rank the shortest distance to the pin first. */
const NEAREST_FIRST_TYPES = [10, 12];

export function valueKind(eventType: number): MinigameDetail['valuekind'] {
  return DISTANCE_TYPES.includes(eventType) ? 'distance' : 'count';
}

export function valueOrder(eventType: number): MinigameDetail['valueorder'] {
  return NEAREST_FIRST_TYPES.includes(eventType) ? 'asc' : 'desc';
}

/**
 * An entry's place within its event: best value first (the longest drive, the nearest pin, the most
 * holes made), and between equal values the one achieved first. One expression for every event type,
 * so the winners of many events can be ranked in one query.
 */
const rankOver = sql<number>`rank() over (partition by ${minigameEntries.eventno} order by (case when ${minigameEvents.eventType} in (${sql.raw(
  NEAREST_FIRST_TYPES.join(', '),
)}) then ${minigameEntries.value} else -${minigameEntries.value} end) asc, ${minigameEntries.achievedAt} asc, ${minigameEntries.id} asc)`;

/** The Korean column with the English one as fallback, or the English one. */
export function summaryColumns(lang: Lang) {
  return {
    eventno: minigameEvents.eventno,
    eventname: localized<string>(lang, minigameEvents.name, minigameEvents.nameKo),
    eventtype: minigameEvents.eventType,
    eventstatus: minigameEvents.status,
    shopno: minigameEvents.shopno,
    shopname: localized<string | null>(lang, stores.name, stores.nameKo),
    courseno: minigameEvents.courseno,
    coursename: localized<string | null>(lang, courses.name, courses.nameKo),
    holeno: minigameEvents.holeNo,
    prize: localized<string | null>(lang, minigameEvents.prize, minigameEvents.prizeKo),
    winnercount: minigameEvents.winnerCount,
    entrycnt: sql<number>`(select count(*)::int from ${minigameEntries} where ${minigameEntries.eventno} = ${minigameEvents.eventno})`.mapWith(Number),
    startdate: minigameEvents.startsAt,
    enddate: minigameEvents.endsAt,
    imagepath: minigameEvents.imagePath,
  };
}

type SummaryRow = Omit<MinigameSummary, 'startdate' | 'enddate' | 'valuekind'> & { startdate: Date; enddate: Date };

export function toSummary(row: SummaryRow): MinigameSummary {
  return { ...row, startdate: row.startdate.toISOString(), enddate: row.enddate.toISOString(), valuekind: valueKind(row.eventtype) };
}

/**
 * A mini-game members may read and bays may enter: published, from its instant on (a draft's
 * published_at is null). The lists, an event's detail (its ranking and winners), the sitemap, the
 * live check and a bay's round matching all ask this.
 */
export const minigamePublished = (): SQL => sql`(${minigameEvents.publishedAt} is not null and ${minigameEvents.publishedAt} <= now())`;

function selectEvents(db: Database, lang: Lang) {
  return db
    .select(summaryColumns(lang))
    .from(minigameEvents)
    .leftJoin(stores, eq(stores.shopno, minigameEvents.shopno))
    .leftJoin(courses, eq(courses.courseno, minigameEvents.courseno));
}

export async function eventDetail(db: Database, lang: Lang, eventno: number): Promise<MinigameDetail> {
  const [row] = await db
    .select({
      ...summaryColumns(lang),
      description: localized<string | null>(lang, minigameEvents.description, minigameEvents.descriptionKo),
    })
    .from(minigameEvents)
    .leftJoin(stores, eq(stores.shopno, minigameEvents.shopno))
    .leftJoin(courses, eq(courses.courseno, minigameEvents.courseno))
    .where(and(eq(minigameEvents.eventno, eventno), minigamePublished()));
  if (!row) throw notFound('minigame.error.notFound');
  return { ...toSummary(row), description: row.description, valueorder: valueOrder(row.eventtype) };
}

/** Every entry of the given events with its place; the caller filters and pages the result. */
export function rankedEntries(db: Database, lang: Lang, where: SQL) {
  return db
    .select({
      eventno: minigameEntries.eventno,
      rank: rankOver.as('rank'),
      player_pk: minigameEntries.playerPk,
      status: players.status,
      nickname: players.nickname,
      shopname: localized<string | null>(lang, stores.name, stores.nameKo).as('shopname'),
      value: minigameEntries.value,
      achieveddate: minigameEntries.achievedAt,
      iswinner: minigameEntries.isWinner,
      prize: minigameEntries.prize,
    })
    .from(minigameEntries)
    .innerJoin(minigameEvents, eq(minigameEvents.eventno, minigameEntries.eventno))
    .innerJoin(players, eq(players.playerPk, minigameEntries.playerPk))
    .leftJoin(stores, eq(stores.shopno, minigameEntries.shopno))
    .where(where)
    .as('ranked');
}

export type RankedRow = { eventno: number; rank: number; player_pk: number; status: string; nickname: string; shopname: string | null; value: number; achieveddate: Date; iswinner: boolean; prize: string | null };

export function toEntry(row: RankedRow): MinigameRankEntry {
  // A withdrawn or blocked member keeps the place, as "Withdrawn member" (publicPlayer).
  const player = publicPlayer(row.player_pk, row);
  return {
    rank: Number(row.rank),
    player_pk: player.player_pk,
    nickname: player.nickname,
    shopname: row.shopname,
    value: Number(row.value),
    achieveddate: new Date(row.achieveddate).toISOString(),
    iswinner: row.iswinner,
  };
}

export function toWinner(row: RankedRow, eventPrize: string | null): MinigameWinner {
  // A winner's own prize when one was recorded, otherwise the event's.
  return { ...toEntry(row), prize: row.prize ?? eventPrize };
}

const hasWinners = sql`exists (select 1 from ${minigameEntries} where ${minigameEntries.eventno} = ${minigameEvents.eventno} and ${minigameEntries.isWinner})`;

function nameSearch(searchname: string): SQL | undefined {
  return searchname ? or(ilike(minigameEvents.name, containsPattern(searchname)), ilike(minigameEvents.nameKo, containsPattern(searchname))) : undefined;
}

export const minigameHandlers: MinigameHandlers = {
  async minigameList({ lang, eventstatus, eventtype, searchname, pageno, pagesize }, { db }) {
    const where = and(
      minigamePublished(),
      eventstatus === undefined ? undefined : eq(minigameEvents.status, eventstatus),
      eventtype === undefined ? undefined : eq(minigameEvents.eventType, eventtype),
      nameSearch(searchname),
    );
    const [rows, [total]] = await Promise.all([
      selectEvents(db, lang)
        .where(where)
        // Playing events first, then upcoming, completed and cancelled ones.
        .orderBy(sql`case ${minigameEvents.status} when 1 then 0 when 0 then 1 when 2 then 2 else 3 end`, desc(minigameEvents.startsAt), desc(minigameEvents.eventno))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(minigameEvents).where(where),
    ]);
    return { minigamelist: rows.map(toSummary), minigamelistcnt: Number(total?.n ?? 0), pageno, pagesize };
  },

  async minigameRanking({ lang, eventno, searchname, pageno, pagesize }, { db }) {
    const minigame = await eventDetail(db, lang, eventno);
    const ranked = rankedEntries(db, lang, eq(minigameEntries.eventno, eventno));
    // A withdrawn or blocked member's old nickname finds nothing: the row shows no name, so a search must not reveal it.
    const where = searchname ? and(ilike(ranked.nickname, containsPattern(searchname)), notInArray(ranked.status, [...HIDDEN_MEMBER_STATUSES])) : undefined;
    const [rows, [total]] = await Promise.all([
      db.select().from(ranked).where(where).orderBy(asc(ranked.rank)).limit(pagesize).offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(ranked).where(where),
    ]);
    return {
      minigame,
      minigameranklist: rows.map((row) => toEntry(row as RankedRow)),
      minigameranklistcnt: Number(total?.n ?? 0),
      pageno,
      pagesize,
    };
  },

  async winMinigameList({ lang, eventtype, searchname, pageno, pagesize }, { db }) {
    const where = and(minigamePublished(), hasWinners, eventtype === undefined ? undefined : eq(minigameEvents.eventType, eventtype), nameSearch(searchname));
    const [rows, [total]] = await Promise.all([
      selectEvents(db, lang).where(where).orderBy(desc(minigameEvents.endsAt), desc(minigameEvents.eventno)).limit(pagesize).offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(minigameEvents).where(where),
    ]);
    const eventnos = rows.map((row) => row.eventno);
    const winners = new Map<number, RankedRow[]>();
    if (eventnos.length) {
      const ranked = rankedEntries(db, lang, inArray(minigameEntries.eventno, eventnos));
      const winnerRows = (await db.select().from(ranked).where(eq(ranked.iswinner, true)).orderBy(asc(ranked.eventno), asc(ranked.rank))) as RankedRow[];
      for (const row of winnerRows) winners.set(row.eventno, [...(winners.get(row.eventno) ?? []), row]);
    }
    return {
      winaminigamelist: rows.map((row) => {
        const all = winners.get(row.eventno) ?? [];
        return { ...toSummary(row), winners: all.slice(0, 3).map((w) => toWinner(w, row.prize)), winnerlistcnt: all.length };
      }),
      winaminigamelistcnt: Number(total?.n ?? 0),
      pageno,
      pagesize,
    };
  },

  async winMinigameView({ lang, eventno }, { db }) {
    const minigame = await eventDetail(db, lang, eventno);
    const ranked = rankedEntries(db, lang, eq(minigameEntries.eventno, eventno));
    const rows = (await db.select().from(ranked).where(eq(ranked.iswinner, true)).orderBy(asc(ranked.rank))) as RankedRow[];
    return { minigame, winnerlist: rows.map((row) => toWinner(row, minigame.prize)), winnerlistcnt: rows.length };
  },
};
