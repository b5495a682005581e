import type { EntryControlProps } from '@/components/tournament/entry-control';
import { TournamentError } from '@/components/tournament/tournament-error';
import { TournamentHeader } from '@/components/tournament/tournament-header';
import type { TournamentCondition } from '@/lib/upstream/operations/tournament';

/** A tournament's ranking tab when the member API refused the ranking: the tournament's band, and why in place of the ranking. */
export function RankingRefused({ tournament, refusal, actions }: { tournament: TournamentCondition; refusal: string; actions: EntryControlProps['actions'] }) {
  return (
    <>
      <TournamentHeader tournament={tournament} current="ranking" actions={actions} />
      <TournamentError refusal={refusal} messageKey="tournament.ranking.error" />
    </>
  );
}
