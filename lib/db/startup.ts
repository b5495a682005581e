import 'server-only';
import { env } from '@/lib/config/env';
import path from 'node:path';
import { getConnection, type Database } from './client';

/**
 * Runs once when the server starts: opens the database (applying migrations) and, on an empty
 * database, generates the demo network so a fresh machine shows a real-looking portal.
 */
export async function prepareDatabase(): Promise<void> {
  const started = Date.now();
  const { db, driver } = await getConnection();
  console.log(`[db] ${driver} ready, migrations applied in ${Date.now() - started} ms`);
  if (!env.seedOnStart) {
    await writeDemoMedia(db);
    return;
  }
  const { isDatabaseEmpty, seedDatabase } = await import('./seed');
  if (!(await isDatabaseEmpty(db))) {
    await writeDemoMedia(db);
    return;
  }
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
  await writeDemoMedia(db);
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
    console.error('[db] the database could not be prepared:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
