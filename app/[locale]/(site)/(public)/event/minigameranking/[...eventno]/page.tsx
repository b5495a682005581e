import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader } from '@/components/event/event-header';
import { EventUnavailablePage } from '@/components/event/event-unavailable-page';
import { MinigameRankingSection } from '@/components/event/minigame-ranking-section';
import { LiveRankingIsland } from '@/components/live/live-ranking-island';
import { MinigameFacts } from '@/components/event/minigame-facts';
import { MinigameResult } from '@/components/event/minigame-result';
import { eventnoFromSegments } from '@/components/event/query';
import { getMinigameRanking } from '@/lib/portal/data/minigame';
import { EVENT_STATUS, PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDate } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { ogEntityImagePath } from '@/lib/portal/site/og-paths';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { MinigameWaysOn } from '@/components/event/minigame-ways-on';
import type { Locale } from '@/lib/portal/i18n/routing';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, type SearchParams } from '@/lib/portal/search-params';
import { loadPage } from '@/lib/portal/data/load';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';

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
  const pathname = `/event/minigameranking/${eventno}`;

  if (!result) return <EventUnavailablePage current="minigame" title={t('ranking')} />;
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
        <MinigameRankingSection locale={locale} pathname={pathname} query={query} minigame={minigame} rows={result.minigameranklist} total={result.minigameranklistcnt} pageno={pageno} pagesize={pagesize} searchname={searchname} />
        <MinigameWaysOn from="ranking" eventno={eventno} completed={minigame.eventstatus === EVENT_STATUS.completed} />
      </div>
    </>
  );
}
