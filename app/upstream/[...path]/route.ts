import { serveMemberApi } from '@/lib/member-api/http';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: Request, { params }: Context) {
  return serveMemberApi(request, (await params).path);
}

export { handle as GET, handle as POST };
