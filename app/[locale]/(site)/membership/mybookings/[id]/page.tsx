import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingActions } from '@/components/booking/booking-actions';
import { venueDayLabel } from '@/components/booking/booking-card';
import { BookingCode } from '@/components/booking/booking-code';
import { BookingReceipt } from '@/components/booking/booking-receipt';
import { BookingRule } from '@/components/booking/booking-rule';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { readParams } from '@/lib/portal/i18n/params';
import { formatFee } from '@/lib/shared/money';
import { stripePublicConfig } from '@/lib/portal/payments/config';
import { readId } from '@/lib/upstream/operations/fields';
import { bookingStatusAction, cancelBookingAction, payBookingAction } from '../../booking/actions';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/mybookings/[id]'>) {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'bookingPage' });
  return { title: t('viewTitle'), robots: { index: false } };
}

/**
 * One of the member's bookings (issue 23): the check-in code as text and QR image, the venue's day
 * and times in its zone, players, price and the receipt of any card payment and refund, the venue's
 * cancellation rule, and paying or cancelling.
 */
export default async function MyBookingPage({ params }: PageProps<'/[locale]/membership/mybookings/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const bookingno = readId(id);
  if (!bookingno) notFound();
  const { data: answer, zone } = await loadMine('myBookingView', { bookingno, lang: locale }, { locale, returnPath: `/membership/mybookings/${bookingno}` });
  const data = answer?.booking;
  const [t, messages] = await Promise.all([getTranslations('bookingPage'), getMessages()]);
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('viewTitle')} back={{ href: '/membership/mybookings', label: t('myTitle') }} />
        <ErrorState message={t('unavailable')} />
      </>
    );
  }
  const when = (iso: string) => new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(iso));
  const active = data.status === 'confirmed' || data.status === 'held' || data.status === 'checked_in';
  return (
    <>
      <MyzoneHeading title={t('viewTitle')} back={{ href: '/membership/mybookings', label: t('myTitle') }} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-labelledby="booking-facts" className="space-y-2">
          <h2 id="booking-facts" className="text-xl font-semibold">
            {data.shopname} · {data.bayname}
          </h2>
          <p>
            {venueDayLabel(data.day, locale)} · {data.startlabel}–{data.endlabel}
          </p>
          <p className="text-sm text-gray-700">{t('zone', { zone: data.timezone })}</p>
          <p className="text-sm">{t('status.' + data.status)}</p>
          <p className="text-sm">
            {t('playersList')}: {data.players.map((p) => (p.guest ? t('guest', { name: p.name }) : p.name)).join(', ')}
          </p>
          <p className="text-sm">
            {formatFee(data.amount, data.currency, locale)} · {t(`method.${data.paymethod}`)}
          </p>
          {data.status === 'held' && data.holdexpiresat && <p className="text-sm text-amber-800">{t('holdUntil', { time: when(data.holdexpiresat) })}</p>}
          {data.payments.length > 0 && <BookingReceipt payments={data.payments} locale={locale} when={when} />}
          <BookingRule terms={data.terms} />
          <NextIntlClientProvider messages={{ bookingPage: messages.bookingPage, booking: messages.booking, payments: messages.payments, api: messages.api }}>
            <BookingActions
              bookingno={data.bookingno}
              held={data.status === 'held'}
              cancel={data.cancel}
              currency={data.currency}
              stripe={stripePublicConfig()}
              payAction={payBookingAction}
              statusAction={bookingStatusAction}
              cancelAction={cancelBookingAction}
            />
          </NextIntlClientProvider>
        </section>
        {active && <BookingCode booking={data} />}
      </div>
    </>
  );
}
