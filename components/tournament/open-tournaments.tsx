import { getTranslations } from 'next-intl/server';
import type { EntryControlProps } from '@/components/tournament/entry-control';
import { TournamentEntry } from '@/components/tournament/tournament-header';
import { Link } from '@/lib/portal/i18n/link';
import { formatDate } from '@/lib/shared/format';
import type { TournamentSummary } from '@/lib/upstream/types';

/** The public tournaments open for entry, each with its period and its Enter control, and the way to the whole schedule. */
export async function OpenTournaments({ tournaments, actions, loggedIn }: { tournaments: TournamentSummary[]; actions: EntryControlProps['actions']; loggedIn: boolean }) {
  const t = await getTranslations('tournament.join');
  return (
    <section aria-labelledby="open" className="lg:col-span-2">
      <h2 id="open" className="text-xl font-bold">
        {t('openTitle')}
      </h2>
      {tournaments.length ? (
        <ul className="mt-4 space-y-3">
          {tournaments.map((tournament) => (
            <li key={tournament.tournamentno} className="rounded-xl border border-gray-200 p-4">
              <Link href={`/tournament/tournamentscheduleview/${tournament.tournamentno}`} className="font-semibold text-brand-800 hover:underline">
                {tournament.tournamentname}
              </Link>
              <p className="mt-1 text-sm text-gray-700">
                <time dateTime={tournament.startdate}>{formatDate(tournament.startdate, tournament.timezone)}</time> – <time dateTime={tournament.enddate}>{formatDate(tournament.enddate, tournament.timezone)}</time>
              </p>
              <div className="mt-3">
                <TournamentEntry tournament={tournament} actions={actions} loggedIn={loggedIn} named />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg bg-gray-50 p-4 text-gray-700">{t('openEmpty')}</p>
      )}
      <Link href="/tournament/tournamentschedule" className="mt-4 inline-block text-sm font-semibold text-brand-800 hover:underline">
        {t('schedule')}
      </Link>
    </section>
  );
}
