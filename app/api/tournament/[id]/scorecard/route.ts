import { actionFail } from '@/lib/portal/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { getTournamentScorecard } from '@/lib/portal/data/tournament';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * An entrant's hole-by-hole scorecard, for the ranking's expandable rows (an SWR island). The same
 * for everyone, so browsers and shared caches may keep it for a minute.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/tournament/[id]/scorecard'>) {
  const tournamentno = readId((await params).id);
  const playerno = readId(new URL(request.url).searchParams.get('player'));
  if (tournamentno === null) return envelopeResponse(actionFail(404, 'tournament.error.notFound'));
  if (playerno === null) return envelopeResponse(actionFail(404, 'tournament.error.scorecardNotFound'));
  return routeEnvelope(
    'api/tournament/scorecard',
    async () => {
      const { code: _code, message: _message, ...card } = await getTournamentScorecard(tournamentno, playerno);
      void _code;
      void _message;
      return card;
    },
    { 'cache-control': 'public, max-age=60, s-maxage=60' },
  );
}
