import 'server-only';
import { block, blockedFor, peekRateLimit, rateLimit, resetRateLimit } from '@/lib/rate-limit';

const MINUTE = 60 * 1000;

/**
 * The password-guessing budget (ASVS 6.3.1): how many wrong passwords an account and an address may
 * get before logins are refused with 429, and for how long. The README's Security section quotes them.
 *
 * - Per account: LOGIN_ACCOUNT_BUDGET failures within LOGIN_WINDOW_MS, then the account refuses
 *   logins for a lockout window that doubles each time the budget is spent again within a day
 *   (1, 2, 4 ... 60 minutes): about ten guesses an hour at most, while the owner waits minutes, not
 *   days, and a password reset clears it all.
 * - Per address: LOGIN_ADDRESS_BUDGET attempts within LOGIN_WINDOW_MS, counted before the hash.
 *   The address is the socket's unless TRUSTED_PROXY_HOPS says which X-Forwarded-For entry a proxy
 *   wrote (scripts/serve.mjs overwrites a client's own header), so rotating the header gains nothing.
 *
 * Attempts on one account are counted BEFORE the hash and in order: an attempt reserves a place in
 * the budget (failures so far + attempts in flight), so 150 parallel guesses get at most the budget's
 * worth of hashes and the rest 429 at once. Correct logins never wait on a timer; they only queue
 * behind attempts in flight once the budget is nearly spent.
 */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const LOGIN_ACCOUNT_BUDGET = 10;
export const LOGIN_ADDRESS_BUDGET = 100;
export const LOGIN_FIRST_LOCKOUT_MS = MINUTE;
export const LOGIN_MAX_LOCKOUT_MS = 60 * MINUTE;
const STRIKE_MEMORY_MS = 24 * 60 * MINUTE;

export class LoginRefused extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly scope: 'account' | 'address',
  ) {
    super('login budget spent');
  }
}

/** Attempts in flight per account on this instance, and who waits for one of them to finish. */
const inFlight = new Map<string, { count: number; waiters: (() => void)[] }>();

function release(account: string) {
  const entry = inFlight.get(account);
  if (!entry) return;
  entry.count -= 1;
  const waiters = entry.waiters.splice(0);
  if (entry.count <= 0 && !entry.waiters.length) inFlight.delete(account);
  for (const wake of waiters) wake();
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The lockout after the `strike`-th spent budget within a day: 1, 2, 4 ... minutes, at most an hour. */
export const lockoutMs = (strike: number) => Math.min(LOGIN_MAX_LOCKOUT_MS, LOGIN_FIRST_LOCKOUT_MS * 2 ** Math.max(0, strike - 1));

async function reserve(account: string): Promise<void> {
  for (;;) {
    const locked = await blockedFor('login-lock', account);
    if (locked) throw new LoginRefused(seconds(locked), 'account');
    const failures = await peekRateLimit('login-fail', account);
    const entry = inFlight.get(account) ?? { count: 0, waiters: [] };
    if (failures + entry.count < LOGIN_ACCOUNT_BUDGET) {
      entry.count += 1;
      inFlight.set(account, entry);
      return;
    }
    if (!entry.count) {
      // Budget spent by failures on another instance whose lock has not reached us: lock here too.
      await spend(account);
      continue;
    }
    // The budget's last places are taken by attempts still hashing: their outcome decides.
    await new Promise<void>((resolve) => entry.waiters.push(resolve));
  }
}

async function spend(account: string): Promise<void> {
  const strike = await rateLimit('login-strike', account, Number.MAX_SAFE_INTEGER, STRIKE_MEMORY_MS);
  await block('login-lock', account, lockoutMs(strike.count));
  await resetRateLimit('login-fail', account);
}

/**
 * Runs one login attempt within the budgets. `verify` does the (bounded) argon2 check and says
 * whether the password was right; a wrong one is counted against the account, a right one clears
 * the account's failures. Throws LoginRefused (429) when a budget is spent, without hashing.
 */
export async function withinLoginBudget<T extends { ok: boolean }>(
  playerId: string,
  address: string,
  verify: () => Promise<T>,
): Promise<T> {
  const account = playerId.trim().toLowerCase();
  const byAddress = await rateLimit('login-address', address, LOGIN_ADDRESS_BUDGET, LOGIN_WINDOW_MS);
  if (!byAddress.ok) throw new LoginRefused(byAddress.retryAfterSeconds, 'address');
  await reserve(account);
  try {
    const result = await verify();
    if (result.ok) await resetRateLimit('login-fail', account);
    else {
      const failures = await rateLimit('login-fail', account, Number.MAX_SAFE_INTEGER, LOGIN_WINDOW_MS);
      if (failures.count >= LOGIN_ACCOUNT_BUDGET) await spend(account);
    }
    return result;
  } finally {
    release(account);
  }
}

/** A password reset (or an administrator) gives the owner a fresh budget at once. */
export async function clearLoginBudget(playerId: string): Promise<void> {
  const account = playerId.trim().toLowerCase();
  await Promise.all([resetRateLimit('login-fail', account), resetRateLimit('login-lock', account), resetRateLimit('login-strike', account)]);
}
