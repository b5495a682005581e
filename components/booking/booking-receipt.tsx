import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/portal/i18n/routing';
import { formatFee } from '@/lib/shared/money';
import type { BookingDetail } from '@/lib/upstream/operations/booking';

/** A booking's card payments and refunds: state, amount, card and when (`when` formats in the member's zone). */
export async function BookingReceipt({ payments, locale, when }: { payments: BookingDetail['payments']; locale: Locale; when: (iso: string) => string }) {
  const t = await getTranslations('bookingPage');
  return (
    <section aria-labelledby="booking-receipt" className="mt-4">
      <h3 id="booking-receipt" className="font-semibold">
        {t('receipt')}
      </h3>
      <ul className="text-sm">
        {payments.map((p) => (
          <li key={p.id} data-payment-status={p.status} data-refund-status={p.refund_status ?? ''}>
            {t(`paymentStatus.${p.status}`)} · {formatFee(p.amount, p.currency, locale)}
            {p.card_brand && p.card_last4 ? ` · ${p.card_brand.toUpperCase()} •••• ${p.card_last4}` : ''}
            {p.paid_at ? ` · ${when(p.paid_at)}` : ''}
            {p.refund_status && p.refund_amount !== null ? ` · ${t(`refundStatus.${p.refund_status}`, { amount: formatFee(p.refund_amount, p.currency, locale) })}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
