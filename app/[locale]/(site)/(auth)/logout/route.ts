import { NextResponse, type NextRequest } from 'next/server';
import { clearSession, readSession } from '@/lib/auth/session';
import { env } from '@/lib/config/env';
import { callUpstream } from '@/lib/upstream/client';

/**
 * Spec §2 /logout: revokes the session on the member API, clears the cookie (and with it the
 * member's time zone, which the footer then shows as the network's ST again), and goes to /.
 */
export async function GET(_request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const session = await readSession();
  if (session?.token) {
    try {
      await callUpstream('logout', {}, { token: session.token });
    } catch (error) {
      // The cookie is cleared whatever the member API says; its record expires by itself.
      console.error('[logout] revoke failed', error);
    }
  }
  await clearSession();
  const home = new URL(locale === 'ko' ? '/ko' : '/', env.appUrl);
  const response = NextResponse.redirect(home, 303);
  response.headers.set('cache-control', 'no-store');
  return response;
}
