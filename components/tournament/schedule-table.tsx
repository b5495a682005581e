import { getLocale, getTranslations } from 'next-intl/server';
import { enumLabelKey, TOURNAMENT_CLASS } from '@/lib/domain/enums';
import { formatDate, formatNumber } from '@/lib/format';
import { timeZone } from '@/lib/i18n/zone';
import { Link } from '@/lib/i18n/navigation';
import { formatFee } from '@/lib/money';
import type { TournamentSummary } from '@/lib/upstream/types';
import { TournamentStatusBadge } from './tournament-status-badge';

/** The schedule as a table: status, name, type, level ('-' when none), class, period, venue, fee, entrants. */
export async function ScheduleTable({ tournaments }: { tournaments: TournamentSummary[] }) {
  const [t, e, common, locale] = await Promise.all([getTranslations('tournament.schedule'), getTranslations('enums'), getTranslations('common'), getLocale()]);
  const th = 'px-3 py-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>{t('columns.status')}</th>
            <th scope="col" className={th}>{t('columns.name')}</th>
            <th scope="col" className={th}>{t('columns.type')}</th>
            <th scope="col" className={th}>{t('columns.level')}</th>
            <th scope="col" className={th}>{t('columns.class')}</th>
            <th scope="col" className={th}>{t('columns.period')}</th>
            <th scope="col" className={th}>{t('columns.venue')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.fee')}</th>
            <th scope="col" className={`${th} text-right`}>{t('columns.entrants')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {tournaments.map((tournament) => (
            <tr key={tournament.tournamentno} className="hover:bg-brand-50/50">
              <td className="px-3 py-3">
                <TournamentStatusBadge status={tournament.tourstatus} label={e(`tournamentStatus.${tournament.tourstatus}`)} />
              </td>
              <th scope="row" className="px-3 py-3 text-left font-semibold">
                <Link href={`/tournament/tournamentscheduleview/${tournament.tournamentno}`} className="text-brand-800 hover:underline">
                  {tournament.tournamentname}
                </Link>
              </th>
              <td className="px-3 py-3">{e(`tournamentType.${tournament.tourtype}`)}</td>
              <td className="px-3 py-3">{e(enumLabelKey('tournamentLevel', tournament.tourlevel))}</td>
              <td className="px-3 py-3">
                {tournament.tourclass === TOURNAMENT_CLASS.major ? (
                  <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-900">{e(enumLabelKey('tournamentClass', TOURNAMENT_CLASS.major))}</span>
                ) : (
                  e(enumLabelKey('tournamentClass', TOURNAMENT_CLASS.regular))
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-3 tabular-nums">
                <time dateTime={tournament.startdate}>{formatDate(tournament.startdate, timeZone)}</time>
                {' – '}
                <time dateTime={tournament.enddate}>{formatDate(tournament.enddate, timeZone)}</time>
              </td>
              <td className="px-3 py-3">{tournament.shopname ?? t('networkWide')}</td>
              <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">
                {tournament.entryfee > 0 ? formatFee(tournament.entryfee, tournament.currency, locale) : common('free')}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">
                {tournament.entrylimit ? `${formatNumber(tournament.entrycnt)} / ${formatNumber(tournament.entrylimit)}` : formatNumber(tournament.entrycnt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
