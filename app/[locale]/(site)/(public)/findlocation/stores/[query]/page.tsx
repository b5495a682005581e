import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { NearMe } from '@/components/store/venue-finder';
import { VenueListItem } from '@/components/store/venue-list-item';
import { VenueMap } from '@/components/store/venue-map';
import { env } from '@/lib/shared/config/env';
import { VenueCountryChips, VenueSearchBar, VenueTypeChips } from '@/components/store/venue-filters';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { getStoreList, getStoreMap } from '@/lib/portal/data/store';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery } from '@/lib/portal/search-params';
import { ListResult } from '@/components/ui/list-result';
import { loadPage } from '@/lib/portal/data/load';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/portal/cache/list-pages.ts), each distinct list one cache entry, kept 300 s at most; a favourite venue change expires the venues tag (the venue counts its members).
// What depends on the visitor is an island.
export const revalidate = 300;
export const generateStaticParams = noListsAtBuild;

const PATH = '/findlocation/stores';

export async function generateMetadata({ params }: PageProps<'/[locale]/findlocation/stores/[query]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'store' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description'), ...listIndexing(await listQuery('storeList', params)) });
}

export default async function StoreListPage({ params }: PageProps<'/[locale]/findlocation/stores/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('storeList', params);
  const t = await getTranslations('store');
  const input = readQuery('storeList', query, { lang: locale }, PAGE_SIZES);
  const { searchname, country, storetype, pageno, pagesize } = input;
  // The page's list, and every venue the same filters select for the map and "near me".
  const [list, map, messages] = await Promise.all([
    // An outage of the member API is thrown on (503), a refusal shows the list's error state.
    loadPage(() => getStoreList(input)),
    loadPage(() => getStoreMap({ lang: locale, searchname, country, storetype })),
    getMessages(),
  ]);
  const venues = map?.storemaplist ?? [];
  const hoursOf = new Map(venues.map((v) => [v.shopno, v.hours]));

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} tabs={[{ href: PATH, label: t('tabs.list'), current: true }]} />
      <NextIntlClientProvider messages={{ store: { finder: messages.store.finder } }}>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-8 space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <VenueSearchBar locale={locale} pathname={PATH} value={searchname} keep={{ country, storetype, pagesize: query.pagesize ? pagesize : undefined }} />
            {(searchname || country || storetype) && (
              <Link href={PATH} className="text-sm font-semibold text-brand-700 hover:underline">
                {t('search.reset')}
              </Link>
            )}
          </div>
          <VenueCountryChips pathname={PATH} query={query} current={country} />
          <VenueTypeChips pathname={PATH} query={query} current={storetype} />
        </div>
        {venues.length > 0 && <NearMe venues={venues} />}
        <ListResult data={list} items={(data) => data.storelist} error={t('unavailable')} empty={{ title: t('empty'), hint: t('emptyHint') }}>
          {(list) => (
              <>
                <ul className="divide-y divide-gray-200 border-y border-gray-200" data-list="stores">
                  {list.storelist.map((store, index) => (
                    <VenueListItem key={store.shopno} store={store} hours={hoursOf.get(store.shopno) ?? {}} eager={index === 0} />
                  ))}
                </ul>
                <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={list.storelistcnt} pageSizes={PAGE_SIZES} />
              </>
          )}
        </ListResult>
        {venues.length > 0 && <VenueMap venues={venues} styleUrl={env.mapStyleUrl} />}
      </div>
      </NextIntlClientProvider>
    </>
  );
}
