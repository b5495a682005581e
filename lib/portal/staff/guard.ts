import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { httpsOrigin } from '@/lib/portal/auth/cookie';
import { env } from '@/lib/shared/config/env';
import { getDb, type Database } from '@/lib/member-api/db/client';
import { clientIp } from '@/lib/shared/security/request';
import { authorize, REAUTH_MS, STAFF_ACTIONS, type StaffAction } from './matrix';
import { resolveStaffSession, type StaffSession } from './sessions';
import { noteIfDatabaseDown } from './unavailable';

/**
 * Who is asking, for the console: the staff session behind the console's own cookie, confirmed
 * against its server-side row on every request. A member's session cookie means nothing here, and
 * the staff cookie nothing to the member side.
 *
 * The cookie: `__Host-` on https (Secure, Path=/, no Domain), HttpOnly, SameSite=Strict (nothing
 * links into the console from another site), no Max-Age (the row's idle and absolute limits end it).
 */
export const staffCookieName = (appUrl = env.appUrl) => (httpsOrigin(appUrl) ? '__Host-clubhouse_staff' : 'clubhouse_staff');

export function staffCookieOptions() {
  return { httpOnly: true, secure: httpsOrigin(env.appUrl), sameSite: 'strict' as const, path: '/' };
}

/** The console needs the built-in member API's database: with UPSTREAM_URL (a remote member API) it is off. */
export const consoleAvailable = () => !env.upstreamUrl;

/** The staff session of this request, or null. Cached per request. */
export const currentStaff = cache(async (): Promise<StaffSession | null> => {
  if (!consoleAvailable()) return null;
  const token = (await cookies()).get(staffCookieName())?.value;
  if (!token) return null;
  try {
    return (await resolveStaffSession(await getDb(), token)) ?? null;
  } catch (error) {
    // Every console page, action and route asks this first: a database that is down makes the
    // request's 500 the server's 503 page (actions and routes answer their own 503).
    noteIfDatabaseDown(error);
    throw error;
  }
});

export async function requestMeta(): Promise<{ ip?: string; userAgent?: string }> {
  const requestHeaders = await headers();
  return { ip: clientIp({ headers: requestHeaders }), userAgent: requestHeaders.get('user-agent') ?? undefined };
}

/** Why a console request is refused. 'reauth': signed in, but a dangerous action needs a fresh passkey check. */
export type Refusal = { status: 401; reason: 'signin' | 'reauth' } | { status: 403; reason: 'forbidden' } | { status: 404; reason: 'notFound' };

/**
 * The decision for this request's staff member on `action` (on a thing of venue `shopno` when the
 * action is venue-scoped): the session, or why not. Dangerous actions need a passkey check within
 * the last REAUTH_MS.
 */
export async function checkStaff(action: StaffAction, shopno?: number, now = Date.now()): Promise<{ staff: StaffSession; db: Database } | { refusal: Refusal }> {
  const staff = await currentStaff();
  if (!staff) return { refusal: { status: 401, reason: 'signin' } };
  const decision = authorize(action, staff.role, staff.venues, shopno);
  if (decision === 403) return { refusal: { status: 403, reason: 'forbidden' } };
  if (decision === 404) return { refusal: { status: 404, reason: 'notFound' } };
  if (STAFF_ACTIONS[action].dangerous && now - staff.secondFactorAt.getTime() > REAUTH_MS) return { refusal: { status: 401, reason: 'reauth' } };
  return { staff, db: await getDb() };
}
