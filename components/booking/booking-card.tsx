import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import { formatFee } from '@/lib/shared/money';
import type { BookingView } from '@/lib/upstream/operations/booking';

/** A venue day as the venue's calendar says it, in the reader's language. */
export function venueDayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** One booking in a list: venue, day and times in the venue's zone (labelled), bay, status and code. */
export async function BookingCard({ booking }: { booking: BookingView }) {
  const [t, locale] = await Promise.all([getTranslations('bookingPage'), getLocale()]);
  return (
    <Link href={`/membership/mybookings/${booking.bookingno}`} className="block rounded-md border border-gray-200 p-4 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700" data-booking-code={booking.code}>
      <p className="font-semibold">{booking.shopname}</p>
      <p className="text-sm">
        {venueDayLabel(booking.day, locale)} · {booking.startlabel}–{booking.endlabel} <span className="text-gray-600">({booking.timezone})</span>
      </p>
      <p className="text-sm text-gray-700">
        {booking.bayname} · {formatFee(booking.amount, booking.currency, locale)} · {t(`status.${booking.status}`)}
      </p>
      <p className="mt-1 font-mono text-sm tracking-widest">{booking.code}</p>
    </Link>
  );
}
