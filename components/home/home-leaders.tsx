import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/home/section-heading';
import { formatNumber } from '@/lib/shared/format';
import type { HomeSummary } from '@/lib/upstream/types';

/** The season's points leaders on the home page, linked to the whole leaderboard. */
export async function HomeLeaders({ season, leaders }: { season: number; leaders: HomeSummary['leaders'] }) {
  const [t, common] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  return (
    <section aria-labelledby="leaders">
      <SectionHeading id="leaders" title={t('leaders', { season })} href="/halloffame/pointleaderboard" linkLabel={common('viewAll')} />
      {leaders.length ? (
        <ol className="divide-y divide-gray-100 rounded-xl border border-gray-200">
          {leaders.map((leader) => (
            <li key={leader.player_pk || `withdrawn-${leader.rank}`} className="flex items-center gap-4 px-5 py-3">
              <span className="w-6 text-lg font-extrabold text-brand-700 tabular-nums">{leader.rank}</span>
              {/* A withdrawn or blocked leader comes without a name (issue 9). */}
              <span className={`min-w-0 flex-1 truncate font-semibold ${leader.nickname ? '' : 'italic text-gray-600'}`}>{leader.nickname || common('withdrawnMember')}</span>
              {leader.countrycode && <span className="text-xs text-gray-600">{leader.countrycode}</span>}
              <span className="font-bold tabular-nums">{t('points', { points: formatNumber(leader.points) })}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t('leadersEmpty')}</p>
      )}
    </section>
  );
}
