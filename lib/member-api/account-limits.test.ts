import type { Connection } from '@/lib/member-api/db/connect';
import { players } from '@/lib/member-api/db/schema';
import { useMemoryDatabase } from '@/tests/support/database';
import { sql } from 'drizzle-orm';
import { hashPassword } from './password';
import { ACCOUNT_LIMITS, accountHandlers, byId } from './account';
import { LOGIN_ACCOUNT_BUDGET, clearLoginBudget } from './login-budget';
import type { CallContext } from './context';

/**
 * Limits that must hold when the caller's address is spoofed (no trusted proxy), and a login budget
 * that nobody can turn against a member. Each test uses its own subjects and buckets: the in-memory
 * counters live as long as this file's module registry.
 */
let connection: Connection;
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const context = (ip = nextIp()): CallContext => ({ db: connection.db, ip });

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { code?: number }) => error.code ?? 500,
  );

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
  const passwordHash = await hashPassword('Clubhouse1!');
  await connection.db.insert(players).values([
    { playerId: 'victim', passwordHash, email: 'victim@example.com', nickname: 'Victim', firstname: 'Vic', lastname: 'Tim', timezone: 'Asia/Seoul', gender: 'M', status: 'active' },
    { playerId: 'target', passwordHash, email: 'target@example.com', nickname: 'Target', firstname: 'Tar', lastname: 'Get', timezone: 'Asia/Seoul', gender: 'M', status: 'active' },
  ]);
});

afterAll(async () => {
  await connection.close();
});

describe('enumeration-prone calls are limited without trusting the address', () => {
  it('find ID: a fourth lookup of one e-mail within 15 minutes is refused, whatever address each came from', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await code(accountHandlers.findId({ email: 'Someone@Example.com', lang: 'en' }, context())));
    expect(results).toEqual([200, 200, 200, 429]);
  });

  it('find password and resend verification: per subject too', async () => {
    const find = [];
    for (let i = 0; i < 4; i += 1) find.push(await code(accountHandlers.findPassword({ email: 'x@example.com', id: 'xuser', lang: 'en' }, context())));
    expect(find.at(-1)).toBe(429);
    const resend = [];
    for (let i = 0; i < 4; i += 1) resend.push(await code(accountHandlers.resendVerification({ player_id: 'nobody', lang: 'en' }, context())));
    expect(resend).toEqual([200, 200, 200, 429]);
  });

  it('a duplicate check answers 429 once the network-wide ceiling per minute is reached, each call from a new address and value', async () => {
    const ceiling = ACCOUNT_LIMITS.duplicateCheck.globalPerMinute;
    for (let i = 0; i < ceiling; i += 1) {
      expect(await code(accountHandlers.idCheck({ player_id: `free${i}` }, context()))).toBe(200);
    }
    expect(await code(accountHandlers.idCheck({ player_id: 'onemore' }, context()))).toBe(429);
    // The three checks share the ceiling: it is about the call, not about which field.
    expect(await code(accountHandlers.emailCheck({ email: 'fresh@example.com' }, context()))).toBe(429);
  });
});

describe('login limits', () => {
  it('an account asks for a proof once its budget of failures is spent, from any address, and a reset gives the budget back', async () => {
    const results: string[] = [];
    for (let i = 0; i < LOGIN_ACCOUNT_BUDGET + 2; i += 1) {
      results.push(await accountHandlers.login({ player_id: 'victim', password: 'wrong-1' }, context()).then(() => 'ok', (error: { message: string }) => error.message));
    }
    expect(results.slice(0, LOGIN_ACCOUNT_BUDGET).every((message) => message === 'auth.error.invalidCredentials')).toBe(true);
    expect(results.slice(LOGIN_ACCOUNT_BUDGET)).toEqual(['auth.error.proofRequired', 'auth.error.proofRequired']);
    // Never a 429 for the owner: the right password is asked for the same proof (the form solves it) ...
    await expect(accountHandlers.login({ player_id: 'VICTIM', password: 'Clubhouse1!' }, context('192.0.2.1'))).rejects.toMatchObject({ code: 401, message: 'auth.error.proofRequired' });
    // ... and a password reset (or the window's end) clears it.
    await clearLoginBudget('victim');
    expect(await code(accountHandlers.login({ player_id: 'VICTIM', password: 'Clubhouse1!' }, context('192.0.2.1')))).toBe(200);
  });

  it('right passwords never count against the budget', async () => {
    const results: number[] = [];
    for (let i = 0; i < LOGIN_ACCOUNT_BUDGET * 2; i += 1) results.push(await code(accountHandlers.login({ player_id: 'target', password: 'Clubhouse1!' }, context('198.51.100.9'))));
    expect(new Set(results)).toEqual(new Set([200]));
  });
});

describe('ID lookups', () => {
  it('compare the raw player_id (lowercased input), so the unique index answers instead of a table scan', async () => {
    const query = connection.db.select({ pk: players.playerPk }).from(players).where(byId('Victim'));
    const { sql: text, params } = query.toSQL();
    expect(text).toMatch(/"player_id" = \$1/);
    expect(params).toEqual(['victim']);
    await connection.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = await connection.db.execute(sql.raw(`explain ${text.replace('$1', "'victim'")}`));
      const lines = ((plan as { rows: Record<string, string>[] }).rows).map((row) => Object.values(row)[0]).join('\n');
      expect(lines).toMatch(/Index (Only )?Scan/);
    } finally {
      await connection.db.execute(sql`set enable_seqscan = on`);
    }
  });
});
