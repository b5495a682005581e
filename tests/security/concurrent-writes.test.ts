import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connect, type Connection } from '@/lib/member-api/db/connect';

/**
 * Security requirement 33, second half: 100 concurrent writes to the embedded database (PGlite in a
 * directory, as `npm start` runs it without DATABASE_URL) through the portal's own connection leave
 * it consistent, also after it is closed and opened again. Half are read-modify-write transactions
 * on one shared counter (a lost update would show as a count below 50), half race for 10 unique
 * keys (exactly one row per key must survive, the others refused by the index). Afterwards the rows
 * read the same through the index and through a sequential scan. (The first half of requirement 33,
 * a second process refused on the same directory: lib/member-api/db/lock.test.ts.)
 */
let dir: string;
let connection: Connection | undefined;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-concurrency-'));
});

afterAll(async () => {
  await connection?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = async (db: Connection['db'], query: ReturnType<typeof sql>) => Number(((await db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0].n);

describe('the embedded database under concurrent writes', () => {
  it('(req. 33): 100 concurrent writes, half on one counter and half racing for unique keys, lose nothing and corrupt nothing, across a reopen', async () => {
    connection = await connect({ pgliteDir: dir });
    const { db } = connection;
    await db.execute(sql`create table probe_counter (id int primary key, n int not null)`);
    await db.execute(sql`insert into probe_counter values (1, 0)`);
    await db.execute(sql`create table probe_claim (key text primary key, writer int not null, at timestamptz not null default now())`);

    const writes = Array.from({ length: 100 }, (_, writer) =>
      writer % 2 === 0
        ? db.transaction(async (tx) => {
            const [{ n }] = ((await tx.execute(sql`select n from probe_counter where id = 1 for update`)) as unknown as { rows: { n: number }[] }).rows;
            await tx.execute(sql`update probe_counter set n = ${n + 1} where id = 1`);
            return 'counted';
          })
        : db
            .execute(sql`insert into probe_claim (key, writer) values (${`key-${writer % 10}`}, ${writer})`)
            .then(() => 'claimed')
            .catch((error: unknown) => (/unique|duplicate/i.test(String((error as { cause?: unknown })?.cause ?? error)) ? 'refused' : Promise.reject(error))),
    );
    const outcomes = await Promise.all(writes);
    expect(outcomes.filter((outcome) => outcome === 'counted')).toHaveLength(50);
    expect(outcomes.filter((outcome) => outcome === 'claimed')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(45);

    await connection.close();
    connection = await connect({ pgliteDir: dir });
    const reopened = connection.db;
    expect(await count(reopened, sql`select n from probe_counter where id = 1`)).toBe(50);
    expect(await count(reopened, sql`select count(*) as n from probe_claim`)).toBe(5);
    // The primary-key index and the table agree: every row found by a sequential scan is found by the index.
    await reopened.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      expect(await count(tx as unknown as Connection['db'], sql`select count(*) as n from probe_claim where key like 'key-%'`)).toBe(5);
      for (let key = 1; key < 10; key += 2) expect(await count(tx as unknown as Connection['db'], sql`select count(*) as n from probe_claim where key = ${`key-${key}`}`)).toBe(1);
    });
    expect(await count(reopened, sql`select count(distinct key) as n from probe_claim`)).toBe(5);
  }, 60_000);
});
