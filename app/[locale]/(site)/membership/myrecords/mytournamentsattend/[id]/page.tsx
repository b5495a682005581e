import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EntryTabs } from '@/components/myzone/entry-parts';
import { EntryPaymentRecords } from '@/components/myzone/entry-payment-records';
import { EntryState } from '@/components/myzone/entry-state';
import { TournamentEntry } from '@/components/tournament/tournament-header';
import { entryActions } from '@/app/[locale]/(site)/(public)/tournament/entry-actions';
import { findTournament, getMyEntry } from '@/lib/portal/data/tournament';
import { isOpenForEntry } from '@/lib/shared/domain/enums';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { memberZone } from '@/lib/portal/data/records';
import { shownPaymentState } from '@/lib/shared/domain/entry-payment';
import { readParams } from '@/lib/portal/i18n/params';
import { readId } from '@/lib/upstream/operations/fields';
import { recordsMetadata } from '../../records-metadata';

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
        <EntryPaymentRecords payments={payments.payments} zone={await memberZone()} />
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

  return (
    <>
      <MyzoneHeading title={entry.tournamentname} back={back} description={t('description')} />
      <EntryTabs tournamentno={entry.tournamentno} current="attend" />
      <EntryState entry={entry} shown={shown} zone={zone} locale={locale} />
      {control}
      {payments && <EntryPaymentRecords payments={payments.payments} zone={zone} paidAtVenue={shown === 'paidAtVenue'} />}
    </>
  );
}
