import { Link } from '@/lib/portal/i18n/link';
import { formatNumber } from '@/lib/shared/format-numbers';
import type { StoreLeader } from '@/lib/upstream/operations/store';

export interface VenueLeadersLabels {
  caption: string;
  rank: string;
  player: string;
  best: string;
  rounds: string;
  /** "12 rounds" under the name on a phone. */
  roundCount: (count: number) => string;
  openPlayer: (nickname: string) => string;
  withdrawnMember: string;
}

/**
 * A venue's leaderboard. From 640 px a table (place, player, best, rounds); on a phone each leader
 * is a card with the place, the name across the width, and the best score beside it, so nothing is
 * wider than the screen (issue 26 item 8). A name opens the player's tournament history; a withdrawn
 * or blocked member comes without a name (issue 9) and without a link.
 */
export function VenueLeaders({ leaders, labels }: { leaders: StoreLeader[]; labels: VenueLeadersLabels }) {
  const name = (leader: StoreLeader) =>
    leader.nickname && leader.player_pk ? (
      <Link href={`/tournament/tournamentmember/${leader.player_pk}`} aria-label={labels.openPlayer(leader.nickname)} className="font-semibold text-brand-700 [overflow-wrap:anywhere] hover:underline">
        {leader.nickname}
      </Link>
    ) : (
      <span className="italic text-gray-600">{leader.nickname || labels.withdrawnMember}</span>
    );
  const key = (leader: StoreLeader) => leader.player_pk || `withdrawn-${leader.rank}`;
  return (
    <>
      <ol className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 text-sm sm:hidden" aria-label={labels.caption} data-testid="venue-leaders-cards">
        {leaders.map((leader) => (
          <li key={key(leader)} className="flex items-center gap-3 px-4 py-3">
            <span className="w-7 shrink-0 text-center text-base font-extrabold tabular-nums">
              <span className="sr-only">{labels.rank} </span>
              {leader.rank}
            </span>
            <span className="min-w-0 flex-1">
              {name(leader)}
              <span className="block text-xs text-gray-600">{labels.roundCount(leader.roundcnt)}</span>
            </span>
            <span className="shrink-0 text-right">
              <span className="block text-xs text-gray-600">{labels.best}</span>
              <span className="text-base font-bold tabular-nums">{leader.beststroke}</span>
            </span>
          </li>
        ))}
      </ol>
      <table className="mt-4 hidden w-full text-sm sm:table" data-testid="venue-leaders-table">
        <caption className="sr-only">{labels.caption}</caption>
        <thead className="border-y-2 border-gray-800">
          <tr>
            <th scope="col" className="py-2 text-center">{labels.rank}</th>
            <th scope="col" className="py-2 text-left">{labels.player}</th>
            <th scope="col" className="py-2 text-right">{labels.best}</th>
            <th scope="col" className="py-2 text-right">{labels.rounds}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {leaders.map((leader) => (
            <tr key={key(leader)}>
              <td className="py-2 text-center font-bold tabular-nums">{leader.rank}</td>
              <td className="py-2">{name(leader)}</td>
              <td className="py-2 text-right tabular-nums">{leader.beststroke}</td>
              <td className="py-2 text-right tabular-nums">{formatNumber(leader.roundcnt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
