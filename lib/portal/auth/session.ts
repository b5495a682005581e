import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { env } from '@/lib/shared/config/env';
import { sessionPassword } from '@/lib/shared/config/secrets';

import { ACCOUNT_HINT_COOKIE } from '@/lib/shared/security/account-hint.mjs';
import { httpsOrigin, SESSION_COOKIE, sessionCookieName } from './cookie';

export { SESSION_COOKIE, sessionCookieName };

/** What the portal keeps for a logged-in member (spec §3 session storage, §4 login success). */
export interface PortalSession {
  token?: string;
  nickname?: string;
  pk?: number;
  isInitialize?: boolean;
  timezone?: { name: string; offset: string };
  /**
   * A provider login of a withdrawn account (issue 9): the member API's one-use restore ticket,
   * kept sealed in the cookie until the member confirms the restore on the login page (or it runs out).
   */
  pendingRestore?: PendingRestore;
}

export interface PendingRestore {
  ticket: string;
  provider: 'google' | 'apple';
  /** The last day the account can be restored (ISO). */
  restorableUntil: string;
  /** When the ticket runs out (ms since the epoch): the member API's ten minutes. */
  expires: number;
}

/** As long as the member API keeps a restore ticket (lib/member-api/restore). */
const PENDING_RESTORE_MS = 10 * 60 * 1000;

export function sessionOptions(): SessionOptions {
  return {
    cookieName: sessionCookieName(env.appUrl),
    // A map { id: password } when SESSION_PASSWORD is rotated: the highest id seals, every id unseals.
    password: sessionPassword(),
    // No maxAge: the cookie lives for the browser session (spec §4); the member API's
    // server-side record is what ends a session (design.md §1).
    ttl: 0,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the public origin is https (then the name is __Host-, which requires it);
      // production on a public http origin refuses to start (lib/shared/config/env.ts checkConfiguration).
      secure: httpsOrigin(env.appUrl),
      path: '/',
      maxAge: undefined,
    },
  };
}

export async function getSession() {
  return getIronSession<PortalSession>(await cookies(), sessionOptions());
}

/**
 * The member behind this request's cookie, or null for a visitor. A tampered or unreadable cookie
 * reads as a visitor, never as an error. Cached per request.
 */
export const readSession = cache(async (): Promise<PortalSession | null> => {
  try {
    const session = await getSession();
    return session.token ? { ...session } : null;
  } catch {
    return null;
  }
});

/**
 * The member behind this request's cookie, confirmed against the member API's server-side session
 * record (revoked, idle or expired sessions read as a visitor). For member pages and handlers: the
 * proxy's cookie check is only a convenience. Cached per request.
 */
export const verifySession = cache(async (): Promise<(PortalSession & { token: string; pk: number }) | null> => {
  const session = await readSession();
  if (!session?.token) return null;
  try {
    const { callUpstream } = await import('@/lib/upstream/client');
    const info = await callUpstream('sessionInfo', {}, { token: session.token });
    return {
      ...session,
      token: session.token,
      pk: info.player_pk,
      nickname: info.nickname,
      isInitialize: info.is_initialize === 'y',
    };
  } catch (error) {
    const { isUpstreamError } = await import('@/lib/upstream/errors');
    if (isUpstreamError(error) && (error.code === 401 || error.code === 403)) return null;
    throw error;
  }
});

/** Stores a login's result (spec §4): token, nickname, pk, is_initialize and the member's time zone. */
export async function saveLogin(result: {
  loginresult: { token: string; nickname: string; player_pk: number; is_initialize: 'y' | 'n' };
  timezone: { timezone_name: string; timezone_offset: string };
}): Promise<void> {
  const session = await getSession();
  session.token = result.loginresult.token;
  session.nickname = result.loginresult.nickname;
  session.pk = result.loginresult.player_pk;
  session.isInitialize = result.loginresult.is_initialize === 'y';
  session.timezone = { name: result.timezone.timezone_name, offset: result.timezone.timezone_offset };
  delete session.pendingRestore;
  await session.save();
  await setAccountHint(true);
}

/**
 * The non-secret "signed in" hint the head script reads before first paint (lib/shared/security/account-hint.mjs):
 * readable by scripts, never trusted for access; it lives as long as the session cookie (no Max-Age).
 */
async function setAccountHint(member: boolean): Promise<void> {
  const jar = await cookies();
  if (member) jar.set(ACCOUNT_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: httpsOrigin(env.appUrl), httpOnly: false });
  else jar.delete(ACCOUNT_HINT_COOKIE);
}

/** Keeps a provider login's restore ticket for the login page's offer (no member is logged in by it). */
export async function savePendingRestore(value: Omit<PendingRestore, 'expires'>, now = Date.now()): Promise<void> {
  const session = await getSession();
  // A provider login replaces whatever the cookie held, as a successful one does (saveLogin): a dead
  // token left in it would send the login page to clear the cookie, and the offer with it.
  for (const key of ['token', 'nickname', 'pk', 'isInitialize', 'timezone'] as const) delete session[key];
  session.pendingRestore = { ...value, expires: now + PENDING_RESTORE_MS };
  await session.save();
}

/** The restore on offer, or null when there is none or it ran out. */
export async function readPendingRestore(now = Date.now()): Promise<PendingRestore | null> {
  try {
    const pending = (await getSession()).pendingRestore;
    return pending && pending.expires > now ? pending : null;
  } catch {
    return null;
  }
}

/** Forgets the restore on offer ("Not now", or after it was spent). */
export async function clearPendingRestore(): Promise<void> {
  const session = await getSession();
  if (!session.pendingRestore) return;
  delete session.pendingRestore;
  await session.save();
}

/** Forgets the portal session (the member API's record is revoked by the caller first). */
export async function clearSession(): Promise<void> {
  try {
    const session = await getSession();
    session.destroy();
  } catch {
    (await cookies()).delete(sessionCookieName(env.appUrl));
  }
  await setAccountHint(false);
}

/**
 * A same-site path to return to after login, or '/' (no open redirect): it must start with one
 * '/', carry no scheme, host or backslash, and must not lead back to the account pages.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value) || value.length > 1000) return '/';
  try {
    const url = new URL(value, 'http://portal.invalid');
    if (url.origin !== 'http://portal.invalid') return '/';
    const bare = url.pathname.replace(/^\/ko(?=\/|$)/, '') || '/';
    if (/^\/(login|logout|signup)(\/|$)/.test(bare)) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

/**
 * After a re-authentication the member API answers a new token for the same session (ASVS 7.2.4):
 * the cookie is sealed again with it, so its value changes; the old token dies after a short grace.
 */
export async function replaceSessionToken(token: string): Promise<void> {
  const session = await getSession();
  if (!session.token || !token) return;
  session.token = token;
  await session.save();
}

/** Keeps the cookie's copy of the member's nickname and need_edit_profile in step after a profile change. */
export async function updateSessionProfile(values: { nickname: string; isInitialize: boolean }): Promise<void> {
  const session = await getSession();
  if (!session.token) return;
  session.nickname = values.nickname;
  session.isInitialize = values.isInitialize;
  await session.save();
}
