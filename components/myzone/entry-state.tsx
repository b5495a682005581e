import { getTranslations } from 'next-intl/server';
import { EntryStatus } from '@/components/myzone/entry-parts';
import type { Locale } from '@/lib/portal/i18n/routing';
import { TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import { formatDateTime } from '@/lib/shared/format';
import { formatFee } from '@/lib/shared/money';
import type { ShownPaymentState } from '@/lib/shared/domain/entry-payment';
import type { MyTournamentEntry } from '@/lib/upstream/operations/records';

/** The entry's payment states and how each is shown. */
const PAYMENT_TONE: Record<string, string> = {
  none: 'bg-gray-100 text-gray-800',
  pending: 'bg-amber-100 text-amber-900',
  awaiting: 'bg-amber-100 text-amber-900',
  venue: 'bg-amber-100 text-amber-900',
  paid: 'bg-brand-100 text-brand-800',
  paidAtVenue: 'bg-brand-100 text-brand-800',
  refunded: 'bg-blue-100 text-blue-900',
};

/**
 * The member's entry in a tournament: status, when entered, the fee and its payment state (`shown`,
 * the same state the payment records below say), attempts and the playing window in `zone`, and a
 * note on what happens next.
 */
export async function EntryState({ entry, shown, zone, locale }: { entry: MyTournamentEntry; shown: ShownPaymentState; zone: string; locale: Locale }) {
  const t = await getTranslations('records.attend');
  const payment = t.has(`payment.${shown}`) ? t(`payment.${shown}` as 'payment.none') : entry.paymentstatus;
  const open = entry.tourstatus === TOURNAMENT_STATUS.ready || entry.tourstatus === TOURNAMENT_STATUS.playing;
  const attemptsLeft = Math.max(0, entry.attemptsallowed - entry.attempts);
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-gray-200 p-5 text-sm sm:grid-cols-2" data-testid="entry-state">
        <div>
          <dt className="text-gray-600">{t('status')}</dt>
          <dd className="mt-1">
            <EntryStatus entry={entry} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('entered')}</dt>
          <dd className="mt-1 font-semibold tabular-nums">{formatDateTime(entry.entereddate, zone)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('fee')}</dt>
          <dd className="mt-1 font-semibold">{entry.entryfee > 0 ? formatFee(entry.entryfee, entry.currency, locale) : t('free')}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('paymentState')}</dt>
          <dd className="mt-1">
            <span className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${PAYMENT_TONE[shown] ?? PAYMENT_TONE.none}`} data-testid="payment-status">
              {payment}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('attempts')}</dt>
          <dd className="mt-1 font-semibold tabular-nums">{t('attemptsValue', { used: entry.attempts, allowed: entry.attemptsallowed })}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('window')}</dt>
          <dd className="mt-1 tabular-nums">
            {formatDateTime(entry.startdate, zone)} – {formatDateTime(entry.enddate, zone)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 rounded-lg bg-gray-50 p-4 text-sm text-gray-700" role="note">
        {entry.paymentstatus === 'pending' || entry.paymentstatus === 'awaiting'
          ? t('pendingNote')
          : entry.paymentstatus === 'refunded'
            ? t('refundedNote')
            : !open
              ? t('closedNote')
              : attemptsLeft > 0
                ? t('openNote', { left: attemptsLeft })
                : t('noAttemptsNote')}
      </p>
    </>
  );
}
