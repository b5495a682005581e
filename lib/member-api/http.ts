import 'server-only';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { Envelope } from '@/lib/upstream/operation';
import { operations, type OperationName } from '@/lib/upstream/operations';
import { fromFields, matchPath } from '@/lib/upstream/wire';
import { clientIp } from '@/lib/security/request';
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
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await request.json()) as Record<string, unknown>;
  if (type.includes('application/x-www-form-urlencoded')) return fromFields(new URLSearchParams(await request.text()));
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const fields = new URLSearchParams();
    form.forEach((value, key) => typeof value === 'string' && fields.append(key, value));
    return fromFields(fields);
  }
  return {};
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
  let input: Record<string, unknown>;
  try {
    const query = fromFields(new URL(request.url).searchParams);
    input = { ...query, ...(request.method === 'GET' ? {} : await readBody(request)), ...found.params };
  } catch {
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
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
