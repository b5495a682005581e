import 'server-only';
import { env } from '@/lib/config/env';
import { getConnection } from './client';

/**
 * Runs once when the server starts: opens the database (applying migrations) and, on an empty
 * database, generates the demo network so a fresh machine shows a real-looking portal.
 */
export async function prepareDatabase(): Promise<void> {
  const started = Date.now();
  const { db, driver } = await getConnection();
  console.log(`[db] ${driver} ready, migrations applied in ${Date.now() - started} ms`);
  if (!env.seedOnStart) return;
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

/** A server without its database cannot serve anything: say why and stop rather than answer 500s. */
export async function prepareDatabaseOrExit(): Promise<void> {
  try {
    await prepareDatabase();
  } catch (error) {
    console.error('[db] the database could not be prepared:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
