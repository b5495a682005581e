#!/usr/bin/env node
// npm run bench:booking (issue 23): bay booking under load, against the production build served as
// `npm start` serves it (server/serve.mjs), on a fresh embedded database (PGlite) or, with
// BENCH_BOOKING_POSTGRES=<admin URL>, on a throw-away PostgreSQL database created and dropped here.
// The demo network is generated first (SEED_SCALE, 0.25 by default); then:
//   static        a static file of the same server (/favicon.svg): the reference of the ratios
//   availability  a venue day's availability as the booking grid polls it (/api/booking/availability),
//                 cached (lib/portal/data/reads.ts bookingAvailability): req/s and × static (budget ≥ 0.3×)
//   uncached      the same answer straight from the member API (/upstream/booking/availability), for scale
//   50 bookings   50 members log in (the member API's /upstream/login) and book 50 different free
//                 bay-slots at once: every one must succeed; p50/p95/max (budget p95 ≤ 300 ms)
//   50 on 1       50 other attempts at one bay-slot at once: exactly one booking, 49 refused as taken
//   check         the day's availability afterwards: every booked slot shows taken, and no bay-slot
//                 was given twice (the database's exclusion constraint is what guarantees it)
// Prints figures and ratios; exits 1 when a budget is missed or a booking was given twice. A figure,
// not a test: never part of npm test.
//
//   npm run build && npm run bench:booking
//   BENCH_BOOKING_POSTGRES=postgres://postgres@127.0.0.1:5432/postgres npm run bench:booking
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { loadavg, percentile, requireBuildAndFreePort, sleep, throwawayDatabase } from './support/bench-setup.mjs';
import { dropRuntimeCaches } from './support/runtime-cache.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = process.env.BENCH_BOOKING_PORT || '3194';
const base = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_BOOKING_SECONDS || 5);
const connections = Number(process.env.BENCH_BOOKING_CONNECTIONS || 10);
const concurrent = 50;
/** Bookings made one by one before measuring: the first call of a path loads its modules (the mail's QR code, the booking code). */
const warmUps = 5;
const postgresAdmin = process.env.BENCH_BOOKING_POSTGRES?.trim();
const budgets = { availabilityRatio: 0.3, bookingP95Ms: 300 };

await requireBuildAndFreePort({ name: 'bench-booking', root, distDir, base, port, portVariable: 'BENCH_BOOKING_PORT' });

// ---------------------------------------------------------------- the database and the server
dropRuntimeCaches(root, distDir);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-bench-booking-'));
const { url: databaseUrl, name: databaseName, drop: dropDatabase } = await throwawayDatabase(postgresAdmin, 'clubhouse_bench_booking');
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PGLITE_DIR: path.join(dataDir, 'pglite'),
  DATABASE_URL: databaseUrl,
  SEED_SCALE: process.env.SEED_SCALE || '0.25',
  NEXT_TELEMETRY_DISABLED: '1',
  APP_URL: base,
  SESSION_PASSWORD: randomBytes(32).toString('base64url'),
  // Every member logs in from an address of its own (X-Forwarded-For), as members do.
  TRUSTED_PROXY_HOPS: '1',
  REDIS_URL: '',
  SMTP_URL: '',
  UPSTREAM_URL: '',
  // No card payments: every booking is paid at the venue, confirmed at once (no PaymentIntent to wait for).
  STRIPE_SECRET_KEY: '',
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
};

console.log(`bench-booking: ${postgresAdmin ? `PostgreSQL (throw-away database ${databaseName})` : 'PGlite'}; machine load ${loadavg()} on ${os.cpus().length} cores`);
const listed = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/support/bench-members.ts', String(concurrent * 2 + warmUps)], {
  cwd: root,
  env: serverEnv,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (listed.status !== 0) {
  await dropDatabase();
  console.error('bench-booking: the members could not be listed');
  process.exit(1);
}
const { members: memberIds } = JSON.parse(listed.stdout.trim().split('\n').at(-1));
if (memberIds.length < concurrent * 2 + warmUps) {
  await dropDatabase();
  console.error(`bench-booking: ${concurrent * 2 + warmUps} members are needed, the network has ${memberIds.length}: raise SEED_SCALE`);
  process.exit(1);
}

const server = spawn(process.execPath, ['server/serve.mjs', '-p', port], { cwd: root, env: serverEnv, stdio: ['ignore', 'ignore', 'pipe'] });
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors = (serverErrors + chunk).slice(-4000)));
let stopped = false;
const stop = async () => {
  if (stopped) return;
  stopped = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase().catch((error) => console.error(`bench-booking: ${databaseName} not dropped: ${error.message}`));
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop().finally(() => process.exit(130)));

async function waitForServer() {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}): ${serverErrors}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(1000);
  }
  throw new Error('the server did not start');
}

const addressOf = (index) => `10.77.${(index >> 8) & 255}.${(index & 255) + 1}`;

async function logIn(playerId, index) {
  const response = await fetch(`${base}/upstream/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': addressOf(index) },
    body: new URLSearchParams({ player_id: playerId, password: 'Clubhouse1!' }),
  });
  const body = await response.json().catch(() => ({}));
  const token = body?.loginresult?.token ?? body?.data?.loginresult?.token;
  if (!token) throw new Error(`login of ${playerId} failed: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { playerId, token, address: addressOf(index) };
}

async function upstream(pathname) {
  return (await fetch(`${base}/upstream${pathname}`)).json();
}

async function rps(url) {
  await autocannon({ url, connections, duration: 1 }); // warm: caches, JIT
  const result = await autocannon({ url, connections, duration: seconds });
  return { rate: result.requests.average, p95: result.latency.p97_5 ?? result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/** One booking attempt; its time as the member's client sees it. */
async function book(member, target) {
  const started = performance.now();
  const response = await fetch(`${base}/upstream/booking/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.address },
    body: JSON.stringify({ shopno: target.shopno, bayid: target.bayid, startsat: target.startsat, slots: 1, paymethod: 'venue', lang: 'en' }),
  });
  const body = await response.json().catch(() => ({}));
  return { ms: performance.now() - started, code: body.code ?? response.status, message: body.message, bookingno: body.booking?.bookingno };
}

function summary(label, results) {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const byOutcome = {};
  for (const r of results) byOutcome[`${r.code} ${r.message}`] = (byOutcome[`${r.code} ${r.message}`] ?? 0) + 1;
  console.log(`${label.padEnd(14)} p50 ${percentile(times, 0.5)} p95 ${percentile(times, 0.95)} max ${Math.round(times.at(-1))} ms; ${Object.entries(byOutcome).map(([k, n]) => `${k}: ${n}`).join(', ')}; load ${loadavg()}`);
  return percentile(times, 0.95);
}

let failed = false;
try {
  await waitForServer();

  // A venue that takes bookings, with enough bays and slots on its next day for 51 different bay-slots.
  const { storelist } = await upstream('/findlocation/storelist?pagesize=50');
  let venue;
  for (const store of storelist) {
    const first = await upstream(`/booking/availability/${store.shopno}?day=${new Date().toISOString().slice(0, 10)}`);
    if (first.code !== 200) continue;
    const day = new Date(Date.parse(`${first.firstday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const availability = await upstream(`/booking/availability/${store.shopno}?day=${day}`);
    const free = availability.code === 200 ? availability.bays.reduce((n, bay) => n + bay.free.filter(Boolean).length, 0) : 0;
    if (free > concurrent + warmUps) {
      venue = availability;
      break;
    }
  }
  if (!venue) throw new Error(`no venue of the demo network has ${concurrent + warmUps + 1} free bay-slots on its next day`);
  console.log(`venue ${venue.shopno} (${venue.shopname}, ${venue.timezone}), day ${venue.day}: ${venue.bays.length} bays × ${venue.slots.length} slots of ${venue.terms.slotminutes} min`);

  // ---- availability, cached, against a static file
  const staticRun = await rps(`${base}/favicon.svg`);
  const gridPath = `/api/booking/availability?shopno=${venue.shopno}&day=${venue.day}&locale=en`;
  const cachedRun = await rps(`${base}${gridPath}`);
  const uncachedRun = await rps(`${base}/upstream/booking/availability/${venue.shopno}?day=${venue.day}&lang=en`);
  const ratio = cachedRun.rate / staticRun.rate;
  console.log(`static        ${staticRun.rate.toFixed(0).padStart(6)} req/s (${connections} connections × ${seconds} s)`);
  console.log(`availability  ${cachedRun.rate.toFixed(0).padStart(6)} req/s = ${ratio.toFixed(2)}× static (budget ≥ ${budgets.availabilityRatio}×), non-2xx ${cachedRun.non2xx}, errors ${cachedRun.errors}`);
  console.log(`uncached      ${uncachedRun.rate.toFixed(0).padStart(6)} req/s = ${(uncachedRun.rate / staticRun.rate).toFixed(2)}× static (the member API itself, for scale)`);
  if (ratio < budgets.availabilityRatio || cachedRun.non2xx || cachedRun.errors) failed = true;

  // ---- 50 members book 50 different bay-slots at once
  const members = [];
  for (let i = 0; i < concurrent * 2 + warmUps; i++) members.push(await logIn(memberIds[i], i));
  const targets = [];
  venue.slots.forEach((slot, index) => venue.bays.forEach((bay) => bay.free[index] && targets.push({ shopno: venue.shopno, bayid: bay.bayid, startsat: slot.startsat })));
  for (let i = 0; i < warmUps; i++) {
    const warm = await book(members[concurrent * 2 + i], targets[concurrent + 1 + i]);
    if (warm.code !== 200) throw new Error(`a warm-up booking failed: ${warm.code} ${warm.message}`);
  }
  const spread = targets.slice(0, concurrent);
  const contested = targets[concurrent];
  const first = await Promise.all(spread.map((target, i) => book(members[i], target)));
  const p95 = summary('50 bookings', first);
  const booked = first.filter((r) => r.code === 200).length;
  if (booked !== concurrent || p95 > budgets.bookingP95Ms) failed = true;
  console.log(`  ${booked} of ${concurrent} booked (budget p95 ≤ ${budgets.bookingP95Ms} ms)`);

  // ---- 50 other members on one bay-slot at once
  const second = await Promise.all(members.slice(concurrent, concurrent * 2).map((member) => book(member, contested)));
  const p95Contested = summary('50 on 1', second);
  const winners = second.filter((r) => r.code === 200).length;
  const refused = second.filter((r) => r.message === 'booking.error.taken').length;
  console.log(`  ${winners} booked, ${refused} refused as taken (expected 1 and ${concurrent - 1}); p95 ${p95Contested} ms`);
  if (winners !== 1 || refused !== concurrent - 1) failed = true;

  // ---- no bay-slot given twice: the day afterwards, every booked target is taken, and the bookings are distinct
  const after = await upstream(`/booking/availability/${venue.shopno}?day=${venue.day}`);
  const takenNow = (target) => {
    const index = after.slots.findIndex((slot) => slot.startsat === target.startsat);
    return !after.bays.find((bay) => bay.bayid === target.bayid).free[index];
  };
  const bookedTargets = [...spread.filter((_, i) => first[i].code === 200), ...(winners ? [contested] : [])];
  const numbers = [...first, ...second].filter((r) => r.code === 200).map((r) => r.bookingno);
  const double = numbers.length - new Set(bookedTargets.map((t) => `${t.bayid}@${t.startsat}`)).size;
  const allTaken = bookedTargets.every(takenNow);
  console.log(`check         ${numbers.length} bookings for ${bookedTargets.length} bay-slots: ${double === 0 && allTaken ? 'no double booking' : 'DOUBLE BOOKING OR A BOOKED SLOT SHOWN FREE'}`);
  if (double !== 0 || !allTaken) failed = true;
} catch (error) {
  console.error(`bench-booking: ${error.message}`);
  failed = true;
} finally {
  await stop();
}
console.log(failed ? 'bench-booking: a budget was missed (see above)' : 'bench-booking: within budget');
process.exit(failed ? 1 : 0);
