import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EventHeader, EventUnavailable } from '@/components/event/event-header';
import { LessonCard } from '@/components/event/lesson-card';
import { SearchForm } from '@/components/ui/search-form';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { getLessonList } from '@/lib/portal/data/lesson';
import { GRID_PAGE_SIZES } from '@/lib/shared/domain/enums';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { getPathname } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery } from '@/lib/portal/search-params';
import { loadPage } from '@/lib/portal/data/load';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/portal/cache/list-pages.ts), each distinct list one cache entry, kept 300 s at most; a comment expires the lessons tag (the grid counts comments).
// What depends on the visitor is an island.
export const revalidate = 300;
export const generateStaticParams = noListsAtBuild;

const PATH = '/event/netizenlesson/swinglist';

export async function generateMetadata({ params }: PageProps<'/[locale]/event/netizenlesson/swinglist/[query]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'event' });
  return pageMetadata({ locale, path: PATH, title: t('tabs.lesson'), description: t('descriptions.lesson'), ...listIndexing(await listQuery('lessonList', params)) });
}

export default async function SwingListPage({ params }: PageProps<'/[locale]/event/netizenlesson/swinglist/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('lessonList', params);
  const t = await getTranslations('lesson');
  const input = readQuery('lessonList', query, {}, GRID_PAGE_SIZES);
  const { pageno, pagesize, searchtype, searchname } = input;
  // Spec §5: searching needs a search term. An empty search is told so and shows the whole list.
  const emptySearch = query.searchname !== undefined && !searchname;

  // An outage of the member API is thrown on (503), a refusal shows the list's error state.
  const result = await loadPage(() => getLessonList(input));

  return (
    <>
      <EventHeader current="lesson" />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <SearchForm
          action={getPathname({ locale, href: PATH })}
          hidden={{ pagesize: pagesize === GRID_PAGE_SIZES[0] ? undefined : pagesize }}
          selects={[
            {
              name: 'searchtype',
              label: t('searchType'),
              value: searchtype,
              options: [
                { value: 'title', label: t('searchTitle') },
                { value: 'nickname', label: t('searchNickname') },
              ],
            },
          ]}
          search={{ name: 'searchname', label: t('searchLabel'), value: searchname, placeholder: t('searchPlaceholder') }}
          submitLabel={t('search')}
        />
        {emptySearch && (
          <p role="alert" className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('searchRequired')}
          </p>
        )}
        <div className="mt-8">
          {!result ? (
            <EventUnavailable />
          ) : result.lessonlist.length === 0 ? (
            <EmptyState title={searchname ? t('emptySearch', { term: searchname }) : t('empty')} />
          ) : (
            <>
              <h2 className="sr-only">{t('listHeading')}</h2>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {result.lessonlist.map((lesson, index) => (
                  <li key={lesson.lessonno}>
                    <LessonCard lesson={lesson} priority={index < 3} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {result && (
            <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={result.lessonlistcnt} pageSizes={GRID_PAGE_SIZES} />
          )}
        </div>
      </div>
    </>
  );
}
