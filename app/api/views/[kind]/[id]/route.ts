import { countLessonView } from '@/lib/data/lesson';
import { parseId } from '@/lib/data/load';
import { countNoticeView } from '@/lib/data/support';
import { clientIp, sameOrigin } from '@/lib/security/request';
import { isUpstreamError } from '@/lib/upstream/errors';

const counters = { lesson: countLessonView, notice: countNoticeView } as const;
const headers = { 'cache-control': 'private, no-store' };

/**
 * The view beacon of the notice and lesson pages (components/views/view-beacon.tsx): one POST per
 * visitor and item, sent by the browser after the page has shown, so a cached page still counts its
 * readers and a crawler's GET counts nothing. The member API counts an address once a day.
 */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id } = await params;
  if (!sameOrigin(request)) return Response.json({ code: 403, message: 'api.origin' }, { status: 403, headers });
  const count = counters[kind as keyof typeof counters];
  const itemno = parseId(id);
  if (!Object.hasOwn(counters, kind) || !count || !itemno) return Response.json({ code: 404, message: 'api.notFound' }, { status: 404, headers });
  try {
    const { views, counted } = await count(itemno, { ip: clientIp(request), userAgent: request.headers.get('user-agent') ?? undefined });
    return Response.json({ code: 200, views, counted }, { headers });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const status = error.code >= 400 && error.code < 600 ? error.code : 502;
    return Response.json({ code: error.code, message: error.message }, { status, headers });
  }
}
