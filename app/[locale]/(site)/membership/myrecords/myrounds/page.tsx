import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyRoundTable } from '@/components/myzone/my-round-table';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { FilterChips } from '@/components/ui/filter-chips';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { loadMine } from '@/lib/portal/data/load';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { getPathname } from '@/lib/portal/i18n/paths';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { roundPeriods } from '@/lib/upstream/operations/records';
import { recordsMetadata } from '../records-metadata';

const PATH = '/membership/myrecords/myrounds';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/myrounds'>) {
  return recordsMetadata((await readParams(params)).locale, PATH, 'rounds');
}

/** The member's rounds, newest first, filtered by period, course and venue (spec §2 myrounds). */
export default async function MyRoundsPage({ params, searchParams }: PageProps<'/[locale]/membership/myrecords/myrounds'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const input = readQuery('myRounds', query, { lang: locale }, PAGE_SIZES);
  const { data, zone } = await loadMine('myRounds', input, { locale, returnPath: `${PATH}${withParams(query, {})}` });
  const t = await getTranslations('records.rounds');
  const filtered = input.period !== 'all' || input.courseno !== undefined || input.shopno !== undefined;

  return (
    <>
      <MyzoneHeading title={t('title')} description={t('description')} />
      <div className="mb-6 space-y-4">
        <FilterChips
          label={t('period')}
          pathname={PATH}
          searchParams={query}
          name="period"
          current={input.period === 'all' ? undefined : input.period}
          options={roundPeriods.map((period) => ({ value: period === 'all' ? undefined : period, label: t(`periods.${period}`) }))}
        />
        {data && (data.courselist.length > 1 || data.shoplist.length > 1) && (
          <SearchForm
            action={getPathname({ locale, href: PATH })}
            hidden={{ period: input.period === 'all' ? undefined : input.period, pagesize: input.pagesize === 10 ? undefined : input.pagesize }}
            selects={[
              { name: 'courseno', label: t('course'), value: String(input.courseno ?? ''), options: [{ value: '', label: t('allCourses') }, ...data.courselist.map((c) => ({ value: String(c.no), label: c.name }))] },
              { name: 'shopno', label: t('venue'), value: String(input.shopno ?? ''), options: [{ value: '', label: t('allVenues') }, ...data.shoplist.map((s) => ({ value: String(s.no), label: s.name }))] },
            ]}
            submitLabel={t('apply')}
          >
            {filtered && (
              <Link href={PATH} className="h-10 content-center px-2 text-sm font-semibold text-brand-700 hover:underline">
                {t('clear')}
              </Link>
            )}
          </SearchForm>
        )}
      </div>
      <ListResult data={data} items={(d) => d.roundlist} error={t('error')} empty={{ title: filtered ? t('emptyFiltered') : t('empty'), hint: filtered ? undefined : t('emptyHint') }}>
        {(d) => (
          <>
            <MyRoundTable rounds={d.roundlist} zone={zone} />
            <Pagination pathname={PATH} searchParams={query} pageno={d.pageno} pagesize={d.pagesize} total={d.roundlistcnt} pageSizes={PAGE_SIZES} />
          </>
        )}
      </ListResult>
    </>
  );
}
