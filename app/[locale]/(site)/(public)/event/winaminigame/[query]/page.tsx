import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader, EventUnavailable } from '@/components/event/event-header';
import { MinigameValue } from '@/components/event/minigame-value';
import { SearchForm } from '@/components/ui/search-form';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getMinigameWinnerList } from '@/lib/portal/data/minigame';
import { eventType, PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDate } from '@/lib/shared/format';
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

const PATH = '/event/winaminigame';

export async function generateMetadata({ params }: PageProps<'/[locale]/event/winaminigame/[query]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'event' });
  return pageMetadata({ locale, path: PATH, title: t('tabs.winners'), description: t('descriptions.winners'), ...listIndexing(await listQuery('minigameWinners', params)) });
}

export default async function WinnersPage({ params }: PageProps<'/[locale]/event/winaminigame/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('minigameWinners', params);
  const [t, e] = await Promise.all([getTranslations('minigame'), getTranslations('enums')]);
  // A withdrawn or blocked member keeps the place without a name (the member API sends none).
  const withdrawnMember = (await getTranslations('common'))('withdrawnMember');
  const input = readQuery('winMinigameList', query, { lang: locale }, PAGE_SIZES);
  const { pageno, pagesize, eventtype: type, searchname } = input;

  // An outage of the member API is thrown on (503), a refusal shows the list's error state.
  const result = await loadPage(() => getMinigameWinnerList(input));

  return (
    <>
      <EventHeader current="winners" />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <SearchForm
          action={getPathname({ locale, href: PATH })}
          hidden={{ pagesize: pagesize === 10 ? undefined : pagesize }}
          selects={[
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
          ) : result.winaminigamelist.length === 0 ? (
            <EmptyState title={type !== undefined || searchname ? t('emptyFiltered') : t('noWinnersYet')} />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {result.winaminigamelist.map((event) => (
                <li key={event.eventno}>
                  <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
                    <p className="text-xs font-semibold text-gray-700">{e(`eventType.${event.eventtype}`)}</p>
                    <h2 className="mt-2 text-lg font-bold leading-snug">
                      <Link href={`/event/winaminigamelist/${event.eventno}`} className="hover:text-brand-700 hover:underline">
                        {event.eventname}
                      </Link>
                    </h2>
                    <p className="mt-1 text-sm text-gray-700">
                      {event.shopname ?? t('networkWide')} · <time dateTime={event.enddate}>{formatDate(event.enddate, timeZone)}</time>
                    </p>
                    <ol className="mt-4 space-y-1 text-sm" aria-label={t('topWinners')}>
                      {event.winners.map((winner) => (
                        <li key={`${winner.player_pk}-${winner.rank}`} className="flex items-center justify-between gap-3">
                          <span>
                            <span className="mr-2 font-bold tabular-nums text-brand-700">{winner.rank}</span>
                            <span className="font-semibold">{winner.nickname || <span data-withdrawn-member className="italic">{withdrawnMember}</span>}</span>
                          </span>
                          <span className="tabular-nums text-gray-700">
                            <MinigameValue value={winner.value} kind={event.valuekind} />
                          </span>
                        </li>
                      ))}
                    </ol>
                    <p className="mt-auto pt-4 text-sm">
                      <Link href={`/event/winaminigamelist/${event.eventno}`} className="font-semibold text-brand-700 hover:underline">
                        {t('allWinners', { count: event.winnerlistcnt })}
                      </Link>
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {result && <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={result.winaminigamelistcnt} pageSizes={PAGE_SIZES} />}
        </div>
      </div>
    </>
  );
}
