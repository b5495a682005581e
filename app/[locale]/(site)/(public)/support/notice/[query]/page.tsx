import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SearchBar } from '@/components/ui/search-bar';
import { SupportHeader } from '@/components/support/support-header';
import { Pagination } from '@/components/ui/pagination';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { getNoticeList } from '@/lib/portal/data/support';
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
// (lib/portal/cache/list-pages.ts), each distinct list one cache entry, kept 60 s at most (NOTICE_LIFE): a console
// change expires it at once (the `notices` tag); a scheduled notice joins it within a minute of its time.
// What depends on the visitor is an island.
export const revalidate = 60;
export const generateStaticParams = noListsAtBuild;

const PATH = '/support/notice';

export async function generateMetadata({ params }: PageProps<'/[locale]/support/notice/[query]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'support' });
  return pageMetadata({ locale, path: PATH, title: t('noticeTitle'), description: t('noticeDescription'), ...listIndexing(await listQuery('noticeList', params)) });
}

export default async function NoticeListPage({ params }: PageProps<'/[locale]/support/notice/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('noticeList', params);
  const t = await getTranslations('support');
  const input = readQuery('noticeList', query, { lang: locale }, PAGE_SIZES);
  const { searchname, pageno, pagesize } = input;
  // An outage of the member API is thrown on (503), a refusal shows the list's error state.
  const list = await loadPage(() => getNoticeList(input));

  return (
    <>
      <SupportHeader current="notice" title={t('noticeTitle')} description={t('noticeDescription')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <SearchBar locale={locale} pathname={PATH} value={searchname} keep={{ pagesize: query.pagesize ? pagesize : undefined }} labels={{ label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit') }} />
          {searchname && (
            <Link href={PATH} className="text-sm font-semibold text-brand-700 hover:underline">
              {t('search.reset')}
            </Link>
          )}
        </div>
        <ListResult data={list} items={(data) => data.noticelist} error={t('unavailable')} empty={{ title: searchname ? t('emptySearch', { term: searchname }) : t('empty') }}>
          {(list) => (
              <>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t('noticeTitle')}</caption>
                  <thead className="border-y-2 border-gray-800 text-gray-700">
                    <tr>
                      <th scope="col" className="hidden w-20 py-3 text-center sm:table-cell">{t('column.no')}</th>
                      <th scope="col" className="py-3">{t('column.title')}</th>
                      <th scope="col" className="w-28 py-3 text-center">{t('column.date')}</th>
                      <th scope="col" className="hidden w-20 py-3 text-center sm:table-cell">{t('column.views')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-200">
                    {list.noticelist.map((notice, i) => (
                      <tr key={notice.noticeno} className={notice.pinned ? 'bg-brand-50/60' : undefined}>
                        <td className="hidden py-3 text-center text-gray-600 tabular-nums sm:table-cell">
                          {notice.pinned ? (
                            <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{t('pinned')}</span>
                          ) : (
                            formatNumber(list.noticelistcnt - (pageno - 1) * pagesize - i)
                          )}
                        </td>
                        <td className="py-3">
                          {notice.pinned && <span className="mr-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white sm:hidden">{t('pinned')}</span>}
                          <Link href={`/support/noticeview/${notice.noticeno}`} className={`hover:underline ${notice.pinned ? 'font-semibold' : ''}`}>
                            {notice.title}
                          </Link>
                        </td>
                        <td className="py-3 text-center text-gray-600 tabular-nums">
                          <time dateTime={notice.regdate}>{formatDate(notice.regdate, timeZone)}</time>
                        </td>
                        <td className="hidden py-3 text-center text-gray-600 tabular-nums sm:table-cell">{formatNumber(notice.views)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={list.noticelistcnt} pageSizes={PAGE_SIZES} />
              </>
          )}
        </ListResult>
      </div>
    </>
  );
}
