import { actionFail } from '@/lib/portal/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { getPlayerInfo } from '@/lib/portal/data/player';
import { readId } from '@/lib/upstream/operations/fields';

/**
 * JSON for the member-info popup (an SWR island), in the one envelope: the member's info, or the
 * member API's code and message key, which the popup translates (spec §8).
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const player = readId(url.searchParams.get('player'));
  const type = url.searchParams.get('type') === 'tournament' ? 'tournament' : 'all';
  const lang = url.searchParams.get('locale') === 'ko' ? 'ko' : 'en';
  if (!player) return envelopeResponse(actionFail(404, 'memberInfo.error.notFound'));
  return routeEnvelope('api/playerinfo', async () => {
    const { code: _code, message: _message, ...info } = await getPlayerInfo(player, type, lang);
    void _code;
    void _message;
    return info;
  });
}
