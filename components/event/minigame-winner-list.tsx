import { getTranslations } from 'next-intl/server';
import { MinigameValue } from '@/components/event/minigame-value';
import { EmptyState } from '@/components/ui/empty-state';
import { timeZone } from '@/lib/portal/i18n/zone';
import { EVENT_STATUS } from '@/lib/shared/domain/enums';
import { formatDateTime } from '@/lib/shared/format';
import type { MinigameDetail, MinigameWinner } from '@/lib/upstream/operations/event';

/** A mini-game's winners, one card each: place, name, the value that won, where and when, and the prize. */
export async function MinigameWinnerList({ minigame, winners }: { minigame: MinigameDetail; winners: MinigameWinner[] }) {
  const [t, common] = await Promise.all([getTranslations('minigame'), getTranslations('common')]);
  return (
    <section aria-labelledby="winners" className="mt-10">
      <h2 id="winners" className="text-xl font-bold">
        {t('winners')}
      </h2>
      <div className="mt-4">
        {winners.length === 0 ? (
          <EmptyState title={minigame.eventstatus === EVENT_STATUS.completed ? t('noWinners') : t('winnersPending')} />
        ) : (
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {winners.map((winner) => (
              <li key={`${winner.player_pk}-${winner.rank}`} className="rounded-xl border border-gray-200 p-5">
                <p className="text-sm font-bold text-brand-700">{t('placeRank', { rank: winner.rank })}</p>
                {/* A withdrawn or blocked member keeps the place without a name (the member API sends none). */}
                <p className="mt-1 text-lg font-bold">{winner.nickname || <span data-withdrawn-member className="italic">{common('withdrawnMember')}</span>}</p>
                <dl className="mt-3 space-y-1 text-sm">
                  <div className="flex justify-between gap-3">
                    <dt className="text-gray-600">{minigame.valuekind === 'distance' ? t('distanceHeader') : t('countHeader')}</dt>
                    <dd className="font-semibold tabular-nums">
                      <MinigameValue value={winner.value} kind={minigame.valuekind} />
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-gray-600">{t('store')}</dt>
                    <dd>{winner.shopname ?? '-'}</dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-gray-600">{t('achieved')}</dt>
                    <dd>
                      <time dateTime={winner.achieveddate}>{formatDateTime(winner.achieveddate, timeZone)}</time>
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-gray-600">{t('prize')}</dt>
                    <dd>{winner.prize ?? '-'}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
