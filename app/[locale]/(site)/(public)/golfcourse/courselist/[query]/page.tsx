import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CourseCard } from '@/components/course/course-card';
import { FilterChips } from '@/components/ui/filter-chips';
import { SearchBar } from '@/components/ui/search-bar';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { countryFilter, courseDifficulty, GRID_PAGE_SIZES } from '@/lib/shared/domain/enums';
import { getCourseList } from '@/lib/portal/data/course';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery } from '@/lib/portal/search-params';
import { ListResult } from '@/components/ui/list-result';
import { loadPage } from '@/lib/portal/data/load';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/portal/cache/list-pages.ts), each distinct list one cache entry, kept 300 s at most; courses change on the member API's side only.
// What depends on the visitor is an island.
export const revalidate = 300;
export const generateStaticParams = noListsAtBuild;

const PATH = '/golfcourse/courselist';

export async function generateMetadata({ params }: PageProps<'/[locale]/golfcourse/courselist/[query]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'course' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description'), ...listIndexing(await listQuery('courseList', params)) });
}

export default async function CourseListPage({ params }: PageProps<'/[locale]/golfcourse/courselist/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('courseList', params);
  const [t, countries] = await Promise.all([getTranslations('course'), getTranslations('enums.country')]);
  const input = readQuery('courseList', query, { lang: locale }, GRID_PAGE_SIZES);
  const { searchname, country, difficulty, pageno, pagesize } = input;
  // An outage of the member API is thrown on (503), a refusal shows the list's error state.
  const list = await loadPage(() => getCourseList(input));

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} tabs={[{ href: PATH, label: t('tabs.list'), current: true }]} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="mb-8 space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <SearchBar locale={locale} pathname={PATH} value={searchname} keep={{ country, difficulty, pagesize: query.pagesize ? pagesize : undefined }} labels={{ label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit') }} />
            {(searchname || country || difficulty) && (
              <Link href={PATH} className="text-sm font-semibold text-brand-700 hover:underline">
                {t('search.reset')}
              </Link>
            )}
          </div>
          <FilterChips
            label={t('filter.country')}
            pathname={PATH}
            searchParams={query}
            name="country"
            current={country}
            options={[{ value: undefined, label: t('filter.all') }, ...countryFilter.map((code) => ({ value: code, label: countries(code) }))]}
          />
          <FilterChips
            label={t('filter.difficulty')}
            pathname={PATH}
            searchParams={query}
            name="difficulty"
            current={difficulty ? String(difficulty) : undefined}
            options={[{ value: undefined, label: t('filter.all') }, ...courseDifficulty.map((level) => ({ value: String(level), label: t(`difficultyLevel.${level}` as 'difficultyLevel.1') }))]}
          />
        </div>
        <ListResult data={list} items={(data) => data.courselist} error={t('unavailable')} empty={{ title: t('empty'), hint: t('emptyHint') }}>
          {(list) => (
              <>
                <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-list="courses">
                  {list.courselist.map((course, index) => (
                    <CourseCard key={course.courseno} course={course} eager={index === 0} />
                  ))}
                </ul>
                <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={list.courselistcnt} pageSizes={GRID_PAGE_SIZES} />
              </>
          )}
        </ListResult>
      </div>
    </>
  );
}
