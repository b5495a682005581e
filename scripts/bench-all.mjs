#!/usr/bin/env node
// `npm run bench`: the member API's server times (scripts/bench.ts, on the database named by
// DATABASE_URL or PGLITE_DIR: load the --scale 50 network first), venue round ingestion on the local
// PostgreSQL against the production server (scripts/bench-venue.ts) and the page budgets of the production build
// (scripts/bench-pages.mjs), then security requirements 4 (scripts/bench-login-timing.ts) and 35
// (scripts/bench-load.mjs, needs the build), and the members' side on PGlite and PostgreSQL
// (scripts/bench-member.mjs, needs the build), and bay booking (scripts/bench-booking.mjs, needs the
// build). Figures and ratios only; no test depends on them.
import { spawnSync } from 'node:child_process';

const only = process.argv.slice(2);
const parts = [
  { name: 'member API', command: 'node', args: ['--conditions=react-server', '--import', 'tsx', 'scripts/bench.ts', ...only] },
  { name: 'venue round ingestion (local PostgreSQL)', command: 'node', args: ['--conditions=react-server', '--import', 'tsx', 'scripts/bench-venue.ts'] },
  { name: 'pages', command: 'node', args: ['scripts/bench-pages.mjs'] },
  { name: 'login timing: unknown ID vs wrong password (security requirement 4)', command: 'node', args: ['--conditions=react-server', '--import', 'tsx', 'scripts/bench-login-timing.ts'] },
  { name: 'load: 200 connections for 60 s (security requirement 35)', command: 'node', args: ['--experimental-websocket', 'scripts/bench-load.mjs'] },
  { name: 'members: N distinct members on MyZone and public pages, embedded database (issue 22)', command: 'node', args: ['scripts/bench-member.mjs'] },
  {
    name: 'members: the same on the local PostgreSQL (a throw-away database)',
    command: 'node',
    args: ['scripts/bench-member.mjs'],
    env: { BENCH_MEMBER_POSTGRES: process.env.BENCH_MEMBER_POSTGRES || 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
  { name: 'bay booking: cached availability, 50 concurrent bookings, no double booking (issue 23)', command: 'node', args: ['scripts/bench-booking.mjs'] },
];
let failed = 0;
for (const part of parts) {
  console.log(`\n# ${part.name}\n`);
  const result = spawnSync(part.command, part.args, { stdio: 'inherit', env: { ...process.env, ...part.env } });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
