import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/portal/i18n/link';
import type { MinigameDetail, MinigameRankEntry } from '@/lib/upstream/operations/event';
import { MinigameValue } from './minigame-value';

const medal = ['bg-accent-400 text-brand-900', 'bg-gray-300 text-gray-900', 'bg-amber-700 text-white'];

/**
 * What a completed mini-game's page opens on (issue 26 item 13): its top three with their values,
 * the winner named, and the way to the winners' page, above the full ranking.
 */
export async function MinigameResult({ minigame, rows }: { minigame: MinigameDetail; rows: MinigameRankEntry[] }) {
  const [t, common] = await Promise.all([getTranslations('minigameResult'), getTranslations('common')]);
  const top = rows.filter((row) => row.rank <= 3).slice(0, 3);
  if (!top.length) return null;
  const winner = top.find((row) => row.rank === 1 && row.nickname);
  return (
    <section aria-labelledby="minigame-result" className="mt-6 rounded-2xl bg-brand-900 p-5 text-white" data-testid="minigame-result">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="minigame-result" className="text-xl font-bold">
          {t('title')}
        </h2>
        <Link href={`/event/winaminigamelist/${minigame.eventno}`} className="font-semibold text-accent-400 hover:underline">
          {t('winners')}
        </Link>
      </div>
      {winner && <p className="mt-1 text-white/85">{t('winner', { name: winner.nickname })}</p>}
      <ol className="mt-4 grid gap-2 sm:grid-cols-3">
        {top.map((row, index) => (
          <li key={`${row.player_pk}-${row.rank}`} className="flex min-w-0 items-center gap-3 rounded-xl bg-white/10 px-3 py-2">
            <span className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-extrabold ${medal[index]}`}>{row.rank}</span>
            <span className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">{row.nickname || <span className="italic">{common('withdrawnMember')}</span>}</span>
            <span className="shrink-0 font-bold tabular-nums">
              <MinigameValue value={row.value} kind={minigame.valuekind} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
