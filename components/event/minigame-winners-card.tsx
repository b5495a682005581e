import { getTranslations } from 'next-intl/server';
import { MinigameValue } from '@/components/event/minigame-value';
import { Link } from '@/lib/portal/i18n/link';
import { timeZone } from '@/lib/portal/i18n/zone';
import { formatDate } from '@/lib/shared/format';
import type { MinigameWithWinners } from '@/lib/upstream/operations/event';

/** A finished mini-game among the winners: where and when it ended, its first winners, and the way to all of them. */
export async function MinigameWinnersCard({ event }: { event: MinigameWithWinners }) {
  const [t, e, common] = await Promise.all([getTranslations('minigame'), getTranslations('enums'), getTranslations('common')]);
  return (
    <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold text-gray-700">{e(`eventType.${event.eventtype}`)}</p>
      <h2 className="mt-2 text-lg font-bold leading-snug">
        <Link href={`/event/winaminigamelist/${event.eventno}`} className="hover:text-brand-700 hover:underline">
          {event.eventname}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {event.shopname ?? t('networkWide')} · <time dateTime={event.enddate}>{formatDate(event.enddate, timeZone)}</time>
      </p>
      <ol className="mt-4 space-y-1 text-sm" aria-label={t('topWinners')}>
        {event.winners.map((winner) => (
          <li key={`${winner.player_pk}-${winner.rank}`} className="flex items-center justify-between gap-3">
            <span>
              <span className="mr-2 font-bold tabular-nums text-brand-700">{winner.rank}</span>
              {/* A withdrawn or blocked member keeps the place without a name (the member API sends none). */}
              <span className="font-semibold">{winner.nickname || <span data-withdrawn-member className="italic">{common('withdrawnMember')}</span>}</span>
            </span>
            <span className="tabular-nums text-gray-700">
              <MinigameValue value={winner.value} kind={event.valuekind} />
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-auto pt-4 text-sm">
        <Link href={`/event/winaminigamelist/${event.eventno}`} className="font-semibold text-brand-700 hover:underline">
          {t('allWinners', { count: event.winnerlistcnt })}
        </Link>
      </p>
    </article>
  );
}
