import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EntryGuide } from '@/components/tournament/entry-guide';
import { OpenTournaments } from '@/components/tournament/open-tournaments';
import { entryActions } from '../entry-actions';
import { PageHeader } from '@/components/ui/page-header';
import { readSession } from '@/lib/portal/auth/session';
import { getTournamentList } from '@/lib/portal/data/tournament';
import { TOURNAMENT_STATUS, TOURNAMENT_TYPE } from '@/lib/shared/domain/enums';
import { readQuery } from '@/lib/portal/search-params';
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
  const [t, session] = await Promise.all([getTranslations('tournament.join'), readSession()]);
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

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-5">
        <EntryGuide />
        <OpenTournaments tournaments={open} actions={entryActions} loggedIn={Boolean(session)} />
      </div>
    </>
  );
}
