import { actionFail } from '@/lib/portal/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { getMinigameLive, getStoreTv, getTournamentLive } from '@/lib/portal/data/live';
import { toLocale } from '@/lib/shared/domain/locale';
import { readId } from '@/lib/upstream/operations/fields';

type Context = { params: Promise<{ kind: string; id: string }> };

/**
 * What open live screens poll (SWR), in the one envelope: a tournament's or a mini-game's live state
 * ({ status, live, version }: a ranking refreshes itself when the version moves), or a venue TV's
 * whole screen. Never cached.
 */
export async function GET(request: Request, { params }: Context) {
  const { kind, id: rawId } = await params;
  const id = readId(rawId);
  const notFoundKey = kind === 'minigame' ? 'minigame.error.notFound' : kind === 'store' ? 'store.error.notFound' : 'tournament.error.notFound';
  if (!id) return envelopeResponse(actionFail(404, notFoundKey));
  switch (kind) {
    case 'tournament':
      return routeEnvelope('api/live/tournament', () => getTournamentLive(id));
    case 'minigame':
      return routeEnvelope('api/live/minigame', () => getMinigameLive(id));
    case 'store':
      return routeEnvelope('api/live/store', () => getStoreTv(id, toLocale(new URL(request.url).searchParams.get('lang'))));
    default:
      return envelopeResponse(actionFail(404, 'api.noSuchCall'));
  }
}
