import 'server-only';
import { env } from '@/lib/shared/config/env';
import path from 'node:path';
import { getConnection, type Database } from './client';

/**
 * Runs once when the server starts: opens the database (applying migrations) and, on an empty
 * database, generates the demo network so a fresh machine shows a real-looking portal.
 */
export async function prepareDatabase(): Promise<void> {
  const started = Date.now();
  const { db, driver } = await getConnection();
  console.log(`[db] ${driver} ready, migrations ${env.migrateOnStart ? 'applied' : 'checked'} in ${Date.now() - started} ms`);
  await checkSecrets(db);
  if (!env.seedOnStart) {
    await writeDemoMedia(db);
    return;
  }
  // Instances starting together on an empty PostgreSQL database: one seeds, the others wait and find it full.
  if (env.databaseUrl) {
    const { ADVISORY_LOCKS, withAdvisoryLock } = await import('./migrations');
    await withAdvisoryLock(env.databaseUrl, ADVISORY_LOCKS.seed, 'generating the demo network', () => seedIfEmpty(db, started));
  } else {
    await seedIfEmpty(db, started);
  }
  await writeDemoMedia(db);
}

/**
 * Every instance must run with the secrets the database was first used with (issue 25): compared by
 * fingerprint, recorded on the first start. A mismatch stops the start (prepareDatabaseOrExit).
 */
async function checkSecrets(db: Database): Promise<void> {
  const { checkSecretFingerprints } = await import('./deployment-secrets');
  const { recorded, replaced } = await checkSecretFingerprints(db, { replace: env.recordSecrets });
  if (replaced.length) console.warn(`[secrets] RECORD_SECRETS=true: recorded this instance's ${replaced.join(', ')} as the database's own; instances still running with the old ones will refuse to restart`);
  else if (recorded) console.log('[secrets] fingerprints of SESSION_PASSWORD, NEXTAUTH_SECRET and VENUE_KEYS_SECRET recorded: every instance on this database must use the same');
}

async function seedIfEmpty(db: Database, started: number): Promise<void> {
  const { isDatabaseEmpty, seedDatabase } = await import('./seed');
  if (!(await isDatabaseEmpty(db))) return;
  console.log(`[db] empty database: generating the demo network (scale ${env.seedScale}) ...`);
  let lastPhase = '';
  const summary = await seedDatabase(db, {
    scale: env.seedScale,
    onProgress: (phase) => {
      if (phase !== lastPhase) console.log(`[db]   ${phase}`);
      lastPhase = phase;
    },
  });
  console.log(`[db] demo network ready in ${((Date.now() - started) / 1000).toFixed(1)} s`, summary);
}

/**
 * The files the demo rows name (swing clips, posters, resource PDFs), written into local storage when
 * missing, so every stored path the database names exists. A bucket (STORAGE_BASE_URL) is filled by
 * whoever runs it: nothing is uploaded from here.
 */
async function writeDemoMedia(db: Database): Promise<void> {
  if (env.storageBaseUrl) return;
  const started = Date.now();
  const { ensureDemoMedia } = await import('./seed/media');
  const written = await ensureDemoMedia(db, path.join(env.dataDir, 'storage'));
  if (written.clips || written.resources) {
    console.log(`[db] demo media written in ${((Date.now() - started) / 1000).toFixed(1)} s: ${written.clips} swing clips, ${written.resources} resource files`);
  }
}

/** A server without its database cannot serve anything: say why and stop rather than answer 500s. */
export async function prepareDatabaseOrExit(): Promise<void> {
  try {
    await prepareDatabase();
  } catch (error) {
    if (error instanceof Error && error.name === 'SecretsMismatchError') console.error(`[secrets] refusing to start: ${error.message}`);
    else console.error('[db] the database could not be prepared:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
