import { ListPicture } from '@/components/ui/list-picture';
import { HOLE_VIEW } from '@/components/course/hole-geometry';
import { drawnPicturePath } from '@/lib/portal/pictures/paths';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader, EventUnavailable } from '@/components/event/event-header';
import { MinigameStatusBadge } from '@/components/event/minigame-status-badge';
import { SearchForm } from '@/components/ui/search-form';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getMinigameList } from '@/lib/portal/data/minigame';
import { EVENT_STATUS, eventStatus, eventType, PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDate, formatNumber } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { getPathname } from '@/lib/portal/i18n/paths';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery } from '@/lib/portal/search-params';
import { loadPage } from '@/lib/portal/data/load';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/portal/cache/list-pages.ts), each distinct list one cache entry, kept 60 s at most; entries expire the mini-games tag.
// What depends on the visitor is an island.
export const revalidate = 60;
export const generateStaticParams = noListsAtBuild;

const PATH = '/event/minigame';

export async function generateMetadata({ params }: PageProps<'/[locale]/event/minigame/[query]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'event' });
  return pageMetadata({ locale, path: PATH, title: t('tabs.minigame'), description: t('descriptions.minigame'), ...listIndexing(await listQuery('minigameList', params)) });
}

export default async function MinigameListPage({ params }: PageProps<'/[locale]/event/minigame/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('minigameList', params);
  const [t, e] = await Promise.all([getTranslations('minigame'), getTranslations('enums')]);
  const input = readQuery('minigameList', query, { lang: locale }, PAGE_SIZES);
  const { pageno, pagesize, eventstatus: status, eventtype: type, searchname } = input;

  // An outage of the member API is thrown on (503), a refusal shows the list's error state.
  const result = await loadPage(() => getMinigameList(input));
  const filtered = status !== undefined || type !== undefined || Boolean(searchname);

  return (
    <>
      <EventHeader current="minigame" />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <SearchForm
          action={getPathname({ locale, href: PATH })}
          hidden={{ pagesize: pagesize === 10 ? undefined : pagesize }}
          selects={[
            {
              name: 'eventstatus',
              label: t('statusFilter'),
              value: status === undefined ? '' : String(status),
              options: [{ value: '', label: t('all') }, ...eventStatus.map((code) => ({ value: String(code), label: e(`eventStatus.${code}`) }))],
            },
            {
              name: 'eventtype',
              label: t('typeFilter'),
              value: type === undefined ? '' : String(type),
              options: [{ value: '', label: t('all') }, ...eventType.map((code) => ({ value: String(code), label: e(`eventType.${code}`) }))],
            },
          ]}
          search={{ name: 'searchname', label: t('searchLabel'), value: searchname, placeholder: t('searchPlaceholder') }}
          submitLabel={t('search')}
        />
        <div className="mt-8">
          {!result ? (
            <EventUnavailable />
          ) : result.minigamelist.length === 0 ? (
            <EmptyState title={filtered ? t('emptyFiltered') : t('empty')} />
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2" data-list="minigames">
              {result.minigamelist.map((event, index) => (
                <li key={event.eventno}>
                  <article className="flex h-full gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
                    {/*
                      The hole the event is about, drawn from its course (lib/portal/pictures/minigame-hole, issue 26
                      item 14): on a card it tells which challenge this is; the event's banner is on its page.
                    */}
                    <div className="w-16 shrink-0 self-start sm:w-24">
                      <ListPicture
                        stored={null}
                        drawn={drawnPicturePath('minigame', event.eventno)}
                        width={HOLE_VIEW.width}
                        height={HOLE_VIEW.height}
                        sizes="96px"
                        eager={index === 0}
                        className="rounded-lg"
                      />
                    </div>
                    <div className="flex min-w-0 flex-1 flex-col">
                    <div className="flex flex-wrap items-center gap-2">
                      <MinigameStatusBadge status={event.eventstatus} label={e(`eventStatus.${event.eventstatus}`)} />
                      <span className="text-xs font-semibold text-gray-700">{e(`eventType.${event.eventtype}`)}</span>
                    </div>
                    <h2 className="mt-3 text-lg font-bold leading-snug">
                      <Link href={`/event/minigameranking/${event.eventno}`} className="hover:text-brand-700 hover:underline">
                        {event.eventname}
                      </Link>
                    </h2>
                    <p className="mt-2 text-sm text-gray-700">
                      {[event.shopname ?? t('networkWide'), event.coursename, event.holeno ? t('hole', { hole: event.holeno }) : null].filter(Boolean).join(' · ')}
                    </p>
                    <p className="mt-1 text-sm text-gray-700">
                      <time dateTime={event.startdate}>{formatDate(event.startdate, timeZone)}</time> – <time dateTime={event.enddate}>{formatDate(event.enddate, timeZone)}</time>
                    </p>
                    {event.prize && <p className="mt-1 text-sm text-gray-700">{t('prizeLine', { prize: event.prize })}</p>}
                    <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4 text-sm">
                      <span className="text-gray-700">{t('entriesCount', { count: event.entrycnt, formatted: formatNumber(event.entrycnt) })}</span>
                      <span className="flex gap-3">
                        <Link href={`/event/minigameranking/${event.eventno}`} className="font-semibold text-brand-700 hover:underline">
                          {t('viewRanking')}
                        </Link>
                        {event.eventstatus === EVENT_STATUS.completed && (
                          <Link href={`/event/winaminigamelist/${event.eventno}`} className="font-semibold text-brand-700 hover:underline">
                            {t('viewWinners')}
                          </Link>
                        )}
                      </span>
                    </div>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {result && <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={result.minigamelistcnt} pageSizes={PAGE_SIZES} />}
        </div>
      </div>
    </>
  );
}
