import 'server-only';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { countries, players, pointStandings, rounds, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { TOURNAMENT_STATUS, type CountryFilter, type PointKind } from '@/lib/shared/domain/enums';
import type { Champion, HallOfFameStats, hallOfFameOperations, PointLeaderRow, RecordRound, StatCategory, StatLeader, TitleHolder } from '@/lib/upstream/operations/halloffame';
import type { Lang } from '@/lib/upstream/operations/fields';
import type { HandlersFor } from './handler';
import { inLiveStandings } from './live-standings';
import { localized } from './localized';
import { defaultScoreType } from './tournament';
import { publicPlayer } from './withdrawal';

/** Seasons with completed tournaments, newest first (tournaments is small; point_standings is not). */
async function seasonsWithPoints(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ season: tournaments.season })
    .from(tournaments)
    .where(eq(tournaments.status, TOURNAMENT_STATUS.completed))
    .orderBy(desc(tournaments.season));
  return rows.map((row) => row.season);
}

/** The countries of a filter bucket: one country for a named one, every unnamed country for 'other'. */
async function countryNumbers(db: Database, filter: CountryFilter): Promise<number[]> {
  const rows = await db.select({ countryno: countries.countryno }).from(countries).where(eq(countries.filter, filter));
  return rows.map((row) => row.countryno);
}

/** A row's player as the public sees them: a withdrawn or blocked member keeps the place as "Withdrawn member". */
function shown(playerPk: number, names: Awaited<ReturnType<typeof labels>>) {
  const { player_pk, nickname, countrycode } = publicPlayer(playerPk, names.get(playerPk));
  return { player_pk, nickname, countrycode };
}

async function labels(db: Database, playerPks: number[]) {
  if (!playerPks.length) return new Map<number, { nickname: string; countrycode: string | null; status: string }>();
  const rows = await db
    .select({ playerPk: players.playerPk, status: players.status, nickname: players.nickname, countrycode: countries.code })
    .from(players)
    .leftJoin(countries, eq(countries.countryno, players.countryno))
    .where(inArray(players.playerPk, playerPks));
  return new Map(rows.map((row) => [row.playerPk, row]));
}

/**
 * One page of a season's standings, most points first, with standard competition ranks (equal
 * points share a place). Every step is an index-only scan of (season, kind[, countryno], points):
 * the count, the points at the page's first position (read from the nearer end of the index),
 * the players above it (counted from that same end), then the page as a short range from there.
 */
export async function standingsPage(
  db: Database,
  season: number,
  kind: PointKind,
  countrynos: number[] | undefined,
  pageno: number,
  pagesize: number,
) {
  const scope = and(
    eq(pointStandings.season, season),
    eq(pointStandings.kind, kind),
    countrynos ? inArray(pointStandings.countryno, countrynos) : undefined,
    inLiveStandings(pointStandings.playerPk),
  ) as SQL;
  const offset = (pageno - 1) * pagesize;
  const [counted] = await db.select({ n: count() }).from(pointStandings).where(scope);
  const total = Number(counted.n);
  if (offset >= total) return { total, rows: [] as { playerPk: number; points: number; events: number; wins: number; rank: number }[] };
  const columns = { playerPk: pointStandings.playerPk, points: pointStandings.points, events: pointStandings.events, wins: pointStandings.wins };
  let page: { playerPk: number; points: number; events: number; wins: number }[];
  let before: number;
  if (offset <= (total - 1) / 2) {
    // Upper half: the points at the page's first position, the players above them, then the page
    // from those points down; every scan stops at the page.
    const [first] = await db.select({ points: pointStandings.points }).from(pointStandings).where(scope).orderBy(desc(pointStandings.points)).offset(offset).limit(1);
    const [above] = await db.select({ n: count() }).from(pointStandings).where(and(scope, gt(pointStandings.points, first.points)));
    before = Number(above.n);
    page = await db
      .select(columns)
      .from(pointStandings)
      .where(and(scope, lte(pointStandings.points, first.points)))
      .orderBy(desc(pointStandings.points), asc(pointStandings.playerPk))
      .offset(offset - before)
      .limit(pagesize);
  } else {
    // Lower half: the same walk from the bottom of the index in the mirrored order (fewest points
    // first, higher player numbers first), so a deep page inside a large tie at the minimum is a
    // bounded top-N instead of sorting the whole tie; the rows are then turned back around.
    const wanted = Math.min(pagesize, total - offset);
    const fromBottom = total - offset - wanted;
    const [lowest] = await db.select({ points: pointStandings.points }).from(pointStandings).where(scope).orderBy(asc(pointStandings.points)).offset(fromBottom).limit(1);
    const [below] = await db.select({ n: count() }).from(pointStandings).where(and(scope, lt(pointStandings.points, lowest.points)));
    const mirrored = await db
      .select(columns)
      .from(pointStandings)
      .where(and(scope, gte(pointStandings.points, lowest.points)))
      .orderBy(asc(pointStandings.points), desc(pointStandings.playerPk))
      .offset(fromBottom - Number(below.n))
      .limit(wanted);
    page = mirrored.reverse();
    const [atOrBelow] = await db.select({ n: count() }).from(pointStandings).where(and(scope, lte(pointStandings.points, page[0].points)));
    before = total - Number(atOrBelow.n);
  }
  const rows: (typeof page[number] & { rank: number })[] = [];
  page.forEach((row, i) => {
    const previous = rows[i - 1];
    const rank = i === 0 ? before + 1 : previous.points === row.points ? previous.rank : offset + i + 1;
    rows.push({ ...row, rank });
  });
  return { total, rows };
}

/** The stats page reads a year of rounds; the figures move slowly, so one computation serves 10 minutes. */
const STATS_TTL_MS = 10 * 60 * 1000;
export const STATS_MIN_ROUNDS = 5;
export const STATS_LEADERS = 10;
let statsMemo: { at: number; value: Promise<HallOfFameStats> } | undefined;

/** Forgets the memoised stats (tests, and after a bulk import). */
export function resetStatsMemo() {
  statsMemo = undefined;
}

async function computeStats(db: Database): Promise<HallOfFameStats> {
  const since = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);
  const leaders = (column: string, direction: 'asc' | 'desc') =>
    sql.raw(
      `(select coalesce(json_agg(x), '[]'::json) from (select player_pk, rounds, round(${column}::numeric, 1)::float8 as value from per where ${column} is not null order by ${column} ${direction}, player_pk limit ${STATS_LEADERS}) x)`,
    );
  // One pass over the year's rounds: per-player figures, then each category's top ten and the
  // driving histogram, all in the database.
  const result = await db.execute<{ result: Record<string, unknown> }>(sql`
    with per as materialized (
      select player_pk, count(*)::int as rounds,
        avg(avg_driver) as driving,
        100.0 * sum(gir_count) / nullif(sum(holes), 0) as gir,
        100.0 * sum(fairway_hits) / nullif(sum(fairway_chances), 0) as fairway,
        18.0 * sum(total_putts) / nullif(sum(holes), 0) as putting,
        18.0 * sum(total_strokes - total_par) / nullif(sum(holes), 0) as scoring
      from rounds
      where played_at >= ${since.toISOString()} and ${inLiveStandings(rounds.playerPk)}
      group by player_pk
      having count(*) >= ${STATS_MIN_ROUNDS}
    )
    select json_build_object(
      'driving', ${leaders('driving', 'desc')},
      'gir', ${leaders('gir', 'desc')},
      'fairway', ${leaders('fairway', 'desc')},
      'putting', ${leaders('putting', 'asc')},
      'scoring', ${leaders('scoring', 'asc')},
      'distribution', (select coalesce(json_agg(d order by d.bucket), '[]'::json) from (
        select (floor(driving / 10) * 10)::int as bucket, count(*)::int as players from per where driving is not null group by 1
      ) d)
    ) as result`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { result: Record<string, unknown> }[] }).rows) as { result: Record<string, unknown> }[];
  const raw = rows[0]?.result ?? {};
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
  const categories: StatCategory[] = ['driving', 'gir', 'fairway', 'putting', 'scoring'];
  const lists = Object.fromEntries(
    categories.map((category) => [category, (parsed[category] ?? []) as { player_pk: number; rounds: number; value: number }[]]),
  ) as Record<StatCategory, { player_pk: number; rounds: number; value: number }[]>;
  const names = await labels(db, [...new Set(categories.flatMap((category) => lists[category].map((row) => row.player_pk)))]);
  const statlist = Object.fromEntries(
    categories.map((category) => {
      const ranked: StatLeader[] = [];
      lists[category].forEach((row, i) => {
        const previous = ranked[i - 1];
        ranked.push({
          rank: previous && previous.value === row.value ? previous.rank : i + 1,
          ...shown(row.player_pk, names),
          value: row.value,
          rounds: row.rounds,
        });
      });
      return [category, ranked];
    }),
  ) as Record<StatCategory, StatLeader[]>;
  const distribution = (parsed.distribution ?? []) as { bucket: number; players: number }[];
  return {
    since: since.toISOString(),
    minrounds: STATS_MIN_ROUNDS,
    statlist,
    drivingdistribution: distribution.map((d) => ({ from: d.bucket, to: d.bucket + 10, players: d.players })),
    computedat: new Date().toISOString(),
  };
}

/** How many champions, record rounds, title holders and season leaders the hall of fame shows. */
export const HALL_OF_FAME_CHAMPIONS = 12;
export const HALL_OF_FAME_RECORDS = 5;
export const HALL_OF_FAME_TITLES = 5;
export const HALL_OF_FAME_LEADERS = 5;

/** The season the standings show by default: this year's once it has results, else the newest one. */
function defaultSeason(seasons: number[]): number {
  const current = new Date().getUTCFullYear();
  return seasons.includes(current) ? current : (seasons[0] ?? current);
}

async function champions(db: Database, lang: Lang): Promise<Champion[]> {
  const done = await db
    .select({
      tournamentno: tournaments.tournamentno,
      name: localized(lang, tournaments.name, tournaments.nameKo),
      tourClass: tournaments.tourClass,
      rankType: tournaments.rankType,
      endsAt: tournaments.endsAt,
      shopname: localized<string | null>(lang, stores.name, stores.nameKo),
    })
    .from(tournaments)
    .leftJoin(stores, eq(stores.shopno, tournaments.shopno))
    .where(eq(tournaments.status, TOURNAMENT_STATUS.completed))
    .orderBy(desc(tournaments.endsAt), desc(tournaments.tournamentno))
    .limit(HALL_OF_FAME_CHAMPIONS);
  if (!done.length) return [];
  // The winners on either ranking; each tournament keeps the one its ranking type decides on.
  const winners = await db
    .select({ tournamentno: tournamentEntries.tournamentno, playerPk: tournamentEntries.playerPk, rankGross: tournamentEntries.rankGross, rankNet: tournamentEntries.rankNet, gross: tournamentEntries.gross, net: tournamentEntries.net })
    .from(tournamentEntries)
    .where(and(inArray(tournamentEntries.tournamentno, done.map((t) => t.tournamentno)), or(eq(tournamentEntries.rankGross, 1), eq(tournamentEntries.rankNet, 1))))
    .orderBy(asc(tournamentEntries.id));
  const names = await labels(db, winners.map((w) => w.playerPk));
  return done.flatMap((t) => {
    const scoretype = defaultScoreType(t.rankType) === 'net' ? 'net' : 'stroke';
    // A tie for first shares the title: the first entrant listed stands for it (the ranking shows all).
    const winner = winners.find((w) => w.tournamentno === t.tournamentno && (scoretype === 'net' ? w.rankNet === 1 : w.rankGross === 1));
    const score = winner ? (scoretype === 'net' ? winner.net : winner.gross) : null;
    if (!winner || score == null) return [];
    return [{
      tournamentno: t.tournamentno,
      tournamentname: t.name,
      tourclass: t.tourClass,
      shopname: t.shopname,
      enddate: t.endsAt.toISOString(),
      scoretype,
      ...shown(winner.playerPk, names),
      score: Math.round(score * 10) / 10,
    }];
  });
}

async function recordRounds(db: Database, lang: Lang): Promise<RecordRound[]> {
  const rows = await db
    .select({
      tournamentno: tournaments.tournamentno,
      name: localized(lang, tournaments.name, tournaments.nameKo),
      endsAt: tournaments.endsAt,
      playerPk: tournamentEntries.playerPk,
      gross: tournamentEntries.gross,
      toPar: tournamentEntries.toPar,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno))
    .where(and(eq(tournaments.status, TOURNAMENT_STATUS.completed), eq(tournaments.holes, 18), isNotNull(tournamentEntries.toPar), isNotNull(tournamentEntries.gross)))
    .orderBy(asc(tournamentEntries.toPar), asc(tournaments.endsAt))
    .limit(HALL_OF_FAME_RECORDS);
  const names = await labels(db, rows.map((row) => row.playerPk));
  return rows.map((row) => ({
    tournamentno: row.tournamentno,
    tournamentname: row.name,
    enddate: row.endsAt.toISOString(),
    ...shown(row.playerPk, names),
    gross: row.gross!,
    to_par: row.toPar!,
  }));
}

async function titleHolders(db: Database): Promise<TitleHolder[]> {
  const wins = sql<number>`sum(${pointStandings.wins})::int`;
  const rows = await db
    .select({ playerPk: pointStandings.playerPk, wins })
    .from(pointStandings)
    .where(and(eq(pointStandings.kind, 'standard'), gt(pointStandings.wins, 0)))
    .groupBy(pointStandings.playerPk)
    .orderBy(desc(wins), asc(pointStandings.playerPk))
    .limit(HALL_OF_FAME_TITLES);
  const names = await labels(db, rows.map((row) => row.playerPk));
  // Standard competition ranks: equal title counts share a place.
  return rows.map((row) => ({ rank: rows.findIndex((other) => Number(other.wins) === Number(row.wins)) + 1, ...shown(row.playerPk, names), wins: Number(row.wins) }));
}

export const hallOfFameHandlers: HandlersFor<typeof hallOfFameOperations> = {
  async hallOfFame({ lang }, context) {
    const { db } = context;
    const seasons = await seasonsWithPoints(db);
    const season = defaultSeason(seasons);
    const [championList, records, titles, board] = await Promise.all([
      champions(db, lang),
      recordRounds(db, lang),
      titleHolders(db),
      standingsPage(db, season, 'standard', undefined, 1, HALL_OF_FAME_LEADERS),
    ]);
    const names = await labels(db, board.rows.map((row) => row.playerPk));
    return {
      season,
      champions: championList,
      records,
      titles,
      leaders: board.rows.map((row) => ({ rank: row.rank, ...shown(row.playerPk, names), points: row.points, events: row.events, wins: row.wins })),
    };
  },

  async pointLeaderboard({ season: asked, kind, country, pageno, pagesize }, { db, member }) {
    const seasons = await seasonsWithPoints(db);
    const season = asked ?? defaultSeason(seasons);
    const countrynos = country ? await countryNumbers(db, country) : undefined;
    const page = await standingsPage(db, season, kind, countrynos, pageno, pagesize);

    let mine: { playerPk: number; points: number; events: number; wins: number; rank: number } | undefined;
    if (member) {
      const [own] = await db
        .select({ playerPk: pointStandings.playerPk, points: pointStandings.points, events: pointStandings.events, wins: pointStandings.wins, countryno: pointStandings.countryno })
        .from(pointStandings)
        .where(and(eq(pointStandings.season, season), eq(pointStandings.kind, kind), eq(pointStandings.playerPk, member.playerPk)));
      if (own && (!countrynos || (own.countryno != null && countrynos.includes(own.countryno)))) {
        const [above] = await db
          .select({ n: count() })
          .from(pointStandings)
          .where(
            and(
              eq(pointStandings.season, season),
              eq(pointStandings.kind, kind),
              countrynos ? inArray(pointStandings.countryno, countrynos) : undefined,
              inLiveStandings(pointStandings.playerPk),
              gt(pointStandings.points, own.points),
            ),
          );
        mine = { playerPk: own.playerPk, points: own.points, events: own.events, wins: own.wins, rank: Number(above.n) + 1 };
      }
    }

    const names = await labels(db, [...page.rows.map((row) => row.playerPk), ...(mine ? [mine.playerPk] : [])]);
    const toRow = (row: { playerPk: number; points: number; events: number; wins: number; rank: number }): PointLeaderRow => ({
      rank: row.rank,
      ...shown(row.playerPk, names),
      points: row.points,
      events: row.events,
      wins: row.wins,
    });
    return {
      season,
      seasons: seasons.length ? seasons : [season],
      kind,
      country,
      pointleaderboardlistcnt: page.total,
      pointleaderboardlist: page.rows.map(toRow),
      myrow: mine ? toRow(mine) : null,
      pageno,
      pagesize,
    };
  },

  async stats(_input, { db }) {
    const now = Date.now();
    if (!statsMemo || now - statsMemo.at > STATS_TTL_MS) {
      const value = computeStats(db);
      statsMemo = { at: now, value };
      value.catch(() => {
        if (statsMemo?.value === value) statsMemo = undefined;
      });
    }
    return statsMemo.value;
  },
};
