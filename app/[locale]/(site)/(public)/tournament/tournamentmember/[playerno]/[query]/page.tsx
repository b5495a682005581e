import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TournamentError } from '@/components/tournament/tournament-error';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Avatar } from '@/components/member/avatar';
import { getPlayerTournaments } from '@/lib/portal/data/tournament';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDate, formatNumber } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { storageUrl } from '@/lib/shared/storage';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, type SearchParams } from '@/lib/portal/search-params';
import { readId } from '@/lib/upstream/operations/fields';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';
import { ScrollRegion } from '@/components/ui/scroll-region';
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
  const [t, e] = await Promise.all([getTranslations('tournament.member'), getTranslations('enums')]);
  const { player, summary, pageno, pagesize } = history;
  const th = 'px-3 py-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
  const num = 'px-3 py-3 text-right tabular-nums';
  const path = `/tournament/tournamentmember/${player.player_pk}`;

  return (
    <>
      <PageHeader title={t('title', { nickname: player.nickname })} description={t('description', { nickname: player.nickname })}>
        <Avatar nickname={player.nickname} src={storageUrl(player.avatarpath)} size={72} className="mt-5 ring-4 ring-white/70" />
        <dl className="mt-5 grid max-w-4xl grid-cols-2 gap-4 text-sm sm:grid-cols-3 md:grid-cols-6">
          {(
            [
              ['tournaments', formatNumber(summary.tournamentcnt)],
              ['wins', formatNumber(summary.wins)],
              ['top10', formatNumber(summary.top10)],
              ['bestRank', summary.bestrank == null ? '-' : String(summary.bestrank)],
              ['points', formatNumber(summary.points)],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-gray-600">{t(`summary.${key}`)}</dt>
              <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-gray-600">{t('xhandicap')}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{player.xhandicap == null ? '-' : player.xhandicap.toFixed(1)}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-2 pb-8 text-sm">
          <span className="font-semibold text-gray-700">{t('badges')}:</span>
          {player.badges.length ? (
            player.badges.map((badge) => (
              <span key={badge} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-bold text-brand-800">
                {e.has(`badge.${badge}`) ? e(`badge.${badge}`) : badge}
              </span>
            ))
          ) : (
            <span className="text-gray-600">{t('noBadges')}</span>
          )}
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8">
        {history.tournamentlist.length ? (
          <>
            <ScrollRegion label={t('caption')} className="rounded-xl border border-gray-200">
              {/* Eight columns do not fit a phone: the table keeps a readable width and scrolls in its box. */}
              <table className="min-w-[44rem] divide-y divide-gray-200 text-sm md:min-w-full">
                <caption className="sr-only">{t('caption')}</caption>
                <thead className="bg-gray-50">
                  <tr>
                    <th scope="col" className={th}>{t('columns.tournament')}</th>
                    <th scope="col" className={th}>{t('columns.status')}</th>
                    <th scope="col" className={th}>{t('columns.period')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.gross')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.net')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.rankGross')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.rankNet')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.points')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100 bg-white">
                  {history.tournamentlist.map((row) => (
                    <tr key={row.tournamentno}>
                      <th scope="row" className="px-3 py-3 text-left font-semibold">
                        <Link href={`/tournament/tournamentscheduleview/${row.tournamentno}/ranking`} className="text-brand-800 hover:underline">
                          {row.tournamentname}
                        </Link>
                      </th>
                      <td className="px-3 py-3">
                        <TournamentStatusBadge status={row.tourstatus} label={e(`tournamentStatus.${row.tourstatus}`)} />
                      </td>
                      <td className="whitespace-nowrap px-3 py-3 tabular-nums">
                        <time dateTime={row.startdate}>{formatDate(row.startdate, row.timezone)}</time> – <time dateTime={row.enddate}>{formatDate(row.enddate, row.timezone)}</time>
                      </td>
                      {row.gross == null ? (
                        <td colSpan={5} className="px-3 py-3 text-right text-gray-600">
                          {t('notPlayed')}
                        </td>
                      ) : (
                        <>
                          <td className={num}>{row.gross}</td>
                          <td className={num}>{row.net == null ? '-' : row.net.toFixed(1)}</td>
                          <td className={num}>{row.rank_gross ?? '-'}</td>
                          <td className={num}>{row.rank_net ?? '-'}</td>
                          <td className={num}>{row.points ?? '-'}</td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <Pagination pathname={path} searchParams={query} pageno={pageno} pagesize={pagesize} total={history.tournamentlistcnt} pageSizes={PAGE_SIZES} />
          </>
        ) : (
          <EmptyState title={t('empty')} />
        )}
      </div>
    </>
  );
}
