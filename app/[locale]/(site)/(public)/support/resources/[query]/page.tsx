import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FilterChips } from '@/components/ui/filter-chips';
import { SearchBar } from '@/components/ui/search-bar';
import { SupportHeader } from '@/components/support/support-header';
import { fileSize } from '@/components/support/file-size';
import { Pagination } from '@/components/ui/pagination';
import { PAGE_SIZES, supportCategory } from '@/lib/shared/domain/enums';
import { getResourceList } from '@/lib/portal/data/support';
import { formatDate, formatNumber } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
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
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('resourcesTitle')}</caption>
                  <thead className="border-y-2 border-gray-800 text-gray-700">
                    <tr>
                      <th scope="col" className="w-28 py-3 text-center">{t('column.category')}</th>
                      <th scope="col" className="py-3">{t('column.title')}</th>
                      <th scope="col" className="hidden py-3 md:table-cell">{t('column.file')}</th>
                      <th scope="col" className="w-28 py-3 text-center">{t('column.date')}</th>
                      <th scope="col" className="hidden w-24 py-3 text-center sm:table-cell">{t('column.downloads')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-200">
                    {list.resourcelist.map((resource) => (
                      <tr key={resource.resourceno}>
                        <td className="py-3 text-center">
                          <span className="rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">{enums(String(resource.category))}</span>
                        </td>
                        <td className="py-3">
                          <Link href={`/support/resourcesview/${resource.resourceno}`} className="hover:underline">
                            {resource.title}
                          </Link>
                        </td>
                        <td className="hidden py-3 text-gray-600 md:table-cell">
                          {resource.filename ? `${resource.filename}${resource.filesize ? ` (${fileSize(resource.filesize)})` : ''}` : '-'}
                        </td>
                        <td className="py-3 text-center text-gray-600 tabular-nums">
                          <time dateTime={resource.regdate}>{formatDate(resource.regdate, timeZone)}</time>
                        </td>
                        <td className="hidden py-3 text-center text-gray-600 tabular-nums sm:table-cell">{formatNumber(resource.downloads)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={list.resourcelistcnt} pageSizes={PAGE_SIZES} />
              </>
          )}
        </ListResult>
      </div>
    </>
  );
}
