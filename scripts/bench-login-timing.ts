/**
 * Security requirement 4 (ASVS 6.3.8): an unknown ID and a known ID with a wrong password must take
 * the same time, so a login's timing does not tell whether an account exists. The member API's
 * login is called as the portal calls it (dispatch: schema, login budget, lookup, one argon2
 * verification) on a throw-away embedded database, alternating the two kinds so that the machine's
 * load falls on both alike. Prints each kind's median and p90, and the medians' difference
 * against the 10 % target. A figure, not a test (design.md §4):
 *
 *   npm run bench:login-timing                 # 120 logins of each kind
 *   npm run bench:login-timing -- --runs 300
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { connect } from '@/lib/db/connect';
import { players } from '@/lib/db/schema';
import { setSecurityLogger } from '@/lib/log/security';
import { dispatch } from '@/lib/member-api/dispatch';
import { LOGIN_ACCOUNT_BUDGET } from '@/lib/member-api/login-budget';
import { hashPassword } from '@/lib/member-api/password';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '120' } } });
const runs = Math.max(10, Number(values.runs) || 120);
const WARM_UP = 10;
const TARGET = 0.1;

// Limits in this process only (no Redis): the bench must not touch a shared counter.
process.env.REDIS_URL = '';
// One security log line per failed login would drown the figures.
setSecurityLogger(pino({ level: 'silent' }));

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main() {
  const connection = await connect({ pgliteDir: 'memory://' });
  (globalThis as Record<symbol, unknown>)[Symbol.for('clubhouse.database')] = Promise.resolve(connection);
  // Enough known accounts that none reaches its failure budget (a 429 would answer without hashing).
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
  await connection.close();

  unknown.sort((a, b) => a - b);
  wrong.sort((a, b) => a - b);
  const medianUnknown = quantile(unknown, 0.5);
  const medianWrong = quantile(wrong, 0.5);
  const difference = Math.abs(medianUnknown - medianWrong) / Math.min(medianUnknown, medianWrong);
  console.log(`login timing, ${runs} logins of each kind (load ${load.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
  console.log(`  unknown ID           median ${medianUnknown.toFixed(1)} ms   p90 ${quantile(unknown, 0.9).toFixed(1)} ms`);
  console.log(`  known ID, wrong pwd  median ${medianWrong.toFixed(1)} ms   p90 ${quantile(wrong, 0.9).toFixed(1)} ms`);
  console.log(`  medians differ by ${(difference * 100).toFixed(1)} % (target < ${TARGET * 100} %): ${difference < TARGET ? 'met' : 'NOT met'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
