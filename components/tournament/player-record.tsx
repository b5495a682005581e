import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/member/avatar';
import { formatNumber } from '@/lib/shared/format';
import { storageUrl } from '@/lib/shared/storage';
import type { PlayerTournamentHistory } from '@/lib/upstream/operations/tournament';

/** A player's record in the page's band: their picture or mark, tournament figures, X-Handicap and badges. */
export async function PlayerRecord({ player, summary }: Pick<PlayerTournamentHistory, 'player' | 'summary'>) {
  const [t, e] = await Promise.all([getTranslations('tournament.member'), getTranslations('enums')]);
  return (
    <>
      <Avatar nickname={player.nickname} src={storageUrl(player.avatarpath)} size={72} className="mt-5 ring-4 ring-white/70" />
      <dl className="mt-5 grid max-w-4xl grid-cols-2 gap-4 text-sm sm:grid-cols-3 md:grid-cols-6">
        {(
          [
            ['tournaments', formatNumber(summary.tournamentcnt)],
            ['wins', formatNumber(summary.wins)],
            ['top10', formatNumber(summary.top10)],
            ['bestRank', summary.bestrank == null ? '-' : String(summary.bestrank)],
            ['points', formatNumber(summary.points)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-gray-600">{t(`summary.${key}`)}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-gray-600">{t('xhandicap')}</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{player.xhandicap == null ? '-' : player.xhandicap.toFixed(1)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2 pb-8 text-sm">
        <span className="font-semibold text-gray-700">{t('badges')}:</span>
        {player.badges.length ? (
          player.badges.map((badge) => (
            <span key={badge} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-bold text-brand-800">
              {e.has(`badge.${badge}`) ? e(`badge.${badge}`) : badge}
            </span>
          ))
        ) : (
          <span className="text-gray-600">{t('noBadges')}</span>
        )}
      </div>
    </>
  );
}
