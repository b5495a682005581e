import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { formatFee } from '@/lib/shared/money';
import { venueCalendar } from '@/lib/portal/staff/bookings';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { authorize } from '@/lib/portal/staff/matrix';
import { staffPage } from '@/lib/portal/staff/page';
import { venueOf, visibleVenues } from '@/lib/portal/staff/venues';
import { Forbidden } from '@/components/admin/forbidden';
import { checkInBooking, markNoShow } from './actions';
import { MarkButtons } from './mark-buttons';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/bookings'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.bookings' }))('title') };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** A venue's day of bookings, bay by bay, in the venue's own time zone; check-in and no-show for who may. */
export default async function BookingsPage({ params, searchParams }: PageProps<'/admin/[locale]/bookings'>) {
  const { locale } = await readParams(params);
  const first = await staffPage(locale, 'bookings.calendar');
  if ('forbidden' in first) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const db = await getStaffDb();
  const query = await searchParams;
  const venues = await visibleVenues(db, first.staff);
  const asked = one(query.venue);
  const shopno = /^\d{1,9}$/.test(asked) ? await venueOf(db, Number(asked)) : venues[0]?.shopno;
  const t = await getTranslations({ locale, namespace: 'admin.bookings' });
  if (shopno === undefined) {
    if (asked) notFound();
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('noVenues')}</p>
      </div>
    );
  }
  const page = await staffPage(locale, 'bookings.calendar', shopno);
  if ('forbidden' in page) return <Forbidden locale={locale} role={first.staff.role} />;
  const { staff } = page;
  const calendar = await venueCalendar(db, shopno, one(query.day));
  if (!calendar) notFound();
  const canCheckIn = authorize('bookings.checkIn', staff.role, staff.venues, shopno) === 'allowed';
  const canNoShow = authorize('bookings.noShow', staff.role, staff.venues, shopno) === 'allowed';
  const base = `/admin/${locale}/bookings`;
  const dayHref = (day: string) => `${base}?${new URLSearchParams({ venue: String(shopno), day })}`;
  const venueName = (venue: (typeof venues)[number]) => (locale === 'ko' && venue.nameKo ? venue.nameKo : venue.name);
  const count = calendar.bays.reduce((sum, bay) => sum + bay.bookings.length, 0);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <form method="get" action={base} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="cal-venue" className="block text-sm font-semibold">{t('venue')}</label>
          <select id="cal-venue" name="venue" defaultValue={String(shopno)} className="mt-1 rounded-md border border-gray-400 px-3 py-2">
            {venues.map((venue) => (
              <option key={venue.shopno} value={venue.shopno}>{venueName(venue)}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="cal-day" className="block text-sm font-semibold">{t('day')}</label>
          <input id="cal-day" name="day" type="date" defaultValue={calendar.day} className="mt-1 rounded-md border border-gray-400 px-3 py-2" />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">{t('show')}</button>
      </form>
      <nav aria-label={t('days')} className="flex flex-wrap justify-between gap-2">
        <a href={dayHref(shiftDay(calendar.day, -1))} className="text-brand-700 underline">{t('previousDay')}</a>
        <p className="font-semibold">{t('heading', { venue: calendar.venue, day: calendar.day, zone: calendar.timezone })}</p>
        <a href={dayHref(shiftDay(calendar.day, 1))} className="text-brand-700 underline">{t('nextDay')}</a>
      </nav>
      {count === 0 && <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('empty')}</p>}
      {calendar.bays.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('noBays')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {calendar.bays.map((bay) => (
            <section key={bay.number} aria-labelledby={`bay-${bay.number}`} className="rounded-lg border border-gray-200 bg-white p-4">
              <h2 id={`bay-${bay.number}`} className="text-lg font-bold">
                {t('bay', { number: bay.number, name: bay.name })}
              </h2>
              {bay.bookings.length === 0 ? (
                <p className="mt-2 text-sm text-gray-700">{t('bayFree')}</p>
              ) : (
                <ol className="mt-2 space-y-3">
                  {bay.bookings.map((booking) => {
                    const label = t('bookingLabel', { start: booking.startlabel, end: booking.endlabel, bay: bay.number });
                    return (
                      <li key={booking.bookingno} className="border-t border-gray-200 pt-3 text-sm" data-booking={booking.bookingno}>
                        <p className="font-semibold">
                          <time dateTime={booking.startsat}>{booking.startlabel}</time>–<time dateTime={booking.endsat}>{booking.endlabel}</time> · {t(`statuses.${booking.status}` as never)}
                        </p>
                        <p className="break-words text-gray-700">{booking.players.join(', ')}</p>
                        <p className="text-gray-700">
                          {t('code', { code: booking.code })} · {t(`pay.${booking.paymethod}` as never)} {formatFee(booking.amount, booking.currency, locale)}
                          {booking.noshows > 0 && ` · ${t('noShows', { count: booking.noshows })}`}
                        </p>
                        <MarkButtons
                          bookingno={booking.bookingno}
                          label={label}
                          locale={locale}
                          canCheckIn={canCheckIn && (booking.status === 'confirmed' || booking.status === 'no_show')}
                          canNoShow={canNoShow && booking.started && (booking.status === 'confirmed' || booking.status === 'checked_in')}
                          actions={{ checkIn: checkInBooking, noShow: markNoShow }}
                        />
                      </li>
                    );
                  })}
                </ol>
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
