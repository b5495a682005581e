import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getZone } from '@/lib/portal/data/common';
import { getVenueNames } from '@/lib/portal/data/store';
import { readParams } from '@/lib/portal/i18n/params';
import { dayFigures, dayWindow, operationsHealth } from '@/lib/portal/staff/dashboard';
import { countWaiting } from '@/lib/portal/staff/inquiries';
import { getStaffDb } from '@/lib/portal/staff/db';
import { authorize } from '@/lib/portal/staff/matrix';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { LiveRefresh } from '@/components/admin/live-refresh';
import { ConsoleScreens } from './_home/console-screens';
import { DayFigures } from './_home/day-figures';
import { DayRounds } from './_home/day-rounds';
import { FailedJobs } from './_home/failed-jobs';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.nav' }))('home') };
}

/** Seconds between live updates of the day's figures. */
const LIVE_SECONDS = 30;

/**
 * The console's home (issue 24 item 4): the day at a glance in the network's zone. Rounds posted per
 * venue (live), bookings, entries, card money, open inquiries, failed jobs and mail, each shown to
 * the roles the matrix lets see it; a venue manager's figures are their venues' only. Member-side
 * data (the network's zone, venue names) comes through the read table; the counts from lib/portal/staff.
 */
export default async function ConsoleHome({ params }: PageProps<'/admin/[locale]'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'dashboard.read');
  if ('forbidden' in page) return <Forbidden locale={locale} role="" />;
  const { staff } = page;
  const can = (action: Parameters<typeof authorize>[0]) => authorize(action, staff.role, staff.venues) === 'allowed';
  const scope = staff.role === 'venue_manager' ? staff.venues : null;

  const [zone, names, db] = await Promise.all([getZone(), getVenueNames(locale), getStaffDb()]);
  const now = new Date();
  const window = dayWindow(zone.name, now);
  const [figures, inquiries, health] = await Promise.all([
    dayFigures(db, window, scope),
    can('inquiries.list') ? countWaiting(db) : undefined,
    can('dashboard.operations') ? operationsHealth(db, now) : undefined,
  ]);

  const t = await getTranslations({ locale, namespace: 'admin' });
  const format = await getFormatter({ locale });
  const venueName = (shopno: number) => names.get(shopno) ?? t('dashboard.venue', { number: shopno });

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{t('home.title', { name: staff.name })}</h1>
        <p className="mt-1 text-gray-700">{t('home.signedInAs', { email: staff.email, role: t(`roles.${staff.role}`) })}</p>
        {scope && <p className="text-gray-700">{t('dashboard.yourVenues', { venues: scope.length ? scope.map(venueName).join(', ') : t('dashboard.noVenues') })}</p>}
      </div>

      <section aria-labelledby="today-title" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="today-title" className="text-xl font-bold">
            {t('dashboard.title', { day: format.dateTime(now, { dateStyle: 'full', timeZone: zone.name }) })}
          </h2>
          <LiveRefresh seconds={LIVE_SECONDS} updatedAt={format.dateTime(now, { timeStyle: 'medium', timeZone: zone.name })} />
        </div>
        <p className="text-sm text-gray-700">{t('dashboard.zone', { zone: zone.name, offset: zone.offset })}</p>
        <DayFigures locale={locale} figures={figures} showRevenue={can('dashboard.revenue')} inquiries={inquiries} health={health} />
        <DayRounds locale={locale} figures={figures} venueName={venueName} />
        {health && <FailedJobs locale={locale} jobs={health.failedJobs} timeZone={zone.name} />}
      </section>

      <ConsoleScreens locale={locale} can={can} />
    </div>
  );
}
