#!/usr/bin/env node
// Proves that several instances share one cache (issue 8, design.md §1 "Scaling out"): two instances
// of the portal's server (server/serve.mjs: the edge cache in front of Next) of the production build on
// one PostgreSQL database and one Redis. Instance B serves the home page from its edge cache (x-cache
// HIT; the page's summary is cached by Next too, unstable_cache, 60 s); a member enters a tournament
// through instance A's member API over HTTP; B's home page must show the new entrant count within a
// second. Without the shared Next cache, or without the edge purges B hears through Redis, B would
// keep the old count for up to a minute.
// With no PostgreSQL or Redis server reachable it says so and counts its checks as skipped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { waitForServer } from './support/wait-for-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const ports = [process.env.SHARED_CACHE_PORT_A || '3114', process.env.SHARED_CACHE_PORT_B || '3115'];
const CHECKS = 7;
const result = { passed: 0, failed: 0, skipped: 0 };
fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
const write = () => fs.writeFileSync(path.join(root, 'test-results/shared-cache.json'), JSON.stringify(result));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function check(ok, text) {
  result[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  return ok;
}

for (const port of ports) {
  try {
    await fetch(`http://localhost:${port}/`);
    console.log(`FAILED: something already answers on port ${port}; stop it or set SHARED_CACHE_PORT_A/B.`);
    result.failed = CHECKS;
    write();
    process.exit(1);
  } catch {
    // free, as it should be
  }
}

const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 });
redis.on('error', () => {});
try {
  await admin.connect();
  await redis.connect();
} catch (error) {
  console.log(`SKIPPED: the shared-cache test needs PostgreSQL (${adminUrl.replace(/\/\/[^@]*@/, '//')}) and Redis (${redisUrl}): ${error.message}`);
  result.skipped = CHECKS;
  write();
  await admin.end().catch(() => {});
  redis.disconnect();
  process.exit(0);
}

const id = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
const name = `clubhouse_cache_${id}`;
const prefix = `clubhouse-test-${id}`;
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dataDirs = [];
const servers = [];
let log = '';

function start(port, extra) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-cache-'));
  dataDirs.push(dataDir);
  // next itself, not npx: a signal to this child reaches the server.
  const server = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs'), '-p', port], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_CACHE_PREFIX: prefix,
      DATA_DIR: dataDir,
      SEED_SCALE: '0.1',
      // One deployment has one public address: instances of one configuration share their cache
      // entries (the key prefix carries the configuration's fingerprint, lib/portal/cache/config-fingerprint.mjs).
      APP_URL: `http://localhost:${ports[0]}`,
      // The instances of one deployment share their secrets (deploy/README.md): one that differs refuses to start.
      SESSION_PASSWORD: `shared-cache-test-session-password-${id}`,
      NEXTAUTH_SECRET: `shared-cache-test-auth-secret-${id}`,
      VENUE_KEYS_SECRET: `shared-cache-test-venue-keys-secret-${id}`,
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (log += `[${port}] ${chunk}`));
  server.stderr.on('data', (chunk) => (log += `[${port}] ${chunk}`));
  servers.push(server);
  return server;
}

async function memberApi(port, apiPath, fields, token) {
  const response = await fetch(`http://localhost:${port}/upstream${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new URLSearchParams(fields),
  });
  return response.json();
}

/** Where B's home page came from (its edge cache's x-cache) on the last shownEntrants. */
let servedBy;

/** The entrant count B's home page shows on the card of this tournament. */
async function shownEntrants(tournamentno) {
  const response = await fetch(`http://localhost:${ports[1]}/`);
  servedBy = response.headers.get('x-cache');
  const html = await response.text();
  const at = html.indexOf(`/tournament/tournamentscheduleview/${tournamentno}"`);
  if (at < 0) return undefined;
  const match = /(\d[\d,]*) entrants?/.exec(html.slice(at));
  return match ? Number(match[1].replace(/,/g, '')) : undefined;
}

/** Asks until B's edge cache answers (it stores a page once Next's answer has finished). */
async function fromEdgeOfB(tournamentno) {
  for (let i = 0; i < 50; i++) {
    const shown = await shownEntrants(tournamentno);
    if (servedBy === 'HIT') return shown;
    await sleep(20);
  }
  return undefined;
}

try {
  const a = start(ports[0], {});
  const upA = await waitForServer(`http://localhost:${ports[0]}/`, a);
  // B starts on the database A migrated and seeded.
  const b = upA ? start(ports[1], { SEED_ON_START: 'false' }) : undefined;
  const upB = b ? await waitForServer(`http://localhost:${ports[1]}/`, b) : false;
  if (!check(upA && upB, 'two instances serve one PostgreSQL database with REDIS_URL set')) throw new Error('not started');

  const summary = await (await fetch(`http://localhost:${ports[1]}/upstream/main/mainsummary`)).json();
  const listed = [...(summary.playing ?? []), ...(summary.upcoming ?? [])];
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const players = (await db.query(`select player_id from players where status = 'active' and email_verified_at is not null order by player_pk limit 30`)).rows.map((row) => row.player_id);
  await db.end();

  let entered;
  let before;
  let edgeChecked = false;
  for (const tournament of listed) {
    before = await shownEntrants(tournament.tournamentno);
    if (before === undefined) continue;
    // B has the page's data in the shared cache and the page in its edge cache now.
    before = await fromEdgeOfB(tournament.tournamentno);
    if (before === undefined || !edgeChecked) {
      edgeChecked = true;
      if (!check(before !== undefined, `instance B answers its home page from its edge cache (x-cache ${servedBy})`)) throw new Error('no edge cache');
    }
    for (const playerId of players) {
      const login = await memberApi(ports[0], '/login', { player_id: playerId, password: 'Clubhouse1!' });
      if (login.code !== 200) continue;
      const join = await memberApi(ports[0], '/tournament/tournamentjoin', { tournamentno: String(tournament.tournamentno) }, login.loginresult.token);
      if (join.code === 200) {
        entered = tournament;
        break;
      }
      if (join.message !== 'tournament.error.alreadyEntered') break; // closed, full, invitation: another tournament
    }
    if (entered) break;
  }
  if (!check(Boolean(entered), `a member entered a tournament on the home page through instance A's member API${entered ? ` (#${entered.tournamentno}, ${before} entrants shown before)` : ''}`)) {
    throw new Error('no tournament to enter');
  }

  // Asked every 50 ms for a second: the request that shows the change was sent within that second
  // (its answer may take longer on a loaded machine: B renders the page again).
  const started = Date.now();
  let after = before;
  let asked = 0;
  while (Date.now() - started < 1000 && after === before) {
    asked = Date.now() - started;
    after = await shownEntrants(entered.tournamentno);
    if (after === before) await sleep(50);
  }
  const waited = Date.now() - started;
  check(
    after === before + 1,
    `instance B's cached home page shows ${after} entrants to a request sent ${asked} ms after the entry, answered at ${waited} ms (x-cache ${servedBy}; expected ${before + 1} within 1 000 ms)`,
  );
  const cachedAgain = await fromEdgeOfB(entered.tournamentno);
  check(cachedAgain === before + 1, `B's edge cache keeps the new page afterwards (x-cache ${servedBy}, ${cachedAgain} entrants)`);
  const keys = await redis.keys(`${prefix}:*`);
  check(keys.length > 0, `the cache entries live in Redis (${keys.length} keys under ${prefix}:)`);
  // A page from the shared cache brings its hash-based policy with it (lib/portal/cache/script-hashes.mjs).
  const policy = (await fetch(`http://localhost:${ports[1]}/`)).headers.get('content-security-policy') ?? '';
  check(policy.includes("'sha256-") && !policy.includes("'nonce-"), `a page served from Redis carries its hash-based CSP (${policy ? `${policy.split("'sha256-").length - 1} script hashes` : 'none'})`);
} catch (error) {
  if (!['not started', 'no tournament to enter', 'no edge cache'].includes(error.message)) {
    console.log(`FAIL ${error.stack}`);
    result.failed++;
  }
  if (result.failed) console.log(log.slice(-4000));
} finally {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)))));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  write();
}
console.log(`shared cache: ${result.passed} passed, ${result.failed} failed`);
process.exit(result.failed ? 1 : 0);
