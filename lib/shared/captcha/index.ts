import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/shared/config/env';
import { authSecret } from '@/lib/shared/config/secrets';
import { rateLimit } from '@/lib/shared/rate-limit';
import { leadingZeroBits, POW_PREFIX } from './pow';

/**
 * The sign-up's automatic-registration check (spec §5). With reCAPTCHA v3 keys, the browser gets a
 * token and THIS server verifies it with the secret (never the browser, unlike the spec's design),
 * checking action, hostname and score. Without keys, the built-in proof of work (./pow.ts) keeps
 * the check required on a machine with no internet.
 */
export const CAPTCHA_ACTION = 'signup';
/** The action of the proof a login brings once its guessing budget is spent (lib/member-api/login-budget.ts). */
export const LOGIN_CAPTCHA_ACTION = 'login';
/** The same for the console's sign-in with a code once its guessing budget is spent (lib/portal/staff/fallback-signin.ts). */
export const STAFF_SIGNIN_CAPTCHA_ACTION = 'staff_signin';
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** siteverify gets 3 s: a stalled Google must not hold a sign-up (the form then shows the captcha error). */
export const RECAPTCHA_TIMEOUT_MS = 3_000;

export function recaptchaSiteKey(): string | undefined {
  return env.recaptchaSiteKey;
}

function recaptchaSecret(): string | undefined {
  return env.recaptchaSecretKey;
}

function powDifficulty(): number {
  return env.captchaPowDifficulty;
}

export type CaptchaConfig = { kind: 'recaptcha'; siteKey: string; action: string } | { kind: 'pow'; challenge: string };

const sign = (payload: string) => createHmac('sha256', authSecret()).update(`captcha:${payload}`).digest('base64url');

export function issueChallenge(now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ n: randomBytes(12).toString('base64url'), e: now + CHALLENGE_TTL_MS, d: powDifficulty() })).toString(
    'base64url',
  );
  return `${payload}.${sign(payload)}`;
}

/** What the sign-up form needs: the site key for reCAPTCHA, or a fresh challenge. */
export function captchaConfig(action = CAPTCHA_ACTION): CaptchaConfig {
  const siteKey = recaptchaSiteKey();
  if (siteKey && recaptchaSecret()) return { kind: 'recaptcha', siteKey, action };
  return { kind: 'pow', challenge: issueChallenge() };
}

export async function verifyProofOfWork(token: string, now = Date.now()): Promise<boolean> {
  if (!token.startsWith(POW_PREFIX)) return false;
  const [challenge, counter] = token.slice(POW_PREFIX.length).split(':');
  const [payload, signature] = (challenge ?? '').split('.');
  if (!payload || !signature || !counter || !/^\d{1,12}$/.test(counter)) return false;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  let claims: { n: string; e: number; d: number };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  if (typeof claims.e !== 'number' || claims.e < now) return false;
  const digest = createHash('sha256').update(`${challenge}:${counter}`).digest();
  if (leadingZeroBits(digest) < claims.d) return false;
  // Single use: the first verification wins, a replay of the same solution is refused.
  const first = await rateLimit('captcha-used', claims.n, 1, CHALLENGE_TTL_MS);
  return first.ok;
}

interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export async function verifyRecaptcha(token: string, ip?: string, action = CAPTCHA_ACTION): Promise<boolean> {
  const secret = recaptchaSecret();
  if (!secret) return false;
  const url = env.recaptchaVerifyUrl;
  const minScore = env.recaptchaMinScore;
  const body = new URLSearchParams({ secret, response: token });
  if (ip) body.set('remoteip', ip);
  try {
    const response = await fetch(url, { method: 'POST', body, signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS), cache: 'no-store' });
    const answer = (await response.json()) as SiteverifyAnswer;
    return (
      answer.success === true &&
      answer.action === action &&
      answer.hostname === new URL(env.appUrl).hostname &&
      typeof answer.score === 'number' &&
      answer.score >= minScore
    );
  } catch (error) {
    console.error('[captcha] siteverify failed', error);
    return false;
  }
}

/** Verifies whichever kind of token the form sent; reCAPTCHA tokens only count when keys are configured. */
export async function verifyCaptcha(token: string, ip?: string, action = CAPTCHA_ACTION): Promise<boolean> {
  if (recaptchaSiteKey() && recaptchaSecret()) return verifyRecaptcha(token, ip, action);
  return verifyProofOfWork(token);
}
