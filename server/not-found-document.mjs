// A page's own notFound() (an unknown tournament, notice, venue ...) answers 404 with the 404 page in
// the server's HTML, in the address's language, like an address no route matches.
//
// Next.js 16 cannot do that itself: when a page throws notFound(), the HTML renderer (React's streaming
// SSR, which runs no error boundaries) fails at the shell, and Next answers with its empty error
// document, `<html id="__next_error__">`, the not-found UI only in the inlined flight data for the
// browser to draw (vercel/next.js#62228; the fixes, #98455 and #98583, are not merged). Crawlers and a
// browser without JavaScript get a blank page without `lang`. An address that matches no route is fine:
// Next renders app/global-not-found.tsx for it, a whole document in the server's HTML.
//
// So server/serve.mjs runs Next's handler inside serveNotFoundDocuments: a document request (GET,
// not a client navigation's RSC request) that Next answers 404 with its error document is answered
// instead with Next's own answer for an unmatched address in the same language, `/ko/_not-found` or
// `/_not-found` (a folder named with `_` is private in the App Router: no route can ever match it),
// fetched from this same server. Every other answer passes untouched; a 404 document is held until
// complete (they are small) so that its first bytes can be read. Client navigations keep Next's
// behaviour: the router draws app/[locale]/not-found.tsx from the flight data.
//
// Plain JavaScript, loaded by the server script without a build.
import zlib from 'node:zlib';

/** Marks the internal request for the replacement, which must never be replaced in turn. */
export const NOT_FOUND_DOCUMENT_HEADER = 'x-clubhouse-not-found-document';

/** The address of the unmatched-address 404 document in the language of `url` (a request's path). */
export function notFoundDocumentPath(url, prefixedLocales) {
  const first = /^\/([^/?#]+)/.exec(url ?? '/')?.[1];
  return first && prefixedLocales.includes(first) ? `/${first}/_not-found` : '/_not-found';
}

/** Whether `body` (as sent, with its content-encoding) is Next's empty error document. */
export function isNextErrorDocument(body, contentEncoding) {
  let html;
  try {
    const encoding = String(contentEncoding ?? '').trim().toLowerCase();
    html = encoding === 'gzip' ? zlib.gunzipSync(body) : encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'deflate' ? zlib.inflateSync(body) : body;
  } catch {
    return false;
  }
  // Its opening tag comes within the first bytes, after the doctype.
  return html.subarray(0, 512).toString('latin1').includes('<html id="__next_error__"');
}

// Hop-by-hop and length headers of the replacement are the server's own business.
const NOT_COPIED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date']);

/**
 * Fetches the 404 document for `path` from `origin` (this server), uncompressed.
 * @returns {Promise<{ status: number, headers: [string, string][], body: Buffer }>}
 */
export async function fetchNotFoundDocument(origin, path) {
  const response = await fetch(new URL(path, origin), {
    headers: { [NOT_FOUND_DOCUMENT_HEADER]: '1', 'accept-encoding': 'identity', accept: 'text/html' },
    redirect: 'follow',
    signal: AbortSignal.timeout(10_000),
  });
  const body = Buffer.from(await response.arrayBuffer());
  /** @type {[string, string][]} */
  const headers = [];
  // getSetCookie keeps several Set-Cookie lines apart (none is expected on a 404 document).
  for (const [name, value] of response.headers) if (!NOT_COPIED.has(name) && name !== 'set-cookie') headers.push([name, value]);
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return { status: response.status, headers, body };
}

function isDocumentRequest(req) {
  return req.method === 'GET' && req.headers.rsc === undefined && req.headers[NOT_FOUND_DOCUMENT_HEADER] === undefined;
}

function isHtml(res, given) {
  let type = res.getHeader('content-type');
  if (given && typeof given === 'object' && !Array.isArray(given)) {
    for (const [name, value] of Object.entries(given)) if (name.toLowerCase() === 'content-type') type = value;
  }
  return String(type ?? '').includes('text/html');
}

/**
 * Runs `handle` (Next's handler for `req`) so that a 404 answered with Next's empty error document goes
 * out as the 404 document of an unmatched address in the same language (see above).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => unknown} handle
 * @param {{ prefixedLocales: string[], fetchDocument: (path: string) => Promise<{ status: number, headers: [string, string][], body: Buffer }> }} options
 */
export function serveNotFoundDocuments(req, res, handle, { prefixedLocales, fetchDocument }) {
  if (!isDocumentRequest(req)) return handle();
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const flushHeaders = res.flushHeaders;
  // Until the head: undecided. Then 'pass' (the wrappers stay, as pass-throughs: Next's compression
  // keeps references to them) or 'hold' (a 404 document, kept until its end).
  let mode = 'undecided';
  /** @type {{ args: unknown[], chunks: Buffer[] }} */
  const held = { args: [], chunks: [] };

  const hold = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    held.chunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8')) : Buffer.from(chunk));
  };
  const sendAsHeld = () => {
    writeHead.apply(res, held.args);
    for (const chunk of held.chunks) write.call(res, chunk);
    end.call(res);
  };
  const sendReplacement = async () => {
    let replacement;
    try {
      replacement = await fetchDocument(notFoundDocumentPath(req.url, prefixedLocales));
    } catch (error) {
      console.error('[serve] 404 document not fetched:', error instanceof Error ? error.message : error);
    }
    if (!replacement || replacement.status !== 404 || isNextErrorDocument(replacement.body)) {
      sendAsHeld();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const headers = {};
    for (const [name, value] of replacement.headers) headers[name] = name in headers ? [].concat(headers[name], value) : value;
    headers['content-length'] = String(replacement.body.length);
    writeHead.call(res, 404, headers);
    end.call(res, replacement.body);
  };
  const decide = (statusCode, given) => {
    if (mode === 'undecided') mode = statusCode === 404 && !res.headersSent && isHtml(res, given) ? 'hold' : 'pass';
    return mode;
  };

  res.writeHead = function writeHeadHoldingNotFound(statusCode, ...rest) {
    if (mode === 'pass' || decide(statusCode, rest.find((value) => value && typeof value === 'object')) === 'pass') return writeHead.call(this, statusCode, ...rest);
    held.args = [statusCode, ...rest];
    return this;
  };
  // Next flushes the head before its first chunk: nothing to flush while a 404 document is held.
  res.flushHeaders = function flushHeadersUnlessHolding() {
    if (mode === 'undecided' && !res.headersSent) res.writeHead(res.statusCode);
    if (mode !== 'hold') flushHeaders.call(this);
  };
  res.write = /** @type {typeof res.write} */ (function writeHolding(chunk, encoding, callback) {
    // The first write writes the head implicitly: through writeHead above, which decides.
    if (mode === 'undecided' && !res.headersSent) res.writeHead(res.statusCode);
    if (mode !== 'hold') return write.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  });;
  res.end = /** @type {typeof res.end} */ (function endHolding(chunk, encoding, callback) {
    if (mode === 'undecided' && !res.headersSent) res.writeHead(res.statusCode);
    if (mode !== 'hold') return end.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    if (done) res.once('finish', done);
    // Whatever comes after this end (nothing should) goes straight through.
    mode = 'pass';
    const body = Buffer.concat(held.chunks);
    if (isNextErrorDocument(body, res.getHeader('content-encoding'))) void sendReplacement();
    else sendAsHeld();
    return this;
  });;
  return handle();
}
