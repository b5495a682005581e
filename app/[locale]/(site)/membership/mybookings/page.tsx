import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingCard } from '@/components/booking/booking-card';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { bookingListFilters, type BookingListFilter } from '@/lib/upstream/operations/booking';

const PATH = '/membership/mybookings';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/mybookings'>) {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'bookingPage' });
  return { title: t('myTitle'), robots: { index: false } };
}

/** MyZone's bookings (issue 23): upcoming (soonest first), past and cancelled, each with its code. */
export default async function MyBookingsPage({ params, searchParams }: PageProps<'/[locale]/membership/mybookings'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const asked = (await searchParams).filter;
  const filter: BookingListFilter = bookingListFilters.find((f) => f === asked) ?? 'upcoming';
  const { data } = await loadMine('myBookings', { filter, pageno: 1, pagesize: 50, lang: locale }, { locale, returnPath: `${PATH}?filter=${filter}` });
  const t = await getTranslations('bookingPage');
  return (
    <>
      <MyzoneHeading title={t('myTitle')} description={t('myDescription')} />
      <nav aria-label={t('myTitle')} className="mb-4 flex flex-wrap gap-2">
        {bookingListFilters.map((f) => (
          <Link
            key={f}
            href={{ pathname: PATH, query: { filter: f } }}
            aria-current={f === filter ? 'page' : undefined}
            className={`rounded-full border px-4 py-2 text-sm font-semibold ${f === filter ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300'}`}
          >
            {t(`filter.${f}`)}
          </Link>
        ))}
      </nav>
      {!data ? (
        <ErrorState message={t('unavailable')} />
      ) : (
        <>
          {data.noshows > 0 && <p className="mb-3 text-sm text-amber-800">{t('noShows', { count: data.noshows })}</p>}
          {data.bookinglist.length === 0 ? (
            <p className="rounded-md border border-dashed border-gray-300 p-6 text-center text-gray-700">{t(`empty.${filter}`)}</p>
          ) : (
            <ul className="space-y-3">
              {data.bookinglist.map((booking) => (
                <li key={booking.bookingno}>
                  <BookingCard booking={booking} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
