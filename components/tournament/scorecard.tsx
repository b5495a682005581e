'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { useActionMessage } from '@/lib/portal/actions/use-action-message';
import { formatToPar } from '@/lib/shared/format-numbers';
import { holeMark, type HoleMark } from './ranking-total';
import type { ScorecardHole, TournamentScorecard } from '@/lib/upstream/operations/tournament';

class ScorecardError extends Error {}

async function fetchScorecard(url: string): Promise<TournamentScorecard> {
  const answer = await fetch(url, { headers: { accept: 'application/json' } })
    .then((response) => response.json() as Promise<ActionResult<TournamentScorecard>>)
    .catch(() => null);
  if (!answer) throw new ScorecardError('api.network');
  if (!answer.ok) throw new ScorecardError(answer.message);
  return answer.data;
}


/**
 * Circles under par, squares over, doubled for two or more (eagle, double bogey): the marks of a
 * paper scorecard. Colour only repeats what the shape says (red under, blue over).
 */
const markClass: Record<HoleMark, string> = {
  eagle: 'rounded-full border-[3px] border-double border-red-700 text-red-700',
  birdie: 'rounded-full border border-red-700 text-red-700',
  par: 'border border-transparent',
  bogey: 'border border-blue-800 text-blue-800',
  double: 'border-[3px] border-double border-blue-800 text-blue-800',
};

function HoleScore({ hole }: { hole: ScorecardHole }) {
  const t = useTranslations('tournament.scorecard');
  if (hole.strokes == null) return <span aria-label={t('notPlayed')}>·</span>;
  const mark = holeMark(hole.strokes, hole.par);
  return (
    <span className={`inline-flex h-7 w-7 items-center justify-center font-bold tabular-nums ${markClass[mark]}`} title={t(`marks.${mark}`)}>
      {hole.strokes}
      {mark !== 'par' && <span className="sr-only"> ({t(`marks.${mark}`)})</span>}
    </span>
  );
}

const sum = (holes: ScorecardHole[], pick: (hole: ScorecardHole) => number | null) => holes.reduce<number | null>((total, hole) => (total == null || pick(hole) == null ? null : total + pick(hole)!), 0);

/** Nine holes (or fewer) as a table: hole numbers, pars and the player's strokes, with the nine's total. */
function Nine({ holes, totalLabel, caption }: { holes: ScorecardHole[]; totalLabel: string; caption: string }) {
  const t = useTranslations('tournament.scorecard');
  const cell = 'px-0.5 py-1 text-center';
  return (
    <table className="w-full table-fixed text-xs sm:text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        <tr className="bg-brand-900 text-white">
          <th scope="row" className={`${cell} w-12 text-left font-semibold sm:w-16`}>{t('hole')}</th>
          {holes.map((hole) => (
            <th key={hole.hole} scope="col" className={`${cell} font-semibold tabular-nums`}>{hole.hole}</th>
          ))}
          <th scope="col" className={`${cell} w-10 font-bold sm:w-14`}>{totalLabel}</th>
        </tr>
        <tr className="bg-gray-50 text-gray-700">
          <th scope="row" className={`${cell} text-left font-semibold`}>{t('par')}</th>
          {holes.map((hole) => (
            <td key={hole.hole} className={`${cell} tabular-nums`}>{hole.par}</td>
          ))}
          <td className={`${cell} font-semibold tabular-nums`}>{sum(holes, (hole) => hole.par)}</td>
        </tr>
        <tr>
          <th scope="row" className={`${cell} text-left font-semibold`}>{t('score')}</th>
          {holes.map((hole) => (
            <td key={hole.hole} className={cell}>
              <HoleScore hole={hole} />
            </td>
          ))}
          <td className={`${cell} font-extrabold tabular-nums`}>{sum(holes, (hole) => hole.strokes) ?? '·'}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * An entrant's hole-by-hole scorecard, fetched when its row is opened (SWR keeps it for the page):
 * front and back nine as on a paper card, birdies circled and bogeys boxed, with a legend.
 */
export function Scorecard({ tournamentno, playerPk, nickname }: { tournamentno: number; playerPk: number; nickname: string }) {
  const t = useTranslations('tournament.scorecard');
  const text = useActionMessage();
  const { data, error, isLoading, mutate } = useSWR(`/api/tournament/${tournamentno}/scorecard?player=${playerPk}`, fetchScorecard, { revalidateOnFocus: false, shouldRetryOnError: false });

  if (isLoading)
    return (
      <p role="status" className="animate-pulse py-4 text-sm text-gray-600 motion-reduce:animate-none">
        {t('loading')}
      </p>
    );
  if (error || !data)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-3 text-sm text-red-800">
        {text(error instanceof ScorecardError ? error.message : 'api.network') ?? t('error')}
        <button type="button" onClick={() => mutate()} className="rounded-full border border-red-300 px-3 py-1 font-semibold hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          {t('retry')}
        </button>
      </div>
    );
  if (!data.holelist.some((hole) => hole.strokes != null)) return <p className="py-3 text-sm text-gray-700">{t('none')}</p>;

  const front = data.holelist.filter((hole) => hole.hole <= 9);
  const back = data.holelist.filter((hole) => hole.hole > 9);
  return (
    <div className="space-y-2 py-2" data-testid="scorecard">
      <Nine holes={front} totalLabel={back.length ? t('out') : t('total')} caption={t('caption', { nickname, nine: t('out') })} />
      {back.length > 0 && <Nine holes={back} totalLabel={t('in')} caption={t('caption', { nickname, nine: t('in') })} />}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-xs text-gray-700">
        <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label={t('legend')}>
          {(['eagle', 'birdie', 'bogey', 'double'] as const).map((mark) => (
            <li key={mark} className="flex items-center gap-1">
              <span aria-hidden="true" className={`inline-block h-4 w-4 ${markClass[mark]}`} />
              {t(`marks.${mark}`)}
            </li>
          ))}
        </ul>
        {data.gross != null && (
          <p className="font-semibold">
            {t('totalLine', { gross: data.gross, toPar: formatToPar(data.topar ?? 0) })}
          </p>
        )}
      </div>
    </div>
  );
}
