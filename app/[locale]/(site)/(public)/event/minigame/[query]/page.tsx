import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader, EventUnavailable } from '@/components/event/event-header';
import { MinigameCard } from '@/components/event/minigame-card';
import { eventStatusSelect, eventTypeSelect } from '@/components/event/minigame-filters';
import { SearchForm } from '@/components/ui/search-form';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getMinigameList } from '@/lib/portal/data/minigame';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { getPathname } from '@/lib/portal/i18n/paths';
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
          selects={[eventStatusSelect(t, e, status), eventTypeSelect(t, e, type)]}
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
                  <MinigameCard event={event} eager={index === 0} />
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
