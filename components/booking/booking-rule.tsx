import { getTranslations } from 'next-intl/server';
import { bookingPolicyStatement, type BookingPolicyTranslator } from '@/lib/shared/domain/booking';
import type { BookingDetail } from '@/lib/upstream/operations/booking';

/** The venue's cancellation rule for a booking, in sentences (lib/shared/domain/booking). */
export async function BookingRule({ terms }: { terms: BookingDetail['terms'] }) {
  const policy = await getTranslations('bookingPolicy');
  const rule = bookingPolicyStatement(policy as unknown as BookingPolicyTranslator, { freeCancelHours: terms.freecancelhours, lateRefundPercent: terms.laterefundpercent });
  return (
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
  );
}
