// The edge cache on Node's HTTP server (server/serve.mjs): answers a request from the store
// (./edge-cache.mjs) before Next.js sees it, or lets Next answer and keeps a copy of what it sent when
// the rules allow. Every answer of the portal passes here, so the cache's private headers never leave.
//
// x-cache on a request the cache may serve: HIT (stored, fresh), STALE (stored, past s-maxage, another
// request is fetching the new one), MISS (Next answered); BYPASS on a page request whose answer it must
// not keep (a session: served what a visitor stored, never stored) or serve (credentials). Age: seconds
// since Next rendered the page.
import { bypassReason, INTERNAL_HEADERS } from './edge-cache.mjs';
import { NEXT_CACHE_HEADER } from './next-internals.mjs';

/**
 * The middleware: `(req, res) => boolean`, true when the cache answered (the caller then stops).
 * Call it first, before anything else wraps `res`, so it sees the response exactly as sent.
 * @param {ReturnType<import('./edge-cache.mjs').createEdgeCache>} cache
 */
export function edgeCacheLayer(cache) {
  return function serveFromEdge(req, res) {
    const method = req.method ?? 'GET';
    if (!cache.enabled) {
      observe(res, {});
      return false;
    }
    const reason = bypassReason(method, req.url, req.headers);
    if (reason && reason !== 'session') {
      observe(res, { label: reason === 'authorization' ? 'BYPASS' : undefined });
      return false;
    }
    const found = cache.lookup(req.url, req.headers);
    if (found && found.state !== 'refresh') {
      reply(cache, req, res, found.entry, found.state === 'fresh' ? 'HIT' : 'STALE');
      return true;
    }
    // A member (issue 22) is served a public page a visitor's request stored: such a page is the same
    // for everyone (it never reads the session; what is the member's comes from islands). What Next
    // answers a member is never stored, so nothing a member caused can reach anyone else.
    if (reason === 'session') {
      observe(res, { label: 'BYPASS' });
      if (found) res.once('close', () => cache.refreshDone(found.key));
      return false;
    }
    // HEAD has no body to keep; its GET will store the page. The request's headers are copied now:
    // Next deletes the RSC ones from req.headers while it handles a request, and they choose the
    // variant the answer is stored under (a client navigation's payload must never become the document).
    const keep = method === 'GET' ? { cache, url: req.url, requestHeaders: { ...req.headers }, startedEpoch: cache.epoch } : undefined;
    observe(res, { label: 'MISS', keep });
    if (found) res.once('close', () => cache.refreshDone(found.key));
    return false;
  };
}

function reply(cache, req, res, entry, label) {
  const { encoding, body } = cache.body(entry, req.headers['accept-encoding']);
  const headers = { ...entry.headers, 'content-length': String(body.length), age: String(cache.age(entry)), 'x-cache': label };
  if (label === 'STALE' && headers[NEXT_CACHE_HEADER] !== undefined) headers[NEXT_CACHE_HEADER] = 'STALE';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Watches a response Next writes: takes the cache's private headers out, labels it, and when `keep` is
 * given copies the body and offers the finished response to the cache.
 */
/**
 * @param {import('node:http').ServerResponse} res
 * @param {{ label?: string, keep?: { cache: import('./edge-cache.mjs').EdgeCache, url: string, requestHeaders: import('node:http').IncomingHttpHeaders, startedEpoch: number } }} what
 */
function observe(res, { label, keep }) {
  const writeHead = res.writeHead;
  let chunks = keep ? [] : undefined;
  let size = 0;
  let status;
  let sent;
  res.writeHead = function observedWriteHead(statusCode, ...rest) {
    // Headers given to writeHead join those set before, so that getHeaders() below is the whole set.
    const reason = typeof rest[0] === 'string' ? rest.shift() : undefined;
    const given = rest[0];
    if (Array.isArray(given)) {
      for (let i = 0; i + 1 < given.length; i += 2) res.appendHeader(String(given[i]), given[i + 1]);
    } else if (given && typeof given === 'object') {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    }
    if (label) res.setHeader('x-cache', label);
    if (keep) {
      status = statusCode;
      sent = res.getHeaders();
    }
    for (const name of INTERNAL_HEADERS) res.removeHeader(name);
    return reason === undefined ? writeHead.call(this, statusCode) : writeHead.call(this, statusCode, reason);
  };
  if (!keep) return;

  // Next's compression (if the visitor accepts it) wraps write/end after this, so what arrives here
  // are the bytes on the wire; the cache decodes them once and encodes per visitor.
  const maxBytes = keep.cache.maxBytes;
  const copy = (chunk, encoding) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8')) : Buffer.from(chunk);
    size += buffer.length;
    if (size > maxBytes) chunks = undefined;
    else chunks.push(buffer);
  };
  const write = res.write;
  res.write = function copiedWrite(chunk, encoding, ...rest) {
    copy(chunk, encoding);
    return write.call(this, chunk, encoding, ...rest);
  };
  const end = res.end;
  res.end = function copiedEnd(chunk, encoding, ...rest) {
    copy(chunk, encoding);
    return end.call(this, chunk, encoding, ...rest);
  };
  // 'finish': the whole response went out; a response cut short ('close' alone) is never stored.
  res.once('finish', () => {
    if (!chunks || !sent) return;
    const { cache, url, requestHeaders, startedEpoch } = keep;
    cache
      .admit({ url, requestHeaders, status, headers: sent, body: Buffer.concat(chunks, size), startedEpoch })
      .catch((error) => console.error('[edge-cache] not stored:', error instanceof Error ? error.message : error));
    chunks = undefined;
  });
}
