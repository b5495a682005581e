import { getTranslations } from 'next-intl/server';
import { OwnRowMark, type StandingsAsked } from '@/components/halloffame/my-leaderboard-row';
import { PlayerButton } from '@/components/halloffame/player-button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatNumber } from '@/lib/shared/format';
import type { PointLeaderboard } from '@/lib/upstream/operations/halloffame';

const th = 'px-3 py-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
const num = 'px-3 py-3 text-right tabular-nums';

/** One page of the season standings; the member's own row is marked by an island (the page is the same for everyone). */
export async function LeaderboardTable({ board, asked }: { board: PointLeaderboard; asked: StandingsAsked }) {
  const t = await getTranslations('halloffame.leaderboard');
  return (
    <ScrollRegion label={t('caption', { kind: t(`kinds.${board.kind}`), season: board.season })} className="rounded-xl border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{t('caption', { kind: t(`kinds.${board.kind}`), season: board.season })}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('columns.rank')}</th>
            <th scope="col" className={th}>{t('columns.player')}</th>
            <th scope="col" className={th}>{t('columns.country')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.points')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.events')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.wins')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {board.pointleaderboardlist.map((row, index) => (
            <tr key={row.player_pk || `withdrawn-${row.rank}-${index}`} className="has-[[data-own]]:bg-accent-400/25 has-[[data-own]]:font-semibold" data-withdrawn={row.player_pk ? undefined : ''}>
              <td className="px-3 py-3 text-lg font-extrabold tabular-nums text-brand-800">{row.rank}</td>
              <th scope="row" className="px-3 py-3 text-left">
                <PlayerButton playerPk={row.player_pk} nickname={row.nickname} />
                <OwnRowMark playerPk={row.player_pk} {...asked} />
              </th>
              <td className="px-3 py-3">{row.countrycode ?? '-'}</td>
              <td className={`${num} font-bold`}>{formatNumber(row.points)}</td>
              <td className={num}>{formatNumber(row.events)}</td>
              <td className={num}>{formatNumber(row.wins)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
