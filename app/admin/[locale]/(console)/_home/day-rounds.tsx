import { getTranslations } from 'next-intl/server';
import type { dayFigures } from '@/lib/portal/staff/dashboard';
import { HourColumns, VenueBars } from '@/components/admin/day-charts';

/** Venues drawn in the rounds chart; the rest are summed in a line under it. */
const VENUE_BARS = 12;

/** The day's rounds on the console's home: by venue (the busiest drawn, the rest summed) and by hour. */
export async function DayRounds({ locale, figures, venueName }: { locale: string; figures: Awaited<ReturnType<typeof dayFigures>>; venueName: (shopno: number) => string }) {
  const t = await getTranslations({ locale, namespace: 'admin.dashboard' });
  const rounds = figures.roundsByVenue.reduce((sum, row) => sum + row.rounds, 0);
  const shown = figures.roundsByVenue.slice(0, VENUE_BARS);
  const rest = figures.roundsByVenue.slice(VENUE_BARS);
  const busyHours = figures.roundsByHour.flatMap((count, hour) => (count > 0 ? [t('hourCount', { hour: String(hour).padStart(2, '0'), count })] : []));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="venue-rounds" className="rounded-lg border border-gray-200 bg-white p-5">
        <h3 id="venue-rounds" className="mb-3 font-semibold">
          {t('roundsByVenue')}
        </h3>
        {shown.length === 0 ? (
          <p className="text-gray-700">{t('noRounds')}</p>
        ) : (
          <VenueBars
            label={t('roundsByVenue')}
            rows={shown.map((row) => ({ name: venueName(row.shopno), rounds: row.rounds }))}
            more={rest.length ? t('moreVenues', { venues: rest.length, rounds: rest.reduce((sum, row) => sum + row.rounds, 0) }) : undefined}
          />
        )}
      </section>
      <section aria-labelledby="hour-rounds" className="rounded-lg border border-gray-200 bg-white p-5">
        <h3 id="hour-rounds" className="mb-3 font-semibold">
          {t('roundsByHour')}
        </h3>
        {rounds === 0 ? (
          <p className="text-gray-700">{t('noRounds')}</p>
        ) : (
          <HourColumns counts={figures.roundsByHour} label={`${t('roundsByHour')}: ${busyHours.join(', ')}`} hourLabel={(hour) => `${String(hour).padStart(2, '0')}:00`} />
        )}
      </section>
    </div>
  );
}
