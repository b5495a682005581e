import { setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { safeReturnPath, verifySession } from '@/lib/auth/session';
import { redirect } from '@/lib/i18n/navigation';
import { readParams } from '@/lib/i18n/params';

/**
 * MyZone's own guard (spec §2): the proxy only checks that a cookie exists; here the session is
 * confirmed with the member API, so a revoked, expired or tampered cookie is sent to log in.
 * Pages below still pass the verified token to every member call, which the member API checks too.
 */
/** The MyZone page asked for (proxy.ts passes it), or MyZone's first page when it is missing or not MyZone's. */
function membershipReturnPath(requested: string | null): string {
  const path = safeReturnPath(requested);
  return path === '/membership' || path.startsWith('/membership/') || path.startsWith('/membership?') ? path : '/membership/mysummary';
}

export default async function MembershipLayout({ children, params }: LayoutProps<'/[locale]/membership'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const session = await verifySession().catch(() => null);
  if (!session) redirect({ href: { pathname: '/login', query: { returnUrl: membershipReturnPath((await headers()).get('x-return-path')) } }, locale });
  return <>{children}</>;
}
