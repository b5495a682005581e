import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/home/section-heading';
import { TournamentCard } from '@/components/tournament/tournament-card';
import type { TournamentSummary } from '@/lib/upstream/types';

/** One shelf of tournaments on the home page (those playing now, or those coming), linked to the schedule filtered to them. */
export async function HomeTournaments({ shelf, tournaments }: { shelf: 'playing' | 'upcoming'; tournaments: TournamentSummary[] }) {
  const [t, common] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  const status = shelf === 'playing' ? 2 : 1;
  return (
    <section aria-labelledby={shelf}>
      <SectionHeading id={shelf} title={t(shelf)} href={`/tournament/tournamentschedule?tourstatus_fk=${status}`} linkLabel={common('viewAll')} />
      {tournaments.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tournaments.map((tournament) => (
            <li key={tournament.tournamentno}>
              <TournamentCard tournament={tournament} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-gray-50 p-6 text-gray-700">{t(`${shelf}Empty`)}</p>
      )}
    </section>
  );
}
