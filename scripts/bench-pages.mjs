#!/usr/bin/env node
// Page budgets of design.md §4, measured on the production build (npm run build first) served with
// a fresh embedded database: first-load JavaScript of public pages against the build's own floor
// (the 404 page: the framework's runtime and nothing of ours), requests per second of pages against a
// static file of the same server, and p95 server time of pages under sequential load.
// Prints figures and ratios; exits 1 when a budget is missed. Never part of `npm test` (timings flake).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = process.env.BENCH_PORT || '3199';
const base = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS || 5);

if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.error(`bench-pages: no production build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

try {
  await fetch(`${base}/`);
  console.error(`bench-pages: something already answers on port ${port}; stop it or set BENCH_PORT.`);
  process.exit(1);
} catch {
  // free, as it should be
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-bench-'));
// next itself, not npx: a signal to this child reaches the server.
const server = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', port], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SEED_SCALE: process.env.SEED_SCALE || '1', NEXT_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(130)));

async function waitForServer() {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok && (await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not start');
}

/** Gzipped bytes of the scripts a page loads before it is interactive. */
async function firstLoadJs(pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const src of sources) bytes += zlib.gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return { bytes, files: sources.length };
}

async function rps(pagePath) {
  const result = await autocannon({ url: base + pagePath, connections: 10, duration: seconds });
  return result.requests.average;
}

async function sequentialP95(pagePath, runs = 60) {
  for (let i = 0; i < 3; i++) await (await fetch(base + pagePath)).arrayBuffer();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await (await fetch(base + pagePath)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.ceil(0.95 * times.length) - 1];
}

const rows = [];
const row = (name, value, target, ratio, ok) => {
  rows.push({ ok });
  console.log(`  ${name.padEnd(46)} ${value.padStart(14)} ${target.padStart(12)}  ${ratio}${ok ? '' : '  ✗'}`);
};

try {
  await waitForServer();
  const schedule = '/tournament/tournamentschedule';
  const html = await (await fetch(`${base}${schedule}`)).text();
  const viewLink = html.match(/href="(\/tournament\/tournamentscheduleview\/\d+)"/)?.[1];
  const rankingPage = viewLink ? `${viewLink}/ranking` : schedule;

  console.log(`bench-pages: ${distDir} on ${base}, ${seconds} s of load per rate case\n`);
  console.log(`  ${'case'.padEnd(46)} ${'figure'.padStart(14)} ${'target'.padStart(12)}  ratio`);

  const floor = await firstLoadJs('/no-such-page-for-the-floor');
  console.log(`  ${'first-load JS floor (404 page)'.padEnd(46)} ${`${(floor.bytes / 1024).toFixed(1)} kB`.padStart(14)}`);
  for (const page of ['/', '/privacy', schedule, rankingPage, '/support/notice']) {
    const { bytes } = await firstLoadJs(page);
    const ratio = bytes / floor.bytes;
    row(`first-load JS ${page}`, `${(bytes / 1024).toFixed(1)} kB`, '≤ 1.15×', ratio.toFixed(2), ratio <= 1.15);
  }

  const staticRps = await rps('/favicon.svg');
  console.log(`  ${'static file /favicon.svg'.padEnd(46)} ${`${staticRps.toFixed(0)} req/s`.padStart(14)}`);
  for (const page of ['/', '/privacy', schedule]) {
    const pageRps = await rps(page);
    const ratio = pageRps / staticRps;
    row(`requests/s ${page}`, `${pageRps.toFixed(0)} req/s`, '≥ 0.60×', ratio.toFixed(2), ratio >= 0.6);
  }

  for (const page of [rankingPage, `${rankingPage}?pageno=5`, schedule]) {
    const p95 = await sequentialP95(page);
    row(`p95 ${page}`, `${p95.toFixed(1)} ms`, '< 50 ms', (p95 / 50).toFixed(2), p95 < 50);
  }
} finally {
  stop();
}
const missed = rows.filter((r) => !r.ok).length;
console.log(missed ? `\n${missed} page budget(s) missed` : '\nevery page budget met');
process.exitCode = missed ? 1 : 0;
