import { performance } from 'node:perf_hooks';
import pino from 'pino';
import type { Connection } from '@/lib/member-api/db/connect';
import { captchaConfig, STAFF_SIGNIN_CAPTCHA_ACTION } from '@/lib/shared/captcha';
import { solveChallenge } from '@/lib/shared/captcha/pow';
import { setSecurityLogger } from '@/lib/shared/log/security';
import { resetRateLimit } from '@/lib/shared/rate-limit';
import { issueEnrolment } from '@/lib/portal/staff/accounts';
import { FALLBACK_ACCOUNT_BUDGET, FALLBACK_ADDRESS_BUDGET, REAUTH_CODE_PER_ACCOUNT } from '@/lib/portal/staff/fallback-signin';
import { staffCookieName } from '@/lib/portal/staff/guard';
import { issueRecoveryCodes } from '@/lib/portal/staff/recovery';
import { createStaffSession } from '@/lib/portal/staff/sessions';
import { base32Decode, beginTotpEnrolment, confirmTotpEnrolment, totpCode, totpStep } from '@/lib/portal/staff/totp';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { beginEnrolment, beginReauth, beginSignIn, checkEnrolment, finishEnrolment, finishReauth, finishSignIn } from '@/app/admin/actions';
import { codeSignInProof, reauthWithCode, signInWithCodeAction } from '@/app/admin/factor-actions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
// A recovery code's sign-in ends in redirect() to the security page: a thrown NEXT_REDIRECT, as in Next.
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { digest: `NEXT_REDIRECT;replace;${url};307;` });
  },
}));

/**
 * The console's sign-in against security requirements 4, 27 and 28 (tests/security/README.md), through
 * its real server actions (app/admin/actions.ts, app/admin/factor-actions.ts) on PGlite in memory: the
 * request's headers come from tests/support/next-headers, the address from X-Forwarded-For as
 * lib/shared/security/request.ts reads it (server/serve.mjs puts the socket's address there).
 */
let connection: Connection;
/** The authenticator key of the account with TOTP and recovery codes. */
let key: Buffer;
let staffId = 0;
const OWNER = 'owner@example.com';

beforeAll(async () => {
  process.env.REDIS_URL = '';
  // A light proof of work keeps the tests quick; the check is the same at any difficulty.
  process.env.CAPTCHA_POW_DIFFICULTY = '8';
  // One security log line per refused attempt would drown the timing figures.
  setSecurityLogger(pino({ level: 'silent' }));
  connection = await useMemoryDatabase();
  ({ staffId } = await issueEnrolment(connection.db, { email: OWNER, name: 'Owner', role: 'network_admin' }));
  const { secret } = await beginTotpEnrolment(connection.db, staffId);
  key = base32Decode(secret);
  // Confirmed with the code of a minute ago, so every current step is still unused.
  const earlier = new Date(Date.now() - 90_000);
  expect(await confirmTotpEnrolment(connection.db, staffId, totpCode(key, earlier), earlier)).toBe(true);
  await issueRecoveryCodes(connection.db, staffId);
});
afterAll(() => connection.close());

let addressCounter = 0;
/** A fresh address (a documentation range), so one test's counts never reach another's. */
const freshAddress = () => `198.18.${(++addressCounter >> 8) & 255}.${addressCounter & 255}`;

function from(address: string, cookie?: string) {
  setRequest({ 'x-forwarded-for': address, 'user-agent': 'jest' });
  if (cookie) cookieJar().set(staffCookieName(), cookie);
}

/** A code the account has not used yet: the next step's (TOTP accepts one step ahead). */
let lastStep = 0;
function unusedCode() {
  lastStep = Math.max(lastStep + 1, totpStep(new Date()));
  if (lastStep > totpStep(new Date()) + 1) throw new Error('used every step within the window: the test signs in too often');
  return totpCode(key, new Date(lastStep * 30_000));
}

/** A wrong six-digit code for the owner right now (none of the three steps the window accepts). */
function wrongCode() {
  const now = totpStep(new Date());
  const valid = [now - 1, now, now + 1, now + 2].map((step) => totpCode(key, new Date(step * 30_000)));
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !valid.includes(code))!;
}

async function proof(): Promise<string> {
  const answer = await codeSignInProof();
  if (!answer.ok || answer.data.kind !== 'pow') throw new Error(`no challenge: ${JSON.stringify(answer)}`);
  return solveChallenge(answer.data.challenge);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('ASVS 6.3.8 (req. 4): an unknown staff e-mail and a known one with a wrong code', () => {
  it('get the same answer, for a six-digit code and for a recovery code', async () => {
    for (const code of ['123456', 'abcd-efgh-ijkl-mnop']) {
      from(freshAddress());
      const unknown = await signInWithCodeAction({ email: 'nobody@example.com', code, locale: 'en' });
      from(freshAddress());
      const known = await signInWithCodeAction({ email: OWNER, code: code === '123456' ? wrongCode() : 'abcd-efgh-ijkl-mnop', locale: 'en' });
      expect(unknown).toEqual(known);
      expect(known).toEqual({ ok: false, code: 401, message: 'admin.errors.code', fieldErrors: {} });
      expect(cookieJar().has(staffCookieName())).toBe(false);
    }
    await resetRateLimit('staff-code-fail', OWNER);
  });

  it('take the same time: medians within 10 % over alternating calls, for both kinds of code', async () => {
    // The known account has an authenticator and ten recovery codes: the most work a wrong code can
    // cost. Each call gets a new address and a fresh account budget (outside the timing), so every
    // one runs the check rather than asking for a proof. The two kinds alternate, so the machine's
    // load falls on both alike; a round whose medians stray is measured again, at most three times
    // (one noisy round on a loaded CI machine is noise; a real difference fails all three).
    const RUNS = 300;
    const WARM_UP = 30;
    const rounds: string[] = [];
    for (const code of [wrongCode(), 'abcd-efgh-ijkl-mnop']) {
      let within = false;
      for (let round = 0; round < 3 && !within; round += 1) {
        const times = { unknown: [] as number[], known: [] as number[] };
        for (let i = 0; i < RUNS + WARM_UP; i += 1) {
          const order: ('unknown' | 'known')[] = i % 2 ? ['unknown', 'known'] : ['known', 'unknown'];
          for (const kind of order) {
            const email = kind === 'known' ? OWNER : `nobody${i % 7}@example.com`;
            await resetRateLimit('staff-code-fail', email);
            from(freshAddress());
            const started = performance.now();
            const answer = await signInWithCodeAction({ email, code, locale: 'en' });
            const ms = performance.now() - started;
            if (answer.ok || answer.message !== 'admin.errors.code') throw new Error(`${kind} answered ${JSON.stringify(answer)}: the figures would not compare`);
            if (i >= WARM_UP) times[kind].push(ms);
          }
        }
        const [unknown, known] = [median(times.unknown), median(times.known)];
        const gap = Math.abs(known - unknown) / Math.min(known, unknown);
        rounds.push(`${code.length === 6 ? 'TOTP' : 'recovery'} round ${round + 1}: unknown ${unknown.toFixed(3)} ms, known ${known.toFixed(3)} ms, ${(gap * 100).toFixed(1)} % apart`);
        within = gap < 0.1;
      }
      expect({ code: code.length === 6 ? 'TOTP' : 'recovery', rounds, within }).toMatchObject({ within: true });
    }
    console.log(`staff code sign-in timing (${RUNS} calls of each kind per round):\n${rounds.join('\n')}`);
  }, 240_000);
});

describe('ASVS 6.3.1 (req. 27): wrong codes slow a guesser down with a proof, never lock the owner out', () => {
  beforeEach(() => resetRateLimit('staff-code-fail', OWNER));

  it("past the account's budget every attempt needs a proof, from any address: the guesser's code is not even checked, the owner with a proof gets in", async () => {
    // The guesser rotates addresses (X-Forwarded-For, as a client would write it): the account's budget counts all the same.
    for (let i = 0; i < FALLBACK_ACCOUNT_BUDGET; i += 1) {
      from(freshAddress());
      expect(await signInWithCodeAction({ email: OWNER, code: wrongCode(), locale: 'en' })).toMatchObject({ code: 401, message: 'admin.errors.code' });
    }
    from(freshAddress());
    expect(await signInWithCodeAction({ email: ' Owner@Example.com ', code: wrongCode(), locale: 'en' })).toMatchObject({ ok: false, code: 401, message: 'admin.errors.proofRequired' });
    // The owner, from their own address with the right code: asked for the proof too, never a 429…
    const home = freshAddress();
    from(home);
    const code = unusedCode();
    expect(await signInWithCodeAction({ email: OWNER, code, locale: 'en' })).toMatchObject({ ok: false, code: 401, message: 'admin.errors.proofRequired' });
    expect(cookieJar().has(staffCookieName())).toBe(false);
    // …which their browser solves (code-signin-form.tsx) and sends with the same code: signed in.
    from(home);
    const solved = await proof();
    from(home);
    expect(await signInWithCodeAction({ email: OWNER, code, proof: solved, locale: 'en' })).toEqual({ ok: true, data: { method: 'totp' } });
    expect(cookieJar().get(staffCookieName())).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The right code cleared the account's failures: the next sign-in needs no proof.
    from(home);
    expect(await signInWithCodeAction({ email: OWNER, code: unusedCode(), locale: 'en' })).toEqual({ ok: true, data: { method: 'totp' } });
  });

  it('a proof works once, and a forged or expired one is no proof', async () => {
    for (let i = 0; i < FALLBACK_ACCOUNT_BUDGET; i += 1) {
      from(freshAddress());
      await signInWithCodeAction({ email: OWNER, code: wrongCode(), locale: 'en' });
    }
    const address = freshAddress();
    from(address);
    const solved = await proof();
    from(address);
    expect(await signInWithCodeAction({ email: OWNER, code: wrongCode(), proof: solved, locale: 'en' })).toMatchObject({ message: 'admin.errors.code' });
    from(address);
    expect(await signInWithCodeAction({ email: OWNER, code: '123456', proof: solved, locale: 'en' })).toMatchObject({ message: 'admin.errors.proofRequired' });
    const challenge = captchaConfig(STAFF_SIGNIN_CAPTCHA_ACTION);
    if (challenge.kind !== 'pow') throw new Error('these tests run without reCAPTCHA keys');
    const forged = (await solveChallenge(challenge.challenge)).replace(/\.([A-Za-z0-9_-]+):/, '.AAAA$1:');
    from(address);
    expect(await signInWithCodeAction({ email: OWNER, code: '123456', proof: forged, locale: 'en' })).toMatchObject({ message: 'admin.errors.proofRequired' });
  });

  it('a shared address (an office, a balancer): right codes spend nothing, and past its budget of wrong ones a colleague still gets in with a proof', async () => {
    const office = freshAddress();
    // Colleagues signing in correctly from the one address, more of them than its budget: no proof asked of anyone.
    const colleagues: string[][] = [];
    for (let i = 0; i < FALLBACK_ADDRESS_BUDGET + 2; i += 1) {
      const colleague = await issueEnrolment(connection.db, { email: `colleague${i}@example.com`, name: `Colleague ${i}`, role: 'support' });
      colleagues.push(await issueRecoveryCodes(connection.db, colleague.staffId));
      from(office);
      await expect(signInWithCodeAction({ email: `colleague${i}@example.com`, code: colleagues[i][0], locale: 'en' })).rejects.toMatchObject({ digest: expect.stringContaining('/admin/en/security?recovery=used') });
    }
    // Someone there guesses at other accounts until the address's budget is spent…
    for (let i = 0; i < FALLBACK_ADDRESS_BUDGET; i += 1) {
      from(office);
      expect(await signInWithCodeAction({ email: `guess${i}@example.com`, code: '123456', locale: 'en' })).toMatchObject({ message: 'admin.errors.code' });
    }
    // …then everyone at that address is asked for a proof, and a colleague with the right code and one gets in.
    from(office);
    expect(await signInWithCodeAction({ email: 'colleague0@example.com', code: colleagues[0][1], locale: 'en' })).toMatchObject({ message: 'admin.errors.proofRequired' });
    from(office);
    const solved = await proof();
    from(office);
    await expect(signInWithCodeAction({ email: 'colleague0@example.com', code: colleagues[0][1], proof: solved, locale: 'en' })).rejects.toMatchObject({ digest: expect.stringContaining('recovery=used') });
    // Another address is not concerned.
    from(freshAddress());
    await expect(signInWithCodeAction({ email: 'colleague1@example.com', code: colleagues[1][1], locale: 'en' })).rejects.toMatchObject({ digest: expect.stringContaining('recovery=used') });
  }, 60_000);
});

describe('ASVS 2.4.1 (req. 28): the passkey and TOTP ceremonies answer 429 with Retry-After past their limit', () => {
  it('the seven passkey ceremony steps share 20 a minute per address: the 21st of each is 429 with retryAfter; another address is not concerned', async () => {
    const steps: [string, () => Promise<{ ok: boolean; code?: number; retryAfter?: number; message?: string }>][] = [
      ['beginSignIn', () => beginSignIn()],
      ['finishSignIn', () => finishSignIn({ challengeId: 'x', response: {} as never })],
      ['checkEnrolment', () => checkEnrolment({ token: 'x' })],
      ['beginEnrolment', () => beginEnrolment({ token: 'x' })],
      ['finishEnrolment', () => finishEnrolment({ token: 'x', challengeId: 'x', response: {} as never })],
      ['beginReauth', () => beginReauth()],
      ['finishReauth', () => finishReauth({ challengeId: 'x', response: {} as never })],
    ];
    const address = freshAddress();
    for (let i = 0; i < 20; i += 1) {
      from(address);
      const answer = await steps[i % steps.length][1]();
      expect([steps[i % steps.length][0], answer.code]).not.toEqual([steps[i % steps.length][0], 429]);
    }
    for (const [name, call] of steps) {
      from(address);
      const answer = await call();
      expect({ name, ...answer }).toMatchObject({ name, ok: false, code: 429, message: 'admin.errors.tooMany' });
      expect({ name, retryAfterInRange: answer.retryAfter! > 0 && answer.retryAfter! <= 60 }).toEqual({ name, retryAfterInRange: true });
    }
    from(freshAddress());
    expect(await beginSignIn()).toMatchObject({ ok: true, data: { challengeId: expect.any(String) } });
  });

  it('re-authentication with a TOTP code: past its limit per account 429 with retryAfter, even with the right code (the passkey is the way then)', async () => {
    const session = await createStaffSession(connection.db, staffId, {});
    for (let i = 0; i < REAUTH_CODE_PER_ACCOUNT; i += 1) {
      from(freshAddress(), session);
      expect(await reauthWithCode({ code: wrongCode() })).toMatchObject({ code: 401, message: 'admin.errors.code' });
    }
    from(freshAddress(), session);
    const limited = await reauthWithCode({ code: totpCode(key, new Date()) });
    expect(limited).toMatchObject({ ok: false, code: 429, message: 'admin.errors.tooMany' });
    expect((limited as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
  });
});

describe('ASVS 16.3.1 / 16.2.5 (req. 31): staff sign-ins are logged', () => {
  it('each attempt is one security line with its outcome, never the code, the recovery code or the session token', async () => {
    const lines: string[] = [];
    setSecurityLogger(pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }));
    try {
      await resetRateLimit('staff-code-fail', OWNER);
      const wrong = wrongCode();
      const recovery = (await issueRecoveryCodes(connection.db, staffId))[0];
      const right = totpCode(key, new Date());
      from(freshAddress());
      await signInWithCodeAction({ email: OWNER, code: wrong, locale: 'en' });
      from(freshAddress());
      await signInWithCodeAction({ email: OWNER, code: 'zzzz-zzzz-zzzz-zzzz', locale: 'en' });
      from(freshAddress());
      await signInWithCodeAction({ email: OWNER, code: recovery, locale: 'en' }).catch(() => undefined);
      const token = cookieJar().get(staffCookieName())!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const events = lines.map((line) => JSON.parse(line) as { event: string; outcome: string; account: string });
      expect(events.map((e) => [e.event, e.outcome])).toEqual([
        ['login.failure', 'refused'],
        ['login.failure', 'refused'],
        ['login.success', 'ok'],
      ]);
      expect(events.every((e) => e.account === `staff:${staffId}`)).toBe(true);
      for (const secret of [wrong, right, recovery, recovery.replace(/-/g, '').toUpperCase(), 'zzzz-zzzz-zzzz-zzzz', token]) expect(lines.join('\n')).not.toContain(secret);
    } finally {
      setSecurityLogger(pino({ level: 'silent' }));
    }
  });
});
