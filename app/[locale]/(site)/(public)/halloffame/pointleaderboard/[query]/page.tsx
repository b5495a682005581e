import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { HallOfFameHeader } from '@/components/halloffame/halloffame-header';
import { MemberInfoButton } from '@/components/member-info/member-info-button';
import { MemberInfoIsland } from '@/components/member-info/member-info-island';
import { MyStandingLine, OwnRowMark } from '@/components/halloffame/my-leaderboard-row';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getPointLeaderboard } from '@/lib/portal/data/halloffame';
import { countryFilter, PAGE_SIZES, pointKind } from '@/lib/shared/domain/enums';
import { formatNumber } from '@/lib/shared/format';
import { loadShown } from '@/lib/portal/data/load';
import { apiMessage } from '@/lib/portal/i18n/api-message';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery } from '@/lib/portal/search-params';
import { ErrorState } from '@/components/ui/error-state';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';
import { ScrollRegion } from '@/components/ui/scroll-region';

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

const selectClass = 'h-10 rounded-md border border-gray-300 bg-white px-3 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** Season standings (standard points or order of merit), country filter, paging; the member's own row is highlighted. */
export default async function PointLeaderboardPage({ params }: PageProps<'/[locale]/halloffame/pointleaderboard/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('pointLeaderboard', params);
  const [t, e, root] = await Promise.all([getTranslations('halloffame.leaderboard'), getTranslations('enums'), getTranslations()]);
  const input = readQuery('pointLeaderboard', query, {}, PAGE_SIZES);
  const { pageno, pagesize, season, kind, country } = input;

  // An outage is not shown in the page: it answers 503 (the outcome rule of lib/portal/data/load.ts).
  const { data: board, refusal } = await loadShown(() => getPointLeaderboard(input));
  const failure = refusal && apiMessage(root, refusal);
  // The standings shown, for the member's own row (an island: the page is the same for everyone).
  const asked = board ? { season: board.season, kind: board.kind, country: board.country } : { season: season ?? 0, kind, country };
  const th = 'px-3 py-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
  const num = 'px-3 py-3 text-right tabular-nums';

  const { halloffame } = (await getMessages()) as unknown as { halloffame: { leaderboard: Record<string, unknown> } };
  const leaderboardTexts = { you: halloffame.leaderboard.you, mine: halloffame.leaderboard.mine, notRanked: halloffame.leaderboard.notRanked };
  return (
    // The member's own line and row mark translate in the browser: only their texts go with them.
    <NextIntlClientProvider messages={{ halloffame: { leaderboard: leaderboardTexts } }}>
      <HallOfFameHeader current="pointleaderboard" description={t('description')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <form method="get" aria-label={t('title')} className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <input type="hidden" name="pagesize" value={pagesize} />
          <div className="flex flex-col gap-1">
            <label htmlFor="lb-season" className="text-xs font-semibold text-gray-700">
              {t('season')}
            </label>
            <select id="lb-season" name="season" defaultValue={board?.season ?? season} className={selectClass}>
              {(board?.seasons ?? (season ? [season] : [])).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="lb-kind" className="text-xs font-semibold text-gray-700">
              {t('kind')}
            </label>
            <select id="lb-kind" name="kind" defaultValue={kind} className={selectClass}>
              {pointKind.map((value) => (
                <option key={value} value={value}>
                  {t(`kinds.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="lb-country" className="text-xs font-semibold text-gray-700">
              {t('country')}
            </label>
            <select id="lb-country" name="country" defaultValue={country} className={selectClass}>
              <option value="">{t('allCountries')}</option>
              {countryFilter.map((value) => (
                <option key={value} value={value}>
                  {e(`country.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="h-10 rounded-md bg-brand-700 px-5 text-sm font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            {t('apply')}
          </button>
        </form>

        {failure ? (
          <ErrorState message={t('error', { message: failure })} />
        ) : board ? (
          <>
            {board.pointleaderboardlist.length ? (
              <MemberInfoIsland messages={ownRowMessages}>
                <MyStandingLine {...asked} />
                <ScrollRegion label={t('caption', { kind: t(`kinds.${board.kind}`), season: board.season })} className="rounded-xl border border-gray-200">
                  <table className="min-w-full divide-y divide-gray-200 text-sm">
                    <caption className="sr-only">{t('caption', { kind: t(`kinds.${board.kind}`), season: board.season })}</caption>
                    <thead className="bg-gray-50">
                      <tr>
                        <th scope="col" className={th}>{t('columns.rank')}</th>
                        <th scope="col" className={th}>{t('columns.player')}</th>
                        <th scope="col" className={th}>{t('columns.country')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('columns.points')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('columns.events')}</th>
                        <th scope="col" className={`${th} text-right`}>{t('columns.wins')}</th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-gray-100 bg-white">
                      {board.pointleaderboardlist.map((row, index) => {
                        return (
                          <tr key={row.player_pk || `withdrawn-${row.rank}-${index}`} className="has-[[data-own]]:bg-accent-400/25 has-[[data-own]]:font-semibold" data-withdrawn={row.player_pk ? undefined : ''}>
                            <td className="px-3 py-3 text-lg font-extrabold tabular-nums text-brand-800">{row.rank}</td>
                            <th scope="row" className="px-3 py-3 text-left">
                              <MemberInfoButton playerPk={row.player_pk} nickname={row.nickname} label={root('tournament.ranking.openPlayer', { nickname: row.nickname })} />
                              <OwnRowMark playerPk={row.player_pk} {...asked} />
                            </th>
                            <td className="px-3 py-3">{row.countrycode ?? '-'}</td>
                            <td className={`${num} font-bold`}>{formatNumber(row.points)}</td>
                            <td className={num}>{formatNumber(row.events)}</td>
                            <td className={num}>{formatNumber(row.wins)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </ScrollRegion>
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
