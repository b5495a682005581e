import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { staff } from '@/lib/member-api/db/schema-staff';
import { rateLimit } from '@/lib/shared/rate-limit';
import { normalizeRecoveryCode, spendRecoveryCode } from './recovery';
import { verifyTotp } from './totp';

/**
 * Sign-in without the passkey (issue 24's fallback): the staff e-mail with a code of the account's
 * TOTP authenticator, or with one of its recovery codes. Attempts are limited per address and per
 * account (the e-mail as typed, lower case, so an unknown address is counted and answered exactly
 * like a known one), and every refusal is one answer: 'code', whatever was wrong.
 */
export const FALLBACK_WINDOW_MS = 15 * 60 * 1000;
export const FALLBACK_PER_ADDRESS = 10;
export const FALLBACK_PER_ACCOUNT = 5;

export type FallbackMethod = 'totp' | 'recovery-code';

export type FallbackOutcome =
  | { ok: true; staffId: number; email: string; method: 'totp' }
  | { ok: true; staffId: number; email: string; method: 'recovery-code'; remaining: number }
  | { ok: false; refused: 'code'; staffId?: number; method: FallbackMethod }
  | { ok: false; refused: 'tooMany'; retryAfterSeconds: number; staffId?: number; method: FallbackMethod };

/** Which kind of code was typed: six digits are a TOTP code, anything else is tried as a recovery code. */
export const methodOf = (code: string): FallbackMethod => (/^\s*\d{6}\s*$/.test(code) ? 'totp' : 'recovery-code');

/** The per-account limit, shared with re-authentication by code. */
export const accountLimit = (email: string) => rateLimit('staff-code-account', email.trim().toLowerCase(), FALLBACK_PER_ACCOUNT, FALLBACK_WINDOW_MS);

export async function signInWithCode(db: Database, input: { email: string; code: string; address?: string }, now = new Date()): Promise<FallbackOutcome> {
  const method = methodOf(input.code);
  const email = input.email.trim().toLowerCase();
  const [account] = await db.select({ staffId: staff.staffId, email: staff.email, status: staff.status }).from(staff).where(eq(sql`lower(${staff.email})`, email));
  const byAddress = await rateLimit('staff-code-address', input.address ?? 'unknown', FALLBACK_PER_ADDRESS, FALLBACK_WINDOW_MS);
  const byAccount = await accountLimit(email);
  if (!byAddress.ok || !byAccount.ok) {
    return { ok: false, refused: 'tooMany', retryAfterSeconds: Math.max(byAddress.retryAfterSeconds, byAccount.retryAfterSeconds), staffId: account?.staffId, method };
  }
  if (!account || account.status !== 'active') return { ok: false, refused: 'code', method };
  if (method === 'totp') {
    return (await verifyTotp(db, account.staffId, input.code.trim(), now))
      ? { ok: true, staffId: account.staffId, email: account.email, method }
      : { ok: false, refused: 'code', staffId: account.staffId, method };
  }
  const used = normalizeRecoveryCode(input.code) ? await spendRecoveryCode(db, account.staffId, input.code, now) : undefined;
  return used ? { ok: true, staffId: account.staffId, email: account.email, method, remaining: used.remaining } : { ok: false, refused: 'code', staffId: account.staffId, method };
}
