// What the benchmarks that start their own portal share (scripts/bench-member.mjs,
// scripts/bench-booking.mjs): the checks before they start, their percentile and load figures, and a
// throw-away PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Exits with a message unless there is a production build and nothing answers on the bench's port yet. */
export async function requireBuildAndFreePort({ name, root, distDir, base, port, portVariable }) {
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.error(`${name}: no production build in ${distDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  try {
    await fetch(`${base}/`);
    console.error(`${name}: something already answers on port ${port}; stop it or set ${portVariable}.`);
    process.exit(1);
  } catch {
    // free, as it should be
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const percentile = (sorted, q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : NaN);
export const loadavg = () => os.loadavg().map((value) => value.toFixed(1)).join(' / ');

/**
 * A new PostgreSQL database named `${prefix}_<random>` when `adminUrl` is given: its URL and name, and
 * `drop()` to remove it. Without `adminUrl`, an empty URL (the portal's embedded database) and a no-op.
 */
export async function throwawayDatabase(adminUrl, prefix) {
  if (!adminUrl) return { url: '', name: undefined, drop: async () => {} };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const dropping = new pg.Client({ connectionString: adminUrl });
      await dropping.connect();
      await dropping.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropping.end();
    },
  };
}
