import { getTranslations } from 'next-intl/server';
import { Podium } from '@/components/tournament/podium';
import { type rankingGenders, type TournamentRanking } from '@/lib/upstream/operations/tournament';

/** The podium of a completed tournament's ranking, named for its score type and gender. */
export async function RankingPodium({ ranking, gender }: { ranking: TournamentRanking; gender: (typeof rankingGenders)[number] }) {
  const [t, e] = await Promise.all([getTranslations('tournament.ranking'), getTranslations('enums')]);
  return (
    <Podium
      rows={ranking.tournamentranklist}
      scoretype={ranking.scoretype}
      title={t('podium', { scoreType: e(`scoreType.${ranking.scoretype}`), gender: gender ? e(`gender.${gender}`) : '' })}
    />
  );
}
