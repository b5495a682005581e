import { cookies } from 'next/headers';
import { sessionCookieName } from '@/lib/portal/auth/cookie';
import { readSession } from '@/lib/portal/auth/session';
import { env } from '@/lib/shared/config/env';
import { pathInLocale, toLocale } from '@/lib/shared/domain/locale';
import { securityEvent } from '@/lib/shared/log/security';
import { BODY_LIMITS, BodyRefused, bodyRefusedResponse, readFieldsWithin } from '@/lib/shared/security/body';
import { clientIp, sameOrigin } from '@/lib/shared/security/request';
import { callUpstream } from '@/lib/upstream/client';

/**
 * Spec §2 logout, as a plain form POST from the header and /logout (no JavaScript needed): refuses
 * another site's post (Origin / Fetch Metadata), revokes the session on the member API, deletes the
 * cookie and answers 303 to the home page in the form's language with `Clear-Site-Data: "cookies"`
 * (ASVS 14.3.1), so no cookie of the portal (next-auth's included) outlives the logout. Not
 * "storage": localStorage holds no member data, only the spec's "remember ID" (which the member
 * chose, and which must survive a logout to mean anything) and view-count flags. A route handler,
 * not a server action, because only a response of our own can carry that header.
 */
export async function POST(request: Request) {
  if (!sameOrigin(request)) {
    securityEvent('request.refused', { address: clientIp(request), outcome: 'refused', reason: 'cross-site', call: 'logout' });
    return Response.json({ ok: false, code: 403, message: 'api.origin', fieldErrors: {} }, { status: 403, headers: { 'cache-control': 'private, no-store' } });
  }
  let locale = toLocale(undefined);
  try {
    const fields = await readFieldsWithin(request, BODY_LIMITS.routeHandler);
    locale = toLocale(fields instanceof URLSearchParams ? fields.get('locale') : fields.locale);
  } catch (error) {
    if (error instanceof BodyRefused) return bodyRefusedResponse(error);
  }
  const session = await readSession();
  if (session?.token) {
    try {
      await callUpstream('logout', {}, { token: session.token, ip: clientIp(request) });
      securityEvent('session.revoke', { account: session.pk, address: clientIp(request), outcome: 'ok', reason: 'logout' });
    } catch (error) {
      // The cookie is cleared whatever the member API says; its record ends by its idle timeout.
      console.error('[logout] revoke failed', error instanceof Error ? error.message : error);
    }
  }
  (await cookies()).delete(sessionCookieName(env.appUrl));
  return new Response(null, {
    status: 303,
    headers: {
      location: new URL(pathInLocale(locale, '/'), env.appUrl + '/').pathname,
      'clear-site-data': '"cookies"',
      'cache-control': 'private, no-store',
    },
  });
}
