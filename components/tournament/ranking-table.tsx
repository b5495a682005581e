'use client';

import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { MemberInfoButton } from '@/components/member-info/member-info-button';
import { CountryFlag } from '@/components/ui/country-flag';
import type { ScoreType } from '@/lib/shared/domain/enums';
import { formatToPar } from '@/lib/shared/format-numbers';
import type { TournamentRankRow } from '@/lib/upstream/operations/tournament';
import { formatRankingToPar, rankingToPar, rankingTotal, tenth } from './ranking-total';
import { useMyPlace } from './use-my-place';

// A scorecard (its SWR fetch and hole table) loads when a row is first opened, not with the ranking.
const Scorecard = lazy(() => import('./scorecard').then((module) => ({ default: module.Scorecard })));

/**
 * One page of a ranking, as golf leaderboards show it: place, player, to par and the total on every
 * screen; country, venue, the other scores and points beside them from 640 px, and on a phone one tap
 * away, in the row's panel together with the player's hole-by-hole scorecard. The member's own row is
 * marked from the browser (useMyPlace), so the page around it is the same for everyone.
 */
export function RankingTable({
  tournamentno,
  rows,
  scoretype,
  caption,
  gender,
  avatars,
}: {
  tournamentno: number;
  rows: TournamentRankRow[];
  scoretype: ScoreType;
  caption: string;
  gender: string;
  /** Each row's picture, drawn on the server (rankingAvatars). */
  avatars: ReactNode[];
}) {
  const t = useTranslations('tournament.ranking');
  const locale = useLocale();
  const [open, setOpen] = useState<number | null>(null);
  const mine = useMyPlace(tournamentno, scoretype, gender, locale).data?.myrank?.player_pk;
  const genderFiltered = Boolean(gender);

  const th = 'px-2 py-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600 sm:px-3';
  const num = 'px-2 py-3 text-right tabular-nums sm:px-3';
  const wide = 'hidden sm:table-cell';
  const extra: { key: string; label: string; value: (row: TournamentRankRow) => string; className?: string }[] = [
    { key: 'country', label: t('columns.country'), value: (row) => row.countrycode ?? '–' },
    { key: 'store', label: t('columns.store'), value: (row) => row.shopname ?? '–' },
    ...(scoretype !== 'stroke' ? [{ key: 'gross', label: t('columns.gross'), value: (row: TournamentRankRow) => `${row.gross} (${formatToPar(row.topar)})` }] : []),
    ...(scoretype === 'net' ? [{ key: 'handicap', label: t('columns.handicap'), value: (row: TournamentRankRow) => tenth(row.handicap) }] : []),
    ...(scoretype === 'peria' ? [{ key: 'periaHandicap', label: t('columns.periaHandicap'), value: (row: TournamentRankRow) => tenth(row.periahandicap) }] : []),
    { key: 'points', label: t('columns.points'), value: (row) => (row.points == null ? '–' : String(row.points)) },
  ];
  const totalLabel = scoretype === 'net' ? t('columns.net') : scoretype === 'peria' ? t('columns.periaNet') : t('columns.gross');
  const columns = 5 + extra.length;

  return (
    <div className="rounded-xl border border-gray-200">
      <table className="w-full table-auto divide-y divide-gray-200 text-sm" data-testid="ranking-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={`${th} w-12`}>{t('columns.rank')}</th>
            <th scope="col" className={th}>{t('columns.player')}</th>
            <th scope="col" className={`${th} ${wide}`}>{t('columns.country')}</th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>{t('columns.store')}</th>
            {extra
              .filter((column) => column.key !== 'country' && column.key !== 'store' && column.key !== 'points')
              .map((column) => (
                <th key={column.key} scope="col" className={`${th} ${wide} text-right`}>{column.label}</th>
              ))}
            <th scope="col" className={`${th} text-right`}>{t('columns.toPar')}</th>
            <th scope="col" className={`${th} text-right`}>{totalLabel}</th>
            <th scope="col" className={`${th} ${wide} text-right`}>{t('columns.points')}</th>
            <th scope="col" className={`${th} w-10`}>
              <span className="sr-only">{t('scorecard')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rows.map((row, index) => {
            // A withdrawn or blocked member comes as player 0 without a name (issue 9): keyed by place, no scorecard to open.
            const withdrawn = !row.player_pk;
            const own = !withdrawn && row.player_pk === mine;
            const expanded = !withdrawn && open === row.player_pk;
            const panel = `scorecard-${row.player_pk}`;
            return (
              <Fragment key={withdrawn ? `withdrawn-${index}` : row.player_pk}>
                <tr
                  className={own ? 'bg-accent-400/20' : undefined}
                  aria-current={own ? 'true' : undefined}
                  // Several withdrawn rows would share "player-0": they carry no id, only the mark.
                  id={withdrawn ? undefined : `player-${row.player_pk}`}
                  data-player={withdrawn ? undefined : row.player_pk}
                  data-withdrawn={withdrawn ? '' : undefined}
                >
                  <td className="px-2 py-3 font-extrabold tabular-nums sm:px-3">
                    {row.rank}
                    {genderFiltered && <span className="block text-xs font-normal text-gray-600 sm:ml-1 sm:inline">({t('overall', { rank: row.overallrank })})</span>}
                  </td>
                  <th scope="row" className="max-w-0 px-2 py-3 text-left sm:max-w-none sm:px-3">
                    <span className="flex min-w-0 items-center gap-2">
                      {avatars[index]}
                      <span className="min-w-0 truncate">
                        <MemberInfoButton playerPk={row.player_pk} nickname={row.nickname} label={t('openPlayer', { nickname: row.nickname })} />
                      </span>
                    </span>
                    {row.countrycode && <span className="block text-xs font-normal text-gray-600 sm:hidden">{row.countrycode}</span>}
                  </th>
                  <td className={`px-3 py-3 ${wide}`}>
                    <span className="inline-flex items-center gap-1.5">
                      <CountryFlag code={row.countrycode} />
                      {row.countrycode ?? '–'}
                    </span>
                  </td>
                  <td className="hidden px-3 py-3 lg:table-cell">{row.shopname ?? '–'}</td>
                  {extra
                    .filter((column) => column.key !== 'country' && column.key !== 'store' && column.key !== 'points')
                    .map((column) => (
                      <td key={column.key} className={`${num} ${wide}`}>{column.value(row)}</td>
                    ))}
                  <td data-col="topar" className={`${num} font-semibold ${(rankingToPar(row, scoretype) ?? 0) < 0 ? 'text-red-700' : ''}`}>{formatRankingToPar(row, scoretype)}</td>
                  <td className={`${num} font-bold`}>{rankingTotal(row, scoretype)}</td>
                  <td className={`${num} ${wide}`}>{row.points ?? '–'}</td>
                  <td className="px-1 py-1.5 text-right">
                    {!withdrawn && (
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panel}
                      aria-label={t(expanded ? 'hideScorecard' : 'showScorecard', { nickname: row.nickname })}
                      onClick={() => setOpen(expanded ? null : row.player_pk)}
                      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`} fill="currentColor">
                        <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
                      </svg>
                    </button>
                    )}
                  </td>
                </tr>
                {expanded && (
                  <tr id={panel} className={own ? 'bg-accent-400/10' : 'bg-gray-50/60'}>
                    <td colSpan={columns} className="px-2 pb-3 sm:px-4">
                      <dl className="grid grid-cols-1 gap-x-4 pt-2 text-sm min-[360px]:grid-cols-2">
                        {extra.map((column) => (
                          // What the row shows at this width is left out; the venue column only comes at 1024 px.
                          <div key={column.key} className={`flex min-w-0 justify-between gap-2 border-b border-gray-100 py-1 ${column.key === 'store' ? 'lg:hidden' : 'sm:hidden'}`}>
                            <dt className="text-gray-600">{column.label}</dt>
                            <dd className="truncate font-semibold tabular-nums">{column.value(row)}</dd>
                          </div>
                        ))}
                      </dl>
                      <Suspense fallback={<ScorecardLoading />}>
                        <Scorecard tournamentno={tournamentno} playerPk={row.player_pk} nickname={row.nickname} />
                      </Suspense>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** What a scorecard shows while its code loads: the same line as while its data loads. */
function ScorecardLoading() {
  const t = useTranslations('tournament.scorecard');
  return (
    <p role="status" className="animate-pulse py-4 text-sm text-gray-600 motion-reduce:animate-none">
      {t('loading')}
    </p>
  );
}
