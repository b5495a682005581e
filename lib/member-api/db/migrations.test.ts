import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connect, type Connection } from './connect';
import { migrationJournal, migrationState } from './migrations';

/**
 * Several instances starting together on one fresh PostgreSQL database (issue 25): each migrates at
 * start, under the advisory lock, and all come up with the whole schema; none fails on a table
 * another one created a moment before. And MIGRATE_ON_START=false (connect's `migrate: false`)
 * refuses a schema behind the code, naming the command that fixes it. Skipped, and said so, without
 * a PostgreSQL server.
 */
const adminUrl = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

describe('migrating one PostgreSQL database from several processes at once', () => {
  let admin: pg.Client | undefined;
  let name: string;
  let url: string;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
    } catch (error) {
      console.warn(`SKIPPED: no PostgreSQL server at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`);
      return;
    }
    admin = client;
    name = `clubhouse_migrate_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
    await admin.query(`create database ${name}`);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });

  afterAll(async () => {
    if (!admin) return;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('refuses to start without migrating when MIGRATE_ON_START=false and the schema is behind', async () => {
    if (!admin) return;
    await expect(connect({ databaseUrl: url, migrate: false })).rejects.toThrow(/0 of \d+ migrations applied.*npm run db:migrate/);
  });

  it('brings up five migrators started together on an empty database, each with the whole schema', async () => {
    if (!admin) return;
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => connect({ databaseUrl: url })));
    const connections = results.filter((result): result is PromiseFulfilledResult<Connection> => result.status === 'fulfilled').map((result) => result.value);
    try {
      const failures = results.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason));
      expect(failures).toEqual([]);
      for (const connection of connections) {
        const state = await migrationState(connection.db);
        expect(state).toMatchObject({ known: migrationJournal().length, applied: migrationJournal().length, newer: 0, latest: migrationJournal().at(-1)!.tag });
      }
      // Each migration recorded once, not once per migrator.
      const { rows } = (await connections[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(rows[0].n).toBe(migrationJournal().length);
      // And a start that only checks the schema now comes up.
      const checked = await connect({ databaseUrl: url, migrate: false });
      await checked.close();
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
    }
  }, 120_000);
});
