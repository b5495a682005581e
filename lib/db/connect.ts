import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDirectoryLock } from './lock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Connection {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type ConnectOptions = { databaseUrl: string } | { pgliteDir: string };

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

/** Opens the database named by the options and brings its schema up to date. */
export async function connect(options: ConnectOptions): Promise<Connection> {
  if ('databaseUrl' in options) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // Nothing waits on the database for ever (ASVS 16.5.3): a connection is opened within 5 s, a
    // statement runs at most 15 s on the server (and the client gives up 5 s later if the server
    // itself is gone), a transaction left idle is ended; a broken connection is dropped from the
    // pool (the 'error' listener keeps it from crashing the process), so the pool heals by itself
    // when the server is back.
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 15_000,
      query_timeout: 20_000,
      idle_in_transaction_session_timeout: 30_000,
      keepAlive: true,
    });
    pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = options.pgliteDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    release = acquireDirectoryLock(options.pgliteDir);
  }
  try {
    const client = await PGlite.create(inMemory ? options.pgliteDir : options.pgliteDir);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
