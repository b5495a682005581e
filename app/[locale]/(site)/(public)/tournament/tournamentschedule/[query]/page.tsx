import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ScheduleFilters } from '@/components/tournament/schedule-filters';
import { ScheduleTable } from '@/components/tournament/schedule-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { getTournamentList } from '@/lib/portal/data/tournament';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { loadShown } from '@/lib/portal/data/load';
import { apiMessage } from '@/lib/portal/i18n/api-message';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { listIndexing } from '@/lib/portal/site/list-indexing';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { ErrorState } from '@/components/ui/error-state';
import { listQuery, noListsAtBuild } from '@/lib/portal/cache/list-query';

// Cached (ISR): proxy.ts rewrites the public query to this page's canonical query segment
// (lib/portal/cache/list-pages.ts), each distinct list one cache entry, kept 60 s at most; an entry expires the tournaments tag (the list counts entrants).
// What depends on the visitor is an island.
export const revalidate = 60;

export const generateStaticParams = noListsAtBuild;

const PATH = '/tournament/tournamentschedule';

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/tournamentschedule/[query]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'tournament.schedule' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description'), ...listIndexing(await listQuery('tournamentSchedule', params)) });
}

export default async function TournamentSchedulePage({ params }: PageProps<'/[locale]/tournament/tournamentschedule/[query]'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await listQuery('tournamentSchedule', params);
  const [t, root] = await Promise.all([getTranslations('tournament.schedule'), getTranslations()]);
  const input = readQuery('tournamentList', query, { lang: locale }, PAGE_SIZES);
  const { pageno, pagesize, searchname } = input;
  // The form's selects show '' for "all".
  const filters = {
    searchtype: input.searchtype,
    searchname,
    tourstatus_fk: input.tourstatus_fk ?? '',
    tourtype_fk: String(input.tourtype_fk ?? ''),
    tour_rank_type: String(input.tour_rank_type ?? ''),
  };
  // Spec §5/§8: searching needs a search term. The form submitted with nothing in it at all (no term,
  // no filter) says so; the list stays unfiltered. Choosing only filters is not a search.
  const searchError =
    query.searchname !== undefined && searchname === '' && !filters.tourstatus_fk && !filters.tourtype_fk && !filters.tour_rank_type;

  // An outage is not shown in the page: it answers 503 (the outcome rule of lib/portal/data/load.ts).
  const { data: body, refusal } = await loadShown(() => getTournamentList(input));
  const failure = refusal && apiMessage(root, refusal);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <ScheduleFilters values={{ ...filters, pagesize }} searchError={searchError} />
        {failure ? (
          <ErrorState message={t('error', { message: failure })} />
        ) : body && body.tournamentlist.length ? (
          <section aria-label={t('resultCount', { count: body.tournamentlistcnt })}>
            <p className="mb-3 text-sm font-semibold text-gray-700">{t('resultCount', { count: body.tournamentlistcnt })}</p>
            <ScheduleTable tournaments={body.tournamentlist} query={withParams(query, {}).replace(/^\?/, '')} />
            <Pagination pathname={PATH} searchParams={query} pageno={pageno} pagesize={pagesize} total={body.tournamentlistcnt} pageSizes={PAGE_SIZES} />
          </section>
        ) : (
          <EmptyState title={t('empty')}>{t('emptyHint')}</EmptyState>
        )}
      </div>
    </>
  );
}
