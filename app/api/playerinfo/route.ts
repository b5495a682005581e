import { getTranslations } from 'next-intl/server';
import { getPlayerInfo } from '@/lib/data/player';
import { apiMessage } from '@/lib/i18n/api-message';
import { routing, type Locale } from '@/lib/i18n/routing';
import { isUpstreamError } from '@/lib/upstream/errors';

/**
 * JSON for the member-info popup (a client island). A failure answers the member API's code with
 * its message already in the visitor's language, so the popup shows the server's message (spec §8).
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('locale');
  const locale: Locale = routing.locales.includes(requested as Locale) ? (requested as Locale) : routing.defaultLocale;
  const player = Number(url.searchParams.get('player'));
  const type = url.searchParams.get('type') === 'tournament' ? 'tournament' : 'all';
  const t = await getTranslations({ locale });
  const headers = { 'cache-control': 'private, no-store' };
  if (!Number.isInteger(player) || player < 1) {
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
