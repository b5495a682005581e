#!/usr/bin/env node
// The deployment recipe, tried as an operator runs it (issue 25, deploy/README.md): HAProxy (Debian's,
// with deploy/haproxy.cfg as shipped) in front of two instances of the production build
// (server/serve.mjs) on a fresh PostgreSQL database and a Redis of the test's own
// (redis-server on a port of its own: the machine's Redis is never stopped). Checks, with counts:
//   1. both instances start together on the empty database (migrations and the demo seed take turns);
//   2. a rolling restart under traffic (drain through HAProxy's runtime API, SIGTERM, start, ready)
//      fails no request;
//   3. Redis stopped for CLUSTER_REDIS_OUTAGE_S (30) seconds leaves pages served, and /readyz says
//      what degrades;
//   4. kill -9 of one instance mid-stream of signed venue rounds (a bay that re-signs and retries
//      until acknowledged) loses no acknowledged round and stores none twice;
//   5. 200 wrong logins through the balancer from made-up IDs leave the demo member able to log in;
//   6. the restore drill: `npm run db:backup` of the running cluster (pg_dump), `npm run db:restore`
//      into a new database, a third instance on it: the demo member logs in and the venue key made
//      before the backup signs a round.
// Needs a production build (`next build`; npm test runs this after its build). Without haproxy,
// redis-server or a PostgreSQL server it says so and counts its checks as skipped.
// Ports: CLUSTER_PORT_BASE (4030): the balancer, +1 and +2 the instances, +3 the restored one, +9 Redis.
// Run: node --import tsx scripts/cluster-test.mjs (the venue round signing comes from lib/shared/venue).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const adminUrl = process.env.PG_TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const base = Number(process.env.CLUSTER_PORT_BASE || 4030);
const ports = { balancer: base, app1: base + 1, app2: base + 2, restored: base + 3, redis: base + 9 };
const outageSeconds = Number(process.env.CLUSTER_REDIS_OUTAGE_S || 30);
const balancer = `http://127.0.0.1:${ports.balancer}`;
const CHECKS = 12;
const result = { passed: 0, failed: 0, skipped: 0 };
const resultsFile = path.join(root, 'test-results/cluster.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const write = () => fs.writeFileSync(resultsFile, JSON.stringify(result));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function check(ok, text) {
  result[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  return ok;
}

function skip(reason) {
  console.log(`SKIPPED: the cluster test ${reason}`);
  result.skipped = CHECKS;
  write();
  process.exit(0);
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
if (!has('haproxy')) skip('needs HAProxy (apt-get install haproxy)');
if (!has('redis-server')) skip('needs redis-server (apt-get install redis-server) to run a Redis of its own');
if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.log('FAILED: no production build: run `npx next build` first (npm test builds before this step).');
  result.failed = CHECKS;
  write();
  process.exit(1);
}
for (const port of Object.values(ports)) {
  const free = await new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  if (!free) {
    console.log(`FAILED: port ${port} is taken; stop what listens there or set CLUSTER_PORT_BASE.`);
    result.failed = CHECKS;
    write();
    process.exit(1);
  }
}
const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  skip(`needs PostgreSQL (${adminUrl.replace(/\/\/[^@]*@/, '//')}): ${error.message}`);
}

const { signedHeaders } = await import('../lib/shared/venue/signature.ts');
const { simulateRound, seededRandom } = await import('../lib/shared/venue/simulated-round.ts');

const id = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
const dbName = `clubhouse_cluster_${id}`;
const restoredName = `${dbName}_restored`;
const urlOf = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-cluster-'));
const redisUrl = `redis://127.0.0.1:${ports.redis}`;
const children = new Set();
let log = '';

// What every instance of one deployment shares (deploy/clubhouse.env.example).
const shared = {
  NODE_ENV: 'production',
  DATABASE_URL: urlOf(dbName),
  REDIS_URL: redisUrl,
  REDIS_CACHE_PREFIX: `clubhouse-cluster-${id}`,
  APP_URL: balancer,
  TRUSTED_PROXY_HOPS: '1',
  SESSION_PASSWORD: `cluster-test-session-password-${id}-0123456789`,
  NEXTAUTH_SECRET: `cluster-test-auth-secret-${id}-0123456789`,
  VENUE_KEYS_SECRET: `cluster-test-venue-keys-secret-${id}-0123456789`,
  SEED_SCALE: '0.1',
  BACKUP_DIR: path.join(work, 'backups'),
};

function spawnLogged(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (log += `[${name}] ${chunk}`));
  child.stderr.on('data', (chunk) => (log += `[${name}] ${chunk}`));
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

const instances = {};
function startInstance(name, port, extra = {}) {
  const dataDir = fs.mkdtempSync(path.join(work, `${name}-`));
  instances[name] = spawnLogged(name, process.execPath, [path.join(root, 'server', 'serve.mjs'), '-p', String(port)], { ...shared, DATA_DIR: dataDir, ...extra });
  return instances[name];
}

/** Until the instance's own /readyz answers 200 (or it exits, or the deadline passes). */
async function ready(port, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  return false;
}

function startRedis() {
  return spawnLogged('redis', 'redis-server', ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
}

async function redisAnswers() {
  const { default: Redis } = await import('ioredis');
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const socketPath = path.join(work, 'haproxy.sock');
/** One command on HAProxy's runtime API; answers its output. */
function haproxy(command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let out = '';
    socket.on('data', (chunk) => (out += chunk));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
    socket.write(`${command}\n`);
  });
}

/** A backend server's status as HAProxy sees it (UP, DOWN, DRAIN, MAINT …). */
async function serverStatus(server) {
  const [header, ...lines] = (await haproxy('show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const row = lines.map((line) => line.split(',')).find((fields) => fields[0] === 'instances' && fields[1] === server);
  return row?.[columns.indexOf('status')];
}

async function untilStatus(server, wanted, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await serverStatus(server).catch(() => undefined)) === wanted) return true;
    await sleep(200);
  }
  return false;
}

/** Requests through the balancer from `workers` loops until stopped; counts answers and failures. */
function traffic(paths, workers = 4) {
  const tally = { requests: 0, failures: [] };
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    let i = worker;
    while (running) {
      const target = paths[i++ % paths.length];
      try {
        const response = await fetch(`${balancer}${target}`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        tally.requests++;
        if (response.status >= 500) tally.failures.push(`${target} ${response.status}`);
      } catch (error) {
        tally.requests++;
        tally.failures.push(`${target} ${error.cause?.code ?? error.message}`);
      }
    }
  });
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(loops);
      return tally;
    },
  };
}

/**
 * POST to the member API. `from` is the local address the request leaves from (any 127.x.y.z on
 * Linux's loopback): the balancer writes it into X-Forwarded-For, so one test plays several people.
 */
async function memberApi(origin, apiPath, fields, { from } = {}) {
  const body = new URLSearchParams(fields).toString();
  const response = await new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/upstream${apiPath}`,
      { method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, text }));
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  let parsed = {};
  try {
    parsed = JSON.parse(response.text);
  } catch {
    // not JSON (a balancer's own 503 page): the status says enough
  }
  return { status: response.status, body: parsed };
}

async function read(origin, apiPath) {
  return (await fetch(`${origin}/upstream${apiPath}`)).json();
}

function tsx(script, args, env) {
  const run = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', script), ...args], {
    cwd: root,
    env: { ...process.env, ...shared, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) log += `[${script}] ${run.stdout}${run.stderr}`;
  return run;
}

const pages = ['/', '/upstream/main/mainsummary', '/ko', '/healthz', '/tournament', '/halloffame'];

try {
  await admin.query(`create database ${dbName}`);
  const redis = { child: startRedis() };
  for (let i = 0; i < 50 && !(await redisAnswers()); i++) await sleep(100);

  // 1. Both instances at once on the empty database, the balancer already in front.
  const app1 = startInstance('app1', ports.app1);
  const app2 = startInstance('app2', ports.app2);
  spawnLogged('haproxy', 'haproxy', ['-db', '-f', path.join(root, 'deploy', 'haproxy.cfg')], {
    CLUBHOUSE_BIND: `127.0.0.1:${ports.balancer}`,
    CLUBHOUSE_APP1: `127.0.0.1:${ports.app1}`,
    CLUBHOUSE_APP2: `127.0.0.1:${ports.app2}`,
    CLUBHOUSE_ADMIN_SOCKET: socketPath,
  });
  const [up1, up2] = await Promise.all([ready(ports.app1, app1), ready(ports.app2, app2)]);
  const waited = (log.match(/another instance is (migrating the database|generating the demo network)/g) ?? []).length;
  if (!check(up1 && up2, `both instances started together on an empty PostgreSQL database and are ready (${elapsed()}; ${waited} wait${waited === 1 ? '' : 's'} for the other's migration or seed)`)) {
    throw new Error('not started');
  }
  const balanced = (await untilStatus('app1', 'UP')) && (await untilStatus('app2', 'UP'));
  check(balanced && (await fetch(`${balancer}/`)).ok, `HAProxy routes to both (readiness checks UP) and serves the home page (${elapsed()})`);

  // The demo network's facts the later steps need.
  const db = new pg.Client({ connectionString: shared.DATABASE_URL });
  await db.connect();
  const [{ shopno }] = (await db.query('select shopno from stores order by shopno limit 1')).rows;
  const players = (await db.query(`select player_pk from players where status = 'active' order by player_pk limit 16`)).rows.map((row) => ({ player_pk: row.player_pk }));
  await db.end();
  const keyRun = tsx('venue-keys.ts', ['create', '--venue', String(shopno), '--json'], {});
  const key = JSON.parse(keyRun.stdout.trim().split('\n').at(-1) || '{}');
  const courses = await read(balancer, '/golfcourse/courselist?pagesize=1');
  const courseno = courses.courselist[0].courseno;
  const holes = (await read(balancer, `/golfcourse/courseview/${courseno}`)).holelist.map((hole) => ({ par: hole.par, length: hole.distancewhite }));
  const random = seededRandom(25);
  const roundOf = (bayRoundId, index) =>
    simulateRound({ bayRoundId, shopno, bay: 1 + (index % 8), player: players[index % players.length], courseno, teeColour: 2, holes, skill: 8 + (index % 20), random });

  // 2. Rolling restart under traffic: drain, stop, start, back in: one instance at a time.
  const load = traffic(pages);
  const restarts = [];
  for (const [name, port] of [
    ['app1', ports.app1],
    ['app2', ports.app2],
  ]) {
    const t0 = Date.now();
    await haproxy(`set server instances/${name} state drain`);
    await sleep(1_500); // requests already on it finish; new ones go to the other
    instances[name].kill('SIGTERM');
    await exited(instances[name]);
    const child = startInstance(name, port, { SEED_ON_START: 'false' });
    const back = await ready(port, child);
    await haproxy(`set server instances/${name} state ready`);
    const routed = back && (await untilStatus(name, 'UP'));
    restarts.push(`${name} ${routed ? 'back' : 'NOT back'} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  await sleep(1_000);
  const rolling = await load.stop();
  check(
    rolling.failures.length === 0 && restarts.every((line) => line.includes(' back ')),
    `rolling restart under traffic: ${rolling.requests} requests, ${rolling.failures.length} failed (${restarts.join(', ')})${rolling.failures.length ? `: ${[...new Set(rolling.failures)].slice(0, 5).join('; ')}` : ''}`,
  );

  // 3. Redis gone for 30 s.
  redis.child.kill('SIGTERM');
  await exited(redis.child);
  const outage = traffic(pages);
  await sleep(2_000);
  const duringOutage = await (await fetch(`http://127.0.0.1:${ports.app1}/readyz`)).json().catch(() => ({}));
  const status1 = await serverStatus('app1');
  await sleep(Math.max(0, outageSeconds * 1000 - 2_000));
  const stillUp = [await serverStatus('app1'), await serverStatus('app2')];
  const withoutRedis = await outage.stop();
  check(
    withoutRedis.failures.length === 0 && withoutRedis.requests > 0,
    `Redis stopped for ${outageSeconds} s: ${withoutRedis.requests} requests through the balancer, ${withoutRedis.failures.length} failed${withoutRedis.failures.length ? `: ${[...new Set(withoutRedis.failures)].slice(0, 5).join('; ')}` : ''}`,
  );
  check(
    duringOutage.ok === true && duringOutage.checks?.some((c) => c.name === 'redis' && !c.ok) && duringOutage.degraded?.length > 0 && status1 === 'UP' && stillUp.every((s) => s === 'UP'),
    `without Redis /readyz stays 200 and says what degrades (${(duringOutage.degraded ?? []).length} items), both stay UP in HAProxy (${[status1, ...stillUp].join(', ')})`,
  );
  redis.child = startRedis();
  for (let i = 0; i < 50 && !(await redisAnswers()); i++) await sleep(100);
  await sleep(1_500);
  const afterRedis = await (await fetch(`http://127.0.0.1:${ports.app1}/readyz`)).json().catch(() => ({}));
  check(afterRedis.ok && afterRedis.degraded?.length === 0, `Redis back: /readyz reports nothing degraded again (${elapsed()})`);

  // 4. kill -9 of one instance while a bay streams signed rounds through the balancer.
  const stream = { acknowledged: new Set(), attempts: 0, retried: 0, replayed: 0, answers: new Map(), gaveUp: [] };
  const roundCount = 60;
  let nextRound = 0;
  let killedAt;
  const runId = `cl-${id}`;
  const bay = async () => {
    for (;;) {
      const index = nextRound++;
      if (index >= roundCount) return;
      const bayRoundId = `${runId}-${index}`;
      const round = roundOf(bayRoundId, index);
      const body = JSON.stringify(round);
      let done = false;
      for (let attempt = 0; attempt < 30 && !done; attempt++) {
        if (attempt) {
          stream.retried++;
          await sleep(Math.min(2_000, 200 * attempt));
        }
        stream.attempts++;
        try {
          // Signed again for every attempt: a new nonce (a used one is refused), the same bay round id.
          const response = await fetch(`${balancer}/venue/rounds`, { method: 'POST', headers: signedHeaders(key, body), body, signal: AbortSignal.timeout(30_000) });
          await response.arrayBuffer();
          stream.answers.set(response.status, (stream.answers.get(response.status) ?? 0) + 1);
          if (response.status === 200) {
            done = true;
            stream.acknowledged.add(bayRoundId);
            if (response.headers.get('idempotent-replayed')) stream.replayed++;
          } else if (response.status < 500 && response.status !== 409 && response.status !== 429) {
            break; // refused for good: the round itself is wrong
          }
        } catch (error) {
          const code = `network ${error.cause?.code ?? error.name}`;
          stream.answers.set(code, (stream.answers.get(code) ?? 0) + 1);
        }
      }
      if (!done) stream.gaveUp.push(bayRoundId);
      if (stream.acknowledged.size === 12 && !killedAt) {
        killedAt = Date.now();
        instances.app1.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, bay));
  const db2 = new pg.Client({ connectionString: shared.DATABASE_URL });
  await db2.connect();
  const stored = (await db2.query(`select bay_round_id, count(*)::int as n from rounds where shopno = $1 and bay_round_id like $2 group by 1`, [shopno, `${runId}-%`])).rows;
  await db2.end();
  const storedCounts = new Map(stored.map((row) => [row.bay_round_id, row.n]));
  const lost = [...stream.acknowledged].filter((bayRoundId) => !storedCounts.has(bayRoundId));
  const doubled = stored.filter((row) => row.n > 1);
  check(
    killedAt !== undefined && lost.length === 0 && doubled.length === 0 && stream.gaveUp.length === 0,
    `kill -9 of app1 mid-stream: ${stream.acknowledged.size}/${roundCount} rounds acknowledged, ${stored.length} stored, ${lost.length} acknowledged but lost, ${doubled.length} stored twice, ` +
      `${stream.gaveUp.length} given up; ${stream.attempts} posts (${stream.retried} retries, ${stream.replayed} answered as replays; answers ${JSON.stringify(Object.fromEntries(stream.answers))})`,
  );
  const app1Again = startInstance('app1', ports.app1, { SEED_ON_START: 'false' });
  check((await ready(ports.app1, app1Again)) && (await untilStatus('app1', 'UP')), `app1 restarted after the kill and is back in the balancer (${elapsed()})`);

  // 5. 200 wrong logins from made-up IDs through the balancer, from one address (127.0.0.2), then the
  // demo member's right password from another (127.0.0.3): the guesser's budget is spent, not the owner's.
  const wrong = { sent: 0, answers: new Map(), proofAsked: 0 };
  let nextLogin = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (nextLogin < 200) {
        const i = nextLogin++;
        const answer = await memberApi(balancer, '/login', { player_id: `nobody${i}x${id.slice(-5)}`, password: 'Not-the-password-1' }, { from: '127.0.0.2' }).catch((error) => ({ status: error.message, body: {} }));
        wrong.sent++;
        if (answer.body.message === 'auth.error.proofRequired') wrong.proofAsked++;
        const label = `${answer.status}/${answer.body.code ?? '-'}`;
        wrong.answers.set(label, (wrong.answers.get(label) ?? 0) + 1);
      }
    }),
  );
  const demo = await memberApi(balancer, '/login', { player_id: 'demo', password: 'Clubhouse1!' }, { from: '127.0.0.3' });
  check(
    demo.body.code === 200 && wrong.proofAsked > 0,
    `after ${wrong.sent} wrong logins from made-up IDs at one address (answers ${JSON.stringify(Object.fromEntries(wrong.answers))}; ${wrong.proofAsked} asked for a proof) the demo member logs in through the balancer (HTTP ${demo.status}, code ${demo.body.code}${demo.body.code === 200 ? '' : `, ${demo.body.message}`})`,
  );

  // 6. The restore drill: back up the running cluster, restore into a new database, start on it.
  const backup = tsx('backup.ts', [], {});
  const manifestPath = /manifest: (\S+\.json)/.exec(backup.stdout)?.[1];
  const manifest = manifestPath ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : undefined;
  const manifestText = manifestPath ? fs.readFileSync(manifestPath, 'utf8') : '';
  check(
    backup.status === 0 &&
      manifest?.kind === 'postgres' &&
      Object.keys(manifest.secrets ?? {}).length === 3 &&
      ![shared.SESSION_PASSWORD, shared.NEXTAUTH_SECRET, shared.VENUE_KEYS_SECRET].some((secret) => manifestText.includes(secret)),
    `npm run db:backup while the cluster serves: ${manifest ? `${(manifest.bytes / 1048576).toFixed(2)} MiB dump of a ${(manifest.databaseBytes / 1048576).toFixed(1)} MiB database in ${manifest.durationMs} ms, manifest with 3 secret fingerprints and no secret` : `failed: ${backup.stderr.trim().split('\n').at(-1)}`}`,
  );
  await admin.query(`create database ${restoredName}`);
  const restore = tsx('restore.ts', [manifestPath ?? 'missing.json', '--to', urlOf(restoredName)], {});
  const wrongSecrets = tsx('restore.ts', [manifestPath ?? 'missing.json', '--to', urlOf(restoredName)], { VENUE_KEYS_SECRET: 'another-venue-keys-secret-0123456789-0123' });
  check(
    restore.status === 0 && wrongSecrets.status === 1 && /VENUE_KEYS_SECRET differs/.test(wrongSecrets.stderr),
    `npm run db:restore into a new database (exit ${restore.status}); with another VENUE_KEYS_SECRET it refuses, naming it (exit ${wrongSecrets.status})`,
  );
  const restored = startInstance('restored', ports.restored, { DATABASE_URL: urlOf(restoredName), SEED_ON_START: 'false', REDIS_CACHE_PREFIX: `clubhouse-cluster-${id}-restored`, APP_URL: `http://127.0.0.1:${ports.restored}` });
  const restoredOrigin = `http://127.0.0.1:${ports.restored}`;
  const restoredUp = await ready(ports.restored, restored);
  const restoredLogin = restoredUp ? await memberApi(restoredOrigin, '/login', { player_id: 'demo', password: 'Clubhouse1!' }) : { body: {} };
  const drillRound = JSON.stringify(roundOf(`${runId}-restored`, 1));
  const signed = restoredUp ? await fetch(`${restoredOrigin}/venue/rounds`, { method: 'POST', headers: signedHeaders(key, drillRound), body: drillRound }) : undefined;
  check(
    restoredUp && restoredLogin.body.code === 200 && signed?.status === 200,
    `restore drill: an instance on the restored database starts; the demo member logs in (code ${restoredLogin.body.code}); the venue key made before the backup signs a round (HTTP ${signed?.status})`,
  );
} catch (error) {
  if (error.message !== 'not started') {
    console.log(`FAIL ${error.stack}`);
    result.failed++;
  }
} finally {
  if (result.failed) console.log(log.slice(-6000));
  for (const child of children) child.kill('SIGTERM');
  await Promise.race([Promise.all([...children].map(exited)), sleep(8_000)]);
  for (const child of children) child.kill('SIGKILL');
  for (const name of [dbName, restoredName]) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(work, { recursive: true, force: true });
  write();
}
console.log(`cluster: ${result.passed} passed, ${result.failed} failed in ${elapsed()}`);
process.exit(result.failed ? 1 : 0);
