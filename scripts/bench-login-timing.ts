/**
 * Security requirement 4 (ASVS 6.3.8): an unknown ID and a known ID with a wrong password must take
 * the same time, so a login's timing does not tell whether an account exists. The member API's
 * login is called as the portal calls it (dispatch: schema, login budget, lookup, one argon2
 * verification) on a throw-away embedded database, alternating the two kinds so that the machine's
 * load falls on both alike. Prints each kind's median and p90, and the medians' difference
 * against the 10 % target. Security requirement 5 (ASVS 6.4.3 / 7.4.3) the same way: find ID and
 * find password (the reset link) for a known and an unknown e-mail, which answer alike, so their
 * timing must not tell either. Each call's rate limits run as usual but are reset between calls
 * (outside the timing), and the mail a known address gets is let go out before the next pair, so
 * each figure is the request's own path. A figure, not a test (design.md §4):
 *
 *   npm run bench:login-timing                 # 120 calls of each kind
 *   npm run bench:login-timing -- --runs 300
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pino from 'pino';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '120' } } });
const runs = Math.max(10, Number(values.runs) || 120);
const WARM_UP = 10;
const TARGET = 0.1;

// Limits in this process only (no Redis): the bench must not touch a shared counter.
process.env.REDIS_URL = '';
// The mails of the known addresses go to a throw-away outbox, not the developer's ./data (set before
// the portal's modules are loaded: lib/shared/config/env reads the environment once).
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-timing-'));
process.env.DATA_DIR = scratch;
delete process.env.SMTP_URL;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main() {
  const { connect } = await import('@/lib/member-api/db/connect');
  const { players } = await import('@/lib/member-api/db/schema');
  const { setSecurityLogger } = await import('@/lib/shared/log/security');
  const { dispatch } = await import('@/lib/member-api/dispatch');
  const { LOGIN_ACCOUNT_BUDGET } = await import('@/lib/member-api/login-budget');
  const { hashPassword } = await import('@/lib/member-api/password');
  const { mailQueueIdle } = await import('@/lib/member-api/mail/send');
  const { resetRateLimit } = await import('@/lib/shared/rate-limit');
  // One security log line per failed login would drown the figures.
  setSecurityLogger(pino({ level: 'silent' }));
  const connection = await connect({ pgliteDir: 'memory://' });
  (globalThis as Record<symbol, unknown>)[Symbol.for('clubhouse.database')] = Promise.resolve(connection);
  // Enough known accounts that none reaches its failure budget (a proof request would answer without hashing).
  const perAccount = Math.max(1, LOGIN_ACCOUNT_BUDGET - 2);
  const accounts = Math.ceil((runs + WARM_UP) / perAccount);
  const passwordHash = await hashPassword('Fairway!Putt9');
  await connection.db.insert(players).values(
    Array.from({ length: accounts }, (_, i) => ({
      playerId: `timing${i}`,
      passwordHash,
      email: `timing${i}@example.com`,
      nickname: `Timing${i}`,
      firstname: 'Ti',
      lastname: 'Ming',
      timezone: 'Asia/Seoul',
      gender: 'M',
      status: 'active',
    })),
  );

  let address = 0;
  // A new address for every attempt: the per-address budget must not answer 429 either.
  const nextIp = () => `198.18.${(++address >> 8) & 255}.${address & 255}`;
  const timed = async (player_id: string) => {
    const started = performance.now();
    const answer = (await dispatch('login', { player_id, password: 'Wrong!Guess42' }, { ip: nextIp() })) as { code: number };
    const ms = performance.now() - started;
    if (answer.code !== 401) throw new Error(`login of ${player_id} answered ${answer.code}, not 401: the figures would not be comparable`);
    return ms;
  };

  const unknown: number[] = [];
  const wrong: number[] = [];
  const load = os.loadavg()[0];
  for (let i = 0; i < runs + WARM_UP; i += 1) {
    // Alternate which kind goes first, so neither always follows the other.
    const pair = i % 2 === 0 ? [`nobody${i}`, `timing${i % accounts}`] : [`timing${i % accounts}`, `nobody${i}`];
    for (const id of pair) {
      const ms = await timed(id);
      if (i >= WARM_UP) (id.startsWith('nobody') ? unknown : wrong).push(ms);
    }
  }
  report(`login timing, ${runs} logins of each kind`, load, ['unknown ID', unknown], ['known ID, wrong pwd', wrong]);

  // Requirement 5: find ID and find password, known against unknown e-mail (mail printing silenced).
  const log = console.log;
  const quiet = () => {
    console.log = () => {};
  };
  const loud = () => {
    console.log = log;
  };
  const findCalls = [
    { label: 'find ID', bucket: 'find-id', call: (i: number, known: boolean) => dispatch('findId', { email: known ? `timing${i % accounts}@example.com` : `nobody${i}@example.com`, lang: 'en' }, { ip: nextIp() }) },
    {
      label: 'find password',
      bucket: 'find-password',
      call: (i: number, known: boolean) =>
        dispatch('findPassword', known ? { email: `timing${i % accounts}@example.com`, id: `timing${i % accounts}`, lang: 'en' } : { email: `nobody${i}@example.com`, id: `nobody${i}`, lang: 'en' }, { ip: nextIp() }),
    },
  ];
  for (const { label, bucket, call } of findCalls) {
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    const startLoad = os.loadavg()[0];
    quiet();
    for (let i = 0; i < runs + WARM_UP; i += 1) {
      const order = i % 2 === 0 ? [false, true] : [true, false];
      for (const known of order) {
        const email = known ? `timing${i % accounts}@example.com` : `nobody${i}@example.com`;
        // The limits run on every call, from zero (outside the timing), so none answers 429.
        await Promise.all([resetRateLimit(bucket, 'all'), resetRateLimit(bucket, `subject:${email}`), resetRateLimit('mail-recipient', email)]);
        const started = performance.now();
        const answer = (await call(i, known)) as { code: number };
        const ms = performance.now() - started;
        if (answer.code !== 200) {
          loud();
          throw new Error(`${label} answered ${answer.code}: the figures would not be comparable`);
        }
        if (i >= WARM_UP) (known ? knownMs : unknownMs).push(ms);
        // What a known address sets off after the answer (its mail) is done before the next call.
        await new Promise((resolve) => setTimeout(resolve, 2));
        await mailQueueIdle(connection.db);
      }
    }
    loud();
    report(`${label} timing, ${runs} calls of each kind`, startLoad, ['unknown e-mail', unknownMs], ['known e-mail', knownMs]);
  }
  await connection.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}

function report(title: string, load: number, [firstLabel, first]: [string, number[]], [secondLabel, second]: [string, number[]]) {
  first.sort((a, b) => a - b);
  second.sort((a, b) => a - b);
  const medianFirst = quantile(first, 0.5);
  const medianSecond = quantile(second, 0.5);
  const difference = Math.abs(medianFirst - medianSecond) / Math.min(medianFirst, medianSecond);
  console.log(`${title} (load ${load.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
  console.log(`  ${firstLabel.padEnd(20)} median ${medianFirst.toFixed(2)} ms   p90 ${quantile(first, 0.9).toFixed(2)} ms`);
  console.log(`  ${secondLabel.padEnd(20)} median ${medianSecond.toFixed(2)} ms   p90 ${quantile(second, 0.9).toFixed(2)} ms`);
  console.log(
    `  ratio ${(medianSecond / medianFirst).toFixed(2)}, medians differ by ${(difference * 100).toFixed(1)} % (target < ${TARGET * 100} %): ${difference < TARGET ? 'met' : 'NOT met'}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
