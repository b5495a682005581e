import { getTranslations } from 'next-intl/server';
import { MemberInfoButton } from '@/components/member-info/member-info-button';

/** A player's name on a hall of fame board: the button that opens their card in the member-info island. */
export async function PlayerButton({ playerPk, nickname }: { playerPk: number; nickname: string }) {
  const t = await getTranslations('tournament.ranking');
  return <MemberInfoButton playerPk={playerPk} nickname={nickname} label={t('openPlayer', { nickname })} />;
}
