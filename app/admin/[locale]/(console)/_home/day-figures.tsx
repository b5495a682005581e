import { getFormatter, getTranslations } from 'next-intl/server';
import { formatFee } from '@/lib/shared/money';
import type { dayFigures, operationsHealth } from '@/lib/portal/staff/dashboard';
import type { countWaiting } from '@/lib/portal/staff/inquiries';

type DayFiguresData = Awaited<ReturnType<typeof dayFigures>>;

/**
 * The day's figures on the console's home, each to the roles allowed it: rounds, bookings by state,
 * entries, card money (revenue given), the inquiries waiting and the jobs and mail (when given).
 */
export async function DayFigures({
  locale,
  figures,
  showRevenue,
  inquiries,
  health,
}: {
  locale: string;
  figures: DayFiguresData;
  showRevenue: boolean;
  inquiries?: Awaited<ReturnType<typeof countWaiting>>;
  health?: Awaited<ReturnType<typeof operationsHealth>>;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.dashboard' });
  const format = await getFormatter({ locale });
  const rounds = figures.roundsByVenue.reduce((sum, row) => sum + row.rounds, 0);
  const bookings = Object.values(figures.bookings).reduce((sum, count) => sum + count, 0);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Figure label={t('rounds')} value={format.number(rounds)} />
      <Figure
        label={t('bookings')}
        value={format.number(bookings)}
        detail={Object.entries(figures.bookings)
          .map(([status, count]) => `${t(`bookingStates.${status}` as never)} ${format.number(count)}`)
          .join(' · ')}
      />
      <Figure label={t('entries')} value={format.number(figures.entries.total)} detail={t('entriesPaid', { count: figures.entries.paid })} />
      {showRevenue && (
        <Figure
          label={t('revenue')}
          value={figures.revenue.length ? figures.revenue.map((line) => formatFee(line.paid - line.refunded, line.currency, locale)).join(' · ') : format.number(0)}
          detail={figures.revenue.map((line) => t('revenueDetail', { paid: formatFee(line.paid, line.currency, locale), refunded: formatFee(line.refunded, line.currency, locale) })).join(' · ') || t('noPayments')}
        />
      )}
      {inquiries && (
        <Figure
          label={t('inquiries')}
          value={format.number(inquiries.waiting)}
          detail={t('unassigned', { count: inquiries.unassigned })}
          href={`/admin/${locale}/inquiries`}
          linkLabel={t('openQueue')}
        />
      )}
      {health && (
        <Figure
          label={t('machinery')}
          value={t('failedJobs', { count: health.failedJobs.length })}
          detail={t('mail', { queued: health.mail.queued, failing: health.mail.failing })}
          alert={health.failedJobs.length > 0 || health.mail.failing > 0}
        />
      )}
    </dl>
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
