import { getTranslations } from 'next-intl/server';
import type { StaffAction } from '@/lib/portal/staff/matrix';

/** The console's screens a role may open, as cards under the day's figures. */
export async function ConsoleScreens({ locale, can }: { locale: string; can: (action: StaffAction) => boolean }) {
  const t = await getTranslations({ locale, namespace: 'admin' });
  const cards = [
    { href: `/admin/${locale}/members`, title: t('nav.members'), body: t('home.members'), show: can('members.search') },
    { href: `/admin/${locale}/inquiries`, title: t('nav.inquiries'), body: t('home.inquiries'), show: can('inquiries.list') },
    { href: `/admin/${locale}/venues`, title: t('nav.venues'), body: t('home.venues'), show: can('venueKeys.list') },
    { href: `/admin/${locale}/staff`, title: t('nav.staff'), body: t('home.staff'), show: can('staff.manage') },
    { href: `/admin/${locale}/audit`, title: t('nav.audit'), body: t('home.audit'), show: can('audit.read') },
  ].filter((card) => card.show);
  return (
    <nav aria-label={t('dashboard.screens')}>
      <ul className="grid gap-4 md:grid-cols-2">
        {cards.map((card) => (
          <li key={card.href}>
            <a href={card.href} className="block h-full rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-500">
              <span className="block text-lg font-semibold text-brand-800">{card.title}</span>
              <span className="mt-1 block text-gray-700">{card.body}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
