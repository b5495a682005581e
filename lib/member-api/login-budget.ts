import 'server-only';
import { peekRateLimit, rateLimit, resetRateLimit } from '@/lib/shared/rate-limit';

const MINUTE = 60 * 1000;

/**
 * The password-guessing budget (ASVS 6.3.1, security requirement 27): nobody is ever locked out.
 * Once an account, or an address, has spent its budget of wrong passwords, each further attempt
 * must bring a proof (the sign-up's captcha: reCAPTCHA v3 or the built-in proof of work, lib/shared/captcha)
 * solved for that attempt. The owner's browser solves it without a word typed again; a guesser pays
 * the proof's CPU time for every guess. The README's "Login guessing" quotes these figures.
 *
 * - Per account: LOGIN_ACCOUNT_BUDGET failures within LOGIN_WINDOW_MS.
 * - Per address: LOGIN_ADDRESS_BUDGET failures within LOGIN_WINDOW_MS. Failures only: a shared
 *   address (a balancer without TRUSTED_PROXY_HOPS, an office) where people log in correctly spends
 *   nothing. The address is the socket's unless TRUSTED_PROXY_HOPS says which X-Forwarded-For entry
 *   a proxy wrote (server/serve.mjs overwrites a client's own header), so rotating it gains nothing.
 *
 * Attempts on one account are counted BEFORE the hash and in order: an attempt without a proof takes
 * a place in the budget (failures so far + attempts in flight on this instance), so 150 parallel
 * guesses get at most the budget's worth of hashes and the rest are asked for a proof, without a hash.
 */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const LOGIN_ACCOUNT_BUDGET = 10;
export const LOGIN_ADDRESS_BUDGET = 30;

/** The attempt must come with a solved proof (lib/shared/captcha); `scope` says whose budget is spent. */
export class ProofRequired extends Error {
  constructor(readonly scope: 'account' | 'address') {
    super('login proof required');
  }
}

/** Attempts in flight without a proof per account on this instance, and who waits for one to finish. */
const inFlight = new Map<string, { count: number; waiters: (() => void)[] }>();

function release(account: string) {
  const entry = inFlight.get(account);
  if (!entry) return;
  entry.count -= 1;
  const waiters = entry.waiters.splice(0);
  if (entry.count <= 0) inFlight.delete(account);
  for (const wake of waiters) wake();
}

/**
 * Which budget is spent for this attempt, or undefined after taking a place in the account's budget.
 * When the budget's last places are held by attempts still hashing, their outcome decides: a burst of
 * right passwords (one member on several devices) waits for them instead of being asked for a proof.
 */
async function reserve(account: string, address: string): Promise<'account' | 'address' | undefined> {
  for (;;) {
    const [byAccount, byAddress] = await Promise.all([peekRateLimit('login-fail', account), peekRateLimit('login-address-fail', address)]);
    if (byAccount >= LOGIN_ACCOUNT_BUDGET) return 'account';
    if (byAddress >= LOGIN_ADDRESS_BUDGET) return 'address';
    const entry = inFlight.get(account) ?? { count: 0, waiters: [] };
    if (byAccount + entry.count < LOGIN_ACCOUNT_BUDGET) {
      entry.count += 1;
      inFlight.set(account, entry);
      return undefined;
    }
    await new Promise<void>((resolve) => entry.waiters.push(resolve));
  }
}

/**
 * Runs one login attempt within the budgets. `hasProof` verifies the attempt's proof (single use) and
 * is only called when a budget is spent. `verify` does the (bounded) argon2 check and says whether the
 * password was right; a wrong one is counted against the account and the address, a right one clears
 * the account's failures. Throws ProofRequired, without hashing, when a proof is needed and missing.
 */
export async function withinLoginBudget<T extends { ok: boolean }>(
  playerId: string,
  address: string,
  hasProof: () => Promise<boolean>,
  verify: () => Promise<T>,
): Promise<T> {
  const account = playerId.trim().toLowerCase();
  const spent = await reserve(account, address);
  if (spent && !(await hasProof())) throw new ProofRequired(spent);
  try {
    const result = await verify();
    if (result.ok) await resetRateLimit('login-fail', account);
    else {
      await Promise.all([
        rateLimit('login-fail', account, Number.MAX_SAFE_INTEGER, LOGIN_WINDOW_MS),
        rateLimit('login-address-fail', address, Number.MAX_SAFE_INTEGER, LOGIN_WINDOW_MS),
      ]);
    }
    return result;
  } finally {
    // Only attempts without a proof held a place: each proved one paid for itself.
    if (!spent) release(account);
  }
}

/** A password reset (or an administrator) gives the owner a fresh budget at once. */
export async function clearLoginBudget(playerId: string): Promise<void> {
  await resetRateLimit('login-fail', playerId.trim().toLowerCase());
}
