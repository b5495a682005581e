import { getTranslations } from 'next-intl/server';
import { PlayerButton } from '@/components/halloffame/player-button';
import { formatNumber, formatToPar } from '@/lib/shared/format';
import type { StatCategory, StatLeader } from '@/lib/upstream/operations/halloffame';

const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-600';

/** The leaders of one statistic (driving, GIR, fairways, putting, scoring): rank, player, value and rounds counted. */
export async function StatLeaders({ category, leaders }: { category: StatCategory; leaders: StatLeader[] }) {
  const t = await getTranslations('halloffame.stats');
  return (
    <section aria-labelledby={`stat-${category}`} className="rounded-xl border border-gray-200">
      <h2 id={`stat-${category}`} className="border-b border-gray-200 px-4 py-3 text-lg font-bold">
        {t(`categories.${category}`)}
      </h2>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('caption', { count: leaders.length, category: t(`categories.${category}`) })}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('rank')}</th>
            <th scope="col" className={th}>{t('player')}</th>
            <th scope="col" className={`${th} text-right`}>{t('value')}</th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>{t('rounds')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {leaders.map((leader, index) => (
            <tr key={leader.player_pk || `withdrawn-${index}`}>
              <td className="px-3 py-2 font-extrabold tabular-nums">{leader.rank}</td>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <PlayerButton playerPk={leader.player_pk} nickname={leader.nickname} />
                {leader.countrycode && <span className="ml-2 text-xs text-gray-600">{leader.countrycode}</span>}
              </th>
              <td className="px-3 py-2 text-right font-bold tabular-nums">
                {t(`units.${category}`, { value: category === 'scoring' ? formatToPar(leader.value, 1) : leader.value.toFixed(1) })}
              </td>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">{formatNumber(leader.rounds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
