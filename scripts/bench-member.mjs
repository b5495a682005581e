#!/usr/bin/env node
// npm run bench:member (issue 22, item 6): the portal as its members use it. Against the production
// build served as `npm start` serves it (server/serve.mjs), on a fresh embedded database (PGlite) or,
// with BENCH_MEMBER_POSTGRES=<admin URL>, on a throw-away PostgreSQL database created and dropped here.
// The demo network is generated first; N distinct members (all have the demo password) log in through
// the member API (/upstream/login, each from its own address: the server trusts one proxy hop here)
// and their portal sessions are sealed exactly as the login action stores them (lib/portal/auth/session.ts
// saveLogin), with the SESSION_PASSWORD this bench gives the server. Then, each scenario one after the
// other, every connection with its own member's session:
//   static     a static chunk of the same server: the reference the ratios are taken against
//   mysummary  20 connections of 20 members on /membership/mysummary
//   myrounds   20 connections of 20 members on /membership/myrecords/myrounds
//   public     20 connections of 20 members on / (a public page with a member's session)
//   mixed      200 connections of 200 members for BENCH_MEMBER_LONG_SECONDS (half MyZone, half public)
//   overload   BENCH_MEMBER_OVERLOAD_CONNECTIONS connections on the dashboard: the excess gets 503 (timed on
//              open connections: each connection's first answer, timed from before it opened, apart)
//   new round  a bay posts one round for each of 20 members (the venue round API, signed with a key
//              made for the bench); then each member's next dashboard, one request at a time, must
//              show that round: its time is the first view after a new round
// For each: req/s and × static, p50/p95/p99, statuses, errors and timeouts (30 s), the server's
// event-loop delay p50/p99/max over the scenario (the line it prints on SIGUSR2, server/serve.mjs)
// and its memory (RSS, and the heap after a full collection before and after the mixed phase).
// A figure, not a test: never part of npm test. Ends with issue 22's budgets, each
// met or not, and exits 1 when one is not.
//
//   npm run build && npm run bench:member
//   BENCH_MEMBER_SECONDS=5 BENCH_MEMBER_LONG_SECONDS=15 BENCH_MEMBER_OVERLOAD_SECONDS=5 npm run bench:member   (quick)
//   BENCH_MEMBER_POSTGRES=postgres://postgres@127.0.0.1:5432/postgres npm run bench:member
//   PGLITE_THREAD=main SERVE_MAX_IN_FLIGHT=0 npm run bench:member   (the server as it was: for comparing)
//   EDGE_MEMBER_CACHE_MB=0 npm run bench:member   (every MyZone page rendered: Next's own speed)
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:member   (the server's CPU profiles)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sealData } from 'iron-session';
import { loadavg, percentile, requireBuildAndFreePort, sleep, throwawayDatabase } from './support/bench-setup.mjs';
import { dropRuntimeCaches } from './support/runtime-cache.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = process.env.BENCH_MEMBER_PORT || '3196';
const base = `http://localhost:${port}`;
const memberCount = Number(process.env.BENCH_MEMBER_MEMBERS || 200);
const seconds = Number(process.env.BENCH_MEMBER_SECONDS || 20);
const longSeconds = Number(process.env.BENCH_MEMBER_LONG_SECONDS || 60);
const longConnections = Number(process.env.BENCH_MEMBER_LONG_CONNECTIONS || 200);
const overloadConnections = Number(process.env.BENCH_MEMBER_OVERLOAD_CONNECTIONS || 1000);
const overloadSeconds = Number(process.env.BENCH_MEMBER_OVERLOAD_SECONDS || 15);
const postgresAdmin = process.env.BENCH_MEMBER_POSTGRES?.trim();
const timeoutSeconds = 30;
const sessionPassword = randomBytes(32).toString('base64url');

await requireBuildAndFreePort({ name: 'bench-member', root, distDir, base, port, portVariable: 'BENCH_MEMBER_PORT' });

// ---------------------------------------------------------------- the database and the members
dropRuntimeCaches(root, distDir);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-bench-member-'));
const { url: databaseUrl, name: databaseName, drop: dropDatabase } = await throwawayDatabase(postgresAdmin, 'clubhouse_bench_member');
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PGLITE_DIR: path.join(dataDir, 'pglite'),
  DATABASE_URL: databaseUrl,
  SEED_SCALE: process.env.SEED_SCALE || '1',
  NEXT_TELEMETRY_DISABLED: '1',
  APP_URL: base,
  SESSION_PASSWORD: sessionPassword,
  // Every member logs in from an address of its own (X-Forwarded-For), as members do.
  TRUSTED_PROXY_HOPS: '1',
  REDIS_URL: '',
  SMTP_URL: '',
  UPSTREAM_URL: '',
};

console.log(`bench-member: ${postgresAdmin ? `PostgreSQL (throw-away database ${databaseName})` : `PGlite (PGLITE_THREAD=${process.env.PGLITE_THREAD || 'worker'})`}, ${memberCount} members; machine load ${loadavg()} on ${os.cpus().length} cores`);
const listed = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/support/bench-members.ts', String(memberCount)], {
  cwd: root,
  env: serverEnv,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (listed.status !== 0) {
  await dropDatabase();
  console.error('bench-member: the members could not be listed');
  process.exit(1);
}
const { members: memberIds, venueKey } = JSON.parse(listed.stdout.trim().split('\n').at(-1));

// ---------------------------------------------------------------- the server
// --expose-gc: the load line collects before it reads memory (server/load-report.mjs).
const server = spawn(process.execPath, ['--expose-gc', ...(process.env.BENCH_SERVER_NODE_ARGS ? process.env.BENCH_SERVER_NODE_ARGS.split(' ') : []), 'server/serve.mjs', '-p', port], { cwd: root, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors = (serverErrors + chunk).slice(-4000)));
let loadLineWaiter;
let stdoutRest = '';
// The server's last lines, printed when the bench stops on an error (an unexpected status says no more).
const serverTail = [];
server.stdout.on('data', (chunk) => {
  stdoutRest += chunk;
  const lines = stdoutRest.split('\n');
  stdoutRest = lines.pop();
  for (const line of lines) {
    // The server writes JSON lines (lib/shared/log/json-console.mjs), or plain ones with LOG_FORMAT=text.
    let text = line;
    try {
      const parsed = JSON.parse(line);
      text = parsed.component ? `[${parsed.component}] ${parsed.msg}` : parsed.msg;
    } catch {
      // a plain line
    }
    serverTail.push(line);
    if (serverTail.length > 30) serverTail.shift();
    if (typeof text === 'string' && text.startsWith('[serve] load ') && loadLineWaiter) {
      loadLineWaiter(JSON.parse(text.slice('[serve] load '.length)));
      loadLineWaiter = undefined;
    }
  }
});
let stopped = false;
const stop = async () => {
  if (stopped) return;
  stopped = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase().catch((error) => console.error(`bench-member: ${databaseName} not dropped: ${error.message}`));
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop().finally(() => process.exit(130)));

/** The server's load line (event-loop delay since the last one, admission counts, memory). */
function serverLoad() {
  return new Promise((resolve) => {
    loadLineWaiter = resolve;
    server.kill('SIGUSR2');
    setTimeout(() => resolve(undefined), 5000);
  });
}

/** The resident memory of the server (MiB, Linux /proc); its database thread is part of it. */
function rssMiB() {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

async function waitForServer() {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}): ${serverErrors}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok && (await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(1000);
  }
  throw new Error('the server did not start');
}

const cookieName = 'clubhouse_session';
const addressOf = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`;

/** Logs a member in through the member API and seals the portal session as the login action does. */
async function logIn(playerId, index) {
  const response = await fetch(`${base}/upstream/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': addressOf(index) },
    body: new URLSearchParams({ player_id: playerId, password: 'Clubhouse1!' }),
  });
  const body = await response.json().catch(() => ({}));
  const result = body?.data?.loginresult ? body.data : body;
  if (!result?.loginresult?.token) throw new Error(`login of ${playerId} failed: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  const session = {
    token: result.loginresult.token,
    nickname: result.loginresult.nickname,
    pk: result.loginresult.player_pk,
    isInitialize: result.loginresult.is_initialize === 'y',
    timezone: { name: result.timezone.timezone_name, offset: result.timezone.timezone_offset },
  };
  return { playerId, address: addressOf(index), cookie: `${cookieName}=${await sealData(session, { password: sessionPassword, ttl: 0 })}` };
}

// ---------------------------------------------------------------- one scenario
/**
 * `connections` connections for `duration` s; connection i holds member i's session (members
 * distinct as long as there are enough) and asks for `paths` in turn. Times and statuses per response.
 */
async function scenario({ name, paths, connections, duration, members, firstMember = 0, measure = true }) {
  if (measure) await serverLoad(); // a new measuring period starts now
  const times = [];
  const statuses = {};
  /**
   * Refusals' times, but for each connection's first answer: autocannon times that from before it
   * opens the connection, and in a storm of 1 000 connections from one process the kernel and the
   * client hold some of them for seconds whatever the server does (against a server that answers 503
   * at once and does nothing else, 255 first answers took over 1 s, up to 2.3 s; with 0.15 ms of work
   * each, up to 10 s). Those are counted apart (`firstAnswers`).
   */
  const refusedTimes = [];
  const firstAnswers = { count: 0, overOneSecond: 0, slowest: 0 };
  /** Refusals over 1 s by the size of the answer (the busy line or the outage page) and how late. */
  const slowRefusalSizes = new Map();
  let clientIndex = 0;
  // Where redirects sent the members (a MyZone page redirects to the login when the session is gone).
  const redirects = new Map();
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMiB()), 1000);
  const requests = (headers) =>
    paths.map((requestPath) => ({
      method: 'GET',
      path: requestPath,
      headers,
      onResponse(status, _body, _context, responseHeaders) {
        if (status < 300 || status >= 400) return;
        const location = `${requestPath} → ${String(responseHeaders?.location ?? responseHeaders?.Location ?? '?').split('?')[0]}`;
        redirects.set(location, (redirects.get(location) ?? 0) + 1);
      },
    }));
  const result = await autocannon({
    url: base,
    connections,
    duration,
    timeout: timeoutSeconds,
    requests: requests(undefined),
    setupClient(client) {
      const member = members?.[(firstMember + clientIndex++) % members.length];
      // Every request of the connection's sequence carries its member's session: autocannon's
      // setHeaders changes only the request the client is on, so a second path went without one.
      if (member) client.setRequests(requests({ cookie: member.cookie, 'x-forwarded-for': member.address, 'accept-encoding': 'gzip, br' }));
      let answered = 0;
      client.on('response', (statusCode, bytes, responseTime) => {
        times.push(responseTime);
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
        if (answered++ === 0) {
          firstAnswers.count++;
          if (responseTime > 1000) firstAnswers.overOneSecond++;
          firstAnswers.slowest = Math.max(firstAnswers.slowest, Math.round(responseTime));
          return;
        }
        if (statusCode === 503) refusedTimes.push(responseTime);
        if (statusCode === 503 && responseTime > 1000) {
          const size = `${Math.round(bytes / 100) * 100} B in ${responseTime < 2000 ? '1–2 s' : responseTime < 5000 ? '2–5 s' : 'over 5 s'}`;
          slowRefusalSizes.set(size, (slowRefusalSizes.get(size) ?? 0) + 1);
        }
      });
    },
  });
  clearInterval(sampler);
  const load = measure ? await serverLoad() : undefined;
  times.sort((a, b) => a - b);
  refusedTimes.sort((a, b) => a - b);
  return { name, connections, duration, result, times, statuses, refusedTimes, firstAnswers, slowRefusalSizes, load, samples, redirects, machine: loadavg() };
}

function print(outcome, staticRate) {
  const { name, connections, duration, result, times, statuses, load, samples, redirects, machine } = outcome;
  const rate = result.requests.average;
  const ratio = staticRate ? ` (${(rate / staticRate).toFixed(3)}× static)` : '';
  const loop = load ? `event loop p50 ${load.eventLoopDelayMs.p50} p99 ${load.eventLoopDelayMs.p99} max ${load.eventLoopDelayMs.max} ms` : 'event loop: no figure';
  const { sessionChecks: checks, memberPages: kept } = load?.admission ?? {};
  const shed = load
    ? `, shed ${load.admission.shed}${checks ? ` (+ ${checks.shed} session checks)` : ''}${kept ? `; members' pages ${kept.kept} in ${kept.mib} MiB, ${kept.hits} hits, ${kept.misses} misses, ${kept.evicted} evicted` : ''}`
    : '';
  console.log(
    `${name.padEnd(10)} ${String(connections).padStart(4)} conn × ${duration} s: ${rate.toFixed(1)} req/s${ratio}; p50 ${percentile(times, 0.5)} p95 ${percentile(times, 0.95)} p99 ${percentile(times, 0.99)} max ${Math.round(times.at(-1) ?? NaN)} ms; ` +
      `statuses ${Object.entries(statuses).map(([code, n]) => `${code}:${n}`).join(' ')}${redirects.size ? ` (${[...redirects].map(([where, n]) => `${where}: ${n}`).join(', ')})` : ''}, errors ${result.errors}, timeouts ${result.timeouts}${shed}; ${loop}; RSS ${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)} MiB; load ${machine}`,
  );
}

/**
 * A bay posts one round for each member (scripts/venue-simulate.ts with the bench's venue key, one at
 * a time, so its answers come in the members' order); then each member's next dashboard, one request
 * at a time: how long it took and whether it showed the member's new round.
 */
async function firstViewsAfterRounds(players) {
  const posted = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/venue-simulate.ts', '--venue', String(venueKey.shopno), '--rounds', String(players.length), '--players', String(players.length), ...players.flatMap((m) => ['--player', m.playerId]), '--concurrency', '1', '--json'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, PORTAL_URL: base, VENUE_KEY_ID: venueKey.keyId, VENUE_KEY_SECRET: venueKey.secret, NODE_OPTIONS: '' } },
  );
  const answers = posted.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
  if (posted.status !== 0 || answers.length !== players.length || answers.some((answer) => answer.code !== 200)) {
    throw new Error(`the bay's rounds were not all stored: ${posted.stderr.slice(-500)} ${JSON.stringify(answers).slice(0, 500)}`);
  }
  const times = [];
  let shown = 0;
  for (const [index, member] of players.entries()) {
    const started = performance.now();
    const response = await fetch(`${base}/membership/mysummary`, { headers: { cookie: member.cookie, 'x-forwarded-for': member.address, 'accept-encoding': 'gzip, br' } });
    const html = await response.text();
    times.push(performance.now() - started);
    if (response.status === 200 && html.includes(`data-round-link="${answers[index].roundno}"`)) shown++;
  }
  times.sort((a, b) => a - b);
  return { times: times.map(Math.round), shown };
}

const fiveXx = (statuses, except = []) => Object.entries(statuses).filter(([code]) => code >= '500' && !except.includes(code)).reduce((n, [, count]) => n + count, 0);

try {
  await waitForServer();
  const home = await (await fetch(`${base}/`)).text();
  const chunk = /\/_next\/static\/chunks\/[^"']+\.js/.exec(home)?.[0];
  if (!chunk) throw new Error('no static chunk named in the home page');

  const loginStarted = Date.now();
  const members = [];
  for (let i = 0; i < memberIds.length; i += 8) {
    members.push(...(await Promise.all(memberIds.slice(i, i + 8).map((id, j) => logIn(id, i + j)))));
  }
  console.log(`${members.length} members logged in in ${((Date.now() - loginStarted) / 1000).toFixed(0)} s; static reference ${chunk}`);

  const myzone = ['/membership/mysummary', '/membership/myrecords/myrounds'];
  const publicPages = ['/', '/tournament/tournamentschedule', '/halloffame/pointleaderboard'];
  // Visitors and crawlers keep the public pages in the shared cache, which members are served from
  // (a member's own request never stores one); this bench has no visitors, so one visit each.
  for (const publicPath of publicPages) await (await fetch(`${base}${publicPath}`)).text();
  // Every route compiled and its first render done, every member's first view paid, before measuring:
  // each member's own pages once, 20 requests at a time. (autocannon's clients each kept one member, so
  // only the first 20 members were warmed, and the mixed phase began with 80 members' first renders at once.)
  const warmUp = async (who) => {
    const queue = who.flatMap((m) => [...myzone, '/'].map((p) => ({ m, p })));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await fetch(`${base}${next.p}`, { headers: { cookie: next.m.cookie, 'x-forwarded-for': next.m.address, 'accept-encoding': 'gzip, br' } });
        const body = await response.text();
        if (response.status !== 200) {
          throw new Error(`warm-up: ${next.p} for ${next.m.playerId} answered ${response.status} (x-cache ${response.headers.get('x-cache') ?? 'none'}): ${body.slice(0, 120)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(20, queue.length) }, worker));
  };
  await warmUp(members);

  const outcomes = [];
  const run = async (options) => {
    const outcome = await scenario(options);
    outcomes.push(outcome);
    print(outcome, outcomes[0]?.result.requests.average);
    return outcome;
  };
  await run({ name: 'static', paths: [chunk], connections: 20, duration: seconds });
  await run({ name: 'mysummary', paths: [myzone[0]], connections: 20, duration: seconds, members });
  await run({ name: 'myrounds', paths: [myzone[1]], connections: 20, duration: seconds, members, firstMember: 20 });
  await run({ name: 'public', paths: ['/'], connections: 20, duration: seconds, members, firstMember: 40 });

  // Half MyZone, half public, every connection its own member, at once. A page the warm-up finds expired
  // is rendered again before the phase; the copies the first warm-up made (all within seconds) expire
  // during it, spread over the last quarter of their life (server/member-pages.mjs), and are rendered
  // again there: the phase includes about 250 renders of the 400 pages.
  const half = Math.floor(longConnections / 2);
  await warmUp(members.slice(0, longConnections));
  const rssBefore = rssMiB();
  const beforeMixed = await serverLoad();
  const [zone, open] = await Promise.all([
    scenario({ name: 'mixed:zone', paths: myzone, connections: half, duration: longSeconds, members, measure: false }),
    scenario({ name: 'mixed:pub', paths: publicPages, connections: longConnections - half, duration: longSeconds, members, firstMember: half, measure: false }),
  ]);
  // One measuring period for both halves.
  const mixedLoad = await serverLoad();
  for (const outcome of [zone, open]) print({ ...outcome, load: mixedLoad }, outcomes[0].result.requests.average);
  const rssAfter = rssMiB();
  const thirds = (samples) => {
    const third = Math.max(1, Math.floor(samples.length / 3));
    const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
    return [mean(samples.slice(0, third)), mean(samples.slice(-third))];
  };
  const [early, late] = thirds(zone.samples);
  // Whether the server keeps more than it did: its heap after a full collection, before and after the
  // phase (the load line collects first: the server runs with --expose-gc here). RSS, which rises and
  // falls by hundreds of MiB with the collector's own rhythm under this load, is printed beside it.
  const heapBefore = beforeMixed?.memoryMiB.afterFullCollection ? beforeMixed.memoryMiB.heapUsed : undefined;
  const heapAfter = mixedLoad?.memoryMiB.afterFullCollection ? mixedLoad.memoryMiB.heapUsed : undefined;
  const heapGrowth = heapBefore && heapAfter ? (heapAfter - heapBefore) / heapBefore : undefined;
  console.log(
    `mixed memory: heap after a full collection ${heapBefore ?? '?'} MiB before, ${heapAfter ?? '?'} after (${heapGrowth === undefined ? '?' : (heapGrowth * 100).toFixed(1)} %); ` +
      `RSS before ${rssBefore.toFixed(0)} MiB, mean of the first third ${early.toFixed(0)}, of the last third ${late.toFixed(0)} (${(((late - early) / early) * 100).toFixed(1)} %), after ${rssAfter.toFixed(0)} MiB`,
  );

  await sleep(5000);
  const overload = await run({ name: 'overload', paths: [myzone[0]], connections: overloadConnections, duration: overloadSeconds, members });
  const slowRefusals = overload.refusedTimes.filter((ms) => ms > 1000).length;
  const { firstAnswers } = overload;
  console.log(`overload: ${overload.statuses['503'] ?? 0} answered 503; on open connections (p50 ${percentile(overload.refusedTimes, 0.5)} p99 ${percentile(overload.refusedTimes, 0.99)} max ${Math.round(overload.refusedTimes.at(-1) ?? NaN)} ms, ${slowRefusals} over 1 s${slowRefusals ? `: ${[...overload.slowRefusalSizes].map(([size, n]) => `${n} of ${size}`).join(', ')}` : ''}), ${overload.statuses['200'] ?? 0} answered 200; slowest answer of all ${Math.round(overload.times.at(-1) ?? NaN)} ms; connections' first answers, timed from before the connection opened: ${firstAnswers.overOneSecond} of ${firstAnswers.count} over 1 s, slowest ${firstAnswers.slowest} ms`);

  await sleep(5000);
  const afterRound = await firstViewsAfterRounds(members.slice(0, Math.min(20, members.length)));
  console.log(
    `new round  ${afterRound.times.length} members, one request at a time: p50 ${percentile(afterRound.times, 0.5)} p95 ${percentile(afterRound.times, 0.95)} max ${Math.round(afterRound.times.at(-1) ?? NaN)} ms; ${afterRound.shown} of ${afterRound.times.length} dashboards showed the new round`,
  );

  // Issue 22's budgets, each with its verdict.
  const staticRate = outcomes[0].result.requests.average;
  const byName = Object.fromEntries(outcomes.map((outcome) => [outcome.name, outcome]));
  const ratio = (name) => byName[name].result.requests.average / staticRate;
  const budgets = [
    ...['mysummary', 'myrounds'].flatMap((name) => [
      [`${name}: ≥ 0.1× static`, ratio(name) >= 0.1, `${ratio(name).toFixed(3)}×`],
      [`${name}: p95 ≤ 300 ms`, percentile(byName[name].times, 0.95) <= 300, `${percentile(byName[name].times, 0.95)} ms`],
    ]),
    ['a public page with a session: ≥ 0.6× static', ratio('public') >= 0.6, `${ratio('public').toFixed(3)}×`],
    ['first view after a new round: shows it, p95 ≤ 150 ms', afterRound.shown === afterRound.times.length && percentile(afterRound.times, 0.95) <= 150, `${afterRound.shown}/${afterRound.times.length} shown, p95 ${percentile(afterRound.times, 0.95)} ms`],
    ...[zone, open].map((outcome) => {
      const bad = fiveXx(outcome.statuses);
      return [`${outcome.name}: no timeout, error or 5xx`, !bad && !outcome.result.errors && !outcome.result.timeouts, `${bad} 5xx, ${outcome.result.errors} errors, ${outcome.result.timeouts} timeouts`];
    }),
    ['mixed:pub: p95 ≤ 1 s', percentile(open.times, 0.95) <= 1000, `${percentile(open.times, 0.95)} ms`],
    ['mixed:zone: p95 ≤ 2 s', percentile(zone.times, 0.95) <= 2000, `${percentile(zone.times, 0.95)} ms`],
    ['mixed: event-loop delay p99 ≤ 50 ms', (mixedLoad?.eventLoopDelayMs.p99 ?? Infinity) <= 50, `${mixedLoad?.eventLoopDelayMs.p99 ?? '?'} ms`],
    // Flat: what the server holds after the phase within 10 % of what it held before (caches fill in the warm-up).
    ['mixed: memory flat (heap after a full collection ≤ + 10 %)', heapGrowth !== undefined && heapGrowth <= 0.1, heapGrowth === undefined ? 'no figure' : `${(heapGrowth * 100).toFixed(1)} %`],
    ['overload: every 503 on an open connection within 1 s, no other 5xx', !slowRefusals && !fiveXx(overload.statuses, ['503']), `${slowRefusals} slow refusals, ${fiveXx(overload.statuses, ['503'])} other 5xx`],
  ];
  console.log('\nbudgets (issue 22):');
  for (const [what, met, figure] of budgets) console.log(`  ${met ? 'met    ' : 'NOT met'}  ${what.padEnd(56)} ${figure}`);
  process.exitCode = budgets.every(([, met]) => met) ? 0 : 1;
} catch (error) {
  console.error(error);
  console.error(`the server's last lines:\n${serverTail.join('\n')}\n${serverErrors}`);
  process.exitCode = 1;
} finally {
  await stop();
}
