import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { OpenNow } from '@/components/store/open-now';
import type { StoreDetail } from '@/lib/upstream/operations/store';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A venue's opening hours by day, with whether it is open now in its own zone. */
export async function VenueHours({ hours, timeZone }: { hours: StoreDetail['hours']; timeZone: string }) {
  const [t, messages] = await Promise.all([getTranslations('store'), getMessages()]);
  const days = DAYS.filter((day) => hours[day]);
  return (
    <>
      <h2 className="mt-8 flex flex-wrap items-center gap-3 text-xl font-bold">
        {t('hours')}
        <NextIntlClientProvider messages={{ store: { finder: messages.store.finder } }}>
          <OpenNow hours={hours} timeZone={timeZone} />
        </NextIntlClientProvider>
      </h2>
      {days.length ? (
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">{t('hours')}</caption>
          <tbody className="divide-y divide-gray-100">
            {days.map((day) => (
              <tr key={day}>
                <th scope="row" className="py-2 text-left font-normal text-gray-600">{t(`day.${day}`)}</th>
                <td className="py-2 text-right font-semibold tabular-nums">{hours[day]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-gray-600">{t('hoursUnknown')}</p>
      )}
    </>
  );
}
