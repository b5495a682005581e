import { Link } from '@/lib/portal/i18n/link';
import type { StoreTournament } from '@/lib/upstream/operations/store';
import { tournamentPath } from '@/components/tournament/tournament-path';

/**
 * A venue's recent tournaments as cards: the name on a line of its own (wrapped, never cut), its
 * status and start date below it on a phone and beside it from 640 px. A long name cannot push the
 * page wider than the screen (issue 26 item 8).
 */
export function VenueTournaments({ tournaments, status, date }: { tournaments: StoreTournament[]; status: (tourstatus: string) => string; date: (tournament: StoreTournament) => string }) {
  return (
    <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200" data-testid="venue-tournaments">
      {tournaments.map((tournament) => (
        <li key={tournament.tournamentno} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-3">
          <Link href={tournamentPath(tournament)} className="min-w-0 font-semibold text-brand-700 [overflow-wrap:anywhere] hover:underline sm:order-2 sm:flex-1">
            {tournament.tournamentname}
          </Link>
          <span className="flex items-center gap-3 sm:contents">
            <span className="shrink-0 rounded bg-gray-100 px-2 py-0.5 text-xs font-semibold sm:order-1">{status(tournament.tourstatus)}</span>
            <time dateTime={tournament.startdate} className="shrink-0 text-gray-600 sm:order-3">
              {date(tournament)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
