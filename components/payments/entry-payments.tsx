import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/shared/format';
import { formatFee } from '@/lib/shared/money';
import type { PaymentRecord } from '@/lib/upstream/operations/payment';

/**
 * A member's card payments in one tournament and their refunds, newest first: the payment and
 * refund lines of MyZone's entry page (records' mytournamentsattend/{id}). Failed attempts show
 * Stripe's code, so a member can see why a card was declined.
 */
export async function EntryPayments({
  payments,
  zone,
  paidAtVenue = false,
}: {
  payments: PaymentRecord[];
  /** The member's own zone: payments are their instants (issue 26 item 1). */
  zone: string;
  /** The entry was paid, at the venue (lib/shared/domain/entry-payment): no card payment is expected. */
  paidAtVenue?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations('payments'), getLocale()]);
  if (!payments.length) return <p className="text-gray-700">{t(paidAtVenue ? 'noPaymentsVenue' : 'noPayments')}</p>;
  const money = (amount: number, currency: string) => formatFee(amount, currency, locale);
  return (
    <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200" data-payment-records>
      {payments.map((payment) => (
        <li key={payment.id} className="space-y-1 p-4 text-sm">
          <p className="font-semibold">
            {payment.status === 'succeeded'
              ? t('recordPaid', { amount: money(payment.amount, payment.currency), date: formatDateTime(payment.paid_at ?? payment.created_at, zone) })
              : payment.status === 'failed'
                ? t('recordFailed', { amount: money(payment.amount, payment.currency), code: payment.decline_code ?? payment.failure_code ?? '—' })
                : payment.status === 'canceled'
                  ? t('recordCanceled', { amount: money(payment.amount, payment.currency) })
                  : t('recordAwaiting', { amount: money(payment.amount, payment.currency) })}
          </p>
          {payment.card_brand && payment.card_last4 && <p className="text-gray-700">{t('recordCard', { brand: payment.card_brand.toUpperCase(), last4: payment.card_last4 })}</p>}
          {payment.refund_status && (
            <p className={payment.refund_status === 'failed' ? 'text-rose-700' : 'text-emerald-800'}>
              {t('recordRefund', { amount: money(payment.refund_amount ?? payment.amount, payment.currency), state: t(`refundState.${payment.refund_status}`) })}
              {payment.refund_reason && ` · ${t(`refundReason.${payment.refund_reason}`)}`}
              {payment.refunded_at && ` · ${formatDateTime(payment.refunded_at, zone)}`}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
