import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TournamentError } from '@/components/tournament/tournament-error';
import { PlayerHistoryTable } from '@/components/tournament/player-history-table';
import { PlayerRecord } from '@/components/tournament/player-record';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { getPlayerTournaments } from '@/lib/portal/data/tournament';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, type SearchParams } from '@/lib/portal/search-params';
import { readId } from '@/lib/upstream/operations/fields';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';
import { loadShown } from '@/lib/portal/data/load';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/portal/cache/list-pages.ts), each distinct page one cache entry, kept a minute at most; results and
// entries expire the tournaments tag.
export const revalidate = 60;

export const generateStaticParams = noListsAtBuild;

/** A player's history through the outcome rule: a malformed or unknown player is the 404 page. */
async function load(segment: string, locale: Locale, query: SearchParams) {
  const playerno = readId(segment);
  if (playerno === null) notFound();
  return loadShown(() => getPlayerTournaments(readQuery('tournamentMember', query, { playerno, lang: locale }, PAGE_SIZES)));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/tournamentmember/[playerno]/[query]'>): Promise<Metadata> {
  const { locale, playerno } = await readParams(params);
  const history = (await load(playerno, locale, await listQuery('playerTournaments', params)).catch(() => undefined))?.data;
  if (!history) return {};
  const t = await getTranslations({ locale, namespace: 'tournament.member' });
  return pageMetadata({
    locale,
    path: `/tournament/tournamentmember/${history.player.player_pk}`,
    title: t('title', { nickname: history.player.nickname }),
    description: t('description', { nickname: history.player.nickname }),
    // A member's page is reachable from the rankings but kept out of search results: members are
    // private people, the page is thin (a list of places) and a search for a person's name should not
    // lead to their golf record. Not in the sitemap either (lib/portal/site/sitemap.ts).
    noindex: true,
    // Shared anyway (a link in a chat), the card shows the player's picture or mark and their record.
    image: { url: ogEntityImagePath(locale, 'player', history.player.player_pk), alt: history.player.nickname },
  });
}

/** A player's tournament history and results. */
export default async function TournamentMemberPage({ params }: PageProps<'/[locale]/tournament/tournamentmember/[playerno]/[query]'>) {
  const { locale, playerno } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('playerTournaments', params);
  const found = await load(playerno, locale, query);
  if (found.refusal !== undefined) return <TournamentError refusal={found.refusal} messageKey="tournament.member.error" />;
  const history = found.data;
  const t = await getTranslations('tournament.member');
  const { player, summary, pageno, pagesize } = history;
  const path = `/tournament/tournamentmember/${player.player_pk}`;

  return (
    <>
      <PageHeader title={t('title', { nickname: player.nickname })} description={t('description', { nickname: player.nickname })}>
        <PlayerRecord player={player} summary={summary} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8">
        {history.tournamentlist.length ? (
          <>
            <PlayerHistoryTable rows={history.tournamentlist} />
            <Pagination pathname={path} searchParams={query} pageno={pageno} pagesize={pagesize} total={history.tournamentlistcnt} pageSizes={PAGE_SIZES} />
          </>
        ) : (
          <EmptyState title={t('empty')} />
        )}
      </div>
    </>
  );
}
