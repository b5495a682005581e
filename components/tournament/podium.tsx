import { getTranslations } from 'next-intl/server';
import type { ScoreType } from '@/lib/shared/domain/enums';
import type { TournamentRankRow } from '@/lib/upstream/operations/tournament';
import { formatRankingToPar, rankingTotal } from './ranking-total';
import { rankingAvatars } from './ranking-avatars';

const medal = {
  1: { step: 'h-24 sm:h-32 bg-accent-400 text-brand-900', order: 'order-2' },
  2: { step: 'h-16 sm:h-24 bg-gray-300 text-gray-900', order: 'order-1' },
  3: { step: 'h-12 sm:h-16 bg-amber-700 text-white', order: 'order-3' },
} as const;

/**
 * The podium of a completed tournament: its top three on the score type shown, first in the middle,
 * second to the left, third to the right, as at a prize-giving. Screen readers get them in order.
 * Ties share a step (a countback-equal place repeats its number).
 */
export async function Podium({ rows, scoretype, title }: { rows: TournamentRankRow[]; scoretype: ScoreType; title: string }) {
  const t = await getTranslations('tournament.ranking');
  // A withdrawn or blocked member comes as player 0 without a name (issue 9).
  const withdrawnMember = (await getTranslations('common'))('withdrawnMember');
  const top = rows.filter((row) => row.rank <= 3).slice(0, 3);
  if (!top.length) return null;
  // Each player's picture above the name (issue 26 item 14): the uploaded one or their mark.
  const avatars = rankingAvatars(top, 48);
  return (
    <section aria-labelledby="podium" className="rounded-2xl bg-brand-900 px-3 pb-0 pt-5 text-white sm:px-8">
      <h2 id="podium" className="text-center text-sm font-bold uppercase tracking-widest text-accent-400">
        {title}
      </h2>
      <ol className="mx-auto mt-4 grid max-w-3xl grid-cols-3 items-end gap-2 sm:gap-4" data-testid="podium">
        {top.map((row, index) => {
          const style = medal[(index + 1) as 1 | 2 | 3];
          return (
            <li key={row.player_pk || `withdrawn-${index}`} className={`${style.order} flex min-w-0 flex-col items-center text-center`}>
              {row.player_pk ? <span className="mb-1.5 inline-flex rounded-full ring-2 ring-white/70">{avatars[index]}</span> : null}
              <span className="w-full truncate text-sm font-bold sm:text-lg">{row.nickname || <span data-withdrawn-member className="italic">{withdrawnMember}</span>}</span>
              <span className="text-xs text-white/75">{row.countrycode ?? ''}</span>
              <span className="mt-1 text-lg font-extrabold tabular-nums sm:text-2xl">{formatRankingToPar(row, scoretype)}</span>
              <span className="text-xs text-white/75 tabular-nums">{t('podiumTotal', { total: rankingTotal(row, scoretype) })}</span>
              <span className={`mt-2 flex w-full items-start justify-center rounded-t-lg pt-2 text-2xl font-extrabold sm:text-3xl ${style.step}`}>
                <span className="sr-only">{t('podiumPlace', { rank: row.rank })}</span>
                <span aria-hidden="true">{row.rank}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
