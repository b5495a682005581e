import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LiveRankingIsland } from '@/components/live/live-ranking-island';
import { MemberInfoIsland } from '@/components/member-info/member-info-island';
import { MyPlaceBar } from '@/components/tournament/my-place';
import { Podium } from '@/components/tournament/podium';
import { rankingAvatars } from '@/components/tournament/ranking-avatars';
import { RankingTable } from '@/components/tournament/ranking-table';
import { TournamentError } from '@/components/tournament/tournament-error';
import { TournamentHeader } from '@/components/tournament/tournament-header';
import { entryActions } from '../../../../entry-actions';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { findTournament, getTournamentRanking } from '@/lib/portal/data/tournament';
import { PAGE_SIZES, scoreType, TOURNAMENT_STATUS, type ScoreType } from '@/lib/shared/domain/enums';
import { RANK_TYPE_BASES, type RankBasis } from '@/lib/shared/domain/ranking';
import { Link } from '@/lib/portal/i18n/link';
import { getPathname } from '@/lib/portal/i18n/paths';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { readParams } from '@/lib/portal/i18n/params';
import { formatDate } from '@/lib/shared/format';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { rankingGenders } from '@/lib/upstream/operations/tournament';
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

const basisOf: Record<ScoreType, RankBasis> = { stroke: 'gross', net: 'net', peria: 'peria' };

/** A tournament's ranking: score-type tabs, a gender filter and paging, all in the URL. */
export default async function TournamentRankingPage({ params }: PageProps<'/[locale]/tournament/tournamentscheduleview/[id]/ranking/[query]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('tournamentRanking', params);
  const found = await loadShown(() => findTournament(id, locale));
  if (found.refusal !== undefined) return <TournamentError refusal={found.refusal} messageKey="tournament.view.error" />;
  const tournament = found.data;
  if (!tournament) notFound();

  const [t, e] = await Promise.all([getTranslations('tournament.ranking'), getTranslations('enums')]);
  const input = readQuery('tournamentRanking', query, { tournamentno: tournament.tournamentno, lang: locale }, PAGE_SIZES);
  const { pageno, pagesize, gender } = input;
  const path = `/tournament/tournamentscheduleview/${tournament.tournamentno}/ranking`;

  const ranked = await loadShown(() => getTournamentRanking(input));
  if (ranked.refusal !== undefined) {
    return (
      <>
        <TournamentHeader tournament={tournament} current="ranking" actions={entryActions} />
        <TournamentError refusal={ranked.refusal} messageKey="tournament.ranking.error" />
      </>
    );
  }
  const ranking = ranked.data;
  const official = RANK_TYPE_BASES[tournament.tour_rank_type as 0 | 1 | 2] ?? [];
  const pill = (active: boolean) =>
    `rounded-full px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${active ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-800 hover:bg-gray-200'}`;

  const completed = tournament.tourstatus === TOURNAMENT_STATUS.completed;
  let empty: { title: string; hint?: string } | undefined;
  if (!ranking.tournamentranklist.length) {
    empty =
      tournament.tourstatus === TOURNAMENT_STATUS.cancelled
        ? { title: t('cancelled') }
        : tournament.tourstatus === TOURNAMENT_STATUS.ready || (ranking.tournamentranklistcnt === 0 && tournament.tourstatus === TOURNAMENT_STATUS.playing)
          ? { title: t('beforePlay'), hint: t('beforePlayHint') }
          : { title: t('empty') };
  }

  const nav = await getTranslations('nav.tournament');
  return (
    <>
      <Breadcrumbs
        locale={locale}
        items={[
          { name: nav('schedule'), href: '/tournament/tournamentschedule' },
          { name: tournament.tournamentname, href: `/tournament/tournamentscheduleview/${tournament.tournamentno}` },
        ]}
        current={{ name: t('title'), path }}
      />
      <TournamentHeader tournament={tournament} current="ranking" actions={entryActions} />
      <div className="mx-auto max-w-7xl space-y-5 px-4 py-8">
        <h2 className="sr-only">{t('title')}</h2>
        <LiveRankingIsland kind="tournament" id={tournament.tournamentno} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <nav aria-label={t('scoreType')} className="flex flex-wrap gap-2">
            {scoreType.map((type) => (
              <Link
                key={type}
                href={`${path}${withParams(query, { scoretype: type, pageno: undefined })}`}
                aria-current={ranking.scoretype === type ? 'page' : undefined}
                className={pill(ranking.scoretype === type)}
              >
                {e(`scoreType.${type}`)}
                {official.includes(basisOf[type]) && <span className="ml-1.5 text-xs font-normal opacity-80">({t('official')})</span>}
              </Link>
            ))}
          </nav>
          <nav aria-label={t('gender')} className="flex items-center gap-2">
            <span className="text-sm text-gray-700">{t('gender')}</span>
            {rankingGenders.map((code) => (
              <Link
                key={code || 'all'}
                href={`${path}${withParams(query, { gender: code || undefined, pageno: undefined })}`}
                aria-current={gender === code ? 'true' : undefined}
                className={pill(gender === code)}
              >
                {code ? e(`gender.${code}`) : t('genderAll')}
              </Link>
            ))}
          </nav>
        </div>

        {!empty && completed && pageno === 1 && (
          <Podium rows={ranking.tournamentranklist} scoretype={ranking.scoretype} title={t('podium', { scoreType: e(`scoreType.${ranking.scoretype}`), gender: gender ? e(`gender.${gender}`) : '' })} />
        )}

        {empty ? (
          <EmptyState title={empty.title}>{empty.hint}</EmptyState>
        ) : (
          <MemberInfoIsland messages={['tournament.ranking', 'tournament.scorecard', 'tournament.error']}>
            <RankingTable
              tournamentno={tournament.tournamentno}
              rows={ranking.tournamentranklist}
              scoretype={ranking.scoretype}
              caption={t('caption', { scoreType: e(`scoreType.${ranking.scoretype}`), pageno })}
              gender={gender}
              avatars={rankingAvatars(ranking.tournamentranklist)}
            />
            <Pagination pathname={path} searchParams={query} pageno={pageno} pagesize={pagesize} total={ranking.tournamentranklistcnt} pageSizes={PAGE_SIZES} />
            <MyPlaceBar
              tournamentno={tournament.tournamentno}
              scoretype={ranking.scoretype}
              gender={gender}
              pagesize={pagesize}
              pageno={pageno}
              path={getPathname({ href: path, locale })}
              query={withParams(query, {}).replace(/^\?/, '')}
            />
          </MemberInfoIsland>
        )}
        <p className="text-sm text-gray-600">{t('countbackNote')}</p>
      </div>
    </>
  );
}
