import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FilterChips } from '@/components/ui/filter-chips';
import { SearchBar } from '@/components/ui/search-bar';
import { SupportHeader } from '@/components/support/support-header';
import { ResourceTable } from '@/components/support/resource-table';
import { Pagination } from '@/components/ui/pagination';
import { PAGE_SIZES, supportCategory } from '@/lib/shared/domain/enums';
import { getResourceList } from '@/lib/portal/data/support';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery } from '@/lib/portal/search-params';
import { ListResult } from '@/components/ui/list-result';
import { loadPage } from '@/lib/portal/data/load';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/portal/cache/list-pages.ts), each distinct list one cache entry, kept 300 s at most; resources change on the member API's side only.
// What depends on the visitor is an island.
export const revalidate = 300;
export const generateStaticParams = noListsAtBuild;

const PATH = '/support/resources';

export async function generateMetadata({ params }: PageProps<'/[locale]/support/resources/[query]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'support' });
  return pageMetadata({ locale, path: PATH, title: t('resourcesTitle'), description: t('resourcesDescription'), ...listIndexing(await listQuery('resourceList', params)) });
}

export default async function ResourceListPage({ params }: PageProps<'/[locale]/support/resources/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('resourceList', params);
  const [t, enums] = await Promise.all([getTranslations('support'), getTranslations('enums.supportCategory')]);
  const input = readQuery('resourceList', query, { lang: locale }, PAGE_SIZES);
  const { searchname, category, pageno, pagesize } = input;
  // An outage of the member API is thrown on (503), a refusal shows the list's error state.
  const list = await loadPage(() => getResourceList(input));

  return (
    <>
      <SupportHeader current="resources" title={t('resourcesTitle')} description={t('resourcesDescription')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <FilterChips
            label={t('category')}
            pathname={PATH}
            searchParams={query}
            name="category"
            current={category ? String(category) : undefined}
            options={[{ value: undefined, label: t('allCategories') }, ...supportCategory.map((code) => ({ value: String(code), label: enums(String(code)) }))]}
          />
          <div className="flex items-center gap-3">
            <SearchBar locale={locale} pathname={PATH} value={searchname} keep={{ category, pagesize: query.pagesize ? pagesize : undefined }} labels={{ label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit') }} />
            {(searchname || category) && (
              <Link href={PATH} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
                {t('search.reset')}
              </Link>
            )}
          </div>
        </div>
        <ListResult data={list} items={(data) => data.resourcelist} error={t('unavailable')} empty={{ title: searchname ? t('emptySearch', { term: searchname }) : t('empty') }}>
          {(list) => (
              <>
                <ResourceTable resources={list.resourcelist} />
                <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={list.resourcelistcnt} pageSizes={PAGE_SIZES} />
              </>
          )}
        </ListResult>
      </div>
    </>
  );
}
