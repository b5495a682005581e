import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MemberInfoIsland } from '@/components/member-info/member-info-island';
import { EntryTabs } from '@/components/myzone/entry-parts';
import { MyzoneHeading } from '@/components/myzone/myzone-heading';
import { rankingAvatars } from '@/components/tournament/ranking-avatars';
import { RankingTable } from '@/components/tournament/ranking-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { loadMine } from '@/lib/portal/data/load';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import { readParams } from '@/lib/portal/i18n/params';
import { readQuery, withParams } from '@/lib/portal/search-params';
import { readId } from '@/lib/upstream/operations/fields';
import { recordsMetadata } from '../../records-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/mytournamentsranking/[id]'>) {
  const { locale, id } = await readParams(params);
  return recordsMetadata(locale, `/membership/myrecords/mytournamentsranking/${id}`, 'ranking');
}

/** The ranking of a tournament the member entered, on its official score type, with the member's own row. */
export default async function MyTournamentRankingPage({ params, searchParams }: PageProps<'/[locale]/membership/myrecords/mytournamentsranking/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const tournamentno = readId(id);
  if (tournamentno === null) notFound();
  const query = await searchParams;
  const path = `/membership/myrecords/mytournamentsranking/${tournamentno}`;
  const { data } = await loadMine('myTournamentRanking', readQuery('myTournamentRanking', query, { tournamentno, lang: locale }, PAGE_SIZES), { locale, returnPath: `${path}${withParams(query, {})}` });
  const [t, e] = await Promise.all([getTranslations('records.ranking'), getTranslations('enums')]);
  const back = { href: '/membership/myrecords/mytournaments', label: t('back') };
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('title')} back={back} />
        <ErrorState message={t('error')} />
      </>
    );
  }
  const mine = data.myrank;
  const onPage = mine && data.tournamentranklist.some((row) => row.player_pk === mine.player_pk);
  return (
    <>
      <MyzoneHeading title={data.tournamentname} back={back} description={t('description', { scoreType: e(`scoreType.${data.scoretype}`) })} />
      <EntryTabs tournamentno={tournamentno} current="ranking" />
      {mine ? (
        <p className="mb-4 rounded-lg bg-brand-50 p-4 text-brand-900" data-testid="my-rank">
          {t('yourPlace', { rank: mine.rank, total: data.tournamentranklistcnt })}
        </p>
      ) : (
        <p className="mb-4 rounded-lg bg-gray-50 p-4 text-gray-700">{t('notRanked')}</p>
      )}
      {data.tournamentranklist.length ? (
        <MemberInfoIsland messages={['tournament.ranking', 'tournament.scorecard', 'tournament.error']}>
          {mine && !onPage && (
            <div className="mb-4">
              <RankingTable tournamentno={tournamentno} rows={[mine]} avatars={rankingAvatars([mine])} scoretype={data.scoretype} caption={t('yourRow')} gender="" />
            </div>
          )}
          <RankingTable tournamentno={tournamentno} rows={data.tournamentranklist} avatars={rankingAvatars(data.tournamentranklist)} scoretype={data.scoretype} caption={data.tournamentname} gender="" />
          <Pagination pathname={path} searchParams={query} pageno={data.pageno} pagesize={data.pagesize} total={data.tournamentranklistcnt} pageSizes={PAGE_SIZES} />
        </MemberInfoIsland>
      ) : (
        <EmptyState title={t('empty')} />
      )}
    </>
  );
}
