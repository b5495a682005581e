#!/usr/bin/env node
// Security requirement 35 (ASVS 15.2.x, availability): autocannon with 200 connections for 60 s
// against the production build, served as `npm start` serves it (scripts/serve.mjs: the edge in
// front of Next) with a fresh embedded database filled with the demo network. The requests cycle
// through public pages, a ranking, JSON islands, the member API over HTTP, a login attempt and a
// member page (redirected to log in), so every layer takes its share.
// Prints p50/p95/p99, the status counts, errors and timeouts, and the server's RSS before, during
// and after; exits 1 when a 5xx or an error occurred, the p95 is over BENCH_LOAD_P95_MS, or memory
// did not come back (RSS 30 s after the load more than BENCH_LOAD_RSS_GROWTH above the warmed-up
// figure). A figure, not a test: never part of `npm test`.
//
//   npm run build && npm run bench:load
//   BENCH_LOAD_SECONDS=20 BENCH_LOAD_CONNECTIONS=50 npm run bench:load
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = process.env.BENCH_LOAD_PORT || '3197';
const base = `http://localhost:${port}`;
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS || 200);
const duration = Number(process.env.BENCH_LOAD_SECONDS || 60);
// 200 connections on two cores queue: the p95 is mostly the wait for a core. The target says the
// queue stays bounded (no request waits anywhere near a client's or proxy's timeout).
const p95TargetMs = Number(process.env.BENCH_LOAD_P95_MS || 5000);
const rssGrowthLimit = Number(process.env.BENCH_LOAD_RSS_GROWTH || 0.25);

if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`bench-load: no production build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}
try {
  await fetch(`${base}/`);
  console.error(`bench-load: something already answers on port ${port}; stop it or set BENCH_LOAD_PORT.`);
  process.exit(1);
} catch {
  // free, as it should be
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-bench-load-'));
const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', port], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_SCALE: process.env.SEED_SCALE || '1',
    NEXT_TELEMETRY_DISABLED: '1',
    APP_URL: base,
    REDIS_URL: '',
    DATABASE_URL: '',
    SMTP_URL: '',
    UPSTREAM_URL: '',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors = (serverErrors + chunk).slice(-4000)));
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(130)));

/** The server's resident memory in MiB (Linux /proc; the one node process serving the portal). */
function rssMiB() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function waitForServer() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}): ${serverErrors}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok && (await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not start');
}

const form = 'application/x-www-form-urlencoded';
const requests = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/tournament/tournamentschedule' },
  { method: 'GET', path: '/tournament/tournamentscheduleview/1/ranking' },
  { method: 'GET', path: '/ko/support/notice' },
  { method: 'GET', path: '/halloffame/pointleaderboard' },
  { method: 'GET', path: '/api/session' },
  { method: 'GET', path: '/upstream/tournament/tournamentlist?pageno=1&pagesize=10' },
  { method: 'GET', path: '/membership/myaccount' },
  // A wrong password: the login budget answers 401, then 429, never a 5xx (requirement 27 under load).
  { method: 'POST', path: '/upstream/login', headers: { 'content-type': form }, body: 'player_id=demo&password=not-the-password' },
  { method: 'GET', path: '/healthz' },
];

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

try {
  await waitForServer();
  // Warm up: every route compiled and cached once, then the memory this server settles at.
  await autocannon({ url: base, connections: 10, duration: 10, requests });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const rssBefore = rssMiB();
  const loadBefore = os.loadavg();
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMiB()), 1000);
  // Every response's time and status, for an exact p95 (autocannon itself reports p90 and p97.5).
  const times = [];
  const byStatus = {};
  const instance = autocannon({ url: base, connections, duration, requests, timeout: 30 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  clearInterval(sampler);
  const loadDuring = os.loadavg();
  const rssAtEnd = rssMiB();
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const rssAfter = rssMiB();

  const statuses = { '1xx': result['1xx'], '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] };
  times.sort((a, b) => a - b);
  const p95 = Math.round(times[Math.min(times.length - 1, Math.floor(0.95 * times.length))]);
  const growth = (rssAfter - rssBefore) / rssBefore;
  console.log(`bench-load: ${connections} connections for ${duration} s against ${base} (${requests.length} kinds of request in turn)`);
  console.log(`  machine load (1/5/15 min) before ${loadBefore.map((l) => l.toFixed(1)).join(' / ')}, at the end ${loadDuring.map((l) => l.toFixed(1)).join(' / ')} on ${os.cpus().length} cores`);
  console.log(`  requests ${result.requests.total} (${result.requests.average.toFixed(1)}/s), errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
  console.log(`  statuses ${Object.entries(statuses).map(([key, value]) => `${key} ${value}`).join(', ')} (${Object.entries(byStatus).map(([code, n]) => `${code}: ${n}`).join(', ')})`);
  console.log(`  latency p50 ${result.latency.p50} ms, p95 ${p95} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms (p95 target ${p95TargetMs} ms)`);
  console.log(
    `  server RSS: warmed up ${rssBefore.toFixed(0)} MiB, during ${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)} MiB (mean ${mean(samples).toFixed(0)}), at the end ${rssAtEnd.toFixed(0)} MiB, 30 s later ${rssAfter.toFixed(0)} MiB (${(growth * 100).toFixed(1)} %, limit ${(rssGrowthLimit * 100).toFixed(0)} %)`,
  );
  const failures = [];
  if (result['5xx']) failures.push(`${result['5xx']} responses were 5xx`);
  if (result.errors || result.timeouts) failures.push(`${result.errors} errors, ${result.timeouts} timeouts`);
  if (p95 > p95TargetMs) failures.push(`p95 ${p95} ms over ${p95TargetMs} ms`);
  if (growth > rssGrowthLimit) failures.push(`memory grew ${(growth * 100).toFixed(1)} %`);
  console.log(failures.length ? `  NOT met: ${failures.join('; ')}` : '  met: no 5xx, no errors, p95 within target, memory back to its level');
  process.exitCode = failures.length ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stop();
}

