import type { NextRequest } from 'next/server';
import { clearSession, safeReturnPath, verifySession } from '@/lib/portal/auth/session';
import { toLocale } from '@/lib/shared/domain/locale';
import { getPathname } from '@/lib/portal/i18n/paths';

/**
 * The login page's way to drop a cookie whose session the member API no longer knows (a page
 * cannot change cookies). Only a dead session is cleared (a live one is kept), so a link to this
 * changes nothing that matters. A browser navigation: it answers with a redirect, never JSON.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const locale = toLocale(search.get('locale'));
  const returnUrl = safeReturnPath(search.get('returnUrl'));
  const live = await verifySession().catch((error: unknown) => {
    console.error('[end-session] session check failed', error);
    return undefined;
  });
  if (live === null) await clearSession();
  const target = getPathname({ locale, href: live === null ? { pathname: '/login', query: { returnUrl } } : '/' });
  // A relative Location: right behind any proxy, whatever Host this server saw.
  return new Response(null, { status: 303, headers: { 'cache-control': 'no-store', location: target } });
}
