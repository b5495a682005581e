import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader, EventUnavailable } from '@/components/event/event-header';
import { MinigameStatusBadge } from '@/components/event/minigame-status-badge';
import { SearchForm } from '@/components/ui/search-form';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getMinigameList } from '@/lib/data/minigame';
import { EVENT_STATUS, eventStatus, eventType, PAGE_SIZES } from '@/lib/domain/enums';
import { formatDate, formatNumber } from '@/lib/format';
import { timeZone } from '@/lib/i18n/zone';
import { pageMetadata } from '@/lib/i18n/metadata';
import { listIndexing } from '@/lib/site/list-indexing';
import { getPathname } from '@/lib/i18n/paths';
import { Link } from '@/lib/i18n/link';
import { readParams } from '@/lib/i18n/params';
import { readQuery } from '@/lib/search-params';
import { loadOrErrorState } from '@/lib/data/load';
import { listQuery, noListsAtBuild } from '@/lib/cache/list-query';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/cache/list-pages.ts), each distinct list one cache entry, kept 60 s at most; entries expire the mini-games tag.
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
  const result = await loadOrErrorState(() => getMinigameList(input));
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
            <ul className="grid gap-4 md:grid-cols-2">
              {result.minigamelist.map((event) => (
                <li key={event.eventno}>
                  <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
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
