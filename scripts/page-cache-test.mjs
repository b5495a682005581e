#!/usr/bin/env node
// What anonymous requests can make the running portal keep (issue 25, item 6), on the production build
// behind server/serve.mjs:
// - 1 000 distinct random query strings on public lists (random searches, junk parameters, distinct
//   pages) grow the page cache on disk (Next's server/route-cache and cache/fetch-cache) by less than
//   PAGE_CACHE_DISK_MB, set low here so that the bound, not the number of requests, decides;
// - a search is never answered from the edge cache, while a list's own query is;
// - a chunked 100 MB body to a page and to a server action is 413 within a second, and the server's
//   resident memory stays flat.
// Needs a production build. Port: PAGE_CACHE_TEST_PORT (4046). Writes test-results/page-cache.json.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { waitForServer } from './support/wait-for-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PAGE_CACHE_TEST_PORT || 4046);
const DISK_MB = 8;
const QUERIES = 1000;
const MB = 1024 * 1024;
const CHECKS = 6;
const result = { passed: 0, failed: 0, skipped: 0 };
const resultsFile = path.join(root, 'test-results/page-cache.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const write = () => fs.writeFileSync(resultsFile, JSON.stringify(result));

function check(ok, text) {
  result[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  return ok;
}

const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log('FAILED: no production build: run `npx next build` first (npm test builds before this step).');
  result.failed = CHECKS;
  write();
  process.exit(1);
}

function du(folder) {
  let stat;
  try {
    stat = fs.lstatSync(folder);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(folder).reduce((sum, name) => sum + du(path.join(folder, name)), 0);
}
const cacheOnDisk = () => du(path.join(distDir, 'server', 'route-cache')) + du(path.join(distDir, 'cache', 'fetch-cache'));

function rss(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-page-cache-'));
const id = Math.random().toString(36).slice(2, 10);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: path.join(work, 'data'),
  SESSION_PASSWORD: `page-cache-test-session-password-${id}-0123456789`,
  NEXTAUTH_SECRET: `page-cache-test-auth-secret-${id}`,
  VENUE_KEYS_SECRET: `page-cache-test-venue-keys-${id}-0123456789`,
  APP_URL: `http://localhost:${port}`,
  SEED_SCALE: '0.1',
  BACKUP_EVERY_HOURS: '0',
  REDIS_URL: '',
  DATABASE_URL: '',
  PAGE_CACHE_DISK_MB: String(DISK_MB),
  NEXT_TELEMETRY_DISABLED: '1',
};
let log = '';
const seeded = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', 'seed.ts'), '--scale', '0.1'], { cwd: root, env, encoding: 'utf8' });
log += seeded.stdout + seeded.stderr;
const server = spawn(process.execPath, ['--expose-gc', path.join(root, 'server', 'serve.mjs'), '-p', String(port)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.on('data', (chunk) => (log += chunk));
server.stderr.on('data', (chunk) => (log += chunk));

function finish(code) {
  server.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
  write();
  if (code) console.log(`--- server log (last 3 000 characters)\n${log.slice(-3000)}`);
  console.log(`page cache: ${result.passed} passed, ${result.failed} failed`);
  process.exit(code);
}

const base = `http://localhost:${port}`;
if (seeded.status !== 0 || !(await waitForServer(`${base}/readyz`, server))) {
  console.log('FAILED: the portal did not start');
  result.failed = CHECKS;
  finish(1);
}

const random = () => Math.random().toString(36).slice(2, 10);
const lists = ['/en/support/notice', '/ko/support/notice', '/en/tournament/tournamentschedule', '/en/event/minigame', '/en/findlocation/stores', '/en/support/resources'];
/** One of the shapes a scan sends: a search, a junk parameter, a distinct page, a mix. */
function randomQuery(i) {
  switch (i % 4) {
    case 0:
      return `searchname=${random()}`;
    case 1:
      return `utm_source=${random()}&ref=${random()}`;
    case 2:
      return `pageno=${2 + Math.floor(Math.random() * 99_000)}`;
    default:
      return `pageno=${2 + Math.floor(Math.random() * 99_000)}&searchname=${random()}&x=${random()}`;
  }
}

// Warm: every list once, so what the build left and the first renders are in before the measure.
for (const list of lists) await fetch(`${base}${list}`).then((response) => response.arrayBuffer());
const diskBefore = cacheOnDisk();
const started = Date.now();
const statuses = new Map();
let next = 0;
const seen = new Set();
await Promise.all(
  Array.from({ length: 6 }, async () => {
    while (next < QUERIES) {
      const i = next++;
      let query = randomQuery(i);
      while (seen.has(query)) query = randomQuery(i);
      seen.add(query);
      const response = await fetch(`${base}${lists[i % lists.length]}?${query}`);
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }),
);
const seconds = (Date.now() - started) / 1000;
const diskAfter = cacheOnDisk();
const grown = diskAfter - diskBefore;
check(statuses.get(200) === QUERIES, `${QUERIES} distinct random query strings answered 200 in ${seconds.toFixed(1)} s (${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')})`);
// What earlier runs left is counted too (the handler reads it at start), so the total is within the bound as well.
check(
  grown < DISK_MB * MB && diskAfter <= DISK_MB * MB,
  `the page cache on disk grew by ${(grown / MB).toFixed(2)} MiB to ${(diskAfter / MB).toFixed(2)} MiB, within PAGE_CACHE_DISK_MB=${DISK_MB} (unbounded: ~128 KB a distinct page)`,
);

// The edge keeps a list's own query, never a search.
const xCache = async (url) => {
  const response = await fetch(`${base}${url}`);
  await response.arrayBuffer();
  return response.headers.get('x-cache');
};
// A purge (a job expiring tags) between the two requests leaves the first copy unstored: a few tries.
let ownQuery;
for (let attempt = 0; attempt < 4 && ownQuery !== 'HIT'; attempt++) ownQuery = await xCache('/en/support/notice?pageno=2');
const search = `/en/support/notice?searchname=${random()}`;
await xCache(search);
const searchAgain = await xCache(search);
check(ownQuery === 'HIT' && searchAgain !== 'HIT', `the edge answers a list's own query from memory (${ownQuery}), a search never (${searchAgain ?? 'no x-cache'})`);

/** Streams up to `total` bytes chunked as fast as the socket takes them; resolves on the answer. */
function postChunked(url, total, headers = {}) {
  return new Promise((resolve, reject) => {
    const begun = performance.now();
    let sent = 0;
    let answered = false;
    const request = http.request(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'transfer-encoding': 'chunked', ...headers } }, (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode, sent, ms: performance.now() - begun });
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

const rssBefore = rss(server.pid);
const page = await postChunked('/ko/tournament/tournamentschedule', 100 * MB).catch((error) => ({ status: 0, sent: 0, ms: 0, error }));
const action = await postChunked('/membership/myaccount/myprofile', 100 * MB, { 'next-action': '7f00c0ffee', accept: 'text/x-component' }).catch((error) => ({ status: 0, sent: 0, ms: 0, error }));
await new Promise((resolve) => setTimeout(resolve, 300));
const rssGrown = rss(server.pid) - rssBefore;
for (const [name, answer] of [['page', page], ['server action', action]]) {
  check(
    answer.status === 413 && answer.ms < 1000 && answer.sent < 50 * MB,
    `a chunked 100 MB body to a ${name}: ${answer.status || answer.error?.code || answer.error} after ${answer.ms.toFixed(0)} ms, ${(answer.sent / MB).toFixed(1)} MiB sent`,
  );
}
check(rssGrown < 50 * MB, `the server's resident memory grew by ${(rssGrown / MB).toFixed(1)} MiB over both bodies`);
finish(result.failed ? 1 : 0);
