import { getTranslations } from 'next-intl/server';
import { MemberInfoIsland } from '@/components/member-info/member-info-island';
import { MyPlaceBar } from '@/components/tournament/my-place';
import { rankingAvatars } from '@/components/tournament/ranking-avatars';
import { RankingTable } from '@/components/tournament/ranking-table';
import { Pagination } from '@/components/ui/pagination';
import { getPathname } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/portal/i18n/routing';
import { type SearchParams, withParams } from '@/lib/portal/search-params';
import { PAGE_SIZES } from '@/lib/shared/domain/enums';
import type { TournamentRanking } from '@/lib/upstream/operations/tournament';

/**
 * One page of a tournament's ranking in the member-info island: the table (each player opens their
 * card), its paging, and the member's own place (an island: the page is the same for everyone).
 */
export async function RankingBoard({
  locale,
  tournamentno,
  path,
  query,
  ranking,
  gender,
  pageno,
  pagesize,
}: {
  locale: Locale;
  tournamentno: number;
  path: string;
  query: SearchParams;
  ranking: TournamentRanking;
  gender: string;
  pageno: number;
  pagesize: number;
}) {
  const [t, e] = await Promise.all([getTranslations('tournament.ranking'), getTranslations('enums')]);
  return (
    <MemberInfoIsland messages={['tournament.ranking', 'tournament.scorecard', 'tournament.error']}>
      <RankingTable
        tournamentno={tournamentno}
        rows={ranking.tournamentranklist}
        scoretype={ranking.scoretype}
        caption={t('caption', { scoreType: e(`scoreType.${ranking.scoretype}`), pageno })}
        gender={gender}
        avatars={rankingAvatars(ranking.tournamentranklist)}
      />
      <Pagination pathname={path} searchParams={query} pageno={pageno} pagesize={pagesize} total={ranking.tournamentranklistcnt} pageSizes={PAGE_SIZES} />
      <MyPlaceBar
        tournamentno={tournamentno}
        scoretype={ranking.scoretype}
        gender={gender}
        pagesize={pagesize}
        pageno={pageno}
        path={getPathname({ href: path, locale })}
        query={withParams(query, {}).replace(/^\?/, '')}
      />
    </MemberInfoIsland>
  );
}
