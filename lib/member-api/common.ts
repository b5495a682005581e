import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { env } from '@/lib/shared/config/env';
import { courses, countries, notices, players, pointStandings, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import type { Database } from '@/lib/member-api/db/client';
import { TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import { utcOffset } from '@/lib/shared/domain/timezone';
import type { commonOperations } from '@/lib/upstream/operations/common';
import type { TournamentSummary } from '@/lib/upstream/types';
import type { HandlersFor } from './handler';
import { localized } from './localized';
import { noticeIsPublic } from './support';
import type { Lang } from '@/lib/upstream/operations/fields';
import { inLiveStandings } from './live-standings';
import { publicPlayer } from './withdrawal';

/** The columns every tournament list shows, in the wire's names. */
export function tournamentSummaryColumns(lang: Lang = 'en') {
  return {
    tournamentno: tournaments.tournamentno,
    tournamentname: localized(lang, tournaments.name, tournaments.nameKo),
    tourstatus: tournaments.status,
    tourtype: tournaments.tourType,
    tourlevel: tournaments.tourLevel,
    tourclass: tournaments.tourClass,
    tour_rank_type: tournaments.rankType,
    playformat: tournaments.playFormat,
    shopno: tournaments.shopno,
    // Every list answers names in the language asked for, as the tournament's own page does.
    shopname: localized<string | null>(lang, stores.name, stores.nameKo),
    coursename: localized(lang, courses.name, courses.nameKo),
    entryfee: tournaments.entryFee,
    currency: tournaments.currency,
    // An entry awaiting card payment whose hold ran out holds no place (lib/shared/domain/refund-policy).
    entrycnt: sql<number>`(select count(*)::int from ${tournamentEntries} where ${tournamentEntries.tournamentno} = ${tournaments.tournamentno} and not (${tournamentEntries.paymentStatus} = 'awaiting' and ${tournamentEntries.paymentDueAt} <= now()))`,
    entrylimit: tournaments.entryLimit,
    startdate: tournaments.startsAt,
    enddate: tournaments.endsAt,
    // The zone its times belong to: its venue's, or the network's for a network-wide tournament.
    timezone: sql<string>`coalesce(${stores.timezone}, ${env.networkTimezone})`,
  };
}

export function toTournamentSummary(row: Omit<TournamentSummary, 'startdate' | 'enddate'> & { startdate: Date; enddate: Date }): TournamentSummary {
  return { ...row, startdate: row.startdate.toISOString(), enddate: row.enddate.toISOString() };
}

async function listTournaments(db: Database, lang: Lang, status: string, order: 'asc' | 'desc', limit: number) {
  const rows = await db
    .select(tournamentSummaryColumns(lang))
    .from(tournaments)
    .innerJoin(courses, eq(courses.courseno, tournaments.courseno))
    .leftJoin(stores, eq(stores.shopno, tournaments.shopno))
    .where(eq(tournaments.status, status))
    .orderBy(order === 'asc' ? asc(tournaments.startsAt) : desc(tournaments.startsAt))
    .limit(limit);
  return rows.map(toTournamentSummary);
}

export const commonHandlers: HandlersFor<typeof commonOperations> = {
  async timezone(_input, { member }) {
    const zone = member?.timezone ?? env.networkTimezone;
    return { timezone: { timezone_name: zone, timezone_offset: utcOffset(zone) } };
  },

  async mainSummary({ lang }, { db }) {
    const season = new Date().getUTCFullYear();
    const [playing, upcoming, latestNotices, leaders, totals] = await Promise.all([
      listTournaments(db, lang, TOURNAMENT_STATUS.playing, 'desc', 4),
      listTournaments(db, lang, TOURNAMENT_STATUS.ready, 'asc', 4),
      db
        .select({
          noticeno: notices.noticeno,
          title: localized(lang, notices.title, notices.titleKo),
          pinned: notices.pinned,
          regdate: notices.publishedAt,
        })
        .from(notices)
        .where(noticeIsPublic)
        .orderBy(desc(notices.pinned), desc(notices.publishedAt))
        .limit(5),
      db
        .select({
          player_pk: pointStandings.playerPk,
          nickname: players.nickname,
          status: players.status,
          countrycode: countries.code,
          points: pointStandings.points,
        })
        .from(pointStandings)
        .innerJoin(players, eq(players.playerPk, pointStandings.playerPk))
        .leftJoin(countries, eq(countries.countryno, pointStandings.countryno))
        .where(and(eq(pointStandings.season, season), eq(pointStandings.kind, 'standard'), inLiveStandings(pointStandings.playerPk)))
        .orderBy(desc(pointStandings.points), asc(pointStandings.playerPk))
        .limit(5),
      Promise.all([
        db.select({ n: count() }).from(players).where(inArray(players.status, ['active'])),
        db.select({ n: count() }).from(stores),
        db.select({ n: sql<number>`(reltuples)::bigint` }).from(sql`pg_class`).where(sql`relname = 'rounds'`),
        db.select({ n: sql<number>`count(distinct ${stores.countryno})::int` }).from(stores),
      ]),
    ]);
    const [[playerCount], [storeCount], [roundEstimate], [countryCount]] = totals;
    return {
      season,
      playing,
      upcoming,
      // Public notices only: publishedAt is set.
      notices: latestNotices.map((n) => ({ ...n, regdate: n.regdate!.toISOString() })),
      // A live standing: withdrawn, purged and blocked members are not in it (inLiveStandings).
      leaders: leaders.map(({ status, ...l }, i) => {
        const shown = publicPlayer(l.player_pk, { ...l, status });
        return { rank: i + 1, ...l, player_pk: shown.player_pk, nickname: shown.nickname, countrycode: shown.countrycode };
      }),
      stats: {
        players: Number(playerCount?.n ?? 0),
        stores: Number(storeCount?.n ?? 0),
        // The planner's estimate: an exact count(*) of a million rounds costs more than the whole page.
        rounds: Math.max(0, Number(roundEstimate?.n ?? 0)),
        countries: Number(countryCount?.n ?? 0),
      },
    };
  },
};
