// Prepares the end-to-end tests' temporary database before the app opens it: the demo network,
// then the test-only rows of tests/e2e/fixtures/*.ts (things no shipped code path may create,
// such as a notice carrying a script tag). Run by scripts/e2e-server.mjs; PGlite allows one process.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { connect } from '@/lib/member-api/db/connect';
import { isDatabaseEmpty, seedDatabase } from '@/lib/member-api/db/seed';

async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const connection = await connect({ pgliteDir: process.env.PGLITE_DIR ?? path.join(dataDir, 'pglite') });
  try {
    const started = Date.now();
    if (await isDatabaseEmpty(connection.db)) {
      await seedDatabase(connection.db, { scale: Number(process.env.SEED_SCALE ?? '1') });
    }
    const fixturesDir = path.resolve('tests/e2e/fixtures');
    const files = fs.existsSync(fixturesDir) ? fs.readdirSync(fixturesDir).filter((f) => f.endsWith('.ts')).sort() : [];
    for (const file of files) {
      const fixture = (await import(pathToFileURL(path.join(fixturesDir, file)).href)) as { default: (db: typeof connection.db) => Promise<void> };
      await fixture.default(connection.db);
    }
    console.log(`[e2e] database ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${files.length} fixture files)`);
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error('[e2e] could not prepare the database:', error);
  process.exit(1);
});
