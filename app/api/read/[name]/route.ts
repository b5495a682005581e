import { actionFail } from '@/lib/portal/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { currentMember, readMember } from '@/lib/portal/data/read';
import { islandRead } from '@/lib/portal/data/reads';
import { isLocale } from '@/lib/shared/domain/locale';
import { readQuery } from '@/lib/portal/search-params';

/**
 * The one route of islands' per-member reads (useRead, lib/portal/client/use-read.ts): a read of the read
 * table marked `island`, its input read from the query with the operation's own schema (leniently,
 * as a page reads its URL), for the member the session's token belongs to, confirmed by the member
 * API (never a member named by the client). Kept per member on the server (readMember); the answer
 * is private and never stored by the browser or a shared cache, in the route envelope.
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const name = (await params).name;
  const read = islandRead(name);
  if (!read) return envelopeResponse(actionFail(404, 'api.noSuchCall'));
  const url = new URL(request.url);
  const locale = url.searchParams.get('locale');
  const input = readQuery(read.entry.operation, Object.fromEntries(url.searchParams), { lang: isLocale(locale) ? locale : 'en', ...read.entry.island.fixed }, read.entry.island.pageSizes);
  const member = await currentMember();
  if (!member) return envelopeResponse(actionFail(401, 'api.loginRequired'));
  return routeEnvelope(`api/read/${read.name}`, () => readMember(read.name, input as never, member));
}
