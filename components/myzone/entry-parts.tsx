import { getTranslations } from 'next-intl/server';
import { TournamentStatusBadge } from '@/components/tournament/tournament-status-badge';
import { Link } from '@/lib/portal/i18n/link';
import type { MyTournamentRow } from '@/lib/upstream/operations/records';

/** The links between one entry's MyZone pages (view, entry and payment, scorecard, ranking), the current one marked. */
export async function EntryTabs({ tournamentno, current }: { tournamentno: number; current: 'view' | 'attend' | 'scorecard' | 'ranking' }) {
  const t = await getTranslations('records.entryTabs');
  const tabs = [
    ['view', `/membership/myrecords/mytournamentsview/${tournamentno}`],
    ['attend', `/membership/myrecords/mytournamentsattend/${tournamentno}`],
    ['scorecard', `/membership/myrecords/myscorecard/${tournamentno}`],
    ['ranking', `/membership/myrecords/mytournamentsranking/${tournamentno}`],
  ] as const;
  return (
    <nav aria-label={t('label')} className="mb-6 -mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 md:mx-0 md:px-0">
      {tabs.map(([key, href]) => (
        <Link
          key={key}
          href={href}
          aria-current={key === current ? 'page' : undefined}
          className={`whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${key === current ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
        >
          {t(key)}
        </Link>
      ))}
    </nav>
  );
}

/** The tournament's status as the schedule shows it. */
export async function EntryStatus({ entry }: { entry: MyTournamentRow }) {
  const e = await getTranslations('enums');
  return <TournamentStatusBadge status={entry.tourstatus} label={e(`tournamentStatus.${entry.tourstatus}` as 'tournamentStatus.1')} />;
}

/** The place on the tournament's official ranking (rank type 0 shows both). */
export function officialPlaces(entry: MyTournamentRow): { gross: number | null; net: number | null } {
  return { gross: entry.tour_rank_type === 2 ? null : entry.rank_gross, net: entry.tour_rank_type === 1 ? null : entry.rank_net };
}
