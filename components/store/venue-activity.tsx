import { getTranslations } from 'next-intl/server';
import { VenueLeaders } from '@/components/store/venue-leaders';
import { VenueTournaments } from '@/components/store/venue-tournaments';
import { timeZone } from '@/lib/portal/i18n/zone';
import { formatDate } from '@/lib/shared/format';
import type { StoreLeader, StoreTournament } from '@/lib/upstream/operations/store';

/** What is played at a venue: its own leaderboard and its tournaments, side by side. */
export async function VenueActivity({ leaders, tournaments }: { leaders: StoreLeader[]; tournaments: StoreTournament[] }) {
  const [t, statuses, common] = await Promise.all([getTranslations('store'), getTranslations('enums.tournamentStatus'), getTranslations('common')]);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-2">
      <section aria-labelledby="store-leaders">
        <h2 id="store-leaders" className="text-xl font-bold">{t('leaderboard')}</h2>
        <p className="mt-1 text-sm text-gray-600">{t('leaderboardNote')}</p>
        {leaders.length ? (
          <VenueLeaders
            leaders={leaders}
            labels={{
              caption: t('leaderboard'),
              rank: t('column.rank'),
              player: t('column.player'),
              best: t('column.best'),
              rounds: t('column.rounds'),
              roundCount: (count) => t('roundCount', { count }),
              openPlayer: (nickname) => t('openPlayer', { nickname }),
              withdrawnMember: common('withdrawnMember'),
            }}
          />
        ) : (
          <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('leaderEmpty')}</p>
        )}
      </section>

      <section aria-labelledby="store-tournaments">
        <h2 id="store-tournaments" className="text-xl font-bold">{t('tournaments')}</h2>
        {tournaments.length ? (
          <VenueTournaments tournaments={tournaments} status={(tourstatus) => statuses(tourstatus as '1')} date={(tournament) => formatDate(tournament.startdate, timeZone)} />
        ) : (
          <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('tournamentsEmpty')}</p>
        )}
      </section>
    </div>
  );
}
