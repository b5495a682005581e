import 'server-only';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { Envelope } from '@/lib/upstream/operation';
import { operations, type OperationName } from '@/lib/upstream/operations';
import { fromFields, matchPath } from '@/lib/upstream/wire';
import { clientIp, sameOrigin } from '@/lib/shared/security/request';
import { BODY_LIMITS, BodyRefused, bodyRefusedResponse, readFieldsWithin } from '@/lib/shared/security/body';
import { securityEvent } from '@/lib/shared/log/security';
import { dispatch } from './dispatch';

function findOperation(method: string, path: string): { name: OperationName; params: Record<string, string> } | undefined {
  for (const [name, operation] of Object.entries(operations)) {
    if (operation.method !== method) continue;
    const params = matchPath(operation.path, path);
    if (params) return { name: name as OperationName, params };
  }
  return undefined;
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body = await readFieldsWithin(request, BODY_LIMITS.memberApi);
  return body instanceof URLSearchParams ? fromFields(body) : body;
}

/**
 * A browser's write from another site (a forged form post or fetch): Fetch Metadata says
 * cross-site, or the Origin is not this portal's. Servers calling the member API send neither
 * header and pass; their calls carry the member's bearer token where one is needed.
 */
function crossSiteWrite(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  return request.headers.has('origin') && !sameOrigin(request);
}

/** Serves the built-in member API over HTTP in the spec's wire format, from the operation table. */
/** What the portal does after a call succeeded over HTTP (expire its cached pages); the member API knows no caching. */
export type OnSuccess = (name: OperationName, input: Record<string, unknown>, body: Envelope<Record<string, unknown>>) => void;

export async function serveMemberApi(request: Request, segments: string[], onSuccess?: OnSuccess): Promise<Response> {
  const path = '/' + segments.map(encodeURIComponent).join('/');
  const found = findOperation(request.method, path);
  if (!found) {
    return Response.json({ code: UpstreamCode.notFound, message: 'api.noSuchCall' }, { status: 404 });
  }
  if (crossSiteWrite(request)) {
    securityEvent('request.refused', { address: clientIp(request), outcome: 'refused', reason: 'cross-site', call: found.name });
    return Response.json({ code: UpstreamCode.forbidden, message: 'api.origin' }, { status: 403, headers: { 'cache-control': 'no-store' } });
  }
  let input: Record<string, unknown>;
  try {
    const query = fromFields(new URL(request.url).searchParams);
    input = { ...query, ...(request.method === 'GET' ? {} : await readBody(request)), ...found.params };
  } catch (error) {
    if (error instanceof BodyRefused) return bodyRefusedResponse(error);
    return Response.json({ code: UpstreamCode.badRequest, message: 'api.invalidInput' }, { status: 400 });
  }
  const authorization = request.headers.get('authorization');
  const token = authorization?.toLowerCase().startsWith('bearer ') ? authorization.slice(7).trim() : undefined;
  const body = await dispatch(found.name, input, {
    token,
    ip: clientIp(request),
    userAgent: request.headers.get('user-agent') ?? undefined,
  });
  if (body.code === UpstreamCode.ok) onSuccess?.(found.name, input, body as Envelope<Record<string, unknown>>);
  const status = body.code === UpstreamCode.ok ? 200 : body.code >= 400 && body.code < 600 ? body.code : 400;
  const retryAfter = body.code === UpstreamCode.tooMany || body.code === UpstreamCode.unavailable ? (body as { errors?: Record<string, string> }).errors?.retryAfter : undefined;
  return Response.json(body, { status, headers: { 'cache-control': 'private, no-store', ...(retryAfter ? { 'retry-after': retryAfter } : {}) } });
}
