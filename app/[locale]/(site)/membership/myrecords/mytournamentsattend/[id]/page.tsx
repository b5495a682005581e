import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EntryStatus, EntryTabs } from '@/components/myzone/entry-parts';
import { EntryPayments } from '@/components/payments/entry-payments';
import { TournamentEntry } from '@/components/tournament/tournament-header';
import { entryActions } from '@/app/[locale]/(site)/(public)/tournament/entry-actions';
import { findTournament, getMyEntry } from '@/lib/portal/data/tournament';
import { isOpenForEntry } from '@/lib/shared/domain/enums';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { memberZone } from '@/lib/portal/data/records';
import { TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import { formatDateTime } from '@/lib/shared/format';
import { shownPaymentState } from '@/lib/shared/domain/entry-payment';
import { readParams } from '@/lib/portal/i18n/params';
import { formatFee } from '@/lib/shared/money';
import { readId } from '@/lib/upstream/operations/fields';
import { recordsMetadata } from '../../records-metadata';

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

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/mytournamentsattend/[id]'>) {
  const { locale, id } = await readParams(params);
  return recordsMetadata(locale, `/membership/myrecords/mytournamentsattend/${id}`, 'attend');
}

/**
 * The member's entry in one tournament: when they entered, the fee and its payment state, their
 * attempts; its card payments and refunds, and the withdraw control while the refund policy allows it
 * (payments, issue 10). After a withdrawal the entry is gone but its payment records stay.
 */
export default async function MyTournamentAttendPage({ params }: PageProps<'/[locale]/membership/myrecords/mytournamentsattend/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const tournamentno = readId(id);
  if (tournamentno === null) notFound();
  const [t, pay, payments, tournament] = await Promise.all([
    getTranslations('records.attend'),
    getTranslations('payments'),
    getMyEntry(tournamentno).catch(() => null),
    findTournament(String(tournamentno), locale).catch(() => null),
  ]);
  const back = { href: '/membership/myrecords/mytournaments', label: t('back') };
  const paymentLines = (zone: string, paidAtVenue = false) =>
    payments && (
      <section aria-labelledby="payments" className="mt-6 space-y-3">
        <h2 id="payments" className="text-lg font-bold">
          {pay('recordsTitle')}
        </h2>
        <EntryPayments payments={payments.payments} zone={zone} paidAtVenue={paidAtVenue} />
      </section>
    );
  const control = tournament && isOpenForEntry(tournament) && (
    <div className="mt-4">
      <TournamentEntry tournament={tournament} actions={entryActions} loggedIn />
    </div>
  );
  // Withdrawn: the entry is gone (the records call answers 404) but its payments and refunds stay on record.
  if (payments && !payments.entry && payments.payments.length && tournament) {
    return (
      <>
        <MyzoneHeading title={tournament.tournamentname} back={back} />
        <p className="rounded-lg bg-gray-50 p-4 text-sm text-gray-700">{pay('notEntered')}</p>
        {control}
        {/* The same zone as before the withdrawal: the member's own (issue 26 item 1). */}
        {paymentLines(await memberZone())}
      </>
    );
  }
  const { data, zone } = await loadMine('myTournamentEntry', { tournamentno, lang: locale }, { locale, returnPath: `/membership/myrecords/mytournamentsattend/${tournamentno}` });
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('title')} back={back} />
        <ErrorState message={t('error')} />
      </>
    );
  }
  const { entry } = data;
  // A paid entry without a card payment was paid at the venue (lib/shared/domain/entry-payment): said once, the same above and below.
  const shown = shownPaymentState(entry.paymentstatus, payments?.payments);
  const payment = t.has(`payment.${shown}`) ? t(`payment.${shown}` as 'payment.none') : entry.paymentstatus;
  const open = entry.tourstatus === TOURNAMENT_STATUS.ready || entry.tourstatus === TOURNAMENT_STATUS.playing;
  const attemptsLeft = Math.max(0, entry.attemptsallowed - entry.attempts);

  return (
    <>
      <MyzoneHeading title={entry.tournamentname} back={back} description={t('description')} />
      <EntryTabs tournamentno={entry.tournamentno} current="attend" />
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
      {control}
      {paymentLines(zone, shown === 'paidAtVenue')}
    </>
  );
}
