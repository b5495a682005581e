import { getTranslations } from 'next-intl/server';
import { getPlayerInfo } from '@/lib/data/player';
import { apiMessage } from '@/lib/i18n/api-message';
import { toLocale } from '@/lib/domain/locale';
import { readQuery } from '@/lib/search-params';
import { isUpstreamError } from '@/lib/upstream/errors';
import { fromFields } from '@/lib/upstream/wire';

/**
 * JSON for the member-info popup (a client island). A failure answers the member API's code with
 * its message already in the visitor's language, so the popup shows the server's message (spec §8).
 */
export async function GET(request: Request) {
  const query = fromFields(new URL(request.url).searchParams);
  const locale = toLocale(query.locale);
  // The call's own schema: an id that cannot name a member reads as undefined (404 below), a bad type as 'all'.
  const { player, type } = readQuery('playerInfo', query);
  const t = await getTranslations({ locale });
  const headers = { 'cache-control': 'private, no-store' };
  if (player === undefined) {
    return Response.json({ code: 404, message: t('memberInfo.error.notFound') }, { status: 404, headers });
  }
  try {
    return Response.json(await getPlayerInfo(player, type), { headers });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const status = error.code >= 400 && error.code < 600 ? error.code : 502;
    return Response.json({ code: error.code, message: apiMessage(t, error.message) }, { status, headers });
  }
}
