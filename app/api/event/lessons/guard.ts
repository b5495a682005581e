import 'server-only';
import { isUpstreamError } from '@/lib/upstream/errors';

export { sameOrigin } from '@/lib/security/request';

export function fail(code: number, message: string, errors?: Record<string, string>) {
  return Response.json({ code, message, ...(errors ? { errors } : {}) }, { status: code >= 400 && code < 600 ? code : 502, headers: { 'cache-control': 'no-store' } });
}

/** The member API's refusal as it is (its message key or a remote server's text); anything else is ours. */
export function failFromError(error: unknown, where: string) {
  if (isUpstreamError(error)) return fail(error.code, error.message, error.errors);
  console.error(`[${where}]`, error);
  return fail(500, 'api.internal');
}

export { parseId as idParam } from '@/lib/data/load';
