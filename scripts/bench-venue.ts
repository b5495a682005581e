/**
 * Venue round ingestion on the local PostgreSQL (issue 11 budgets, design.md §4): at least 300
 * rounds/s sustained with a p95 under 100 ms per request, and tournament ranking reads with a p95
 * under 50 ms while the rounds stream in. Figures only; no test depends on them.
 *
 *   npm run build && npm run bench:venue [-- --seconds 20 --concurrency 16 --rate 300]
 *
 * Creates a throw-away database on PG_TEST_URL's server (default postgres://postgres@127.0.0.1:5432/
 * postgres), fills it with the demo network (scale 1), adds a live tournament entered by 600
 * members and a venue key, and serves the production build on it the way `npm start` does
 * (server/serve.mjs: Next's handler behind the portal's HTTP edge, on BENCH_VENUE_PORT, 3197 by
 * default). This process signs and posts realistic rounds (lib/shared/venue/simulated-round: every hole
 * with its shots) to POST /venue/rounds, a third of them for the live tournament, while two readers
 * page its ranking through the member API over HTTP (GET /upstream/tournament/tournamentranking).
 *
 * First the two readers alone for 5 s (the CPU a read costs), then two phases of --seconds each:
 * - throughput: --concurrency bays posting back to back (a closed loop): the most rounds/s the
 *   machine gives;
 * - paced: rounds sent at --rate per second whatever the answers do (an open loop, as independent
 *   bays post), or at 80% of the throughput phase's rate when that is lower, so the latency is the
 *   one of a sustainable stream; each latency counts from the moment the round was due.
 *
 * The machine these run on is shared, so wall-clock figures move with its load. What does not is
 * the CPU a round costs: the server process (and any process under it) and the PostgreSQL backends
 * of the database, read from /proc before and after, less the reads' share, divided by the rounds
 * posted (re-rankings, at most 4 a second, are counted with the rounds). 2 cores give
 * 2 000 CPU-ms per second, so that cost gives the rate a quiet 2-core machine can sustain.
 * Then it waits for the last re-ranking and drops the database. Skipped, and said so, without a
 * PostgreSQL server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { connect } from '@/lib/member-api/db/connect';
import { courseHoles, courses, players, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { seedDatabase } from '@/lib/member-api/db/seed';
import { createVenueKey } from '@/lib/member-api/venue/keys';
import { signedHeaders, VENUE_ROUNDS_PATH } from '@/lib/shared/venue/signature';
import { seededRandom, simulateRound } from '@/lib/shared/venue/simulated-round';
import { CpuTally, cpuTimeAvailable, processTreeCpuMs } from './support/cpu-time';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16' },
    rate: { type: 'string', default: '300' },
  },
});
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
const TARGET_RATE = Number(values.rate);
const ENTRANTS = 600;
/** An open loop gives up adding requests past this many in flight (the server has fallen behind). */
const MAX_IN_FLIGHT = 512;

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = Number(process.env.BENCH_VENUE_PORT || 3197);
const base = `http://localhost:${port}`;

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const sleep = (n: number) => new Promise((resolve) => setTimeout(resolve, n));

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

async function main() {
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.error(`bench-venue: no production build in ${distDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const adminUrl = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`  SKIPPED: no PostgreSQL server at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`);
    return;
  }
  try {
    await fetch(`${base}/`);
    console.error(`bench-venue: something already answers on port ${port}; stop it or set BENCH_VENUE_PORT.`);
    process.exit(1);
  } catch {
    // free, as it should be
  }
  const startedAt = Date.now();
  // The key is stored encrypted (lib/member-api/venue/keys.ts): this process and the server must
  // share the encryption secret, which would otherwise come from each one's data folder.
  process.env.VENUE_KEYS_SECRET ||= randomBytes(32).toString('base64url');
  console.log(`  load average at start: ${loadAverage()} (${os.cpus().length} CPUs)`);
  const name = `clubhouse_venue_bench_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let server: ChildProcess | undefined;
  let streaming = false;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-venue-bench-'));
  const stop = () => {
    server?.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stop(), process.exit(130)));
  try {
    const connection = await connect({ databaseUrl });
    const db = connection.db;
    await seedDatabase(db, { scale: 1 });
    const [store] = await db.select({ shopno: stores.shopno }).from(stores).orderBy(asc(stores.shopno)).limit(1);
    const [course] = await db.select({ courseno: courses.courseno }).from(courses).orderBy(asc(courses.courseno)).limit(1);
    const holes = await db.select({ par: courseHoles.par, length: courseHoles.distanceWhite }).from(courseHoles).where(eq(courseHoles.courseno, course.courseno)).orderBy(asc(courseHoles.holeNo));
    const members = await db.select({ playerPk: players.playerPk, gender: players.gender }).from(players).where(eq(players.status, 'active')).orderBy(asc(players.playerPk));
    const now = Date.now();
    const [live] = await db
      .insert(tournaments)
      .values({ name: 'Bench Live Open', tourType: 1, tourClass: 1, rankType: 0, status: '2', playFormat: 1, courseno: course.courseno, holes: 18, teeColourMen: 2, teeColourWomen: 2, attemptsAllowed: 1000, season: new Date(now).getUTCFullYear(), startsAt: new Date(now - 3_600_000), endsAt: new Date(now + 86_400_000) })
      .returning({ tournamentno: tournaments.tournamentno });
    const entrants = members.slice(0, ENTRANTS);
    await db.insert(tournamentEntries).values(entrants.map((m) => ({ tournamentno: live.tournamentno, playerPk: m.playerPk, gender: m.gender })));
    const key = await createVenueKey(db, store.shopno);
    await connection.close();
    console.log(`  database ${name}: demo network (scale 1), ${members.length} members, a live tournament of ${ENTRANTS} entrants, ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

    // The production server as `npm start` runs it. The seeded database is used as it is; DATA_DIR is
    // a throw-away folder for anything the portal keeps on disk.
    // BENCH_VENUE_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
    const profile = process.env.BENCH_VENUE_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_VENUE_PROFILE)}`] : [];
    server = spawn(process.execPath, [...profile, path.join(root, 'server', 'serve.mjs'), '-p', String(port)], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_ON_START: 'false', APP_URL: base, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    server.on('exit', (code, signal) => {
      if (streaming) console.error(`  the server stopped (${code ?? signal}) while rounds were streaming`);
    });
    const rankingUrl = (page: number) => `${base}/upstream/tournament/tournamentranking/${live.tournamentno}?scoretype=stroke&pagesize=10&pageno=${page}`;

    // Rounds made as they are sent (each bay round id once): a third for the live tournament, the
    // rest casual rounds. Making one costs this process a fraction of what posting it does.
    const random = seededRandom(11);
    let made = 0;
    const nextBody = () => {
      const i = made++;
      const forTournament = i % 3 === 0;
      const member = forTournament ? entrants[i % entrants.length] : members[(i * 7) % members.length];
      return JSON.stringify(
        simulateRound({
          bayRoundId: `bench-${i}`,
          shopno: store.shopno,
          bay: 1 + (i % 12),
          player: { player_pk: member.playerPk },
          courseno: course.courseno,
          teeColour: 2,
          holes,
          skill: 2 + Math.floor(random() * 30),
          tournamentno: forTournament ? live.tournamentno : undefined,
          random,
        }),
      );
    };

    const deadline = Date.now() + 120_000;
    for (;;) {
      let status = 'no answer';
      try {
        const response = await fetch(rankingUrl(1));
        if (response.ok) break;
        status = `${response.status} ${await response.text()}`;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not answer the ranking within 120 s (${status})`);
      await sleep(250);
    }
    console.log(`  serving the production build on ${base} (server/serve.mjs, pid ${server.pid})`);

    // A keep-alive socket the server closes just as it is reused fails at once ("other side closed"):
    // sent again, as a bay would (a round posted twice is stored once). Counted and reported.
    let resent = 0;
    const send = async (target: string, init?: RequestInit & { sign?: string }): Promise<Response> => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await fetch(target, init?.sign === undefined ? init : { ...init, headers: signedHeaders(key, init.sign) });
        } catch (error) {
          if (attempt > 1) throw error;
          resent++;
        }
      }
    };
    const post = async (body: string) => {
      const response = await send(`${base}${VENUE_ROUNDS_PATH}`, { method: 'POST', sign: body, body });
      const answer = (await response.json()) as { code: number; message: string; errors?: unknown };
      if (answer.code !== 200) throw new Error(`round refused: ${response.status} ${answer.message} ${JSON.stringify(answer.errors ?? {})}`);
    };
    const closedLoop = async (count: number | undefined, seconds: number | undefined, latencies: number[]) => {
      const until = seconds === undefined ? Infinity : performance.now() + seconds * 1000;
      let sent = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while ((count === undefined || sent < count) && performance.now() < until) {
            sent++;
            const started = performance.now();
            await post(nextBody());
            latencies.push(performance.now() - started);
          }
        }),
      );
      return sent;
    };
    const openLoop = async (rate: number, seconds: number, latencies: number[]) => {
      const started = performance.now();
      const total = Math.floor(rate * seconds);
      const inFlight = new Set<Promise<void>>();
      let dropped = 0;
      for (let i = 0; i < total; i++) {
        const due = started + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        if (inFlight.size >= MAX_IN_FLIGHT) {
          dropped++;
          continue;
        }
        const request = post(nextBody()).then(() => {
          latencies.push(performance.now() - due);
        });
        inFlight.add(request);
        void request.finally(() => inFlight.delete(request));
      }
      await Promise.all(inFlight);
      return { sent: total - dropped, dropped, elapsed: (performance.now() - started) / 1000 };
    };

    // Warm-up: connections, the course cache, the JIT, Next's route modules.
    await closedLoop(300, undefined, []);

    const reads: number[] = [];
    const reader = async () => {
      let page = 1;
      while (streaming) {
        const started = performance.now();
        await send(rankingUrl(page)).then((r) => r.json());
        reads.push(performance.now() - started);
        page = (page % 20) + 1;
        await sleep(20);
      }
    };
    const backends = new CpuTally(async () => (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])).rows.map((r) => r.pid));
    const measure = async <T>(work: () => Promise<T>) => {
      reads.length = 0;
      streaming = true;
      const readers = [reader(), reader()];
      const serverBefore = cpuTimeAvailable ? processTreeCpuMs(server!.pid!) : 0;
      const selfBefore = process.cpuUsage();
      if (cpuTimeAvailable) await backends.start();
      const started = performance.now();
      const result = await work();
      const elapsed = (performance.now() - started) / 1000;
      const serverMs = cpuTimeAvailable ? processTreeCpuMs(server!.pid!) - serverBefore : NaN;
      const postgresMs = cpuTimeAvailable ? await backends.stop() : NaN;
      const self = process.cpuUsage(selfBefore);
      streaming = false;
      await Promise.all(readers);
      return { result, elapsed, serverMs, postgresMs, benchMs: (self.user + self.system) / 1000, reads: [...reads].sort((a, b) => a - b), load: loadAverage() };
    };

    // The readers alone first: what a ranking read costs the server and PostgreSQL (with the server's
    // own timers), so that the rounds' CPU below is counted without the reads made meanwhile.
    const idle = await measure(() => sleep(5000));
    const perRead = { server: idle.serverMs / Math.max(1, idle.reads.length), postgres: idle.postgresMs / Math.max(1, idle.reads.length) };
    console.log(`  ranking reads alone: ${idle.reads.length} in 5 s · p50 ${ms(percentile(idle.reads, 0.5))} · p95 ${ms(percentile(idle.reads, 0.95))}${cpuTimeAvailable ? ` · CPU per read: server ${perRead.server.toFixed(2)} ms + PostgreSQL ${perRead.postgres.toFixed(2)} ms` : ''}`);

    const report = (label: string, rounds: number, latencies: number[], m: Awaited<ReturnType<typeof measure>>) => {
      latencies.sort((a, b) => a - b);
      const rate = rounds / m.elapsed;
      const p95 = percentile(latencies, 0.95);
      const readP95 = percentile(m.reads, 0.95);
      console.log(`  ${label}: ${rounds} rounds in ${m.elapsed.toFixed(1)} s, load average ${m.load}`);
      console.log(`    ${rate.toFixed(0)} rounds/s (target ≥ 300: ${(rate / 300).toFixed(2)}×) · p50 ${ms(percentile(latencies, 0.5))} · p95 ${ms(p95)} (target < 100 ms: ${(p95 / 100).toFixed(2)}) · p99 ${ms(percentile(latencies, 0.99))}`);
      console.log(`    ranking reads while streaming: ${m.reads.length} · p50 ${ms(percentile(m.reads, 0.5))} · p95 ${ms(readP95)} (target < 50 ms: ${(readP95 / 50).toFixed(2)})`);
      if (cpuTimeAvailable) {
        // Re-rankings (at most 4 a second) are the rounds' own cost, spread over however many came.
        const server = Math.max(0, m.serverMs - m.reads.length * perRead.server) / rounds;
        const postgres = Math.max(0, m.postgresMs - m.reads.length * perRead.postgres) / rounds;
        console.log(
          `    CPU per round (the reads' share taken out): server ${server.toFixed(2)} ms + PostgreSQL ${postgres.toFixed(2)} ms = ${(server + postgres).toFixed(2)} ms · this benchmark's client ${(m.benchMs / rounds).toFixed(2)} ms · 2 cores at that cost: ≈ ${(2000 / (server + postgres)).toFixed(0)} rounds/s`,
        );
      }
      return rate;
    };

    const throughputLatencies: number[] = [];
    const throughput = await measure(() => closedLoop(undefined, SECONDS, throughputLatencies));
    const maxRate = report(`throughput (${CONCURRENCY} bays back to back, ${SECONDS} s)`, throughput.result, throughputLatencies, throughput);

    const pacedRate = Math.max(1, Math.min(TARGET_RATE, Math.floor(maxRate * 0.8)));
    const pacedLatencies: number[] = [];
    const paced = await measure(() => openLoop(pacedRate, SECONDS, pacedLatencies));
    report(`paced at ${pacedRate} rounds/s${pacedRate < TARGET_RATE ? ` (80% of the throughput phase; ${TARGET_RATE} is more than this machine gives now)` : ''}, ${SECONDS} s`, paced.result.sent, pacedLatencies, paced);
    if (paced.result.dropped) console.log(`    ${paced.result.dropped} round(s) not sent: ${MAX_IN_FLIGHT} were in flight (the server fell behind)`);
    const lastAnswer = Date.now();

    // Every counted attempt placed: the re-ranking after the answers has caught up.
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const checkDb = (await import('drizzle-orm/node-postgres')).drizzle(check);
    let lag = 0;
    for (;;) {
      const [pending] = await checkDb
        .select({ n: sql<number>`count(*)::int` })
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentno, live.tournamentno), isNotNull(tournamentEntries.gross), isNull(tournamentEntries.rankGross)));
      const [t] = await checkDb.select({ rankedAt: tournaments.rankedAt }).from(tournaments).where(eq(tournaments.tournamentno, live.tournamentno));
      if (pending.n === 0 && t.rankedAt && t.rankedAt.getTime() >= lastAnswer - 1000) {
        lag = Math.max(0, t.rankedAt.getTime() - lastAnswer);
        break;
      }
      if (Date.now() - lastAnswer > 30_000) throw new Error('the ranking did not catch up within 30 s');
      await sleep(20);
    }
    await check.end();
    console.log('  handicap, badges, tournament entry and mini-games: before the answer; places: after it, coalesced per tournament');
    console.log(`    last re-ranking committed ${lag} ms after the last answer (budget 1 s)`);
    if (resent) console.log(`    ${resent} request(s) sent again after the server closed an idle keep-alive socket`);
    console.log(`  whole run ${((Date.now() - startedAt) / 1000).toFixed(0)} s, load average at the end ${loadAverage()}`);
  } finally {
    stop();
    if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve));
    if (process.env.BENCH_KEEP) console.error(`kept ${databaseUrl}`);
    else
      await admin.query(`drop database if exists ${name}`).catch(async () => {
        await sleep(1000);
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
