import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { paymentHoldSentence, RefundPolicy } from '@/components/payments/refund-policy';
import { TournamentEntry } from '@/components/tournament/tournament-header';
import { entryActions } from '../entry-actions';
import { paymentMode } from '@/lib/portal/payments/config';
import { PageHeader } from '@/components/ui/page-header';
import { readSession } from '@/lib/portal/auth/session';
import { getTournamentList } from '@/lib/portal/data/tournament';
import { TOURNAMENT_STATUS, TOURNAMENT_TYPE } from '@/lib/shared/domain/enums';
import { readQuery } from '@/lib/portal/search-params';
import { formatDate } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import type { TournamentSummary } from '@/lib/upstream/types';
import { loadPage } from '@/lib/portal/data/load';

const PATH = '/tournament/jointournament';

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/jointournament'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'tournament.join' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') });
}

/** How to enter (spec §2 JoinTournament): steps, card fees and refunds, entry limits, and the open public tournaments. */
export default async function JoinTournamentPage({ params }: PageProps<'/[locale]/tournament/jointournament'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, policy, session] = await Promise.all([getTranslations('tournament.join'), getTranslations('refundPolicy'), readSession()]);
  const mode = paymentMode();
  // Open for entry (lib/shared/domain isOpenForEntry): public tournaments being played, then those about to start.
  // A refusal leaves the list out (the guide stands on its own); an outage answers 503 like every page.
  const lists = await loadPage(() =>
    Promise.all(
      [TOURNAMENT_STATUS.playing, TOURNAMENT_STATUS.ready].map((tourstatus_fk) =>
        getTournamentList(readQuery('tournamentList', {}, { lang: locale, tourstatus_fk, tourtype_fk: TOURNAMENT_TYPE.public, pagesize: 5 })),
      ),
    ),
  );
  const open: TournamentSummary[] = lists?.flatMap((list) => list.tournamentlist) ?? [];
  const sections = [
    ['limitTitle', 'limitBody'],
    ['invitationTitle', 'invitationBody'],
  ] as const;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-5">
        <div className="space-y-8 lg:col-span-3">
          <section aria-labelledby="steps">
            <h2 id="steps" className="text-2xl font-bold">
              {t('stepsTitle')}
            </h2>
            <ol className="mt-4 space-y-3">
              {(['1', '2', '3', '4'] as const).map((step) => (
                <li key={step} className="flex gap-4 rounded-xl border border-gray-200 p-4">
                  <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {step}
                  </span>
                  <p className="pt-1">{t(`steps.${step}`)}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="feeTitle">
            <h2 id="feeTitle" className="text-xl font-bold">
              {t('feeTitle')}
            </h2>
            {/* One switch (lib/portal/payments/config): by card when the Stripe keys are set, at the venue otherwise. */}
            <p className="mt-2 leading-relaxed text-gray-800">{t(mode === 'card' ? 'feeBodyCard' : 'feeBodyVenue')}</p>
            {mode === 'card' && <p className="mt-2 leading-relaxed text-gray-800">{await paymentHoldSentence()}</p>}
          </section>
          <section aria-labelledby="refundTitle">
            <h2 id="refundTitle" className="text-xl font-bold">
              {policy('title')}
            </h2>
            <RefundPolicy className="mt-2 text-gray-800" />
          </section>
          {sections.map(([title, body]) => (
            <section key={title} aria-labelledby={title}>
              <h2 id={title} className="text-xl font-bold">
                {t(title)}
              </h2>
              <p className="mt-2 leading-relaxed text-gray-800">{t(body)}</p>
            </section>
          ))}
        </div>
        <section aria-labelledby="open" className="lg:col-span-2">
          <h2 id="open" className="text-xl font-bold">
            {t('openTitle')}
          </h2>
          {open.length ? (
            <ul className="mt-4 space-y-3">
              {open.map((tournament) => (
                <li key={tournament.tournamentno} className="rounded-xl border border-gray-200 p-4">
                  <Link href={`/tournament/tournamentscheduleview/${tournament.tournamentno}`} className="font-semibold text-brand-800 hover:underline">
                    {tournament.tournamentname}
                  </Link>
                  <p className="mt-1 text-sm text-gray-700">
                    <time dateTime={tournament.startdate}>{formatDate(tournament.startdate, tournament.timezone)}</time> – <time dateTime={tournament.enddate}>{formatDate(tournament.enddate, tournament.timezone)}</time>
                  </p>
                  <div className="mt-3">
                    <TournamentEntry tournament={tournament} actions={entryActions} loggedIn={Boolean(session)} named />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-lg bg-gray-50 p-4 text-gray-700">{t('openEmpty')}</p>
          )}
          <Link href="/tournament/tournamentschedule" className="mt-4 inline-block text-sm font-semibold text-brand-800 hover:underline">
            {t('schedule')}
          </Link>
        </section>
      </div>
    </>
  );
}
