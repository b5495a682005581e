import { cookies } from 'next/headers';
import { env } from '@/lib/shared/config/env';
import { toLocale } from '@/lib/shared/domain/locale';
import { securityEvent } from '@/lib/shared/log/security';
import { clientIp, sameOrigin } from '@/lib/shared/security/request';
import { recordAudit } from '@/lib/portal/staff/audit';
import { getStaffDb } from '@/lib/portal/staff/db';
import { consoleAvailable, currentStaff, staffCookieName } from '@/lib/portal/staff/guard';
import { revokeStaffSession } from '@/lib/portal/staff/sessions';
import { noteIfDatabaseDown, unavailableResponse } from '@/lib/portal/staff/unavailable';

const NO_STORE = { 'cache-control': 'private, no-store' } as const;

/**
 * The console's sign-out, as a plain form POST (the header's button): refuses another site's post
 * (Origin / Fetch Metadata), revokes the staff session server-side (a cookie captured before it opens
 * nothing afterwards), deletes the cookie and answers 303 to the sign-in page with
 * `Clear-Site-Data: "cookies"` (ASVS 14.3.1), as the member side's /api/logout does. A route handler,
 * not a server action, because only a response of our own can carry that header.
 */
export async function POST(request: Request, { params }: RouteContext<'/admin/[locale]/signout'>) {
  const locale = toLocale((await params).locale);
  const address = clientIp(request);
  if (!sameOrigin(request)) {
    securityEvent('request.refused', { address, outcome: 'refused', reason: 'cross-site', call: 'staff-signout' });
    return Response.json({ ok: false, code: 403, message: 'api.origin', fieldErrors: {} }, { status: 403, headers: NO_STORE });
  }
  const jar = await cookies();
  const token = jar.get(staffCookieName())?.value;
  if (token && consoleAvailable()) {
    try {
      const staff = await currentStaff();
      const db = await getStaffDb();
      await revokeStaffSession(db, token);
      if (staff) {
        securityEvent('session.revoke', { account: `staff:${staff.staffId}`, address, outcome: 'ok', reason: 'logout' });
        await recordAudit(db, { staffId: staff.staffId, staffEmail: staff.email, address, action: 'staff.signout', target: `staff:${staff.staffId}` });
      }
    } catch (error) {
      // Not signed out while the session's row cannot be revoked: the cookie stays, the answer says to retry.
      if (noteIfDatabaseDown(error)) return unavailableResponse();
      throw error;
    }
  }
  jar.delete(staffCookieName());
  return new Response(null, {
    status: 303,
    headers: { location: new URL(`/admin/${locale}/signin`, env.appUrl + '/').pathname, 'clear-site-data': '"cookies"', ...NO_STORE },
  });
}
