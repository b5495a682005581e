import { serveMemberApi } from '@/lib/member-api/http';
import { expireChanged } from '@/lib/upstream/revalidate';

type Context = { params: Promise<{ path: string[] }> };

/** The built-in member API over HTTP; a change made through it expires the portal's cached pages too. */
async function handle(request: Request, { params }: Context) {
  return serveMemberApi(request, (await params).path, expireChanged);
}

export { handle as GET, handle as POST };
