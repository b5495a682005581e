import { getTranslations } from 'next-intl/server';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Link } from '@/lib/portal/i18n/link';
import { formatDate } from '@/lib/shared/format';
import type { PlayerTournamentRow } from '@/lib/upstream/operations/tournament';

const th = 'px-3 py-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
const num = 'px-3 py-3 text-right tabular-nums';

/** One page of a player's tournaments: status, period, scores, places and points, each linked to its ranking. */
export async function PlayerHistoryTable({ rows }: { rows: PlayerTournamentRow[] }) {
  const [t, e] = await Promise.all([getTranslations('tournament.member'), getTranslations('enums')]);
  return (
    <ScrollRegion label={t('caption')} className="rounded-xl border border-gray-200">
      {/* Eight columns do not fit a phone: the table keeps a readable width and scrolls in its box. */}
      <table className="min-w-[44rem] divide-y divide-gray-200 text-sm md:min-w-full">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('columns.tournament')}</th>
            <th scope="col" className={th}>{t('columns.status')}</th>
            <th scope="col" className={th}>{t('columns.period')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.gross')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.net')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.rankGross')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.rankNet')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.points')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rows.map((row) => (
            <tr key={row.tournamentno}>
              <th scope="row" className="px-3 py-3 text-left font-semibold">
                <Link href={`/tournament/tournamentscheduleview/${row.tournamentno}/ranking`} className="text-brand-800 hover:underline">
                  {row.tournamentname}
                </Link>
              </th>
              <td className="px-3 py-3">
                <TournamentStatusBadge status={row.tourstatus} label={e(`tournamentStatus.${row.tourstatus}`)} />
              </td>
              <td className="whitespace-nowrap px-3 py-3 tabular-nums">
                <time dateTime={row.startdate}>{formatDate(row.startdate, row.timezone)}</time> – <time dateTime={row.enddate}>{formatDate(row.enddate, row.timezone)}</time>
              </td>
              {row.gross == null ? (
                <td colSpan={5} className="px-3 py-3 text-right text-gray-600">
                  {t('notPlayed')}
                </td>
              ) : (
                <>
                  <td className={num}>{row.gross}</td>
                  <td className={num}>{row.net == null ? '-' : row.net.toFixed(1)}</td>
                  <td className={num}>{row.rank_gross ?? '-'}</td>
                  <td className={num}>{row.rank_net ?? '-'}</td>
                  <td className={num}>{row.points ?? '-'}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
