import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { refundPolicyStatement, type PolicyTranslator } from '@/lib/shared/domain/refund-policy';
import { formatZonedDateTime } from '@/lib/shared/domain/timezone';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { authorize } from '@/lib/portal/staff/matrix';
import { staffPage } from '@/lib/portal/staff/page';
import { canCancel, canCorrect, canEdit, canPublish, formChoices, networkZone, paymentSummary, scoredEntries, tournamentDetail, venueOfTournament } from '@/lib/portal/staff/tournaments';
import { Forbidden } from '@/components/admin/forbidden';
import { ScoreCorrection, TournamentStateControls } from '@/components/admin/tournament-controls';
import { TournamentForm } from '@/components/admin/tournament-form';
import { beginReauth, finishReauth } from '../../../../actions';
import { cancelTournamentAction, correctScoreAction, publishTournamentAction, saveTournamentAction } from '../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/tournaments/[no]'>): Promise<Metadata> {
  const { locale, no } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.tournaments' }))('detail', { number: no }) };
}

/** One tournament: its state, publish and cancel, the edit form while it is not over, and score corrections. */
export default async function TournamentPage({ params }: PageProps<'/admin/[locale]/tournaments/[no]'>) {
  const { locale, no } = await readParams(params);
  if (!/^\d{1,9}$/.test(no)) notFound();
  const db = await getStaffDb();
  const tournamentno = Number(no);
  const shopno = await venueOfTournament(db, tournamentno);
  if (shopno === undefined) notFound();
  // Another venue's tournament is not found for a venue manager (the matrix's 404).
  const page = await staffPage(locale, 'tournaments.list', shopno);
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const { staff } = page;
  const lang = locale === 'ko' ? 'ko' : 'en';
  const [detail, choices, entries, payments] = await Promise.all([tournamentDetail(db, tournamentno, networkZone()), formChoices(db, staff, lang), scoredEntries(db, tournamentno), paymentSummary(db, tournamentno)]);
  if (!detail) notFound();
  const t = await getTranslations({ locale, namespace: 'admin.tournaments' });
  const refundRule = refundPolicyStatement((await getTranslations({ locale, namespace: 'refundPolicy' })) as unknown as PolicyTranslator);
  const may = (action: 'tournaments.edit' | 'tournaments.publish' | 'tournaments.cancel' | 'tournaments.score') => authorize(action, staff.role, staff.venues, shopno) === 'allowed';
  const { row, state, timezone } = detail;
  const title = lang === 'ko' && row.nameKo ? row.nameKo : row.name;
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/tournaments`} className="text-brand-700 underline">
        {t('back')}
      </a>
      <h1 className="text-2xl font-bold md:text-3xl">
        {t('detail', { number: row.tournamentno })}: {title}
      </h1>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-gray-200 bg-white p-5 md:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-gray-700">{t('state')}</dt>
        <dd data-state={state}>{t(`states.${state}`)}</dd>
        <dt className="font-semibold text-gray-700">{t('starts')}</dt>
        <dd>{formatZonedDateTime(row.startsAt, timezone)}</dd>
        <dt className="font-semibold text-gray-700">{t('ends')}</dt>
        <dd>{formatZonedDateTime(row.endsAt, timezone)}</dd>
        <dt className="font-semibold text-gray-700">{t('payments')}</dt>
        <dd data-payments>{t('paymentSummary', payments)}</dd>
        {state !== 'draft' && (
          <>
            <dt className="font-semibold text-gray-700">{t('public')}</dt>
            <dd>
              <a href={`/${locale}/tournament/tournamentscheduleview/${row.tournamentno}`} className="text-brand-700 underline">
                {t('publicPage')}
              </a>
            </dd>
          </>
        )}
      </dl>
      <TournamentStateControls
        tournamentno={row.tournamentno}
        locale={locale}
        canPublish={canPublish(state) && may('tournaments.publish')}
        canCancel={canCancel(state) && may('tournaments.cancel')}
        actions={{ publish: publishTournamentAction, cancel: cancelTournamentAction, beginReauth, finishReauth }}
      />
      {canEdit(state) && may('tournaments.edit') && (
        <section aria-labelledby="edit-title" className="space-y-3">
          <h2 id="edit-title" className="text-xl font-semibold">
            {t('edit')}
          </h2>
          <TournamentForm locale={locale} initial={detail.form} venues={choices.venues} courses={choices.courses} network={choices.network} refundRule={refundRule} save={saveTournamentAction} />
        </section>
      )}
      {state !== 'draft' && <ScoreCorrection tournamentno={row.tournamentno} locale={locale} entries={entries} editable={canCorrect(state) && may('tournaments.score')} correct={correctScoreAction} />}
    </div>
  );
}
