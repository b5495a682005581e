// The portal's HTTP edge (server/serve.mjs puts it in front of Next.js): what must be decided from
// the request line and headers alone, before Next.js reads a byte of the body or routes anything.
// Plain JavaScript with no imports so the server script loads it without a build; unit-tested in
// tests/security/edge.test.ts.

/** Methods the portal answers; anything else (TRACE, CONNECT, PROPFIND, made-up ones) is 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/**
 * The largest body the portal reads per path prefix (bytes), first match wins. Route handlers have
 * no limit of their own in Next.js and server actions buffer up to their bodySizeLimit: a declared
 * length beyond these is 413 at once, and the connection closes without reading it.
 * Override the default with MAX_BODY_BYTES.
 */
/** @returns {[string, number][]} path prefixes and their body limit in bytes, the catch-all last */
export function bodyLimits(env = process.env) {
  const fallback = Number(env.MAX_BODY_BYTES) > 0 ? Number(env.MAX_BODY_BYTES) : 1024 * 1024;
  // A profile picture: at most 2 MB (lib/upstream/operations/avatar.ts), posted to its page's server
  // action as multipart, then to the member API in base64 (4/3 of it); 3 MB covers both with the form.
  const picture = 3 * 1024 * 1024;
  const webhook = 256 * 1024;
  return [
    ['/membership/myaccount/myprofile/picture', picture],
    ['/ko/membership/myaccount/myprofile/picture', picture],
    ['/upstream/member/avatarupload', picture],
    // A Stripe event as Stripe sent it, on its way to the member API (WEBHOOK_PAYLOAD_MAX in
    // lib/upstream/operations/payment.ts): events are a few KiB, Stripe sets no bound we could rely on.
    ['/api/payments/stripe/webhook', webhook],
    ['/upstream/payment/stripe_webhook', webhook],
    ['/upstream/', 64 * 1024],
    // A bay's round with every shot (lib/shared/venue/signature.ts VENUE_MAX_BODY_BYTES).
    ['/venue/', 256 * 1024],
    ['/api/auth/', 16 * 1024],
    ['/api/', 16 * 1024],
    ['', fallback],
  ];
}

/** Body types the portal reads: forms, JSON (islands, the member API), and a server action's text/plain. */
export const BODY_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json', 'text/plain'];

/** The headers every answer carries (next.config.mjs sends the same on Next's own answers). */
export function securityHeaders(production = process.env.NODE_ENV === 'production') {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    // geolocation for the portal's own pages only: sign-up's and the venue finder's "nearest to me", asked on a click.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
    ...(production ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * A slash or backslash percent-encoded in the path, once or more (`%2F`, `%5c`, `%252F`). No address
 * of the portal has one inside a segment; such a path only looks like another (`/api%2Fsession`), and
 * Next.js routes it to the locale pages, which rendered it as a cacheable 404 entry per path (and once
 * a 500). The query is not concerned: `?url=%2F…` is ordinary there.
 */
const ENCODED_SEPARATOR = /%(?:25)*(?:2f|5c)/i;

/**
 * The refusal for a request, or null to pass it on: { status, allow?, message }.
 * `headers` is Node's lowercase header object.
 */
export function edgeRefusal(method, url, headers, env = process.env) {
  if (!ALLOWED_METHODS.includes(method)) return { status: 405, message: 'Method Not Allowed', allow: ALLOWED_METHODS.join(', ') };
  if (ENCODED_SEPARATOR.test((url ?? '/').split('?')[0])) return { status: 404, message: 'Not Found' };
  const declared = headers['content-length'];
  const chunked = /chunked/i.test(headers['transfer-encoding'] ?? '');
  const hasBody = chunked || (declared !== undefined && Number(declared) > 0);
  if (!hasBody) return null;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return { status: 400, message: 'A body is not accepted here' };
  const type = String(headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!BODY_TYPES.includes(type)) return { status: 415, message: 'Unsupported Media Type' };
  const path = (url ?? '/').split('?')[0];
  const limit = bodyLimits(env).find(([prefix]) => path.startsWith(prefix))[1];
  // A chunked body has no declared length: route handlers count it as they read it
  // (lib/shared/security/body.ts) and server actions stop at Next's bodySizeLimit.
  if (declared !== undefined && !(Number(declared) <= limit)) return { status: 413, message: 'Payload Too Large' };
  return null;
}

let untrustedProxyWarned = false;

/**
 * A request came with X-Forwarded-For while TRUSTED_PROXY_HOPS=0: either a client wrote the header
 * itself, or a balancer sits in front that the portal does not trust, and then every visitor has the
 * balancer's address, sharing one per-address budget. Said once per process, in the log's JSON.
 */
function warnUntrustedProxy() {
  if (untrustedProxyWarned) return;
  untrustedProxyWarned = true;
  console.warn(
    JSON.stringify({
      level: 'warn',
      time: new Date().toISOString(),
      msg: 'request with X-Forwarded-For while TRUSTED_PROXY_HOPS=0: if a balancer or reverse proxy is in front, set TRUSTED_PROXY_HOPS to the number of proxies, or every visitor shares its address',
      scope: 'edge',
    }),
  );
}

/**
 * With no trusted proxy in front (TRUSTED_PROXY_HOPS=0), X-Forwarded-For and X-Real-IP are whatever
 * the client wrote: they are replaced by the socket's address, so per-address limits count real
 * clients. Behind proxies the header is kept; lib/shared/security/request.ts takes the entry the outermost
 * trusted proxy appended.
 */
export function normaliseForwarding(req, hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0) || 0, warn = warnUntrustedProxy) {
  if (hops > 0) return;
  if (req.headers['x-forwarded-for']) warn();
  delete req.headers['x-real-ip'];
  const address = req.socket?.remoteAddress;
  if (address) req.headers['x-forwarded-for'] = address;
  else delete req.headers['x-forwarded-for'];
}

/** Answers a refusal without reading the body; the connection closes so the rest is never read. */
export function refuse(res, refusal) {
  const body = JSON.stringify({ code: refusal.status, message: refusal.message });
  res.writeHead(refusal.status, {
    ...securityHeaders(),
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...(refusal.allow ? { allow: refusal.allow } : {}),
  });
  res.end(body);
}

/**
 * A body with no declared length (chunked) is counted as it arrives, below whoever reads it (Next's
 * server actions, pages, route handlers): past its path's limit the request is answered 413 at once,
 * the rest of the body is dropped unread (never buffered), and the connection closes once the answer
 * is out. Next reads a server action's body whole before checking its bodySizeLimit, so without this a
 * 100 MB chunked post to a page was read to the end. Node's parser hands every body chunk to
 * `req.push`, which is where the count sits: it works whether the reader streams or buffers.
 * Returns true when the request is watched (it has a chunked body).
 */
/** How long a refused chunked body is still read (and discarded) before its connection is cut. */
const LINGER_MS = 500;

export function limitChunkedBody(req, res, env = process.env) {
  if (req.headers['content-length'] !== undefined || !/chunked/i.test(req.headers['transfer-encoding'] ?? '')) return false;
  const path = (req.url ?? '/').split('?')[0];
  const limit = bodyLimits(env).find(([prefix]) => path.startsWith(prefix))[1];
  const push = req.push;
  let received = 0;
  let refused = false;
  req.push = function countedPush(chunk, encoding) {
    if (refused) return chunk === null ? push.call(this, chunk, encoding) : true;
    if (chunk !== null && chunk !== undefined) received += chunk.length;
    if (received <= limit) return push.call(this, chunk, encoding);
    refused = true;
    if (!res.headersSent) {
      const body = JSON.stringify({ code: 413, message: 'Payload Too Large' });
      // No `Connection: close`: Node would then end the connection itself as soon as the answer is
      // written, and the body still arriving would reset it before the client read the 413.
      res.writeHead(413, { ...securityHeaders(), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      // A lingering close, as nginx's: the rest of the body is discarded (never kept) for a moment
      // before the connection is cut, so the client reads the 413 first. Cutting at once would make
      // the kernel reset the connection, and a reset throws away the answer the client had not read yet.
      res.end(body, () => setTimeout(() => req.socket?.destroy(), LINGER_MS).unref());
    } else req.socket?.destroy();
    return true;
  };
  return true;
}

/**
 * A response that sets a cookie is never stored by a shared cache (ASVS 14.3.2 / 3.3): whatever
 * answered (a server action, next-auth, a page), its Cache-Control becomes `private, no-store` when
 * a Set-Cookie goes out with it. Node calls writeHead for every response, implicit ones included.
 */
export function privateWhenSettingCookies(res) {
  const writeHead = res.writeHead;
  res.writeHead = function guardedWriteHead(statusCode, ...rest) {
    const headers = rest.find((value) => value && typeof value === 'object');
    const setsCookie =
      res.hasHeader('set-cookie') ||
      (Array.isArray(headers) ? headers.some((entry, i) => i % 2 === 0 && String(entry).toLowerCase() === 'set-cookie') : headers && Object.keys(headers).some((key) => key.toLowerCase() === 'set-cookie'));
    if (setsCookie) {
      if (headers && !Array.isArray(headers)) {
        for (const key of Object.keys(headers)) if (key.toLowerCase() === 'cache-control') delete headers[key];
      }
      res.setHeader('cache-control', 'private, no-store');
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}
