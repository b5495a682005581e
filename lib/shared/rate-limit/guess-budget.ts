import 'server-only';
import { peekRateLimit, rateLimit, resetRateLimit } from './index';

/**
 * A guessing budget (ASVS 6.3.1, security requirement 27): nobody is ever locked out. Once an
 * account, or an address, has spent its budget of wrong secrets, each further attempt must bring a
 * proof (reCAPTCHA v3 or the built-in proof of work, lib/shared/captcha) solved for that attempt. The
 * owner's browser solves it without a word typed again; a guesser pays the proof's CPU time for every
 * guess. Failures only are counted: a shared address (a balancer without TRUSTED_PROXY_HOPS, an office)
 * where people sign in correctly spends nothing, and a right secret clears the account's failures.
 *
 * Attempts on one account are counted BEFORE the check and in order: an attempt without a proof takes
 * a place in the budget (failures so far + attempts in flight on this instance), so 150 parallel
 * guesses get at most the budget's worth of checks and the rest are asked for a proof, unchecked.
 *
 * Members' passwords (lib/member-api/login-budget.ts) and staff sign-in codes
 * (lib/portal/staff/fallback-signin.ts) each have one.
 */
export interface GuessBudgetLimits {
  /** The rate-limit buckets the failures are counted in, per account and per address. */
  accountBucket: string;
  addressBucket: string;
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

/** The attempt must come with a solved proof (lib/shared/captcha); `scope` says whose budget is spent. */
export class ProofRequired extends Error {
  constructor(readonly scope: 'account' | 'address') {
    super('proof required');
  }
}

export interface GuessBudget {
  readonly limits: GuessBudgetLimits;
  /**
   * Runs one attempt within the budgets. `hasProof` verifies the attempt's proof (single use) and is
   * only called when a budget is spent. `verify` checks the secret; a wrong one is counted against the
   * account and the address, a right one clears the account's failures. Throws ProofRequired, without
   * calling `verify`, when a proof is needed and missing.
   */
  within<T extends { ok: boolean }>(account: string, address: string, hasProof: () => Promise<boolean>, verify: () => Promise<T>): Promise<T>;
  /** Gives the owner a fresh budget at once (a reset, an administrator). */
  clear(account: string): Promise<void>;
}

export function guessBudget(limits: GuessBudgetLimits): GuessBudget {
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
   * When the budget's last places are held by attempts still being checked, their outcome decides: a
   * burst of right secrets (one person on several devices) waits for them instead of being asked for a proof.
   */
  async function reserve(account: string, address: string): Promise<'account' | 'address' | undefined> {
    for (;;) {
      const [byAccount, byAddress] = await Promise.all([peekRateLimit(limits.accountBucket, account), peekRateLimit(limits.addressBucket, address)]);
      if (byAccount >= limits.perAccount) return 'account';
      if (byAddress >= limits.perAddress) return 'address';
      const entry = inFlight.get(account) ?? { count: 0, waiters: [] };
      if (byAccount + entry.count < limits.perAccount) {
        entry.count += 1;
        inFlight.set(account, entry);
        return undefined;
      }
      await new Promise<void>((resolve) => entry.waiters.push(resolve));
    }
  }

  return {
    limits,
    async within(name, address, hasProof, verify) {
      const account = name.trim().toLowerCase();
      const spent = await reserve(account, address);
      if (spent && !(await hasProof())) throw new ProofRequired(spent);
      try {
        const result = await verify();
        if (result.ok) await resetRateLimit(limits.accountBucket, account);
        else {
          await Promise.all([
            rateLimit(limits.accountBucket, account, Number.MAX_SAFE_INTEGER, limits.windowMs),
            rateLimit(limits.addressBucket, address, Number.MAX_SAFE_INTEGER, limits.windowMs),
          ]);
        }
        return result;
      } finally {
        // Only attempts without a proof held a place: each proved one paid for itself.
        if (!spent) release(account);
      }
    },
    async clear(name) {
      await resetRateLimit(limits.accountBucket, name.trim().toLowerCase());
    },
  };
}
