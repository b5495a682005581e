import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { MyzoneNav } from '@/components/myzone/myzone-nav';
import { safeReturnPath, verifySession } from '@/lib/portal/auth/session';
import { redirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';
import { myzoneNav } from '@/lib/portal/navigation/myzone';

/** The MyZone page asked for (proxy.ts passes it), or MyZone's first page when it is missing or not MyZone's. */
function membershipReturnPath(requested: string | null): string {
  const path = safeReturnPath(requested);
  return path === '/membership' || path.startsWith('/membership/') || path.startsWith('/membership?') ? path : '/membership/mysummary';
}

/**
 * MyZone's layout: its own guard and its own navigation (records and account, one list in
 * lib/portal/navigation/myzone). The proxy only checks that a cookie exists (spec §2); here the session is
 * confirmed with the member API, so a revoked, expired or tampered cookie is sent to log in with the
 * page asked for. Pages below still pass the verified token to every member call, which the member API
 * checks too (a layout does not re-run on a client-side navigation).
 */
export default async function MembershipLayout({ children, params }: LayoutProps<'/[locale]/membership'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  // Only a session the member API refused (401/403) is "logged out". A member API or database that
  // does not answer is an outage, not a logout: the error goes through, and the page answers 503 with
  // the outage page (server/member-api-outage.mjs) instead of sending a member to log in again.
  const session = await verifySession();
  if (!session) redirect({ href: { pathname: '/login', query: { returnUrl: membershipReturnPath((await headers()).get('x-return-path')) } }, locale });
  const t = await getTranslations('myzone');
  const groups = myzoneNav.map((group) => ({
    key: group.key,
    title: t(`nav.${group.key}.title`),
    items: group.items.map((item) => ({ key: item.key, href: item.href, label: t(`nav.${group.key}.${item.key}` as 'nav.summary.mysummary') })),
  }));
  return (
    // break-keep: Korean wraps between words, not inside them ("스코/어", "순/위" in narrow table headers).
    <div className="mx-auto max-w-7xl break-keep px-4 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10 lg:py-12">
      <aside>
        <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-brand-700 lg:mb-3">{t('title')}</p>
        {/* Its localised links and pathname need the locale; no page outside MyZone ships this provider. */}
        <NextIntlClientProvider messages={null}>
          <MyzoneNav label={t('navLabel')} groups={groups} />
        </NextIntlClientProvider>
      </aside>
      <div className="min-w-0 pt-6 lg:pt-0">{children}</div>
    </div>
  );
}
