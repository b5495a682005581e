import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toParLabel, MyzoneHeading } from '@/components/myzone/myzone-heading';
import { FilterChips } from '@/components/ui/filter-chips';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { loadMine } from '@/lib/portal/data/load';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { formatDate } from '@/lib/shared/format';
import { getPathname } from '@/lib/portal/i18n/paths';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { roundPeriods } from '@/lib/upstream/operations/records';
import { recordsMetadata } from '../records-metadata';
import { ScrollRegion } from '@/components/ui/scroll-region';

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
  const [t, e] = await Promise.all([getTranslations('records.rounds'), getTranslations('enums')]);
  const th = 'px-2 py-2 sm:px-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
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
            <ScrollRegion label={t('caption')} className="rounded-xl border border-gray-200">
              <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="myrounds-table">
                <caption className="sr-only">{t('caption')}</caption>
                <thead className="bg-gray-50">
                  <tr>
                    <th scope="col" className={th}>{t('columns.date')}</th>
                    <th scope="col" className={th}>{t('columns.course')}</th>
                    <th scope="col" className={`${th} hidden md:table-cell`}>{t('columns.venue')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.holes')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.score')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.toPar')}</th>
                    <th scope="col" className={`${th} hidden text-right sm:table-cell`}>{t('columns.putts')}</th>
                    <th scope="col" className={`${th} hidden lg:table-cell`}>{t('columns.tee')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100 bg-white">
                  {d.roundlist.map((round) => (
                    <tr key={round.roundno}>
                      <td className="px-2 py-2 sm:px-3 tabular-nums whitespace-nowrap">{formatDate(round.playeddate, zone)}</td>
                      <td className="px-2 py-2 sm:px-3">
                        <Link href={`/membership/myrecords/myroundsview/${round.roundno}`} className="font-semibold text-brand-700 hover:underline">
                          {round.coursename}
                        </Link>
                        {round.tournamentno !== null && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t('tournamentRound')}</span>}
                      </td>
                      <td className="hidden px-2 py-2 sm:px-3 md:table-cell">{round.shopname ?? '–'}</td>
                      <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{round.holes}</td>
                      <td className="px-2 py-2 sm:px-3 text-right font-bold tabular-nums">{round.totalstrokes}</td>
                      <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{toParLabel(round.totalstrokes - round.totalpar)}</td>
                      <td className="hidden px-2 py-2 sm:px-3 text-right tabular-nums sm:table-cell">{round.totalputts}</td>
                      <td className="hidden px-2 py-2 sm:px-3 lg:table-cell">{e.has(`teeColour.${round.teecolour}`) ? e(`teeColour.${round.teecolour}` as 'teeColour.1') : e('teeColour.none')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <Pagination pathname={PATH} searchParams={query} pageno={d.pageno} pagesize={d.pagesize} total={d.roundlistcnt} pageSizes={PAGE_SIZES} />
          </>
        )}
      </ListResult>
    </>
  );
}
