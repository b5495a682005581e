import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LiveRankingIsland } from '@/components/live/live-ranking-island';
import { RankingBoard } from '@/components/tournament/ranking-board';
import { rankingEmptyReason } from '@/components/tournament/ranking-empty';
import { RankingFilters } from '@/components/tournament/ranking-filters';
import { RankingPodium } from '@/components/tournament/ranking-podium';
import { RankingRefused } from '@/components/tournament/ranking-refused';
import { TournamentError } from '@/components/tournament/tournament-error';
import { TournamentHeader } from '@/components/tournament/tournament-header';
import { entryActions } from '../../../../entry-actions';
import { EmptyState } from '@/components/ui/empty-state';
import { findTournament, getTournamentRanking } from '@/lib/portal/data/tournament';
import { PAGE_SIZES, TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { readParams } from '@/lib/portal/i18n/params';
import { formatDate } from '@/lib/shared/format';
import { readQuery } from '@/lib/portal/search-params';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';
import { loadShown } from '@/lib/portal/data/load';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/portal/cache/list-pages.ts), each distinct list one cache entry, kept 60 s at most; an entry or a round expires the tournament's tag, a changed favourite venue the players tag.
// What depends on the visitor is an island.
export const revalidate = 60;

export const generateStaticParams = noListsAtBuild;

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/tournamentscheduleview/[id]/ranking/[query]'>): Promise<Metadata> {
  const { locale, id } = await readParams(params);
  const tournament = await findTournament(id, locale).catch(() => null);
  if (!tournament) return {};
  const query = await listQuery('tournamentRanking', params);
  const [t, d] = await Promise.all([getTranslations({ locale, namespace: 'tournament' }), getTranslations({ locale, namespace: 'seo.descriptions' })]);
  // The same query as the page, so this reads the page's own (cached) answer.
  const ranking = await getTournamentRanking(readQuery('tournamentRanking', query, { tournamentno: tournament.tournamentno, lang: locale }, PAGE_SIZES)).catch(() => null);
  const count = ranking?.tournamentranklistcnt ?? 0;
  const dates = `${formatDate(tournament.startdate, tournament.timezone)} – ${formatDate(tournament.enddate, tournament.timezone)}`;
  const indexing = listIndexing(query);
  return pageMetadata({
    locale,
    path: `/tournament/tournamentscheduleview/${tournament.tournamentno}/ranking`,
    title: `${tournament.tournamentname} · ${t('tabs.ranking')}`,
    description: count
      ? d('tournamentRanking', { name: tournament.tournamentname, count, course: tournament.coursename, dates })
      : d('tournamentRankingEmpty', { name: tournament.tournamentname, dates }),
    image: { url: ogEntityImagePath(locale, 'ranking', tournament.tournamentno), alt: tournament.tournamentname },
    ...indexing,
    // An empty ranking (not started, cancelled, nobody has played) is no page to find in a search.
    noindex: indexing.noindex || count === 0 || tournament.tourstatus === TOURNAMENT_STATUS.cancelled,
  });
}

/** A tournament's ranking: score-type tabs, a gender filter and paging, all in the URL. */
export default async function TournamentRankingPage({ params }: PageProps<'/[locale]/tournament/tournamentscheduleview/[id]/ranking/[query]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('tournamentRanking', params);
  const found = await loadShown(() => findTournament(id, locale));
  if (found.refusal !== undefined) return <TournamentError refusal={found.refusal} messageKey="tournament.view.error" />;
  const tournament = found.data;
  if (!tournament) notFound();

  const t = await getTranslations('tournament.ranking');
  const input = readQuery('tournamentRanking', query, { tournamentno: tournament.tournamentno, lang: locale }, PAGE_SIZES);
  const { pageno, pagesize, gender } = input;
  const path = `/tournament/tournamentscheduleview/${tournament.tournamentno}/ranking`;
  const ranked = await loadShown(() => getTournamentRanking(input));
  if (ranked.refusal !== undefined) return <RankingRefused tournament={tournament} refusal={ranked.refusal} actions={entryActions} />;
  const ranking = ranked.data;
  const completed = tournament.tourstatus === TOURNAMENT_STATUS.completed;
  const empty = ranking.tournamentranklist.length ? undefined : rankingEmptyReason(tournament.tourstatus, ranking.tournamentranklistcnt);
  const nav = await getTranslations('nav.tournament');
  return (
    <>
      <Breadcrumbs
        locale={locale}
        items={[{ name: nav('schedule'), href: '/tournament/tournamentschedule' }, { name: tournament.tournamentname, href: `/tournament/tournamentscheduleview/${tournament.tournamentno}` }]}
        current={{ name: t('title'), path }}
      />
      <TournamentHeader tournament={tournament} current="ranking" actions={entryActions} />
      <div className="mx-auto max-w-7xl space-y-5 px-4 py-8">
        <h2 className="sr-only">{t('title')}</h2>
        <LiveRankingIsland kind="tournament" id={tournament.tournamentno} />
        <RankingFilters path={path} query={query} rankType={tournament.tour_rank_type} scoretype={ranking.scoretype} gender={gender} />
        {!empty && completed && pageno === 1 && <RankingPodium ranking={ranking} gender={gender} />}
        {empty ? (
          <EmptyState title={t(empty)}>{empty === 'beforePlay' ? t('beforePlayHint') : undefined}</EmptyState>
        ) : (
          <RankingBoard locale={locale} tournamentno={tournament.tournamentno} path={path} query={query} ranking={ranking} gender={gender} pageno={pageno} pagesize={pagesize} />
        )}
        <p className="text-sm text-gray-600">{t('countbackNote')}</p>
      </div>
    </>
  );
}
