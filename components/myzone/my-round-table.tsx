import { getTranslations } from 'next-intl/server';
import { toParLabel } from '@/components/myzone/myzone-heading';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Link } from '@/lib/portal/i18n/link';
import { formatDate } from '@/lib/shared/format';
import type { MyRoundSummary } from '@/lib/upstream/operations/records';

const th = 'px-2 py-2 sm:px-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600';

/** One page of the member's rounds: date (in `zone`), course (tournament rounds marked), venue, score, putts and tee. */
export async function MyRoundTable({ rounds, zone }: { rounds: MyRoundSummary[]; zone: string }) {
  const [t, e] = await Promise.all([getTranslations('records.rounds'), getTranslations('enums')]);
  return (
    <ScrollRegion label={t('caption')} className="rounded-xl border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm" data-testid="myrounds-table">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('columns.date')}</th>
            <th scope="col" className={th}>{t('columns.course')}</th>
            <th scope="col" className={`${th} hidden md:table-cell`}>{t('columns.venue')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.holes')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.score')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.toPar')}</th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>{t('columns.putts')}</th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>{t('columns.tee')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {rounds.map((round) => (
            <tr key={round.roundno}>
              <td className="px-2 py-2 sm:px-3 tabular-nums whitespace-nowrap">{formatDate(round.playeddate, zone)}</td>
              <td className="px-2 py-2 sm:px-3">
                <Link href={`/membership/myrecords/myroundsview/${round.roundno}`} className="font-semibold text-brand-700 hover:underline">
                  {round.coursename}
                </Link>
                {round.tournamentno !== null && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t('tournamentRound')}</span>}
              </td>
              <td className="hidden px-2 py-2 sm:px-3 md:table-cell">{round.shopname ?? '–'}</td>
              <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{round.holes}</td>
              <td className="px-2 py-2 sm:px-3 text-right font-bold tabular-nums">{round.totalstrokes}</td>
              <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{toParLabel(round.totalstrokes - round.totalpar)}</td>
              <td className="hidden px-2 py-2 sm:px-3 text-right tabular-nums sm:table-cell">{round.totalputts}</td>
              <td className="hidden px-2 py-2 sm:px-3 lg:table-cell">{e.has(`teeColour.${round.teecolour}`) ? e(`teeColour.${round.teecolour}` as 'teeColour.1') : e('teeColour.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
