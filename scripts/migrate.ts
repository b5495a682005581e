/**
 * Brings the database's schema up to date, and nothing else: the first step of an upgrade
 * (deploy/README.md), run once before the instances of the new release start.
 *
 *   npm run db:migrate
 *
 * Opens the database like the app does: DATABASE_URL when set (under the same PostgreSQL advisory
 * lock instances take when they migrate at start, so it is safe while they start), else PGlite in
 * PGLITE_DIR or ${DATA_DIR:-./data}/pglite (which a running portal holds: stop it first).
 * Migrations only add (expand) while the previous release still runs: see the README's rule.
 */
import path from 'node:path';
import { connect } from '@/lib/member-api/db/connect';
import { migrationState } from '@/lib/member-api/db/migrations';

async function main() {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const pgliteDir = process.env.PGLITE_DIR?.trim() || path.join(path.resolve(process.env.DATA_DIR?.trim() || 'data'), 'pglite');
  const started = Date.now();
  const connection = await connect({ ...(databaseUrl ? { databaseUrl } : { pgliteDir }), migrate: true });
  try {
    const state = await migrationState(connection.db);
    console.log(
      `[db] ${connection.driver} schema up to date in ${Date.now() - started} ms: ${state.applied} of ${state.known} migrations applied, latest ${state.latest ?? 'none'}` +
        (state.newer ? ` (${state.newer} newer migration${state.newer > 1 ? 's' : ''} from a later release are there too)` : ''),
    );
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(`[db] migrating failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
