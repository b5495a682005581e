import { getTranslations } from 'next-intl/server';
import type { BookingDetail } from '@/lib/upstream/operations/booking';

/** A booking's check-in code, as text and as the QR image the venue scans. */
export async function BookingCode({ booking }: { booking: Pick<BookingDetail, 'code' | 'qrsvg'> }) {
  const t = await getTranslations('bookingPage');
  return (
    <aside aria-labelledby="booking-code" className="rounded-md border border-gray-200 p-4 text-center">
      <h2 id="booking-code" className="text-sm font-semibold">
        {t('code')}
      </h2>
      <p className="my-2 font-mono text-3xl tracking-widest" data-check-in-code>
        {booking.code}
      </p>
      {/* The QR image is drawn by the member API from the code alone (qrcode), never from input. */}
      <div role="img" aria-label={t('qrAlt', { code: booking.code })} className="mx-auto w-48" dangerouslySetInnerHTML={{ __html: booking.qrsvg }} />
      <p className="mt-2 text-xs text-gray-600">{t('codeHint')}</p>
    </aside>
  );
}
