'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ScoreType } from '@/lib/shared/domain/enums';
import { LocalisedLink } from '@/lib/portal/i18n/localised-link';
import { formatRankingToPar, rankingTotal } from './ranking-total';
import { useMyPlace } from './use-my-place';

/**
 * "Your place", pinned to the bottom of the screen while a member reads a ranking: their place, to
 * par and total, and a link to the page that holds their row. Read from the browser (useMyPlace);
 * a visitor sees nothing, a member without a place a short line saying so.
 */
export function MyPlaceBar({ tournamentno, scoretype, gender, pagesize, pageno, path, query }: {
  tournamentno: number;
  scoretype: ScoreType;
  gender: string;
  pagesize: number;
  pageno: number;
  /** The ranking's path in the page's language (getPathname on the server): next/link, not next-intl's client Link. */
  path: string;
  query: string;
}) {
  const t = useTranslations('tournament.ranking');
  const locale = useLocale();
  const { data } = useMyPlace(tournamentno, scoretype, gender, locale);
  if (!data) return null;
  const row = data.myrank;
  if (!row)
    return (
      <p className="rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-700" data-testid="my-place">
        {t('notPlaced')}
      </p>
    );
  const page = Math.ceil(row.rank / pagesize);
  const params = new URLSearchParams(query);
  if (page > 1) params.set('pageno', String(page));
  else params.delete('pageno');
  const href = `${path}${params.size ? `?${params}` : ''}#player-${row.player_pk}`;
  return (
    // Room on the right for the back-to-top button, which sits in the same corner.
    <div className="sticky bottom-3 z-20 pr-16" data-testid="my-place">
      <div className="flex items-center gap-3 rounded-xl bg-brand-900 px-4 py-3 text-white shadow-lg ring-1 ring-black/10">
        <span className="text-xs font-bold uppercase tracking-wide text-accent-400">{t('mine')}</span>
        <span className="text-2xl font-extrabold tabular-nums">{row.rank}</span>
        <span className="min-w-0 flex-1 truncate font-semibold">{row.nickname}</span>
        <span className="font-bold tabular-nums">{formatRankingToPar(row, scoretype)}</span>
        <span className="hidden tabular-nums text-white/80 min-[360px]:inline">{rankingTotal(row, scoretype)}</span>
        {page !== pageno && (
          <LocalisedLink href={href} className="shrink-0 rounded-full bg-accent-400 px-3 py-1.5 text-sm font-bold text-brand-900 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            {t('showMine')}
          </LocalisedLink>
        )}
      </div>
    </div>
  );
}
