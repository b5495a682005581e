import 'server-only';
import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDirectoryLock } from './lock';
import { ADVISORY_LOCKS, assertMigrated, migrationsFolder, withAdvisoryLock } from './migrations';
import { registerSnapshot } from './snapshot';
import { databaseTimeouts } from './timeouts';
import { registerMetricSource } from '@/lib/shared/observability/count.mjs';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Connection {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PostgreSQL by URL, or PGlite in a folder (memory:// for a throw-away one), by default on a thread
 * of its own (lib/member-api/db/pglite-thread.ts); `pgliteThread: 'main'` runs it in this thread as before.
 * `migrate: false` (MIGRATE_ON_START=false on a server) only checks that the schema is up to date:
 * the operator runs `npm run db:migrate` before starting a release. `'as-is'` neither migrates nor
 * checks (a backup copies the database as it is, before or after an upgrade).
 */
export type ConnectOptions = ({ databaseUrl: string } | { pgliteDir: string; pgliteThread?: 'worker' | 'main' }) & { migrate?: boolean | 'as-is' };

/** Opens the database named by the options and brings its schema up to date. */
export async function connect(options: ConnectOptions): Promise<Connection> {
  if ('databaseUrl' in options) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // Nothing waits on the database for ever (ASVS 16.5.3, issue 25 item 5): a connection is opened
    // within DB_CONNECT_TIMEOUT_MS (3 s), a statement runs at most DB_STATEMENT_TIMEOUT_MS (5 s) on the
    // server (and the client gives up 2 s later if the server itself is gone), a transaction left idle
    // is ended; a broken connection is dropped from the pool (the 'error' listener keeps it from
    // crashing the process), so the pool heals by itself when the server is back. Callers answer such
    // a failure 503 with Retry-After (lib/member-api/db/failure.ts).
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: databaseTimeouts().connectMs,
      statement_timeout: databaseTimeouts().statementMs,
      query_timeout: databaseTimeouts().statementMs + 2_000,
      idle_in_transaction_session_timeout: 30_000,
      keepAlive: true,
    });
    pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
    registerMetricSource('dbPool', () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    const db = drizzle(pool, { schema });
    // Instances starting together on one database take turns (issue 25): drizzle's migrator is not
    // safe to run twice at once (both create its bookkeeping table and the first migration's tables).
    if (options.migrate === false) await assertMigrated(db as unknown as Database);
    else if (options.migrate !== 'as-is') await withAdvisoryLock(options.databaseUrl, ADVISORY_LOCKS.migrate, 'migrating the database', () => migrate(db, { migrationsFolder }));
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }

  const inMemory = options.pgliteDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    release = acquireDirectoryLock(options.pgliteDir);
  }
  try {
    const { drizzle } = await import('drizzle-orm/pglite');
    if (options.pgliteThread !== 'main') {
      const { startPgliteThread } = await import('./pglite-thread');
      // The worker opens the database and applies the migrations on its own thread.
      const thread = await startPgliteThread(options.pgliteDir, migrationsFolder, { migrate: options.migrate !== false && options.migrate !== 'as-is' });
      const db = drizzle(thread as unknown as PGlite, { schema }) as unknown as Database;
      if (options.migrate === false) await assertMigrated(db);
      // The running server backs itself up (lib/member-api/jobs/backup.ts): PGlite's folder is one process's.
      if (!inMemory) registerSnapshot(db, () => thread.dumpDataDir());
      return {
        db,
        driver: 'pglite',
        close: async () => {
          await thread.close();
          release();
        },
      };
    }
    const [{ PGlite }, { migrate }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite/migrator')]);
    // Booking (issue 23): btree_gist for the bookings' exclusion constraint (migration booking_sql).
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const client = await PGlite.create(options.pgliteDir, { extensions: { btree_gist } });
    const db = drizzle(client, { schema });
    if (options.migrate === false) await assertMigrated(db as unknown as Database);
    else if (options.migrate !== 'as-is') await migrate(db, { migrationsFolder });
    if (!inMemory) registerSnapshot(db as unknown as Database, () => client.dumpDataDir('gzip'));
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
