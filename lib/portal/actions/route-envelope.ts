import 'server-only';
import { actionOk, failureFrom, httpStatus, type ActionResult } from './action-result';

/**
 * The route handlers that remain (SWR reads) answer in the same shape as the server actions, so
 * the browser reads one envelope everywhere: `{ ok: true, data }` or `{ ok: false, code, message,
 * fieldErrors }` with message keys. The HTTP status follows the code; a 429 says when to retry.
 */
export function envelopeResponse<T>(result: ActionResult<T>, headers: Record<string, string> = {}): Response {
  const extra: Record<string, string> = !result.ok && result.retryAfter ? { 'retry-after': String(result.retryAfter) } : {};
  return Response.json(result, {
    status: result.ok ? 200 : httpStatus(result.code),
    headers: { 'cache-control': 'private, no-store', ...headers, ...extra },
  });
}

/** Runs a read and answers its data, or its failure (member-API refusals as they are, anything else 500 'api.internal'). */
export async function routeEnvelope<T>(where: string, load: () => Promise<T>, headers?: Record<string, string>): Promise<Response> {
  try {
    return envelopeResponse(actionOk(await load()), headers);
  } catch (error) {
    return envelopeResponse(failureFrom(error, where), headers);
  }
}
