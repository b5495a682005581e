import { getTranslations } from 'next-intl/server';
import { formatFee } from '@/lib/shared/money';
import type { CalendarDay } from '@/lib/portal/staff/bookings';
import { checkInBooking, markNoShow } from './actions';
import { MarkButtons } from './mark-buttons';

/**
 * One bay's day in a venue's booking calendar: its bookings in the venue's own time, who plays, the
 * code and the payment, and the desk's check-in and no-show where the staff member may mark them.
 */
export async function BayBookings({ bay, locale, may }: { bay: CalendarDay['bays'][number]; locale: string; may: { checkIn: boolean; noShow: boolean } }) {
  const t = await getTranslations({ locale, namespace: 'admin.bookings' });
  return (
    <section aria-labelledby={`bay-${bay.number}`} className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={`bay-${bay.number}`} className="text-lg font-bold">
        {t('bay', { number: bay.number, name: bay.name })}
      </h2>
      {bay.bookings.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t('bayFree')}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {bay.bookings.map((booking) => (
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
                label={t('bookingLabel', { start: booking.startlabel, end: booking.endlabel, bay: bay.number })}
                locale={locale}
                canCheckIn={may.checkIn && (booking.status === 'confirmed' || booking.status === 'no_show')}
                canNoShow={may.noShow && booking.started && (booking.status === 'confirmed' || booking.status === 'checked_in')}
                actions={{ checkIn: checkInBooking, noShow: markNoShow }}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
