import { getTranslations } from 'next-intl/server';
import { EntryStatus } from '@/components/myzone/entry-parts';
import { toParLabel } from '@/components/myzone/myzone-heading';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Link } from '@/lib/portal/i18n/link';
import { formatDate } from '@/lib/shared/format';
import type { MyTournamentRow } from '@/lib/upstream/operations/records';

const th = 'px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-600';

/** One page of the member's tournaments: entry status, period, score, place on the tournament's own basis and points. */
export async function MyTournamentTable({ rows }: { rows: MyTournamentRow[] }) {
  const t = await getTranslations('records.tournaments');
  return (
    <ScrollRegion label={t('caption')} className="rounded-xl border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('columns.tournament')}</th>
            <th scope="col" className={th}>{t('columns.status')}</th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>{t('columns.period')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.score')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.place')}</th>
            <th scope="col" className={`${th} hidden text-right md:table-cell`}>{t('columns.points')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rows.map((row) => {
            const place = row.tour_rank_type === 2 ? row.rank_net : row.rank_gross;
            return (
              <tr key={row.tournamentno}>
                <td className="px-3 py-2">
                  <Link href={`/membership/myrecords/mytournamentsview/${row.tournamentno}`} className="font-semibold text-brand-700 hover:underline">
                    {row.tournamentname}
                  </Link>
                  <div className="text-xs text-gray-600">{row.coursename}</div>
                </td>
                <td className="px-3 py-2">
                  <EntryStatus entry={row} />
                </td>
                <td className="hidden px-3 py-2 tabular-nums whitespace-nowrap sm:table-cell">
                  {formatDate(row.startdate, row.timezone)} – {formatDate(row.enddate, row.timezone)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{row.gross === null ? t('notPlayed') : `${row.gross} (${toParLabel(row.topar ?? 0)})`}</td>
                <td className="px-3 py-2 text-right font-bold tabular-nums">{place ?? '–'}</td>
                <td className="hidden px-3 py-2 text-right tabular-nums md:table-cell">{row.points ?? '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
