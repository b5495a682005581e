import { countLessonView } from '@/lib/portal/data/lesson';
import { readId } from '@/lib/upstream/operations/fields';
import { countNoticeView } from '@/lib/portal/data/support';
import { clientIp, sameOrigin } from '@/lib/shared/security/request';
import { actionFail } from '@/lib/portal/actions/action-result';
import { envelopeResponse, routeEnvelope } from '@/lib/portal/actions/route-envelope';
import { UpstreamCode } from '@/lib/upstream/errors';

const counters = { lesson: countLessonView, notice: countNoticeView } as const;

/**
 * The view beacon of the notice and lesson pages (components/views/view-beacon.tsx): one POST per
 * visitor and item, sent by the browser after the page has shown, so a cached page still counts its
 * readers and a crawler's GET counts nothing. The member API counts an address once a day.
 */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id } = await params;
  if (!sameOrigin(request)) return envelopeResponse(actionFail(UpstreamCode.forbidden, 'api.origin'));
  const count = counters[kind as keyof typeof counters];
  const itemno = readId(id);
  if (!Object.hasOwn(counters, kind) || !count || !itemno) return envelopeResponse(actionFail(UpstreamCode.notFound, 'api.notFound'));
  return routeEnvelope('views', async () => {
    const { views, counted } = await count(itemno, { ip: clientIp(request), userAgent: request.headers.get('user-agent') ?? undefined });
    return { views, counted };
  });
}
