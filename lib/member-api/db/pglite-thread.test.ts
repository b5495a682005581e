/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { runInRequestScope } from '@/server/request-scope.mjs';
import { connect, type Connection } from './connect';

// The embedded database on its own thread (lib/member-api/db/pglite-worker.mjs), through drizzle as the app uses it.
let connection: Connection;
beforeAll(async () => {
  connection = await connect({ pgliteDir: 'memory://' });
  await connection.db.execute(sql`create table thread_test (id int primary key, note text)`);
}, 120_000);
afterAll(() => connection?.close());

type Rows<T> = { rows: T[] };
const rowsOf = async <T,>(query: ReturnType<typeof sql>) => ((await connection.db.execute(query)) as unknown as Rows<T>).rows;
const ids = async () => (await rowsOf<{ id: number }>(sql`select id from thread_test order by id`)).map((row) => row.id);

describe('PGlite on its own thread', () => {
  it('commits a transaction, rolls one back on an error, and keeps the error fields the code reads', async () => {
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7, 1)`);
      await tx.execute(sql`insert into thread_test values (1, 'kept')`);
    });
    const failure = await connection.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_test values (2, 'dropped')`);
        await tx.execute(sql`insert into thread_test values (1, 'duplicate')`);
      })
      .catch((error: { cause?: { code?: string; constraint?: string } }) => error);
    expect((failure as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect((failure as { cause?: { constraint?: string } }).cause?.constraint).toBe('thread_test_pkey');
    expect(await ids()).toEqual([1]);
  });

  it('makes a query from outside wait for an open transaction, as one process did', async () => {
    let outsideSaw: number[] | undefined;
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_test values (10, 'a')`);
      ids().then((seen) => (outsideSaw = seen));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`insert into thread_test values (11, 'b')`);
      expect(outsideSaw).toBeUndefined();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideSaw).toEqual([1, 10, 11]);
  });

  it('hands timestamps and json back as the pglite driver does', async () => {
    const [row] = await rowsOf<{ at: string; doc: { a: number } }>(sql`select '2026-01-02T03:04:05Z'::timestamptz as at, '{"a":1}'::jsonb as doc`);
    expect(typeof row.at).toBe('string');
    expect(new Date(row.at).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(row.doc).toEqual({ a: 1 });
  });

  it('lets one request have at most 4 queries at the database at once, and finishes them all when its client leaves', async () => {
    const res = Object.assign(new EventEmitter(), { writableFinished: false });
    let atOnce = 0;
    let most = 0;
    const outcomes = runInRequestScope(res, () =>
      Array.from({ length: 10 }, async () => {
        // Counted from the query's start (behind the request's own line) to its answer.
        await connection.db.execute(sql`select 1`);
        atOnce++;
        most = Math.max(most, atOnce);
        await connection.db.execute(sql`select pg_sleep(0.02)`);
        atOnce--;
        return 'answered';
      }),
    );
    // A client that leaves drops nothing: the render may be filling the page cache, or be a background
    // revalidation that runs in the request's scope, and others wait on it.
    res.emit('close');
    const settled = await Promise.all(outcomes);
    expect(settled.every((outcome) => outcome === 'answered')).toBe(true);
    expect(most).toBeGreaterThan(0);
    // Outside any request nothing is held back.
    expect(await Promise.all(Array.from({ length: 10 }, () => connection.db.execute(sql`select 1`)))).toHaveLength(10);
  });
});
