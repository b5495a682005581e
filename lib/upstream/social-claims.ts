import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/shared/config/env';
import { authSecret } from '@/lib/shared/config/secrets';

/**
 * /social_login trusts the provider's claims only with a signature made by the portal that ran the
 * OAuth dance: an HMAC with the secret both share (SOCIAL_LOGIN_SECRET, or the generated auth
 * secret when the member API runs in-process). Signatures older than five minutes are refused.
 * Part of the seam's wire contract: the portal signs (lib/portal/auth/next-auth), the member API verifies
 * (lib/member-api/account), and neither imports the other.
 */
const MAX_AGE_MS = 5 * 60 * 1000;

function secret(): string {
  return env.socialLoginSecret ?? authSecret();
}

export interface SocialClaims {
  id: string;
  email: string;
  name: string;
  social_type: string;
}

function payload(claims: SocialClaims, ts: number): string {
  return ['social_login', claims.social_type, claims.id, claims.email, claims.name, String(ts)].join('\n');
}

export function signSocialClaims(claims: SocialClaims, ts = Date.now()): { ts: number; signature: string } {
  return { ts, signature: createHmac('sha256', secret()).update(payload(claims, ts)).digest('base64url') };
}

export function verifySocialClaims(claims: SocialClaims, ts: number, signature: string, now = Date.now()): boolean {
  if (!Number.isFinite(ts) || Math.abs(now - ts) > MAX_AGE_MS) return false;
  const expected = Buffer.from(signSocialClaims(claims, ts).signature);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
