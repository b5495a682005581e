import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MyTournamentTable } from '@/components/myzone/my-tournament-table';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { FilterChips } from '@/components/ui/filter-chips';
import { ListResult } from '@/components/ui/list-result';
import { Pagination } from '@/components/ui/pagination';
import { loadMine } from '@/lib/portal/data/load';
import { PAGE_SIZES, tournamentStatus } from '@/lib/shared/domain/enums';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { recordsMetadata } from '../records-metadata';

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
            <MyTournamentTable rows={d.tournamentlist} />
            <Pagination pathname={PATH} searchParams={query} pageno={d.pageno} pagesize={d.pagesize} total={d.tournamentlistcnt} pageSizes={PAGE_SIZES} />
          </>
        )}
      </ListResult>
    </>
  );
}
