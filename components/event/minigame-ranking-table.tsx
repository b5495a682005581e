import { getTranslations } from 'next-intl/server';
import { MinigameValue } from '@/components/event/minigame-value';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { timeZone } from '@/lib/portal/i18n/zone';
import { formatDateTime } from '@/lib/shared/format';
import type { MinigameDetail, MinigameRankEntry } from '@/lib/upstream/operations/event';

/** One page of a mini-game's ranking: place, player (winners marked), the ranked value, venue and time. */
export async function MinigameRankingTable({ minigame, rows }: { minigame: MinigameDetail; rows: MinigameRankEntry[] }) {
  const [t, common] = await Promise.all([getTranslations('minigame'), getTranslations('common')]);
  return (
    <ScrollRegion label={t('rankingCaption', { name: minigame.eventname })} className="rounded-xl border border-gray-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('rankingCaption', { name: minigame.eventname })}</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{t('rank')}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{t('player')}</th>
            {/* The ranked value stands beside the player; the venue and time are below the name on a phone. */}
            <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-4">{minigame.valuekind === 'distance' ? t('distanceHeader') : t('countHeader')}</th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">{t('store')}</th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">{t('achieved')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((entry) => (
            <tr key={`${entry.player_pk}-${entry.rank}`} className={entry.iswinner ? 'bg-accent-400/10' : undefined}>
              <td className="px-3 py-3 font-bold tabular-nums sm:px-4">{entry.rank}</td>
              <td className="px-3 py-3 font-semibold [overflow-wrap:anywhere] sm:px-4">
                {/* A withdrawn or blocked member keeps the place without a name (the member API sends none). */}
                {entry.nickname || <span data-withdrawn-member className="italic">{common('withdrawnMember')}</span>}
                {entry.iswinner && <span className="ml-2 rounded bg-accent-400 px-1.5 py-0.5 text-xs font-bold text-brand-900">{t('winner')}</span>}
                <span className="mt-0.5 block text-xs font-normal text-gray-600 sm:hidden">
                  {entry.shopname ?? '-'} · <time dateTime={entry.achieveddate}>{formatDateTime(entry.achieveddate, timeZone)}</time>
                </span>
              </td>
              <td className="px-3 py-3 text-right font-semibold tabular-nums whitespace-nowrap sm:px-4" data-col="value">
                <MinigameValue value={entry.value} kind={minigame.valuekind} />
              </td>
              <td className="hidden px-4 py-3 text-gray-700 sm:table-cell">{entry.shopname ?? '-'}</td>
              <td className="hidden px-4 py-3 text-gray-700 sm:table-cell">
                <time dateTime={entry.achieveddate}>{formatDateTime(entry.achieveddate, timeZone)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
