import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { fetchNotFoundDocument, isNextErrorDocument, notFoundDocumentPath, serveNotFoundDocuments } from './not-found-document.mjs';

/**
 * The edge's side of "a page's notFound() is a real 404 page", over real HTTP: a stand-in for Next
 * answers like Next does (the error document of a page's notFound(), the whole document of an
 * unmatched address), and the server in front of it sends the latter in place of the former.
 */
const errorDocument = '<!DOCTYPE html><html id="__next_error__"><head><meta name="robots" content="noindex"/></head><body><script>self.__next_f.push([1,"not found"])</script></body></html>';
const notFoundDocument = (lang: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta name="robots" content="noindex"/></head><body><h1>404 ${lang}</h1></body></html>`;

/** Next's way of answering: headers set, then the head flushed and the body streamed in chunks. */
function stream(res: http.ServerResponse, status: number, html: string, gzip = false) {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=300');
  const body = gzip ? zlib.gzipSync(html) : Buffer.from(html);
  if (gzip) res.setHeader('content-encoding', 'gzip');
  res.flushHeaders();
  const half = Math.floor(body.length / 2);
  res.write(body.subarray(0, half));
  setTimeout(() => res.end(body.subarray(half)), 5);
}

function next(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '/';
  if (url.endsWith('/_not-found')) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-security-policy', "script-src 'nonce-replacement'");
    res.end(notFoundDocument(url.startsWith('/ko/') ? 'ko' : 'en'));
  } else if (url.includes('/unknown')) stream(res, 404, errorDocument, url.includes('gzip'));
  else if (url.includes('/real-404')) stream(res, 404, notFoundDocument('en'));
  else if (url.includes('/json')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"code":404}');
  } else stream(res, 200, '<!DOCTYPE html><html lang="en"><body>page</body></html>');
}

let server: http.Server;
let origin: string;
let fetched: string[];

beforeAll(async () => {
  fetched = [];
  server = http.createServer((req, res) => {
    void serveNotFoundDocuments(req, res, () => next(req, res), {
      prefixedLocales: ['ko'],
      fetchDocument: (path) => {
        fetched.push(path);
        return fetchNotFoundDocument(origin, path);
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  fetched = [];
});

it('sends the 404 document of an unmatched address in the language of the address instead of the error document', async () => {
  for (const [path, lang, document] of [
    ['/ko/support/noticeview/unknown', 'ko', '/ko/_not-found'],
    ['/support/noticeview/unknown', 'en', '/_not-found'],
    ['/kor/unknown', 'en', '/_not-found'],
  ]) {
    const response = await fetch(origin + path);
    expect(response.status).toBe(404);
    // The replacement's own headers: its scripts' nonce is in its policy; Next's caching of the error document is gone.
    expect(response.headers.get('content-security-policy')).toBe("script-src 'nonce-replacement'");
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.text()).toBe(notFoundDocument(lang));
    expect(fetched.pop()).toBe(document);
  }
});

it('reads a compressed error document', async () => {
  const response = await fetch(`${origin}/ko/unknown-gzip`);
  expect(response.status).toBe(404);
  expect(response.headers.get('content-encoding')).toBeNull();
  expect(await response.text()).toBe(notFoundDocument('ko'));
});

it('leaves every other answer as it was', async () => {
  const page = await fetch(`${origin}/ko/support/notice`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('s-maxage=300');
  expect(await page.text()).toContain('page');

  const real = await fetch(`${origin}/real-404`);
  expect(real.status).toBe(404);
  expect(real.headers.get('cache-control')).toBe('s-maxage=300');
  expect(await real.text()).toBe(notFoundDocument('en'));

  expect(await (await fetch(`${origin}/json`)).text()).toBe('{"code":404}');
  // A client navigation draws the not-found UI from the flight data; a HEAD has no document.
  expect(await (await fetch(`${origin}/ko/unknown`, { headers: { rsc: '1' } })).text()).toBe(errorDocument);
  expect((await fetch(`${origin}/ko/unknown`, { method: 'HEAD' })).status).toBe(404);
  expect(fetched).toEqual([]);
});

it('names the document path and recognises the error document', () => {
  expect(notFoundDocumentPath('/ko', ['ko'])).toBe('/ko/_not-found');
  expect(notFoundDocumentPath('/ko?x=1', ['ko'])).toBe('/ko/_not-found');
  expect(notFoundDocumentPath('/korea/x', ['ko'])).toBe('/_not-found');
  expect(notFoundDocumentPath(undefined, ['ko'])).toBe('/_not-found');
  expect(isNextErrorDocument(Buffer.from(errorDocument))).toBe(true);
  expect(isNextErrorDocument(zlib.brotliCompressSync(errorDocument), 'br')).toBe(true);
  expect(isNextErrorDocument(Buffer.from(notFoundDocument('ko')))).toBe(false);
  expect(isNextErrorDocument(Buffer.from('not gzip'), 'gzip')).toBe(false);
});
