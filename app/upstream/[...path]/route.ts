import { env } from '@/lib/shared/config/env';
import { UpstreamCode } from '@/lib/upstream/errors';
import { expireChanged } from '@/lib/upstream/revalidate';

type Context = { params: Promise<{ path: string[] }> };

/**
 * The built-in member API over HTTP (an exception in eslint.config.mjs: this is the member API's own
 * endpoint); a change made through it expires the portal's cached pages too. A portal pointed at a
 * remote member API (UPSTREAM_URL) serves none: the call is unknown here, and the member API and its
 * database are not even loaded.
 */
async function handle(request: Request, { params }: Context) {
  if (env.upstreamUrl) return Response.json({ code: UpstreamCode.notFound, message: 'api.noSuchCall' }, { status: 404 });
  const { serveMemberApi } = await import('@/lib/member-api/http');
  return serveMemberApi(request, (await params).path, expireChanged);
}

export { handle as GET, handle as POST };
