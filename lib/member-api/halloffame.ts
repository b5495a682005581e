import 'server-only';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { countries, players, pointStandings, tournaments } from '@/lib/db/schema';
import { TOURNAMENT_STATUS, type CountryFilter, type PointKind } from '@/lib/domain/enums';
import type { HallOfFameStats, hallOfFameOperations, PointLeaderRow, StatCategory, StatLeader } from '@/lib/upstream/operations/halloffame';
import type { HandlersFor } from './handler';
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
      where played_at >= ${since.toISOString()}
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

export const hallOfFameHandlers: HandlersFor<typeof hallOfFameOperations> = {
  async pointLeaderboard({ season: asked, kind, country, pageno, pagesize }, { db, member }) {
    const seasons = await seasonsWithPoints(db);
    const current = new Date().getUTCFullYear();
    const season = asked ?? (seasons.includes(current) ? current : (seasons[0] ?? current));
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
