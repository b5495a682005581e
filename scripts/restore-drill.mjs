#!/usr/bin/env node
// The restore drill of the embedded database (issue 25, deploy/README.md "Backups and restoring"):
// a portal (the production build, server/serve.mjs) runs on a PGlite folder holding the demo network
// and a venue key; `npm run db:backup` asks the running portal for a backup (it holds the folder);
// `npm run db:restore` unpacks it into a new data directory; a second portal starts on that copy;
// there the demo member logs in and the venue key made before the backup signs a round.
// (The PostgreSQL drill is the last part of scripts/cluster-test.mjs.)
// Needs a production build. Ports: RESTORE_DRILL_PORT (4036) and the next one.
// Run: node --import tsx scripts/restore-drill.mjs (the venue round signing comes from lib/shared/venue).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.RESTORE_DRILL_PORT || 4036);
const CHECKS = 4;
const result = { passed: 0, failed: 0, skipped: 0 };
const resultsFile = path.join(root, 'test-results/restore-drill.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const write = () => fs.writeFileSync(resultsFile, JSON.stringify(result));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function check(ok, text) {
  result[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  return ok;
}

if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.log('FAILED: no production build: run `npx next build` first (npm test builds before this step).');
  result.failed = CHECKS;
  write();
  process.exit(1);
}

const { signedHeaders } = await import('../lib/shared/venue/signature.ts');
const { simulateRound } = await import('../lib/shared/venue/simulated-round.ts');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-drill-'));
const id = Math.random().toString(36).slice(2, 10);
// Configured secrets, the same for the original and the restored portal (a new machine gets them
// from the secret store; the backup holds only their fingerprints).
const shared = {
  NODE_ENV: 'production',
  SESSION_PASSWORD: `restore-drill-session-password-${id}-0123456789`,
  NEXTAUTH_SECRET: `restore-drill-auth-secret-${id}-0123456789`,
  VENUE_KEYS_SECRET: `restore-drill-venue-keys-${id}-0123456789`,
  SEED_SCALE: '0.1',
  BACKUP_EVERY_HOURS: '0',
  REDIS_URL: '',
  DATABASE_URL: '',
};
const original = path.join(work, 'original');
const moved = path.join(work, 'new-machine');
const children = new Set();
let log = '';

function tsx(script, args, env) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', script), ...args], {
    cwd: root,
    env: { ...process.env, ...shared, ...env },
    encoding: 'utf8',
  });
  log += `[${script}] ${run.stdout}${run.stderr}`;
  return run;
}

function serve(dataDir, at) {
  const child = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs'), '-p', String(at)], {
    cwd: root,
    env: { ...process.env, ...shared, DATA_DIR: dataDir, APP_URL: `http://localhost:${at}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += `[${at}] ${chunk}`));
  child.stderr.on('data', (chunk) => (log += `[${at}] ${chunk}`));
  children.add(child);
  return child;
}

async function ready(at, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(`http://127.0.0.1:${at}/readyz`)).ok) return true;
    } catch {
      // not yet
    }
    await sleep(300);
  }
  return false;
}

try {
  // The network and a venue key, made before the portal starts (PGlite serves one process at a time).
  const seeded = tsx('seed.ts', ['--scale', '0.1'], { DATA_DIR: original });
  // Venue 1 exists at every scale (the generator numbers the venues from 1).
  const key = JSON.parse(tsx('venue-keys.ts', ['create', '--venue', '1', '--json'], { DATA_DIR: original }).stdout.trim().split('\n').at(-1) || '{}');
  const portal = serve(original, port);
  const up = seeded.status === 0 && key.keyId && (await ready(port, portal));
  if (!check(up, `a portal serves the embedded database with the demo network and a venue key (${key.keyId ?? 'no key'})`)) throw new Error('not started');

  const started = Date.now();
  const backup = tsx('backup.ts', [], { DATA_DIR: original });
  const manifestPath = /manifest: (\S+\.json)/.exec(backup.stdout)?.[1];
  const manifest = manifestPath ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : undefined;
  check(
    backup.status === 0 && /written by the running portal/.test(backup.stdout) && manifest?.kind === 'pglite',
    `npm run db:backup asks the running portal, which writes the backup (${manifest ? `${(manifest.bytes / 1048576).toFixed(1)} MiB of a ${(manifest.databaseBytes / 1048576).toFixed(1)} MiB folder, ${manifest.durationMs} ms in the portal, ${Date.now() - started} ms for the command` : 'none'})`,
  );

  // "A new machine": another data directory, the same configured secrets, the backup copied over.
  const restore = tsx('restore.ts', [manifestPath ?? 'missing.json', '--to', path.join(moved, 'pglite')], { DATA_DIR: moved });
  check(restore.status === 0 && fs.existsSync(path.join(moved, 'pglite', 'PG_VERSION')), `npm run db:restore unpacks it into a new data directory (exit ${restore.status})`);

  const copy = serve(moved, port + 1);
  const copyUp = await ready(port + 1, copy);
  const origin = `http://127.0.0.1:${port + 1}`;
  const login = copyUp
    ? await (await fetch(`${origin}/upstream/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ player_id: 'demo', password: 'Clubhouse1!' }) })).json()
    : {};
  let signed;
  if (copyUp) {
    const courses = await (await fetch(`${origin}/upstream/golfcourse/courselist?pagesize=1`)).json();
    const courseno = courses.courselist[0].courseno;
    const holes = (await (await fetch(`${origin}/upstream/golfcourse/courseview/${courseno}`)).json()).holelist.map((hole) => ({ par: hole.par, length: hole.distancewhite }));
    const body = JSON.stringify(simulateRound({ bayRoundId: `drill-${id}`, shopno: key.shopno, bay: 1, player: { player_id: 'demo' }, courseno, teeColour: 2, holes, skill: 12 }));
    signed = await fetch(`${origin}/venue/rounds`, { method: 'POST', headers: signedHeaders(key, body), body });
  }
  check(
    copyUp && login.code === 200 && signed?.status === 200,
    `a portal on the restored copy starts; the demo member logs in (code ${login.code}); the venue key made before the backup signs a round (HTTP ${signed?.status})`,
  );
} catch (error) {
  if (error.message !== 'not started') {
    console.log(`FAIL ${error.stack}`);
    result.failed++;
  }
} finally {
  if (result.failed) console.log(log.slice(-5000));
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([Promise.all([...children].map((child) => (child.exitCode !== null ? undefined : new Promise((resolve) => child.once('exit', resolve))))), sleep(8_000)]);
  fs.rmSync(work, { recursive: true, force: true });
  write();
}
console.log(`restore drill: ${result.passed} passed, ${result.failed} failed`);
process.exit(result.failed ? 1 : 0);
