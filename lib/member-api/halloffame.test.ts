import type { Connection } from '@/lib/db/connect';
import { courses, rounds } from '@/lib/db/schema';
import type { HallOfFameStats, PointLeaderboard } from '@/lib/upstream/operations/halloffame';
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
