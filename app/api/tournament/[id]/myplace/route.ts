import { actionFail } from '@/lib/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/actions/route-envelope';
import { getMyTournamentPlace } from '@/lib/data/tournament';
import { isLocale } from '@/lib/domain/locale';
import { readId } from '@/lib/upstream/operations/fields';
import { rankingGenders } from '@/lib/upstream/operations/tournament';
import { scoreType, type ScoreType } from '@/lib/domain/enums';

/**
 * "Your place" on a ranking, for the ranking page's SWR island: the member's own row on the score
 * type and gender filter asked, or null. Private and never stored (it is the member's), which is
 * why the ranking page itself does not read the session.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/tournament/[id]/myplace'>) {
  const tournamentno = readId((await params).id);
  if (tournamentno === null) return envelopeResponse(actionFail(404, 'tournament.error.notFound'));
  const url = new URL(request.url);
  const asked = url.searchParams.get('scoretype');
  const scoretype = (scoreType as readonly string[]).includes(asked ?? '') ? (asked as ScoreType) : undefined;
  const gender = rankingGenders.find((code) => code === (url.searchParams.get('gender') ?? '').toUpperCase()) ?? '';
  const locale = url.searchParams.get('locale');
  return routeEnvelope('api/tournament/myplace', () => getMyTournamentPlace({ tournamentno, scoretype, gender, lang: isLocale(locale) ? locale : 'en' }));
}
