import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { readParams } from '@/lib/portal/i18n/params';
import { currentStaff } from '@/lib/portal/staff/guard';
import { authorize } from '@/lib/portal/staff/matrix';
import { getStaffDb } from '@/lib/portal/staff/db';
import { hasTotp } from '@/lib/portal/staff/totp';
import { ReauthPromptHost } from '@/components/admin/reauth-prompt';
import { SignOutButton } from '@/components/admin/sign-out-button';
import { reauthWithCode } from '../../factor-actions';

/**
 * The signed-in console: its navigation (only what the role may open), the page, and the prompt every
 * dangerous action's re-authentication goes through (passkey, or a TOTP code when an app is set up).
 */
export default async function ConsoleLayout({ children, params }: LayoutProps<'/admin/[locale]'>) {
  const { locale } = await readParams(params);
  const staff = await currentStaff();
  if (!staff) redirect(`/admin/${locale}/signin`);
  const t = await getTranslations({ locale, namespace: 'admin' });
  const base = `/admin/${locale}`;
  const links = [
    { href: base, label: t('nav.home'), show: true },
    { href: `${base}/members`, label: t('nav.members'), show: authorize('members.search', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/inquiries`, label: t('nav.inquiries'), show: authorize('inquiries.list', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/notices`, label: t('nav.notices'), show: authorize('notices.list', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/lessons`, label: t('nav.lessons'), show: authorize('lessons.comments', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/lessons/publishing`, label: t('nav.lessonPublishing'), show: authorize('lessons.publish', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/minigames`, label: t('nav.minigames'), show: authorize('minigames.publish', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/payments`, label: t('nav.payments'), show: authorize('payments.list', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/bookings`, label: t('nav.bookings'), show: authorize('bookings.calendar', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/venues`, label: t('nav.venues'), show: authorize('venueKeys.list', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/tournaments`, label: t('nav.tournaments'), show: authorize('tournaments.list', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/staff`, label: t('nav.staff'), show: authorize('staff.manage', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/audit`, label: t('nav.audit'), show: authorize('audit.read', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/security`, label: t('nav.security'), show: authorize('security.read', staff.role, staff.venues) === 'allowed' },
    { href: `${base}/sessions`, label: t('nav.sessions'), show: authorize('sessions.list', staff.role, staff.venues) === 'allowed' },
  ].filter((link) => link.show);
  const other = locale === 'ko' ? 'en' : 'ko';
  const totp = await hasTotp(await getStaffDb(), staff.staffId);
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('skip')}
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a href={base} className="font-bold">
            {t('title')}
          </a>
          <nav aria-label={t('nav.label')} className="flex flex-wrap gap-1">
            {links.map((link) => (
              <a key={link.href} href={link.href} className="rounded px-3 py-2 text-sm font-semibold hover:bg-brand-800">
                {link.label}
              </a>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden md:inline">
              {staff.name} · {t(`roles.${staff.role}`)}
            </span>
            <a href={`/admin/${other}`} lang={other} className="rounded px-2 py-2 underline">
              {t('nav.language')}
            </a>
            <SignOutButton action={`${base}/signout`} label={t('nav.signOut')} />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
      <ReauthPromptHost hasTotp={totp} reauthWithCode={reauthWithCode} />
    </>
  );
}
