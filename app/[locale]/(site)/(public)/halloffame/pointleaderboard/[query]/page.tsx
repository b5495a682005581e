import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { HallOfFameHeader } from '@/components/halloffame/halloffame-header';
import { LeaderboardFilters } from '@/components/halloffame/leaderboard-filters';
import { LeaderboardTable } from '@/components/halloffame/leaderboard-table';
import { MemberInfoIsland } from '@/components/member-info/member-info-island';
import { MyStandingLine } from '@/components/halloffame/my-leaderboard-row';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getPointLeaderboard } from '@/lib/portal/data/halloffame';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { loadShown } from '@/lib/portal/data/load';
import { apiMessage } from '@/lib/portal/i18n/api-message';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery } from '@/lib/portal/search-params';
import { ErrorState } from '@/components/ui/error-state';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/portal/cache/list-pages.ts), each distinct list one cache entry, kept 300 s at most; a round expires it through the tournaments tag, a profile change through the players tag.
// What depends on the visitor is an island.
export const revalidate = 300;

export const generateStaticParams = noListsAtBuild;

const PATH = '/halloffame/pointleaderboard';

export async function generateMetadata({ params }: PageProps<'/[locale]/halloffame/pointleaderboard/[query]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'halloffame.leaderboard' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description'), ...listIndexing(await listQuery('pointLeaderboard', params)) });
}

/** What the own-row island says, in the member's language. */
const ownRowMessages = ['halloffame.leaderboard.mine', 'halloffame.leaderboard.notRanked', 'halloffame.leaderboard.you'];

/** Season standings (standard points or order of merit), country filter, paging; the member's own row is highlighted. */
export default async function PointLeaderboardPage({ params }: PageProps<'/[locale]/halloffame/pointleaderboard/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('pointLeaderboard', params);
  const [t, root] = await Promise.all([getTranslations('halloffame.leaderboard'), getTranslations()]);
  const input = readQuery('pointLeaderboard', query, {}, PAGE_SIZES);
  const { pageno, pagesize, season, kind, country } = input;

  // An outage is not shown in the page: it answers 503 (the outcome rule of lib/portal/data/load.ts).
  const { data: board, refusal } = await loadShown(() => getPointLeaderboard(input));
  const failure = refusal && apiMessage(root, refusal);
  // The standings shown, for the member's own row (an island: the page is the same for everyone).
  const asked = board ? { season: board.season, kind: board.kind, country: board.country } : { season: season ?? 0, kind, country };

  const { halloffame } = (await getMessages()) as unknown as { halloffame: { leaderboard: Record<string, unknown> } };
  const leaderboardTexts = { you: halloffame.leaderboard.you, mine: halloffame.leaderboard.mine, notRanked: halloffame.leaderboard.notRanked };
  return (
    // The member's own line and row mark translate in the browser: only their texts go with them.
    <NextIntlClientProvider messages={{ halloffame: { leaderboard: leaderboardTexts } }}>
      <HallOfFameHeader current="pointleaderboard" description={t('description')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <LeaderboardFilters pagesize={pagesize} season={board?.season ?? season} seasons={board?.seasons ?? (season ? [season] : [])} kind={kind} country={country} />

        {failure ? (
          <ErrorState message={t('error', { message: failure })} />
        ) : board ? (
          <>
            {board.pointleaderboardlist.length ? (
              <MemberInfoIsland messages={ownRowMessages}>
                <MyStandingLine {...asked} />
                <LeaderboardTable board={board} asked={asked} />
                <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={board.pointleaderboardlistcnt} pageSizes={PAGE_SIZES} />
              </MemberInfoIsland>
            ) : (
              <>
                <MemberInfoIsland messages={ownRowMessages}>
                  <MyStandingLine {...asked} />
                </MemberInfoIsland>
                <EmptyState title={t('empty')} />
              </>
            )}
          </>
        ) : null}
      </div>
    </NextIntlClientProvider>
  );
}
