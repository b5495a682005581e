import pg from 'pg';
import { connect, type Connection } from '@/lib/member-api/db/connect';

/**
 * A throw-away PGlite database in memory, migrated, installed as the process's database so that
 * member-API handlers (which call getDb()) use it. Call `close` in afterAll.
 */
export async function useMemoryDatabase(): Promise<Connection> {
  const connection = await connect({ pgliteDir: 'memory://' });
  (globalThis as Record<symbol, unknown>)[Symbol.for('clubhouse.database')] = Promise.resolve(connection);
  return connection;
}

/** A throw-away database on the local PostgreSQL server, migrated; `drop` closes it and drops it. */
export interface PostgresTestDatabase {
  connection: Connection;
  /** Its connection URL, for a child process to open it too. */
  url: string;
  drop(): Promise<void>;
}

const adminUrl = () => process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates a database with a random name (starting with `prefix`) on PG_TEST_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres) and connects to it. Undefined, with a warning that
 * says why, when no PostgreSQL server answers: the test then skips (design.md §3).
 */
export async function createPostgresDatabase(prefix: string): Promise<PostgresTestDatabase | undefined> {
  const admin = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`SKIPPED: no PostgreSQL server at ${adminUrl().replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`);
    return undefined;
  }
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  try {
    await admin.query(`create database ${name}`);
    const parsed = new URL(adminUrl());
    parsed.pathname = `/${name}`;
    const url = parsed.toString();
    const connection = await connect({ databaseUrl: url });
    return {
      connection,
      url,
      drop: async () => {
        try {
          await connection.close();
          // A connection the pool is still closing would stop a plain drop: forced only then.
          await admin.query(`drop database if exists ${name}`).catch(() => admin.query(`drop database if exists ${name} with (force)`));
        } finally {
          await admin.end();
        }
      },
    };
  } catch (error) {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    throw error;
  }
}
