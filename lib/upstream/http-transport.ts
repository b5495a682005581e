import 'server-only';
import type { Envelope, FailureBody } from './operation';
import { MemberApiUnavailable, UpstreamCode, UpstreamError, isServerFailure } from './errors';
import { operations, type OperationName, type OutputOf } from './operations';
import { fillPath, toFields } from './wire';
import type { CallOptions, Transport } from './client';

/**
 * The member API over HTTP in the spec's wire format (§7): GET with a query string, POST with a
 * form-encoded body, the member's token as a bearer, body `code` 200 for success. Network failures
 * and timeouts become a failure with code 400, as the spec's sign-up and verification report them,
 * thrown as MemberApiUnavailable, like an answer that is not JSON from a failing server.
 */
export function httpTransport(baseUrl: string, timeoutMs: number): Transport {
  return async <N extends OperationName>(name: N, input: Record<string, unknown>, options: CallOptions) => {
    const operation = operations[name];
    const { path, rest } = fillPath(operation.path, input);
    const fields = toFields(rest);
    const url = new URL(baseUrl + path);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.token && operation.auth !== 'none') headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    let body: string | undefined;
    if (operation.method === 'GET') {
      url.search = fields.toString();
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = fields.toString();
    }

    let response: Response;
    try {
      response = await unpatchedFetch()(url, {
        method: operation.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      console.error(`[upstream] ${operation.method} ${path} did not answer`, cause);
      throw new MemberApiUnavailable(
        { code: UpstreamCode.badRequest, message: timedOut ? 'api.timeout' : 'api.network' },
        { network: true, cause },
      );
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      console.error(`[upstream] ${operation.method} ${path} answered HTTP ${response.status} without JSON`);
      const code = response.ok ? UpstreamCode.internal : response.status;
      throw isServerFailure(code) ? new MemberApiUnavailable({ code, message: 'api.badAnswer' }, { cause }) : new UpstreamError({ code, message: 'api.badAnswer' }, { cause });
    }
    const envelope = parsed as Partial<FailureBody> & Record<string, unknown>;
    const code = typeof envelope.code === 'number' ? envelope.code : Number(envelope.code ?? response.status);
    return { ...envelope, code, message: String(envelope.message ?? '') } as Envelope<OutputOf<N>> | FailureBody;
  };
}

/**
 * Node's own fetch, not the one Next.js patches: member-API answers are never kept in Next's fetch
 * cache (pages and data functions cache what they show, by tag), and a `no-store` fetch through the
 * patched one makes a cached page's render fail ("Dynamic server usage"), so with UPSTREAM_URL set no
 * ISR page could ever be cached. Next keeps the original on the patched function for this purpose.
 */
function unpatchedFetch(): typeof fetch {
  return (globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch })._nextOriginalFetch ?? globalThis.fetch;
}
