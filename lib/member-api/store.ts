import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { TOURNAMENT_DRAFT } from '@/lib/shared/domain/enums';
import { countries, players, rounds, states, stores, tournaments } from '@/lib/member-api/db/schema';
import type { Lang } from '@/lib/upstream/operations/fields';
import type { StoreDetail, StoreMapVenue, storeOperations, StoreSummary } from '@/lib/upstream/operations/store';
import { localized } from './localized';
import { containsPattern } from './search';
import { notFound } from './errors';
import type { HandlersFor } from './handler';
import { inLiveStandings } from './live-standings';
import { publicPlayer } from './withdrawal';

const LEADERBOARD_DAYS = 365;
const NEARBY_COUNT = 6;

function storeColumns(lang: Lang) {
  return {
    shopno: stores.shopno,
    shopname: localized(lang, stores.name, stores.nameKo),
    countrycode: countries.code,
    countryname: localized(lang, countries.nameEn, countries.nameKo),
    countryfilter: countries.filter,
    statename: localized<string | null>(lang, states.nameEn, states.nameKo),
    city: stores.city,
    address: stores.address,
    phone: stores.phone,
    storetype: stores.storeType,
    simulators: stores.simulators,
    timezone: stores.timezone,
    latitude: stores.latitude,
    longitude: stores.longitude,
    imagepath: stores.imagePath,
  };
}

/** Great-circle distance in kilometres (haversine), as SQL so the nearest venues are sorted by the database. */
function distanceKm(lat: number, lng: number) {
  return sql<number>`(6371 * 2 * asin(sqrt(
    power(sin(radians(${stores.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${stores.latitude})) * power(sin(radians(${stores.longitude} - ${lng}) / 2), 2)
  )))`;
}

/** The finder's filters (list and map alike): name or city, country bucket, store type. */
function storeFilters({ searchname, country, storetype }: { searchname?: string; country?: string; storetype?: number }): SQL | undefined {
  const filters: SQL[] = [];
  if (searchname) {
    const pattern = containsPattern(searchname);
    filters.push(or(ilike(stores.name, pattern), ilike(stores.nameKo, pattern), ilike(stores.city, pattern))!);
  }
  if (country) filters.push(eq(countries.filter, country));
  if (storetype) filters.push(eq(stores.storeType, storetype));
  return filters.length ? and(...filters) : undefined;
}

export const storeHandlers: HandlersFor<typeof storeOperations> = {
  async storeList({ lang, searchname, country, storetype, pageno, pagesize }, { db }) {
    const where = storeFilters({ searchname, country, storetype });
    const [rows, [total]] = await Promise.all([
      db
        .select(storeColumns(lang))
        .from(stores)
        .innerJoin(countries, eq(countries.countryno, stores.countryno))
        .leftJoin(states, eq(states.statesno, stores.statesno))
        .where(where)
        .orderBy(asc(countries.code), asc(stores.city), asc(stores.name))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(stores).innerJoin(countries, eq(countries.countryno, stores.countryno)).where(where),
    ]);
    return { storelist: rows as StoreSummary[], storelistcnt: Number(total?.n ?? 0), pageno, pagesize };
  },

  async storeMap({ lang, searchname, country, storetype }, { db }) {
    const rows = await db
      .select({
        shopno: stores.shopno,
        shopname: localized(lang, stores.name, stores.nameKo),
        countrycode: countries.code,
        city: stores.city,
        address: stores.address,
        phone: stores.phone,
        storetype: stores.storeType,
        timezone: stores.timezone,
        latitude: stores.latitude,
        longitude: stores.longitude,
        hours: stores.hours,
      })
      .from(stores)
      .innerJoin(countries, eq(countries.countryno, stores.countryno))
      .where(storeFilters({ searchname, country, storetype }))
      .orderBy(asc(countries.code), asc(stores.city), asc(stores.name));
    return { storemaplist: rows as StoreMapVenue[] };
  },

  async storeView({ lang, shopno }, { db }) {
    const [row] = await db
      .select({
        ...storeColumns(lang),
        postalcode: stores.postalCode,
        hours: stores.hours,
        openedat: stores.openedAt,
        membercnt: sql<number>`(select count(*)::int from ${players} where ${players.shopno} = ${stores.shopno} and ${players.status} = 'active')`,
      })
      .from(stores)
      .innerJoin(countries, eq(countries.countryno, stores.countryno))
      .leftJoin(states, eq(states.statesno, stores.statesno))
      .where(eq(stores.shopno, shopno));
    if (!row) throw notFound('store.error.notFound');
    const { openedat, ...store } = row;
    const since = new Date(Date.now() - LEADERBOARD_DAYS * 86_400_000);
    const distance = distanceKm(row.latitude, row.longitude);
    const [nearby, leaders, recent] = await Promise.all([
      db
        .select({
          shopno: stores.shopno,
          shopname: localized(lang, stores.name, stores.nameKo),
          latitude: stores.latitude,
          longitude: stores.longitude,
          distancekm: distance,
        })
        .from(stores)
        .where(ne(stores.shopno, shopno))
        .orderBy(distance)
        .limit(NEARBY_COUNT),
      db
        .select({
          player_pk: rounds.playerPk,
          nickname: players.nickname,
          status: players.status,
          beststroke: sql<number>`min(${rounds.totalStrokes})::int`,
          roundcnt: sql<number>`count(*)::int`,
        })
        .from(rounds)
        .innerJoin(players, eq(players.playerPk, rounds.playerPk))
        .where(and(eq(rounds.shopno, shopno), gte(rounds.playedAt, since), eq(rounds.holes, 18), inLiveStandings(rounds.playerPk)))
        .groupBy(rounds.playerPk, players.nickname, players.status)
        .orderBy(sql`min(${rounds.totalStrokes})`, desc(sql`count(*)`), asc(rounds.playerPk))
        .limit(10),
      db
        .select({
          tournamentno: tournaments.tournamentno,
          tournamentname: localized(lang, tournaments.name, tournaments.nameKo),
          tourstatus: tournaments.status,
          startdate: tournaments.startsAt,
          enddate: tournaments.endsAt,
        })
        .from(tournaments)
        .where(and(eq(tournaments.shopno, shopno), ne(tournaments.status, TOURNAMENT_DRAFT)))
        .orderBy(desc(tournaments.startsAt))
        .limit(5),
    ]);
    return {
      store: { ...store, openeddate: openedat ? openedat.toISOString() : null } satisfies StoreDetail,
      nearbylist: nearby.map((n) => ({ ...n, distancekm: Math.round(Number(n.distancekm) * 10) / 10 })),
      // A live standing: withdrawn, purged and blocked members are not in it (inLiveStandings).
      leaderlist: leaders.map(({ status, ...l }, i) => {
        const shown = publicPlayer(l.player_pk, { ...l, status });
        return { rank: i + 1, ...l, player_pk: shown.player_pk, nickname: shown.nickname };
      }),
      tournamentlist: recent.map((t) => ({ ...t, startdate: t.startdate.toISOString(), enddate: t.enddate.toISOString() })),
    };
  },
};
