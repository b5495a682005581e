import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EntryStatus } from '@/components/myzone/entry-parts';
import { MyzoneHeading, toParLabel } from '@/components/myzone/myzone-heading';
import { FilterChips } from '@/components/ui/filter-chips';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { loadMine } from '@/lib/portal/data/load';
import { PAGE_SIZES, tournamentStatus } from '@/lib/shared/domain/enums';
import { formatDate } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { recordsMetadata } from '../records-metadata';
import { ScrollRegion } from '@/components/ui/scroll-region';

const PATH = '/membership/myrecords/mytournaments';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/mytournaments'>) {
  return recordsMetadata((await readParams(params)).locale, PATH, 'tournaments');
}

/** The tournaments the member entered, newest first, by status. */
export default async function MyTournamentsPage({ params, searchParams }: PageProps<'/[locale]/membership/myrecords/mytournaments'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const input = readQuery('myTournaments', query, { lang: locale }, PAGE_SIZES);
  const { data } = await loadMine('myTournaments', input, { locale, returnPath: `${PATH}${withParams(query, {})}` });
  const [t, e] = await Promise.all([getTranslations('records.tournaments'), getTranslations('enums')]);
  const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-600';

  return (
    <>
      <MyzoneHeading title={t('title')} description={t('description')} />
      <div className="mb-6">
        <FilterChips
          label={t('status')}
          pathname={PATH}
          searchParams={query}
          name="tourstatus_fk"
          current={input.tourstatus_fk}
          options={[{ value: undefined, label: t('allStatuses') }, ...tournamentStatus.map((status) => ({ value: status, label: e(`tournamentStatus.${status}`) }))]}
        />
      </div>
      <ListResult
        data={data}
        items={(d) => d.tournamentlist}
        error={t('error')}
        empty={{
          title: input.tourstatus_fk ? t('emptyFiltered') : t('empty'),
          hint: (
            <Link href="/tournament/tournamentschedule" className="font-semibold text-brand-700 hover:underline">
              {t('findTournament')}
            </Link>
          ),
        }}
      >
        {(d) => (
          <>
            <ScrollRegion label={t('caption')} className="rounded-xl border border-gray-200">
              <table className="min-w-full divide-y divide-gray-200 text-sm">
                <caption className="sr-only">{t('caption')}</caption>
                <thead className="bg-gray-50">
                  <tr>
                    <th scope="col" className={th}>{t('columns.tournament')}</th>
                    <th scope="col" className={th}>{t('columns.status')}</th>
                    <th scope="col" className={`${th} hidden sm:table-cell`}>{t('columns.period')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.score')}</th>
                    <th scope="col" className={`${th} text-right`}>{t('columns.place')}</th>
                    <th scope="col" className={`${th} hidden text-right md:table-cell`}>{t('columns.points')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100 bg-white">
                  {d.tournamentlist.map((row) => {
                    const place = row.tour_rank_type === 2 ? row.rank_net : row.rank_gross;
                    return (
                      <tr key={row.tournamentno}>
                        <td className="px-3 py-2">
                          <Link href={`/membership/myrecords/mytournamentsview/${row.tournamentno}`} className="font-semibold text-brand-700 hover:underline">
                            {row.tournamentname}
                          </Link>
                          <div className="text-xs text-gray-600">{row.coursename}</div>
                        </td>
                        <td className="px-3 py-2">
                          <EntryStatus entry={row} />
                        </td>
                        <td className="hidden px-3 py-2 tabular-nums whitespace-nowrap sm:table-cell">
                          {formatDate(row.startdate, row.timezone)} – {formatDate(row.enddate, row.timezone)}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">{row.gross === null ? t('notPlayed') : `${row.gross} (${toParLabel(row.topar ?? 0)})`}</td>
                        <td className="px-3 py-2 text-right font-bold tabular-nums">{place ?? '–'}</td>
                        <td className="hidden px-3 py-2 text-right tabular-nums md:table-cell">{row.points ?? '–'}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
            <Pagination pathname={PATH} searchParams={query} pageno={d.pageno} pagesize={d.pagesize} total={d.tournamentlistcnt} pageSizes={PAGE_SIZES} />
          </>
        )}
      </ListResult>
    </>
  );
}
