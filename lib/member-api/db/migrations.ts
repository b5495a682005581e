import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './connect';

/** The schema's migrations, in order (drizzle-kit's journal beside the SQL files). */
export const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

interface JournalEntry {
  tag: string;
  when: number;
}

export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/**
 * PostgreSQL advisory lock keys (one number per database, shared by every process on it): taken
 * around migrating, and around seeding an empty database, so instances starting together take turns.
 */
export const ADVISORY_LOCKS = { migrate: 7_262_025_001, seed: 7_262_025_002 } as const;

/**
 * Runs `work` while holding a session-level advisory lock on its own connection. Another process
 * holding it makes this one wait (it says so once); a holder that dies (kill -9, a lost connection)
 * releases it with its session, so nobody waits for a crashed instance.
 */
export async function withAdvisoryLock<T>(databaseUrl: string, key: number, what: string, work: () => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    const [{ locked }] = (await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])).rows;
    if (!locked) {
      console.log(`[db] another instance is ${what}: waiting for it`);
      await client.query('select pg_advisory_lock($1)', [key]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

export interface MigrationState {
  /** Migrations in the code's journal. */
  known: number;
  /** Of those, applied to the database. */
  applied: number;
  /** The newest applied migration's tag (undefined on an empty database). */
  latest?: string;
  /** Applied migrations this code does not know (the database was migrated by a newer release). */
  newer: number;
}

/** Where the database's schema stands against this code's migrations (drizzle's own bookkeeping table). */
export async function migrationState(db: Database): Promise<MigrationState> {
  const journal = migrationJournal();
  let stamps: number[] = [];
  try {
    // Both drivers answer { rows } (node-postgres and PGlite).
    const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as { rows: { created_at: string | number }[] };
    stamps = result.rows.map((row) => Number(row.created_at));
  } catch {
    // No bookkeeping table: nothing was ever migrated.
  }
  const applied = new Set(stamps);
  const appliedEntries = journal.filter((entry) => applied.has(entry.when));
  return {
    known: journal.length,
    applied: appliedEntries.length,
    latest: appliedEntries.at(-1)?.tag,
    newer: stamps.filter((stamp) => !journal.some((entry) => entry.when === stamp)).length,
  };
}

/**
 * With MIGRATE_ON_START=false the operator migrates (npm run db:migrate) before starting a release:
 * a database behind this code stops the start here rather than failing on a missing column later.
 */
export async function assertMigrated(db: Database): Promise<void> {
  const state = await migrationState(db);
  if (state.applied < state.known) {
    throw new Error(
      `The database schema is behind this release (${state.applied} of ${state.known} migrations applied${state.latest ? `, latest ${state.latest}` : ''}) ` +
        'and MIGRATE_ON_START=false: run `npm run db:migrate` with the same DATABASE_URL first, then start the instances.',
    );
  }
}
