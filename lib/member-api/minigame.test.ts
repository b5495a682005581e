import { countries, courses, minigameEntries, minigameEvents, players, stores } from '@/lib/member-api/db/schema';
import type { Connection } from '@/lib/member-api/db/connect';
import { serveMemberApi } from '@/lib/member-api/http';
import { httpTransport } from '@/lib/upstream/http-transport';
import { serveOnLoopback, upstreamRoute } from '@/tests/support/serve';
import { useMemoryDatabase } from '@/tests/support/database';
import { dispatch } from './dispatch';
import { valueKind, valueOrder } from './minigame';

let connection: Connection;
let server: { url: string; close: () => Promise<void> };
const ids: Record<string, number> = {};
const pks: number[] = [];

type RankBody = { code: number; minigame: { eventname: string; valuekind: string; valueorder: string; shopname: string }; minigameranklist: { rank: number; nickname: string; value: number }[]; minigameranklistcnt: number };

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const { db } = connection;
  const [country] = await db.insert(countries).values({ code: 'KOR', nameEn: 'Korea', nameKo: '대한민국', filter: 'KOR', defaultTimezone: 'Asia/Seoul' }).returning();
  const [store] = await db
    .insert(stores)
    .values({ name: 'Gangnam Central', nameKo: '강남 센트럴', countryno: country.countryno, city: 'Seoul', address: '1 Teheran-ro', storeType: 1, timezone: 'Asia/Seoul', latitude: 37.5, longitude: 127 })
    .returning();
  const [course] = await db.insert(courses).values({ name: 'Pine Valley', nameKo: '파인 밸리', countryno: country.countryno, region: 'Gyeonggi', difficulty: 3, par: 72 }).returning();
  for (let i = 0; i < 6; i++) {
    const [p] = await db
      .insert(players)
      .values({ playerId: `gamer${i}`, email: `gamer${i}@example.com`, nickname: i === 5 ? 'Zed' : `Gamer${i}`, firstname: 'G', lastname: 'M', timezone: 'Asia/Seoul', gender: 'M', status: 'active' })
      .returning();
    pks.push(p.playerPk);
  }
  const base = { shopno: store.shopno, courseno: course.courseno, holeNo: 7, winnerCount: 3 };
  const events = await db
    .insert(minigameEvents)
    .values([
      { ...base, name: 'Longest drive week', nameKo: '롱기스트 주간', eventType: 9, status: 2, prize: 'Driver', prizeKo: '드라이버', startsAt: new Date('2025-01-01'), endsAt: new Date('2025-01-08') },
      { ...base, name: 'Nearpin challenge', nameKo: '니어핀 챌린지', eventType: 10, status: 1, startsAt: new Date('2025-02-01'), endsAt: new Date('2025-02-08') },
      { ...base, name: 'Birdie hunt', eventType: 7, status: 0, startsAt: new Date('2025-03-01'), endsAt: new Date('2025-03-08') },
      { ...base, name: 'Cancelled albatross', eventType: 2, status: 3, startsAt: new Date('2025-04-01'), endsAt: new Date('2025-04-08') },
    ])
    .returning();
  [ids.longest, ids.nearpin, ids.birdie, ids.cancelled] = events.map((e) => e.eventno);
  const at = (d: number) => new Date(Date.UTC(2025, 0, d));
  await db.insert(minigameEntries).values([
    // Longest: 250.5 > 240 = 240 (earlier first) > 210 ...
    { eventno: ids.longest, playerPk: pks[0], shopno: store.shopno, value: 240, achievedAt: at(3), isWinner: true },
    { eventno: ids.longest, playerPk: pks[1], shopno: store.shopno, value: 250.5, achievedAt: at(4), isWinner: true, prize: 'Signed driver' },
    { eventno: ids.longest, playerPk: pks[2], value: 240, achievedAt: at(2), isWinner: true },
    { eventno: ids.longest, playerPk: pks[3], value: 210, achievedAt: at(2) },
    { eventno: ids.longest, playerPk: pks[4], value: 199, achievedAt: at(2) },
    { eventno: ids.longest, playerPk: pks[5], value: 150, achievedAt: at(2) },
    // Nearpin: the shortest distance wins.
    { eventno: ids.nearpin, playerPk: pks[0], value: 3.2, achievedAt: at(5) },
    { eventno: ids.nearpin, playerPk: pks[1], value: 0.8, achievedAt: at(5) },
    { eventno: ids.nearpin, playerPk: pks[2], value: 12.5, achievedAt: at(5) },
    // Birdie count: most first.
    { eventno: ids.birdie, playerPk: pks[3], value: 2, achievedAt: at(5) },
    { eventno: ids.birdie, playerPk: pks[4], value: 5, achievedAt: at(5) },
  ]);
  server = await serveOnLoopback(upstreamRoute(serveMemberApi));
});

afterAll(async () => {
  await server.close();
  await connection.close();
});

describe('event type rules', () => {
  it('measures distance for longest and nearpin types, a count for the others, nearest pin first', () => {
    expect([9, 10, 11, 12].map(valueKind)).toEqual(['distance', 'distance', 'distance', 'distance']);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].every((t) => valueKind(t) === 'count')).toBe(true);
    expect([9, 10, 11, 12, 1].map(valueOrder)).toEqual(['desc', 'asc', 'desc', 'asc', 'desc']);
  });
});

describe('mini-game list', () => {
  it('lists playing first, then ready, completed and cancelled', async () => {
    const body = (await dispatch('minigameList', {})) as { minigamelist: { eventno: number; entrycnt: number }[]; minigamelistcnt: number };
    expect(body.minigamelistcnt).toBe(4);
    expect(body.minigamelist.map((e) => e.eventno)).toEqual([ids.nearpin, ids.birdie, ids.longest, ids.cancelled]);
    expect(body.minigamelist.find((e) => e.eventno === ids.longest)?.entrycnt).toBe(6);
  });

  it('filters by status, type and name, and pages', async () => {
    const completed = (await dispatch('minigameList', { eventstatus: '2' })) as { minigamelist: { eventno: number }[] };
    expect(completed.minigamelist.map((e) => e.eventno)).toEqual([ids.longest]);
    const ready = (await dispatch('minigameList', { eventstatus: 0 })) as { minigamelist: { eventno: number }[] };
    expect(ready.minigamelist.map((e) => e.eventno)).toEqual([ids.birdie]);
    const nearpin = (await dispatch('minigameList', { eventtype: 10 })) as { minigamelistcnt: number };
    expect(nearpin.minigamelistcnt).toBe(1);
    const byKoreanName = (await dispatch('minigameList', { searchname: '롱기스트' })) as { minigamelist: { eventno: number }[] };
    expect(byKoreanName.minigamelist.map((e) => e.eventno)).toEqual([ids.longest]);
    const page2 = (await dispatch('minigameList', { pageno: 2, pagesize: 3 })) as { minigamelist: { eventno: number }[]; minigamelistcnt: number };
    expect(page2).toMatchObject({ minigamelistcnt: 4, pageno: 2, pagesize: 3 });
    expect(page2.minigamelist.map((e) => e.eventno)).toEqual([ids.cancelled]);
    expect(await dispatch('minigameList', { eventstatus: 7 })).toMatchObject({ code: 400, errors: { eventstatus: 'event.error.invalidFilter' } });
  });

  it('answers the Korean columns with English fallback', async () => {
    const body = (await dispatch('minigameList', { lang: 'ko' })) as { minigamelist: { eventno: number; eventname: string; shopname: string; coursename: string }[] };
    const longest = body.minigamelist.find((e) => e.eventno === ids.longest)!;
    expect(longest).toMatchObject({ eventname: '롱기스트 주간', shopname: '강남 센트럴', coursename: '파인 밸리' });
    expect(body.minigamelist.find((e) => e.eventno === ids.birdie)?.eventname).toBe('Birdie hunt');
  });
});

describe('mini-game ranking', () => {
  it('ranks the longest distance first, ties by who got there first', async () => {
    const body = (await dispatch('minigameRanking', { eventno: ids.longest })) as RankBody;
    expect(body.minigame).toMatchObject({ eventname: 'Longest drive week', valuekind: 'distance', valueorder: 'desc', shopname: 'Gangnam Central' });
    expect(body.minigameranklist.map((r) => [r.rank, r.nickname, r.value])).toEqual([
      [1, 'Gamer1', 250.5],
      [2, 'Gamer2', 240],
      [3, 'Gamer0', 240],
      [4, 'Gamer3', 210],
      [5, 'Gamer4', 199],
      [6, 'Zed', 150],
    ]);
  });

  it('ranks the nearest pin first and the highest count first', async () => {
    const nearpin = (await dispatch('minigameRanking', { eventno: ids.nearpin })) as RankBody;
    expect(nearpin.minigame.valueorder).toBe('asc');
    expect(nearpin.minigameranklist.map((r) => r.value)).toEqual([0.8, 3.2, 12.5]);
    const birdie = (await dispatch('minigameRanking', { eventno: ids.birdie })) as RankBody;
    expect(birdie.minigame.valuekind).toBe('count');
    expect(birdie.minigameranklist.map((r) => r.value)).toEqual([5, 2]);
  });

  it('pages and searches without changing the places', async () => {
    const page2 = (await dispatch('minigameRanking', { eventno: ids.longest, pageno: 2, pagesize: 4 })) as RankBody;
    expect(page2.minigameranklistcnt).toBe(6);
    expect(page2.minigameranklist.map((r) => r.rank)).toEqual([5, 6]);
    const zed = (await dispatch('minigameRanking', { eventno: ids.longest, searchname: 'zed' })) as RankBody;
    expect(zed.minigameranklistcnt).toBe(1);
    expect(zed.minigameranklist[0]).toMatchObject({ rank: 6, nickname: 'Zed' });
  });

  it("keeps a withdrawn or blocked member's place without a name, and their old nickname finds nothing", async () => {
    const { eq } = await import('drizzle-orm');
    for (const status of ['withdrawn', 'blocked'] as const) {
      await connection.db.update(players).set({ status }).where(eq(players.playerPk, pks[5]));
      const all = (await dispatch('minigameRanking', { eventno: ids.longest })) as RankBody & { minigameranklist: { player_pk: number }[] };
      expect(all.minigameranklist[5]).toMatchObject({ rank: 6, player_pk: 0, nickname: '', value: 150 });
      const search = (await dispatch('minigameRanking', { eventno: ids.longest, searchname: 'zed' })) as RankBody;
      expect(search.minigameranklistcnt).toBe(0);
      expect(search.minigameranklist).toEqual([]);
    }
    await connection.db.update(players).set({ status: 'active' }).where(eq(players.playerPk, pks[5]));
    expect(((await dispatch('minigameRanking', { eventno: ids.longest, searchname: 'zed' })) as RankBody).minigameranklistcnt).toBe(1);
  });

  it('answers not found for an unknown event', async () => {
    expect(await dispatch('minigameRanking', { eventno: 999999 })).toEqual({ code: 404, message: 'minigame.error.notFound' });
    expect(await dispatch('winMinigameView', { eventno: 999999 })).toEqual({ code: 404, message: 'minigame.error.notFound' });
  });
});

describe('mini-game winners', () => {
  it('lists only events with winners, each with its first three', async () => {
    const body = (await dispatch('winMinigameList', { lang: 'ko' })) as {
      winaminigamelist: { eventno: number; winnerlistcnt: number; winners: { rank: number; nickname: string; prize: string }[] }[];
      winaminigamelistcnt: number;
    };
    expect(body.winaminigamelistcnt).toBe(1);
    expect(body.winaminigamelist[0]).toMatchObject({ eventno: ids.longest, winnerlistcnt: 3 });
    expect(body.winaminigamelist[0].winners.map((w) => [w.rank, w.nickname, w.prize])).toEqual([
      [1, 'Gamer1', 'Signed driver'],
      [2, 'Gamer2', '드라이버'],
      [3, 'Gamer0', '드라이버'],
    ]);
    const none = (await dispatch('winMinigameList', { eventtype: 10 })) as { winaminigamelistcnt: number };
    expect(none.winaminigamelistcnt).toBe(0);
  });

  it("answers one event's winners", async () => {
    const body = (await dispatch('winMinigameView', { eventno: ids.longest })) as { winnerlist: { nickname: string }[]; winnerlistcnt: number };
    expect(body.winnerlistcnt).toBe(3);
    expect(body.winnerlist.map((w) => w.nickname)).toEqual(['Gamer1', 'Gamer2', 'Gamer0']);
  });
});

describe('the event calls over real HTTP', () => {
  it('serve the same answers as in process, path parameters and query included', async () => {
    const transport = httpTransport(`${server.url}/upstream`, 5000);
    const overHttp = await transport('minigameRanking', { eventno: ids.longest, pageno: 1, pagesize: 3, lang: 'ko' }, {});
    const inProcess = await dispatch('minigameRanking', { eventno: ids.longest, pageno: 1, pagesize: 3, lang: 'ko' });
    expect(overHttp).toEqual(JSON.parse(JSON.stringify(inProcess)));
    const response = await fetch(`${server.url}/upstream/event/minigamelist?eventstatus=1&pagesize=10`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 200, message: 'success', minigamelistcnt: 1, pageno: 1, pagesize: 10 });
    const missing = await fetch(`${server.url}/upstream/event/winaminigamelist/999999`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 404, message: 'minigame.error.notFound' });
  });

  it('refuses a comment over HTTP without a bearer token', async () => {
    const response = await fetch(`${server.url}/upstream/event/lessoncommentwrite`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ lessonno: '1', body: 'hello' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'api.loginRequired' });
  });
});
