import type { Connection } from '@/lib/member-api/db/connect';
import { courses, rounds } from '@/lib/member-api/db/schema';
import type { HallOfFame, HallOfFameStats, PointLeaderboard } from '@/lib/upstream/operations/halloffame';
import { useMemoryDatabase } from '@/tests/support/database';
import { dispatch } from './dispatch';
import { resetStatsMemo } from './halloffame';
import { createSession } from './sessions';
import { insertTournamentFixture, roundRow, type TournamentFixture } from './tournament.fixture';

let connection: Connection;
let fixture: TournamentFixture;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
});

afterAll(async () => {
  await connection.close();
});

const board = async (input: Record<string, unknown>, meta = {}) => (await dispatch('pointLeaderboard', input, meta)) as unknown as PointLeaderboard & { code: number };

describe('point leaderboard', () => {
  it('defaults to the latest season with points and ranks equal points together', async () => {
    const body = await board({});
    expect(body).toMatchObject({ code: 200, season: 2025, seasons: [2025], kind: 'standard', pointleaderboardlistcnt: 30, pageno: 1, pagesize: 10 });
    // 100, 100, 95, 95, ...: pairs share a place, the next place skips.
    expect(body.pointleaderboardlist.map((r) => r.rank)).toEqual([1, 1, 3, 3, 5, 5, 7, 7, 9, 9]);
    expect(body.pointleaderboardlist.map((r) => r.points)).toEqual([100, 100, 95, 95, 90, 90, 85, 85, 80, 80]);
  });

  it('keeps shared places across a page boundary on deep pages', async () => {
    const body = await board({ season: 2025, pageno: 4, pagesize: 7 });
    // positions 22..28: points 50 (positions 21-22), 45, 45, 40, 40, 35, 35
    expect(body.pointleaderboardlist.map((r) => [r.rank, r.points])).toEqual([
      [21, 50],
      [23, 45],
      [23, 45],
      [25, 40],
      [25, 40],
      [27, 35],
      [27, 35],
    ]);
  });

  it('lists every player once and in the same order whichever end of the index a page is read from', async () => {
    const whole = await board({ season: 2025, pagesize: 30 });
    const paged: PointLeaderboard['pointleaderboardlist'] = [];
    for (let pageno = 1; pageno <= 5; pageno++) paged.push(...(await board({ season: 2025, pageno, pagesize: 7 })).pointleaderboardlist);
    expect(paged.map((r) => [r.player_pk, r.rank])).toEqual(whole.pointleaderboardlist.map((r) => [r.player_pk, r.rank]));
  });

  it('filters by country and ranks within it', async () => {
    const korea = await board({ season: 2025, country: 'KOR', pagesize: 30 });
    expect(korea.pointleaderboardlistcnt).toBe(15);
    expect(korea.pointleaderboardlist.every((r) => r.countrycode === 'KOR')).toBe(true);
    expect(korea.pointleaderboardlist.slice(0, 3).map((r) => r.rank)).toEqual([1, 2, 3]);
    expect((await board({ season: 2025, country: 'JPN' })).pointleaderboardlistcnt).toBe(0);
    expect(await dispatch('pointLeaderboard', { country: 'XXX' })).toMatchObject({ code: 400 });
  });

  it("answers the member's own row when logged in", async () => {
    const token = await createSession(connection.db, fixture.playerPks[5]);
    const body = await board({ season: 2025 }, { token });
    expect(body.myrow).toMatchObject({ player_pk: fixture.playerPks[5], rank: 5, points: 90 });
    expect((await board({ season: 2025, country: 'KOR' }, { token })).myrow).toBeNull();
    expect((await board({ season: 2024 }, { token })).myrow).toBeNull();
  });
});

describe('stats', () => {
  it('lists leaders of players with enough rounds in the last year', async () => {
    resetStatsMemo();
    const body = (await dispatch('stats', {})) as unknown as HallOfFameStats & { code: number };
    expect(body.code).toBe(200);
    expect(body.minrounds).toBe(5);
    // The fixture's only rounds are three by one player: below the minimum, so nobody qualifies.
    expect(body.statlist.driving).toEqual([]);
    expect(body.drivingdistribution).toEqual([]);
  });

  it('orders each category the right way and buckets driving distance', async () => {
    const [long, short] = [fixture.playerPks[1], fixture.playerPks[2]];
    const course = (await connection.db.select({ courseno: courses.courseno }).from(courses))[0].courseno;
    await connection.db.insert(rounds).values([
      ...Array.from({ length: 5 }, () => ({ ...roundRow(long, course, 18, 90, 72, null), avgDriver: 255, totalPutts: 36 })),
      ...Array.from({ length: 6 }, () => ({ ...roundRow(short, course, 18, 75, 72, null), avgDriver: 231, totalPutts: 30 })),
    ]);
    resetStatsMemo();
    const body = (await dispatch('stats', {})) as unknown as HallOfFameStats;
    expect(body.statlist.driving.map((r) => [r.player_pk, r.value, r.rank, r.rounds])).toEqual([
      [long, 255, 1, 5],
      [short, 231, 2, 6],
    ]);
    expect(body.statlist.scoring.map((r) => [r.player_pk, r.value])).toEqual([
      [short, 3],
      [long, 18],
    ]);
    expect(body.statlist.putting.map((r) => r.player_pk)).toEqual([short, long]);
    expect(body.drivingdistribution).toEqual([
      { from: 230, to: 240, players: 1 },
      { from: 250, to: 260, players: 1 },
    ]);
  });
});

describe('live standings and members who left (issue 26 item 7)', () => {
  it('leave withdrawn, purged and blocked members out of the leaderboard, and its own-row rank (the home page: withdrawn-members.spec.ts)', async () => {
    const { players } = await import('@/lib/member-api/db/schema');
    const { eq, inArray } = await import('drizzle-orm');
    const before = await board({ season: 2025, pagesize: 30 });
    const [first, second, third] = before.pointleaderboardlist;
    const token = await createSession(connection.db, fixture.playerPks[5]);
    const ownBefore = (await board({ season: 2025 }, { token })).myrow!.rank;
    const gone = [first.player_pk, second.player_pk, third.player_pk];
    await connection.db.update(players).set({ status: 'withdrawn' }).where(eq(players.playerPk, first.player_pk));
    await connection.db.update(players).set({ status: 'purged' }).where(eq(players.playerPk, second.player_pk));
    await connection.db.update(players).set({ status: 'blocked' }).where(eq(players.playerPk, third.player_pk));
    try {
      const after = await board({ season: 2025, pagesize: 30 });
      expect(after.pointleaderboardlistcnt).toBe(before.pointleaderboardlistcnt - 3);
      expect(after.pointleaderboardlist.filter((row) => row.player_pk === 0 || gone.includes(row.player_pk))).toEqual([]);
      expect(after.pointleaderboardlist[0].rank).toBe(1);
      // Deep pages agree with the first (the lower-half walk applies the same rule).
      const paged: PointLeaderboard['pointleaderboardlist'] = [];
      for (let pageno = 1; pageno <= 4; pageno++) paged.push(...(await board({ season: 2025, pageno, pagesize: 7 })).pointleaderboardlist);
      expect(paged.map((row) => [row.player_pk, row.rank])).toEqual(after.pointleaderboardlist.map((row) => [row.player_pk, row.rank]));
      expect((await board({ season: 2025 }, { token })).myrow!.rank).toBeLessThan(ownBefore);
    } finally {
      await connection.db.update(players).set({ status: 'active' }).where(inArray(players.playerPk, gone));
    }
  });
});

describe('the hall of fame page (issue 26 item 16)', () => {
  const fame = async (lang = 'en') => (await dispatch('hallOfFame', { lang })) as unknown as HallOfFame & { code: number };

  it('names the completed tournaments’ champions, the best rounds, the most titles and the season’s leaders', async () => {
    const { tournamentEntries } = await import('@/lib/member-api/db/schema');
    const { and, eq } = await import('drizzle-orm');
    const body = await fame();
    expect(body).toMatchObject({ code: 200, season: 2025 });
    // Only the completed tournament has a champion (not the ready, cancelled or playing ones); it is decided on gross (rank type 0).
    expect(body.champions.map((c) => [c.tournamentno, c.tournamentname, c.scoretype])).toEqual([[fixture.completed, 'Spring Classic', 'stroke']]);
    const [winner] = await connection.db
      .select({ playerPk: tournamentEntries.playerPk, gross: tournamentEntries.gross })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentno, fixture.completed), eq(tournamentEntries.rankGross, 1)));
    expect(body.champions[0]).toMatchObject({ player_pk: winner.playerPk, score: winner.gross, shopname: fixture.storeNames[0] });
    expect((await fame('ko')).champions[0].tournamentname).toBe('봄 클래식');
    // Best rounds: lowest to par first, the champion's among them.
    const toPars = body.records.map((r) => r.to_par);
    expect(toPars).toEqual([...toPars].sort((a, b) => a - b));
    expect(body.records).toHaveLength(5);
    expect(body.records[0].gross - body.records[0].to_par).toBe(72);
    // Two players won once each: they share first place.
    expect(body.titles.map((t) => [t.rank, t.wins])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    // The leaders are the season standings' first five, the same rows as the leaderboard's.
    const standings = await board({ season: 2025, pagesize: 5 });
    expect(body.leaders).toEqual(standings.pointleaderboardlist);
  });

  it('keeps a withdrawn champion’s title without the name, and leaves the member out of the live leaders', async () => {
    const { players } = await import('@/lib/member-api/db/schema');
    const { eq } = await import('drizzle-orm');
    const before = await fame();
    const champion = before.champions[0].player_pk;
    const leader = before.leaders[0].player_pk;
    await connection.db.update(players).set({ status: 'withdrawn' }).where(eq(players.playerPk, champion));
    await connection.db.update(players).set({ status: 'withdrawn' }).where(eq(players.playerPk, leader));
    try {
      const after = await fame();
      expect(after.champions[0]).toMatchObject({ player_pk: 0, nickname: '', tournamentno: fixture.completed });
      expect(after.leaders.map((row) => row.player_pk)).not.toContain(leader);
      expect(after.leaders.map((row) => row.player_pk)).not.toContain(0);
    } finally {
      await connection.db.update(players).set({ status: 'active' }).where(eq(players.playerPk, champion));
      await connection.db.update(players).set({ status: 'active' }).where(eq(players.playerPk, leader));
    }
  });
});
