// A page that cannot be shown because the member API is down answers 503 with Retry-After and
// noindex, not 200 with an error box (a "soft error" that search engines index and caches keep).
//
// Next.js gives a page no way to choose a 5xx: a page that throws answers 500, whatever it threw.
// So the portal's data layer notes, for the request in flight, that the member API gave no usable
// answer (lib/upstream/client.ts calls noteMemberApiOutage), and server/serve.mjs runs Next's handler
// inside serveNotingOutages, which turns that request's 500 into the 503. A cached page whose
// re-render throws never gets here: ISR keeps serving its last good copy, with its own status.
//
// The note travels in an AsyncLocalStorage that Next's render inherits from the server's handler. It
// is kept on globalThis: Next's bundles carry their own copy of this module, and both must reach the
// same store. Plain JavaScript, loaded by the server script without a build.
import { AsyncLocalStorage } from 'node:async_hooks';

const STORE = Symbol.for('clubhouse.memberApiOutage');

/** How long a client or crawler should wait before asking again, in seconds. */
export const RETRY_AFTER_SECONDS = 60;

/** @returns {AsyncLocalStorage<{ outage: boolean }>} */
function outages() {
  return (globalThis[STORE] ??= new AsyncLocalStorage());
}

/** Notes that the member API failed during the current request (a no-op outside serveNotingOutages). */
export function noteMemberApiOutage() {
  const request = outages().getStore();
  if (request) request.outage = true;
}

/** The headers of a 503 for a member-API outage: never stored by a cache, never indexed. */
export function outageHeaders(retryAfterSeconds = RETRY_AFTER_SECONDS) {
  return {
    'retry-after': String(retryAfterSeconds),
    'x-robots-tag': 'noindex',
    'cache-control': 'no-store',
  };
}

/**
 * Runs `handle` (Next's handler for this request) so that, if it answers 500 after the member API
 * failed, the answer goes out as 503 with outageHeaders(). Any other answer, and a 500 without an
 * outage (a bug), is left as it is. Node calls writeHead for every response, implicit ones included.
 *
 * With `options.document` (url → HTML), the body is replaced too: Next's empty error document (no
 * text, no `lang`) gives way to that page, with `options.headers` (the security headers) and
 * `options.csp`; Next's own headers and bytes (compressed or not) are dropped.
 */
export function serveNotingOutages(res, handle, options = {}) {
  const request = { outage: false };
  // Only a document request gets the page: a client navigation (RSC: 1) or a server action keeps
  // Next's answer, from which the browser's router draws the section's error screen.
  const req = res.req;
  const documentRequest = !req || ((req.method === 'GET' || req.method === 'HEAD') && !req.headers?.rsc && !req.headers?.['next-action']);
  const document = documentRequest ? options.document : undefined;
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  let replacement;
  res.writeHead = function writeHeadNotingOutage(statusCode, ...rest) {
    if (statusCode !== 500 || !request.outage) return writeHead.call(this, statusCode, ...rest);
    const headers = outageHeaders();
    if (document) {
      replacement = Buffer.from(document(res.req?.url));
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      const all = { ...options.headers, ...headers, 'content-type': 'text/html; charset=utf-8', 'content-length': String(replacement.length) };
      if (options.csp) all['content-security-policy'] = options.csp;
      for (const [name, value] of Object.entries(all)) res.setHeader(name, value);
      return writeHead.call(this, 503, 'Service Unavailable');
    }
    // Headers given to writeHead win over setHeader's: drop theirs where ours must hold.
    const given = rest.find((value) => value && typeof value === 'object');
    if (given && !Array.isArray(given)) {
      for (const key of Object.keys(given)) if (key.toLowerCase() in headers) delete given[key];
    }
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const args = typeof rest[0] === 'string' ? ['Service Unavailable', ...rest.slice(1)] : rest;
    return writeHead.call(this, 503, ...args);
  };
  if (document) {
    // Next (or its compression layer) writes the body through these: once the head says 503, its bytes
    // are dropped and the page goes out instead. A head written implicitly is decided here first.
    const decide = () => {
      if (!res.headersSent && res.statusCode === 500 && request.outage) res.writeHead(500);
    };
    const callbackOf = (args) => args.find((value) => typeof value === 'function');
    res.write = function writeNotingOutage(...args) {
      decide();
      if (!replacement) return write.apply(this, args);
      const callback = callbackOf(args);
      if (callback) process.nextTick(callback);
      return true;
    };
    res.end = function endNotingOutage(...args) {
      decide();
      if (!replacement) return end.apply(this, args);
      const body = res.req?.method === 'HEAD' ? undefined : replacement;
      replacement = Buffer.alloc(0);
      return end.call(this, body, callbackOf(args));
    };
  }
  return outages().run(request, handle);
}
