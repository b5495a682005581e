import 'server-only';
import { verifySession } from '@/lib/portal/auth/session';
import { redirect } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/shared/domain/locale';
import { isUpstreamError } from '@/lib/upstream/errors';

/**
 * The verified member of a MyZone account page (the layout checked too, but a layout does not run
 * again on a client-side navigation): a visitor or an ended session goes to log in and come back.
 */
export async function accountSession(locale: Locale, path: string) {
  // Only a refused session (401/403) is logged out; an outage goes through to the 503 page (membership/layout.tsx).
  const session = await verifySession();
  if (!session) redirect({ href: { pathname: '/login', query: { returnUrl: path } }, locale });
  return session!;
}

/** Runs a member read; a 401 (the session ended meanwhile) sends the member to log in instead of an error state. */
export async function memberRead<T>(locale: Locale, path: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (isUpstreamError(error) && error.code === 401) redirect({ href: { pathname: '/login', query: { returnUrl: path } }, locale });
    console.error(`[myaccount] ${path}`, error);
    return undefined;
  }
}

/** Where a sensitive screen sends a member who has not confirmed the password in the last 10 minutes. */
export function confirmFirst(locale: Locale, path: string): never {
  redirect({ href: { pathname: '/membership/myaccount/confirmpassword', query: { returnUrl: path } }, locale });
  throw new Error('unreachable');
}
