import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingActions } from '@/components/booking/booking-actions';
import { venueDayLabel } from '@/components/booking/booking-card';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { bookingPolicyStatement, type BookingPolicyTranslator } from '@/lib/shared/domain/booking';
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
  const [t, policy, messages] = await Promise.all([getTranslations('bookingPage'), getTranslations('bookingPolicy'), getMessages()]);
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('viewTitle')} back={{ href: '/membership/mybookings', label: t('myTitle') }} />
        <ErrorState message={t('unavailable')} />
      </>
    );
  }
  const rule = bookingPolicyStatement(policy as unknown as BookingPolicyTranslator, { freeCancelHours: data.terms.freecancelhours, lateRefundPercent: data.terms.laterefundpercent });
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
          {data.payments.length > 0 && (
            <section aria-labelledby="booking-receipt" className="mt-4">
              <h3 id="booking-receipt" className="font-semibold">
                {t('receipt')}
              </h3>
              <ul className="text-sm">
                {data.payments.map((p) => (
                  <li key={p.id} data-payment-status={p.status} data-refund-status={p.refund_status ?? ''}>
                    {t(`paymentStatus.${p.status}`)} · {formatFee(p.amount, p.currency, locale)}
                    {p.card_brand && p.card_last4 ? ` · ${p.card_brand.toUpperCase()} •••• ${p.card_last4}` : ''}
                    {p.paid_at ? ` · ${when(p.paid_at)}` : ''}
                    {p.refund_status && p.refund_amount !== null ? ` · ${t(`refundStatus.${p.refund_status}`, { amount: formatFee(p.refund_amount, p.currency, locale) })}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="booking-rule" className="mt-4 text-sm text-gray-700">
            <h3 id="booking-rule" className="font-semibold text-gray-900">
              {policy('title')}
            </h3>
            <ul className="list-disc pl-5">
              {rule.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </section>
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
        {active && (
          <aside aria-labelledby="booking-code" className="rounded-md border border-gray-200 p-4 text-center">
            <h2 id="booking-code" className="text-sm font-semibold">
              {t('code')}
            </h2>
            <p className="my-2 font-mono text-3xl tracking-widest" data-check-in-code>
              {data.code}
            </p>
            {/* The QR image is drawn by the member API from the code alone (qrcode), never from input. */}
            <div role="img" aria-label={t('qrAlt', { code: data.code })} className="mx-auto w-48" dangerouslySetInnerHTML={{ __html: data.qrsvg }} />
            <p className="mt-2 text-xs text-gray-600">{t('codeHint')}</p>
          </aside>
        )}
      </div>
    </>
  );
}
