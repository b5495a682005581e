import { and, eq, isNotNull, ne, notInArray } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { minigameEntries, minigameEvents, players, rounds, swingLessons, swings, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { DEMO, seedDatabase } from '@/lib/member-api/db/seed';
import { serveMemberApi } from '@/lib/member-api/http';
import { recordsOperations } from '@/lib/upstream/operations/records';
import { toFields } from '@/lib/upstream/wire';
import { serveOnLoopback, upstreamRoute } from '@/tests/support/serve';
import { useMemoryDatabase } from '@/tests/support/database';

/**
 * MyZone's record calls over real loopback HTTP in the wire format (issue 9): each answers 401
 * without a bearer token, 200 with the demo member's, 404 for an id of another member's round,
 * entry, event or swing, and ignores fields that would name another member or set a figure.
 */
jest.setTimeout(180_000);

let connection: Connection;
let server: { url: string; close: () => Promise<void> };
let demoToken: string;
let otherToken: string;
const ids = { demo: {} as Record<string, number>, other: {} as Record<string, number>, otherPk: 0, demoPk: 0 };

async function call(method: 'GET' | 'POST', path: string, fields: Record<string, unknown> = {}, token?: string) {
  const url = `${server.url}/upstream${path}`;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response =
    method === 'GET'
      ? await fetch(`${url}?${toFields(fields)}`, { headers })
      : await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: toFields(fields).toString() });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { code: number; message: string } };
}

async function login(playerId: string) {
  const { body } = await call('POST', '/login', { player_id: playerId, password: DEMO.password });
  return (body.loginresult as { token: string }).token;
}

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const db = connection.db;
  await seedDatabase(db, { scale: 0.02, now: new Date() });
  server = await serveOnLoopback(upstreamRoute(serveMemberApi));
  const [demo] = await db.select().from(players).where(eq(players.playerId, DEMO.playerId));
  // Another active member with rounds and a played tournament entry.
  const [other] = await db
    .selectDistinct({ playerPk: players.playerPk, playerId: players.playerId })
    .from(players)
    .innerJoin(tournamentEntries, eq(tournamentEntries.playerPk, players.playerPk))
    .innerJoin(rounds, eq(rounds.playerPk, players.playerPk))
    .where(and(eq(players.status, 'active'), ne(players.playerPk, demo.playerPk), isNotNull(players.playerId), isNotNull(tournamentEntries.gross)))
    .limit(1);
  ids.demoPk = demo.playerPk;
  ids.otherPk = other.playerPk;
  // The other member's tournament and event must be ones the demo member did not enter too.
  const demoTournaments = db.select({ no: tournamentEntries.tournamentno }).from(tournamentEntries).where(eq(tournamentEntries.playerPk, demo.playerPk));
  const demoEvents = db.select({ no: minigameEntries.eventno }).from(minigameEntries).where(eq(minigameEntries.playerPk, demo.playerPk));
  for (const [who, pk] of [['demo', demo.playerPk], ['other', other.playerPk]] as const) {
    const notDemo = who === 'other';
    const [round] = await db.select({ no: rounds.roundno }).from(rounds).where(eq(rounds.playerPk, pk)).limit(1);
    let [entry] = await db
      .select({ no: tournamentEntries.tournamentno })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.playerPk, pk), notDemo ? notInArray(tournamentEntries.tournamentno, demoTournaments) : undefined))
      .limit(1);
    if (!entry) {
      const [free] = await db.select({ no: tournaments.tournamentno }).from(tournaments).where(notInArray(tournaments.tournamentno, demoTournaments)).limit(1);
      await db.insert(tournamentEntries).values({ tournamentno: free.no, playerPk: pk, gender: 'M' });
      entry = free;
    }
    let [event] = await db
      .select({ no: minigameEntries.eventno })
      .from(minigameEntries)
      .where(and(eq(minigameEntries.playerPk, pk), notDemo ? notInArray(minigameEntries.eventno, demoEvents) : undefined))
      .limit(1);
    if (!event) {
      const [free] = await db.select({ no: minigameEvents.eventno }).from(minigameEvents).where(notDemo ? notInArray(minigameEvents.eventno, demoEvents) : undefined).limit(1);
      await db.insert(minigameEntries).values({ eventno: free.no, playerPk: pk, value: 1, achievedAt: new Date() });
      event = free;
    }
    let [swing] = await db.select({ no: swings.swingno }).from(swings).where(eq(swings.playerPk, pk)).limit(1);
    if (!swing) {
      [swing] = await db
        .insert(swings)
        .values({ playerPk: pk, recordedAt: new Date(), clubType: 1, clubSpeed: 45, ballSpeed: 66, launchAngle: 12, launchDirection: 0, backSpin: 2700, sideSpin: 0, carry: 215, total: 238, ballShape: 1 })
        .returning({ no: swings.swingno });
    }
    ids[who] = { roundno: round.no, tournamentno: entry.no, eventno: event.no, swingno: swing.no };
  }
  [demoToken, otherToken] = await Promise.all([login(DEMO.playerId), login(other.playerId!)]);
});

afterAll(async () => {
  await server?.close();
  await connection?.close();
});

/** Each call with the demo member's own ids filled in. */
const calls = Object.entries(recordsOperations).map(([name, operation]) => {
  const fill = (who: 'demo' | 'other') => {
    const fields: Record<string, unknown> = {};
    const path = operation.path.replace(/\{(\w+)\}/g, (_, field: string) => String(ids[who][field]));
    if (name === 'mySwingPublish') Object.assign(fields, { swingno: ids[who].swingno, title: 'My driver swing from the bay' });
    return { path, fields };
  };
  return { name, method: operation.method, fill, hasId: /\{\w+\}/.test(operation.path) || name === 'mySwingPublish' };
});

describe('records calls over HTTP', () => {
  it.each(calls.map((c) => [c.name, c]))('%s answers 401 without a token', async (_name, c) => {
    const { path, fields } = c.fill('demo');
    const { status, body } = await call(c.method, path, fields);
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it.each(calls.filter((c) => c.hasId).map((c) => [c.name, c]))('%s answers 404 for another member\'s id', async (_name, c) => {
    const { path, fields } = c.fill('other');
    const { status, body } = await call(c.method, path, fields, demoToken);
    expect(status).toBe(404);
    expect(body.code).toBe(404);
  });

  it.each(calls.filter((c) => c.name !== 'mySwingPublish').map((c) => [c.name, c]))('%s answers 200 for the member\'s own records', async (_name, c) => {
    const { path, fields } = c.fill('demo');
    const { status, body } = await call(c.method, path, fields, demoToken);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
  });

  it('lists only the caller\'s rounds, whatever player_pk, points or status say', async () => {
    const { body } = await call('GET', '/membership/myrecords/myrounds', { player_pk: ids.otherPk, points: 999, status: 'withdrawn', pagesize: 100 }, demoToken);
    const list = body.roundlist as { roundno: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((r) => r.roundno)).toContain(ids.demo.roundno);
    expect(list.map((r) => r.roundno)).not.toContain(ids.other.roundno);
    const other = await call('GET', '/membership/myrecords/myrounds', { pagesize: 100 }, otherToken);
    expect((other.body.roundlist as { roundno: number }[]).map((r) => r.roundno)).not.toContain(ids.demo.roundno);
  });

  it('a round answers its holes, shot statistics and handicap effect', async () => {
    const { body } = await call('GET', `/membership/myrecords/myroundsview/${ids.demo.roundno}`, {}, demoToken);
    const round = body.round as { holes: number; totalstrokes: number; holelist: { strokes: number }[]; stats: { scoring: Record<string, number> }; handicap: { nines: unknown[] } };
    expect(round.holelist).toHaveLength(round.holes);
    expect(round.holelist.reduce((sum, hole) => sum + hole.strokes, 0)).toBe(round.totalstrokes);
    expect(Object.values(round.stats.scoring).reduce((a, b) => a + b, 0)).toBe(round.holes);
    expect(round.handicap.nines.length).toBeGreaterThan(0);
  });

  it('publishes the member\'s own swing once as a netizen lesson under the caller\'s name (player_pk ignored)', async () => {
    const { status, body } = await call('POST', '/membership/myrecords/myswingpublish', { swingno: ids.demo.swingno, title: 'My driver swing from the bay', player_pk: ids.otherPk }, demoToken);
    expect(status).toBe(200);
    const [lesson] = await connection.db.select().from(swingLessons).where(eq(swingLessons.lessonno, body.lessonno as number));
    expect(lesson.playerPk).toBe(ids.demoPk);
    expect(lesson.title).toBe('My driver swing from the bay');
    const again = await call('POST', '/membership/myrecords/myswingpublish', { swingno: ids.demo.swingno, title: 'Again' }, demoToken);
    expect(again.status).toBe(409);
    const short = await call('POST', '/membership/myrecords/myswingpublish', { swingno: ids.demo.swingno, title: 'ab' }, demoToken);
    expect(short.body.code).toBe(400);
  });

  it('the dashboard\'s handicap steps agree with the handicap of its latest rounds', async () => {
    const { body } = await call('GET', '/membership/mydashboard', {}, demoToken);
    const dashboard = body.dashboard as { handicap: { current: number | null; steps: { window: { overPar: number; counted: boolean }[]; handicap: number | null }; history: { handicap: number | null }[] } };
    expect(dashboard.handicap.current).toBe(dashboard.handicap.steps.handicap);
    expect(dashboard.handicap.history.at(-1)?.handicap ?? null).toBe(dashboard.handicap.current);
  });
});
