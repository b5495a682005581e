import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader, EventUnavailable } from '@/components/event/event-header';
import { LiveRankingIsland } from '@/components/live/live-ranking-island';
import { MinigameFacts } from '@/components/event/minigame-facts';
import { MinigameResult } from '@/components/event/minigame-result';
import { MinigameValue } from '@/components/event/minigame-value';
import { eventnoFromSegments } from '@/components/event/query';
import { SearchForm } from '@/components/ui/search-form';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getMinigameRanking } from '@/lib/portal/data/minigame';
import { EVENT_STATUS, PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDate, formatDateTime } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { getPathname } from '@/lib/portal/i18n/paths';
import { Link } from '@/lib/portal/i18n/link';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, type SearchParams } from '@/lib/portal/search-params';
import { loadPage } from '@/lib/portal/data/load';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';
import { ScrollRegion } from '@/components/ui/scroll-region';

// Cached (ISR): proxy.ts rewrites /event/minigameranking/<event>[/…]?<query> to
// /event/minigameranking/<event>/<canonical query segment> (lib/portal/cache/list-pages.ts), each distinct
// ranking one cache entry, kept a minute at most.
export const revalidate = 60;

export const generateStaticParams = noListsAtBuild;

/** The event's segment and the query segment proxy.ts wrote; any other shape is no page. */
async function readSegments(segments: string[]) {
  if (segments.length !== 2) notFound();
  return { segments: segments.slice(0, 1), query: await listQuery('minigameRanking', Promise.resolve({ query: segments[1] })) };
}

async function load(locale: Locale, segments: string[], query: SearchParams) {
  const eventno = eventnoFromSegments(segments);
  if (!eventno) notFound();
  const { pageno, pagesize, searchname } = readQuery('minigameRanking', query, { lang: locale, eventno }, PAGE_SIZES);
  const result = await loadPage(() => getMinigameRanking(locale, eventno, searchname, pageno, pagesize));
  return { eventno, pageno, pagesize, searchname, result };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/event/minigameranking/[...eventno]'>): Promise<Metadata> {
  const { locale, eventno: all } = await readParams(params);
  const { segments: eventno, query } = await readSegments(all);
  const { eventno: id, result } = await load(locale, eventno, query);
  const [t, d] = await Promise.all([getTranslations({ locale, namespace: 'minigame' }), getTranslations({ locale, namespace: 'seo.descriptions' })]);
  const title = result ? t('rankingTitle', { name: result.minigame.eventname }) : t('ranking');
  const indexing = listIndexing(query);
  const minigame = result?.minigame;
  return pageMetadata({
    locale,
    path: `/event/minigameranking/${id}`,
    title,
    description: minigame
      ? d('minigameRanking', { name: minigame.eventname, count: minigame.entrycnt, dates: `${formatDate(minigame.startdate, timeZone)} – ${formatDate(minigame.enddate, timeZone)}` })
      : t('rankingDescription'),
    image: { url: ogEntityImagePath(locale, 'minigame', id) },
    ...indexing,
    // A ranking nobody has entered yet is an empty page.
    noindex: indexing.noindex || !minigame || minigame.entrycnt === 0,
  });
}

export default async function MinigameRankingPage({ params }: PageProps<'/[locale]/event/minigameranking/[...eventno]'>) {
  const { locale, eventno: all } = await readParams(params);
  setRequestLocale(locale);
  const { segments, query } = await readSegments(all);
  const [{ eventno, pageno, pagesize, searchname, result }, t] = await Promise.all([load(locale, segments, query), getTranslations('minigame')]);
  // A withdrawn or blocked member keeps the place without a name (the member API sends none).
  const withdrawnMember = (await getTranslations('common'))('withdrawnMember');
  const pathname = `/event/minigameranking/${eventno}`;

  if (!result) {
    return (
      <>
        <EventHeader current="minigame" title={t('ranking')} />
        <div className="mx-auto max-w-7xl px-4 py-8">
          <EventUnavailable />
        </div>
      </>
    );
  }
  const { minigame } = result;

  const nav = await getTranslations('nav.event');
  return (
    <>
      <Breadcrumbs locale={locale} items={[{ name: nav('minigame'), href: '/event/minigame' }]} current={{ name: minigame.eventname, path: pathname }} />
      <EventHeader current="minigame" title={minigame.eventname} description={t('rankingDescription')} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {/* A completed mini-game opens on its result (issue 26 item 13). */}
        {minigame.eventstatus === EVENT_STATUS.completed && pageno === 1 && !searchname && <MinigameResult minigame={minigame} rows={result.minigameranklist} />}
        <MinigameFacts minigame={minigame} />
        <LiveRankingIsland kind="minigame" id={minigame.eventno} className="mt-4" />
        <section aria-labelledby="ranking" className="mt-10">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="ranking" className="text-xl font-bold">
              {t('ranking')}
            </h2>
            <SearchForm
              action={getPathname({ locale, href: pathname })}
              hidden={{ pagesize: pagesize === 10 ? undefined : pagesize }}
              search={{ name: 'searchname', label: t('nicknameSearch'), value: searchname, placeholder: t('nicknamePlaceholder') }}
              submitLabel={t('search')}
            />
          </div>
          <div className="mt-4">
            {result.minigameranklist.length === 0 ? (
              <EmptyState title={searchname ? t('rankingEmptySearch', { term: searchname }) : t('rankingEmpty')} />
            ) : (
              <ScrollRegion label={t('rankingCaption', { name: minigame.eventname })} className="rounded-xl border border-gray-200">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('rankingCaption', { name: minigame.eventname })}</caption>
                  <thead className="bg-gray-50 text-gray-700">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('rank')}</th>
                      <th scope="col" className="px-4 py-3 font-semibold">{t('player')}</th>
                      {/* The ranked value stands beside the player; the venue and time are below the name on a phone. */}
                      <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-4">{minigame.valuekind === 'distance' ? t('distanceHeader') : t('countHeader')}</th>
                      <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">{t('store')}</th>
                      <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">{t('achieved')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {result.minigameranklist.map((entry) => (
                      <tr key={`${entry.player_pk}-${entry.rank}`} className={entry.iswinner ? 'bg-accent-400/10' : undefined}>
                        <td className="px-3 py-3 font-bold tabular-nums sm:px-4">{entry.rank}</td>
                        <td className="px-3 py-3 font-semibold [overflow-wrap:anywhere] sm:px-4">
                          {entry.nickname || <span data-withdrawn-member className="italic">{withdrawnMember}</span>}
                          {entry.iswinner && <span className="ml-2 rounded bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-brand-900">{t('winner')}</span>}
                          <span className="mt-0.5 block text-xs font-normal text-gray-600 sm:hidden">
                            {entry.shopname ?? '-'} · <time dateTime={entry.achieveddate}>{formatDateTime(entry.achieveddate, timeZone)}</time>
                          </span>
                        </td>
                        <td className="px-3 py-3 text-right font-semibold tabular-nums whitespace-nowrap sm:px-4" data-col="value">
                          <MinigameValue value={entry.value} kind={minigame.valuekind} />
                        </td>
                        <td className="hidden px-4 py-3 text-gray-700 sm:table-cell">{entry.shopname ?? '-'}</td>
                        <td className="hidden px-4 py-3 text-gray-700 sm:table-cell">
                          <time dateTime={entry.achieveddate}>{formatDateTime(entry.achieveddate, timeZone)}</time>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
            <Pagination pathname={pathname} searchParams={query} pageno={pageno} pagesize={pagesize} total={result.minigameranklistcnt} pageSizes={PAGE_SIZES} />
          </div>
        </section>
        <p className="mt-8 flex flex-wrap gap-3">
          <Link href="/event/minigame" className="rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
            {t('backToList')}
          </Link>
          {minigame.eventstatus === EVENT_STATUS.completed && (
            <Link href={`/event/winaminigamelist/${eventno}`} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
              {t('viewWinners')}
            </Link>
          )}
        </p>
      </div>
    </>
  );
}
