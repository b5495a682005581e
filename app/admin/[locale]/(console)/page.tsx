import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getZone } from '@/lib/portal/data/common';
import { getVenueNames } from '@/lib/portal/data/store';
import { readParams } from '@/lib/portal/i18n/params';
import { formatFee } from '@/lib/shared/money';
import { dayFigures, dayWindow, operationsHealth } from '@/lib/portal/staff/dashboard';
import { countWaiting } from '@/lib/portal/staff/inquiries';
import { getStaffDb } from '@/lib/portal/staff/db';
import { authorize } from '@/lib/portal/staff/matrix';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { HourColumns, VenueBars } from '@/components/admin/day-charts';
import { LiveRefresh } from '@/components/admin/live-refresh';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.nav' }))('home') };
}

/** Seconds between live updates of the day's figures. */
const LIVE_SECONDS = 30;
/** Venues drawn in the rounds chart; the rest are summed in a line under it. */
const VENUE_BARS = 12;

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
  const rounds = figures.roundsByVenue.reduce((sum, row) => sum + row.rounds, 0);
  const bookings = Object.values(figures.bookings).reduce((sum, count) => sum + count, 0);
  const shown = figures.roundsByVenue.slice(0, VENUE_BARS);
  const rest = figures.roundsByVenue.slice(VENUE_BARS);
  const busyHours = figures.roundsByHour.flatMap((count, hour) => (count > 0 ? [t('dashboard.hourCount', { hour: String(hour).padStart(2, '0'), count })] : []));
  const day = format.dateTime(now, { dateStyle: 'full', timeZone: zone.name });
  const updatedAt = format.dateTime(now, { timeStyle: 'medium', timeZone: zone.name });

  const cards = [
    { href: `/admin/${locale}/members`, title: t('nav.members'), body: t('home.members'), show: can('members.search') },
    { href: `/admin/${locale}/inquiries`, title: t('nav.inquiries'), body: t('home.inquiries'), show: can('inquiries.list') },
    { href: `/admin/${locale}/venues`, title: t('nav.venues'), body: t('home.venues'), show: can('venueKeys.list') },
    { href: `/admin/${locale}/staff`, title: t('nav.staff'), body: t('home.staff'), show: can('staff.manage') },
    { href: `/admin/${locale}/audit`, title: t('nav.audit'), body: t('home.audit'), show: can('audit.read') },
  ].filter((card) => card.show);

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
            {t('dashboard.title', { day })}
          </h2>
          <LiveRefresh seconds={LIVE_SECONDS} updatedAt={updatedAt} />
        </div>
        <p className="text-sm text-gray-700">{t('dashboard.zone', { zone: zone.name, offset: zone.offset })}</p>

        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Figure label={t('dashboard.rounds')} value={format.number(rounds)} />
          <Figure
            label={t('dashboard.bookings')}
            value={format.number(bookings)}
            detail={Object.entries(figures.bookings)
              .map(([status, count]) => `${t(`dashboard.bookingStates.${status}` as never)} ${format.number(count)}`)
              .join(' · ')}
          />
          <Figure label={t('dashboard.entries')} value={format.number(figures.entries.total)} detail={t('dashboard.entriesPaid', { count: figures.entries.paid })} />
          {can('dashboard.revenue') && (
            <Figure
              label={t('dashboard.revenue')}
              value={figures.revenue.length ? figures.revenue.map((line) => formatFee(line.paid - line.refunded, line.currency, locale)).join(' · ') : format.number(0)}
              detail={figures.revenue.map((line) => t('dashboard.revenueDetail', { paid: formatFee(line.paid, line.currency, locale), refunded: formatFee(line.refunded, line.currency, locale) })).join(' · ') || t('dashboard.noPayments')}
            />
          )}
          {inquiries && (
            <Figure
              label={t('dashboard.inquiries')}
              value={format.number(inquiries.waiting)}
              detail={t('dashboard.unassigned', { count: inquiries.unassigned })}
              href={`/admin/${locale}/inquiries`}
              linkLabel={t('dashboard.openQueue')}
            />
          )}
          {health && (
            <Figure
              label={t('dashboard.machinery')}
              value={t('dashboard.failedJobs', { count: health.failedJobs.length })}
              detail={t('dashboard.mail', { queued: health.mail.queued, failing: health.mail.failing })}
              alert={health.failedJobs.length > 0 || health.mail.failing > 0}
            />
          )}
        </dl>

        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="venue-rounds" className="rounded-lg border border-gray-200 bg-white p-5">
            <h3 id="venue-rounds" className="mb-3 font-semibold">
              {t('dashboard.roundsByVenue')}
            </h3>
            {shown.length === 0 ? (
              <p className="text-gray-700">{t('dashboard.noRounds')}</p>
            ) : (
              <VenueBars
                label={t('dashboard.roundsByVenue')}
                rows={shown.map((row) => ({ name: venueName(row.shopno), rounds: row.rounds }))}
                more={rest.length ? t('dashboard.moreVenues', { venues: rest.length, rounds: rest.reduce((sum, row) => sum + row.rounds, 0) }) : undefined}
              />
            )}
          </section>
          <section aria-labelledby="hour-rounds" className="rounded-lg border border-gray-200 bg-white p-5">
            <h3 id="hour-rounds" className="mb-3 font-semibold">
              {t('dashboard.roundsByHour')}
            </h3>
            {rounds === 0 ? (
              <p className="text-gray-700">{t('dashboard.noRounds')}</p>
            ) : (
              <HourColumns counts={figures.roundsByHour} label={`${t('dashboard.roundsByHour')}: ${busyHours.join(', ')}`} hourLabel={(hour) => `${String(hour).padStart(2, '0')}:00`} />
            )}
          </section>
        </div>

        {health && health.failedJobs.length > 0 && (
          <section aria-labelledby="failed-jobs" className="rounded-lg border border-red-300 bg-red-50 p-5">
            <h3 id="failed-jobs" className="mb-2 font-semibold">
              {t('dashboard.failedJobsTitle')}
            </h3>
            <ul className="space-y-1 text-sm">
              {health.failedJobs.map((job) => (
                <li key={job.name} className="break-words">
                  <span className="font-semibold">{job.name}</span>
                  {job.finishedAt ? ` · ${format.dateTime(job.finishedAt, { dateStyle: 'short', timeStyle: 'short', timeZone: zone.name })}` : ''} · {job.lastResult}
                </li>
              ))}
            </ul>
          </section>
        )}
      </section>

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
    </div>
  );
}

function Figure({ label, value, detail, href, linkLabel, alert }: { label: string; value: string; detail?: string; href?: string; linkLabel?: string; alert?: boolean }) {
  return (
    <div className={`rounded-lg border p-4 ${alert ? 'border-red-300 bg-red-50' : 'border-gray-200 bg-white'}`}>
      <dt className="text-sm font-semibold text-gray-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-gray-700">{detail}</dd>}
      {href && (
        <dd className="mt-1 text-sm">
          <a href={href} className="text-brand-700 underline">
            {linkLabel}
          </a>
        </dd>
      )}
    </div>
  );
}
