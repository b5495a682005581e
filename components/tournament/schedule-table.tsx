import { getLocale, getTranslations } from 'next-intl/server';
import { enumLabelKey, hasLevel, TOURNAMENT_CLASS } from '@/lib/shared/domain/enums';
import { formatDate, formatNumber } from '@/lib/shared/format';
import { getPathname } from '@/lib/portal/i18n/paths';
import type { Locale } from '@/lib/shared/domain/locale';
import { Link } from '@/lib/portal/i18n/link';
import { formatFee } from '@/lib/shared/money';
import type { TournamentSummary } from '@/lib/upstream/types';
import { ListPicture } from '@/components/ui/list-picture';
import { drawnPicturePath } from '@/lib/portal/pictures/paths';
import { MyScheduleEntry } from './my-schedule-entry';
import { TournamentStatusBadge } from './tournament-status-badge';
import { tournamentPath } from './tournament-path';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * The schedule as a table: the poster, status, name, type, level ('-' when none), class, period,
 * venue, fee, entrants. Below 768 px the same rows become cards (one DOM, so nothing is said twice):
 * the poster across the card's top, then the name and status, each other figure with its column's
 * name (data-label) in front of it.
 */
export async function ScheduleTable({ tournaments, query }: { tournaments: TournamentSummary[]; query: string }) {
  const [t, e, common, pay, requestLocale] = await Promise.all([getTranslations('tournament.schedule'), getTranslations('enums'), getTranslations('common'), getTranslations('payments'), getLocale()]);
  const locale = requestLocale as Locale;
  const labels = { entered: pay('entered'), payNow: pay('payNow') };
  const th = 'px-3 py-3 text-left text-xs font-bold uppercase tracking-wide text-gray-600';
  // A card's cell: its column's name above the value, from the data-label attribute.
  const cell = 'px-3 py-3 max-md:p-0 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-gray-600 max-md:before:content-[attr(data-label)]';
  return (
    <ScrollRegion label={t('caption')} className="rounded-xl border border-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm max-md:block">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-gray-50 max-md:sr-only">
          <tr>
            <th scope="col" className={`${th} w-28`}>
              <span className="sr-only">{t('columns.poster')}</span>
            </th>
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
        <tbody className="divide-y divide-gray-100 bg-white max-md:block">
          {tournaments.map((tournament, index) => (
            <tr key={tournament.tournamentno} className="hover:bg-brand-50/50 max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:p-4">
              <td className="py-2 pl-3 max-md:order-first max-md:col-span-2 max-md:p-0">
                <ListPicture stored={null} drawn={drawnPicturePath('tournament', tournament.tournamentno)} width={640} height={360} sizes="(min-width: 768px) 96px, 100vw" eager={index === 0} className="w-24 rounded-md max-md:w-full max-md:rounded-lg" />
              </td>
              <td className="px-3 py-3 max-md:order-1 max-md:p-0">
                <TournamentStatusBadge status={tournament.tourstatus} label={e(`tournamentStatus.${tournament.tourstatus}`)} />
              </td>
              <th scope="row" className="px-3 py-3 text-left font-semibold max-md:order-3 max-md:col-span-2 max-md:p-0 max-md:text-base">
                <Link href={tournamentPath(tournament)} className="text-brand-800 hover:underline">
                  {tournament.tournamentname}
                </Link>
                {/* A member's own entry, read from the browser: the schedule is cached, the same for everyone. */}
                <MyScheduleEntry tournamentno={tournament.tournamentno} query={query} locale={locale} payHref={getPathname({ href: `/tournament/tournamentscheduleview/${tournament.tournamentno}`, locale })} labels={labels} />
              </th>
              <td data-label={t('columns.type')} className={`${cell} max-md:order-4`}>{e(`tournamentType.${tournament.tourtype}`)}</td>
              {/* A card leaves out a level the tournament does not have ("Level -", issue 26 item 13); the table keeps its dash. */}
              <td data-label={t('columns.level')} className={`${cell} max-md:order-5 ${hasLevel(tournament.tourlevel) ? '' : 'max-md:hidden'}`}>{e(enumLabelKey('tournamentLevel', tournament.tourlevel))}</td>
              <td className="px-3 py-3 max-md:order-2 max-md:p-0 max-md:text-right">
                {tournament.tourclass === TOURNAMENT_CLASS.major ? (
                  <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-900">{e(enumLabelKey('tournamentClass', TOURNAMENT_CLASS.major))}</span>
                ) : (
                  <span className="max-md:text-xs max-md:text-gray-600">{e(enumLabelKey('tournamentClass', TOURNAMENT_CLASS.regular))}</span>
                )}
              </td>
              <td data-label={t('columns.period')} className={`${cell} whitespace-nowrap tabular-nums max-md:order-6 max-md:col-span-2`}>
                <time dateTime={tournament.startdate}>{formatDate(tournament.startdate, tournament.timezone)}</time>
                {' – '}
                <time dateTime={tournament.enddate}>{formatDate(tournament.enddate, tournament.timezone)}</time>
              </td>
              <td data-label={t('columns.venue')} className={`${cell} max-md:order-7 max-md:col-span-2`}>{tournament.shopname ?? t('networkWide')}</td>
              <td data-label={t('columns.fee')} className={`${cell} whitespace-nowrap text-right tabular-nums max-md:order-8 max-md:text-left`}>
                {tournament.entryfee > 0 ? formatFee(tournament.entryfee, tournament.currency, locale) : common('free')}
              </td>
              <td data-label={t('columns.entrants')} className={`${cell} text-right tabular-nums max-md:order-9 max-md:text-left`}>
                {tournament.entrylimit ? `${formatNumber(tournament.entrycnt)} / ${formatNumber(tournament.entrylimit)}` : formatNumber(tournament.entrycnt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
