// Prepares the end-to-end tests' temporary database before the app opens it: the demo network,
// then the test-only rows of tests/e2e/fixtures/*.ts (things no shipped code path may create,
// such as a notice carrying a script tag), then the operator console's staff and their one-use
// enrolment links (to E2E_CONSOLE_LINKS_FILE). Run by scripts/e2e-server.mjs; PGlite allows one process.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { connect } from '@/lib/member-api/db/connect';
import { isDatabaseEmpty, seedDatabase } from '@/lib/member-api/db/seed';
import { enrolFromCli } from '@/lib/portal/staff/cli-enrolment';
import { env } from '@/lib/shared/config/env';
import { consoleStaff } from '@/tests/e2e/support/console-staff';

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
    const linksFile = process.env.E2E_CONSOLE_LINKS_FILE;
    if (linksFile) {
      const links: Record<string, string> = {};
      for (const [who, enrolment] of Object.entries(consoleStaff(Number(process.env.E2E_MANAGED_VENUE)))) {
        links[who] = (await enrolFromCli(connection.db, enrolment, env.appUrl)).link;
      }
      fs.writeFileSync(linksFile, JSON.stringify(links));
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
