import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { env } from '@/lib/config/env';
import { sessionPassword } from '@/lib/config/secrets';

import { SESSION_COOKIE } from './cookie';

export { SESSION_COOKIE };

/** What the portal keeps for a logged-in member (spec §3 session storage, §4 login success). */
export interface PortalSession {
  token?: string;
  nickname?: string;
  pk?: number;
  isInitialize?: boolean;
  timezone?: { name: string; offset: string };
}

export function sessionOptions(): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionPassword(),
    // No maxAge: the cookie lives for the browser session (spec §4); the member API's
    // server-side record is what ends a session (design.md §1).
    ttl: 0,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: env.production && env.appUrl.startsWith('https://'),
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
