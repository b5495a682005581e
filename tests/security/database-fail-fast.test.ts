import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isDatabaseFailure } from '@/lib/member-api/db/failure';
import { databaseTimeouts } from '@/lib/member-api/db/timeouts';
import { serveMemberApi } from '@/lib/member-api/http';
import { serveVenueRoundsNode } from '@/lib/member-api/venue/node-http';
import { createVenueKey } from '@/lib/member-api/venue/keys';
import { reranksSettled } from '@/lib/member-api/venue/rerank';
import { FIXTURE_PARS, insertVenueFixture } from '@/lib/member-api/venue/venue.fixture';
import { signedHeaders } from '@/lib/shared/venue/signature';
import { seededRandom, simulateRound } from '@/lib/shared/venue/simulated-round';
import { createPostgresDatabase, type PostgresTestDatabase } from '@/tests/support/database';
import { serveNodeOnLoopback } from '@/tests/support/serve';

/**
 * Issue 25 item 5, on the local PostgreSQL (skipped with a message without one): a stalled database
 * (the rounds table held by another session's LOCK TABLE) answers a bay within the statement timeout
 * with 503 and Retry-After, not a 500 after 20 s, and the same bay round posted again once the lock
 * is gone is stored once.
 */
let database: PostgresTestDatabase | undefined;

beforeAll(async () => {
  process.env.REDIS_URL = '';
  database = await createPostgresDatabase('failfast');
  if (database) (globalThis as Record<symbol, unknown>)[Symbol.for('clubhouse.database')] = Promise.resolve(database.connection);
}, 120_000);

afterAll(async () => {
  await reranksSettled();
  await database?.drop();
});

it('a round posted while the rounds table is locked answers 503 with Retry-After within the statement timeout; posted again, it is stored once', async () => {
  if (!database) return;
  const { db } = database.connection;
  const fixture = await insertVenueFixture(db);
  const key = await createVenueKey(db, fixture.venueA);
  const round = simulateRound({
    bayRoundId: 'bay-stalled-1',
    shopno: fixture.venueA,
    bay: 2,
    player: { player_pk: fixture.playerPks[0] },
    courseno: fixture.courseno,
    teeColour: 2,
    holes: FIXTURE_PARS.map((par) => ({ par, length: par * 95 })),
    skill: 10,
    random: seededRandom(7),
  });
  const server = await serveNodeOnLoopback((req, res) => serveVenueRoundsNode(req, res, { headers: { 'cache-control': 'no-store' } }));
  const post = async () => {
    const body = JSON.stringify(round);
    const response = await fetch(`${server.url}/venue/rounds`, { method: 'POST', headers: signedHeaders(key, body), body });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { code: number; message: string } };
  };
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table rounds in access exclusive mode');
    const started = Date.now();
    const stalled = await post();
    const elapsed = Date.now() - started;
    console.log(`stalled database (LOCK TABLE rounds): 503 after ${elapsed} ms (statement timeout ${databaseTimeouts().statementMs} ms)`);
    expect(stalled.status).toBe(503);
    expect(Number(stalled.retryAfter)).toBeGreaterThan(0);
    expect(stalled.body).toEqual({ code: 503, message: 'venue.error.unavailable' });
    expect(elapsed).toBeLessThan(databaseTimeouts().statementMs + 3_000);
  } finally {
    await holder.query('rollback').catch(() => {});
    await holder.end();
  }
  // The bay retries with the same bay round id: stored once, then answered as a repeat.
  const first = await post();
  const again = await post();
  expect(first.status).toBe(200);
  expect(again.status).toBe(200);
  expect(again.retryAfter).toBeNull();
  const stored = await db.execute(sql`select count(*)::int as n from rounds where shopno = ${fixture.venueA}`);
  expect((stored as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
  await server.close();
}, 60_000);


it('a member-API read over HTTP while its table is locked answers 503 with Retry-After within the statement timeout, not a 500', async () => {
  if (!database) return;
  const read = async () => {
    const response = await serveMemberApi(new Request('http://localhost/upstream/support/noticelist?lang=en'), ['support', 'noticelist']);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { code: number; message: string } };
  };
  const holder = new pg.Client({ connectionString: database.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('lock table notices in access exclusive mode');
    const started = Date.now();
    const stalled = await read();
    expect(stalled.status).toBe(503);
    expect(Number(stalled.retryAfter)).toBeGreaterThan(0);
    expect(stalled.body).toMatchObject({ code: 503, message: 'api.unavailable' });
    expect(Date.now() - started).toBeLessThan(databaseTimeouts().statementMs + 3_000);
  } finally {
    await holder.query('rollback').catch(() => {});
    await holder.end();
  }
  expect((await read()).status).toBe(200);
});
it('a refused connection, a statement timeout and a stopped embedded database are database failures; a constraint violation is not', () => {
  expect(isDatabaseFailure(Object.assign(new Error('Failed query: insert ...'), { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) }))).toBe(true);
  expect(isDatabaseFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
  expect(isDatabaseFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
  // The embedded database: its thread gone, or a data file taken from under it (SQLSTATE class 58).
  expect(isDatabaseFailure(Object.assign(new Error('Failed query: select 1'), { cause: new Error('the database thread stopped (1)') }))).toBe(true);
  expect(isDatabaseFailure(Object.assign(new Error('could not open file "base/5/1259": No such file or directory'), { code: '58P01' }))).toBe(true);
  expect(isDatabaseFailure(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
});
