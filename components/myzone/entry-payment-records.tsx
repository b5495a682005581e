import { getTranslations } from 'next-intl/server';
import { EntryPayments } from '@/components/payments/entry-payments';

/** The card payments and refunds of the member's entry, kept on record after a withdrawal too. */
export async function EntryPaymentRecords({ payments, zone, paidAtVenue = false }: { payments: React.ComponentProps<typeof EntryPayments>['payments']; zone: string; paidAtVenue?: boolean }) {
  const pay = await getTranslations('payments');
  return (
    <section aria-labelledby="payments" className="mt-6 space-y-3">
      <h2 id="payments" className="text-lg font-bold">
        {pay('recordsTitle')}
      </h2>
      <EntryPayments payments={payments} zone={zone} paidAtVenue={paidAtVenue} />
    </section>
  );
}
