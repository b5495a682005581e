import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { staff } from '@/lib/member-api/db/schema-staff';
import { STAFF_SIGNIN_CAPTCHA_ACTION, verifyCaptcha } from '@/lib/shared/captcha';
import { rateLimit } from '@/lib/shared/rate-limit';
import { guessBudget, ProofRequired } from '@/lib/shared/rate-limit/guess-budget';
import { normalizeRecoveryCode, spendRecoveryCode } from './recovery';
import { NO_STAFF, verifyTotp } from './totp';

/**
 * Sign-in without the passkey (issue 24's fallback): the staff e-mail with a code of the account's
 * TOTP authenticator, or with one of its recovery codes. Every refusal is one answer ('code'),
 * whatever was wrong, after the same work for an unknown e-mail as for a known one.
 *
 * Guessing (security requirement 27) is met with a proof, never a lockout: failures are counted per
 * account (the e-mail as typed, lower case, so an unknown address is counted exactly like a known one)
 * and per address; past either budget each attempt must bring a solved proof (lib/shared/captcha, as
 * members' logins do), which the sign-in form solves by itself. The owner with the right code always
 * gets in; a right code clears the account's failures; right codes from a shared address spend nothing.
 */
export const FALLBACK_WINDOW_MS = 15 * 60 * 1000;
/** Wrong codes per account, then per address, within the window before each attempt needs a proof. */
export const FALLBACK_ACCOUNT_BUDGET = 5;
export const FALLBACK_ADDRESS_BUDGET = 10;

const budget = guessBudget({
  accountBucket: 'staff-code-fail',
  addressBucket: 'staff-code-address-fail',
  perAccount: FALLBACK_ACCOUNT_BUDGET,
  perAddress: FALLBACK_ADDRESS_BUDGET,
  windowMs: FALLBACK_WINDOW_MS,
});

export type FallbackMethod = 'totp' | 'recovery-code';

export type FallbackOutcome =
  | { ok: true; staffId: number; email: string; method: 'totp' }
  | { ok: true; staffId: number; email: string; method: 'recovery-code'; remaining: number }
  | { ok: false; refused: 'code'; staffId?: number; method: FallbackMethod }
  | { ok: false; refused: 'proof'; scope: 'account' | 'address'; staffId?: number; method: FallbackMethod };

/** Which kind of code was typed: six digits are a TOTP code, anything else is tried as a recovery code. */
export const methodOf = (code: string): FallbackMethod => (/^\s*\d{6}\s*$/.test(code) ? 'totp' : 'recovery-code');

/** Re-authentication by code in a signed-in session: attempts per account and per address (a session is no guesser's). */
export const REAUTH_CODE_PER_ACCOUNT = 5;
export const REAUTH_CODE_PER_ADDRESS = 10;
export const reauthCodeLimits = (email: string, address: string | undefined) =>
  Promise.all([
    rateLimit('staff-code-address', address ?? 'unknown', REAUTH_CODE_PER_ADDRESS, FALLBACK_WINDOW_MS),
    rateLimit('staff-code-account', email.trim().toLowerCase(), REAUTH_CODE_PER_ACCOUNT, FALLBACK_WINDOW_MS),
  ]);

export async function signInWithCode(db: Database, input: { email: string; code: string; address?: string; proof?: string }, now = new Date()): Promise<FallbackOutcome> {
  const method = methodOf(input.code);
  const email = input.email.trim().toLowerCase();
  const address = input.address ?? 'unknown';
  const hasProof = async () => Boolean(input.proof) && (await verifyCaptcha(input.proof!, input.address, STAFF_SIGNIN_CAPTCHA_ACTION));
  let staffId: number | undefined;
  try {
    return await budget.within(email, address, hasProof, async (): Promise<FallbackOutcome> => {
      const [account] = await db.select({ staffId: staff.staffId, email: staff.email, status: staff.status }).from(staff).where(eq(sql`lower(${staff.email})`, email));
      staffId = account?.staffId;
      // An unknown or disabled account is checked like any other, against nobody's codes (NO_STAFF): the
      // same queries and hashes, so neither the answer nor its timing tells (security requirement 4).
      const subject = account?.status === 'active' ? account.staffId : NO_STAFF;
      if (method === 'totp') {
        return (await verifyTotp(db, subject, input.code.trim(), now)) && account && subject !== NO_STAFF
          ? { ok: true, staffId: account.staffId, email: account.email, method }
          : { ok: false, refused: 'code', staffId, method };
      }
      const used = normalizeRecoveryCode(input.code) ? await spendRecoveryCode(db, subject, input.code, now) : undefined;
      return used && account && subject !== NO_STAFF
        ? { ok: true, staffId: account.staffId, email: account.email, method, remaining: used.remaining }
        : { ok: false, refused: 'code', staffId, method };
    });
  } catch (error) {
    if (!(error instanceof ProofRequired)) throw error;
    return { ok: false, refused: 'proof', scope: error.scope, staffId, method };
  }
}
