import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { privateWhenSettingCookies } from '@/server/edge-security.mjs';
import { createEdgeCache, EDGE_RENDERED_AT_HEADER, EDGE_TAGS_HEADER, type EdgeCache } from './edge-cache.mjs';
import { edgeCacheLayer } from './edge-http.mjs';
import { createAdmission } from './admission.mjs';
import { until } from '@/tests/support/until';

// The layer over real loopback HTTP, in front of a stand-in for Next's handler that answers with the
// headers Next's ISR sends (measured on this build): what is tested is the capture and the replay on
// Node's server, which works the same whatever handler is behind. The real server (server/serve.mjs
// with Next) is tested by tests/e2e/edge-cache.spec.ts and scripts/shared-cache-test.mjs.

type Page = { body: string; headers?: Record<string, string | string[]>; status?: number };
type Pages = Record<string, () => Page | Promise<Page>>;

async function serve(cache: EdgeCache, pages: Pages) {
  const calls: string[] = [];
  const serveFromEdge = edgeCacheLayer(cache);
  const server = http.createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (serveFromEdge(req, res)) return;
    privateWhenSettingCookies(res);
    calls.push(`${req.method} ${req.url}`);
    const page = (await pages[(req.url ?? '/').split('?')[0]]?.()) ?? { status: 404, body: 'not found', headers: { 'cache-control': 'private, no-store' } };
    const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
    // As Next does: headers first, then the body in chunks, gzipped when the visitor accepts it.
    for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value);
    res.statusCode = page.status ?? 200;
    const body = gzip ? zlib.gzipSync(page.body) : Buffer.from(page.body);
    if (gzip) res.setHeader('content-encoding', 'gzip');
    if (req.method === 'HEAD') return res.end();
    res.write(body.subarray(0, 10));
    res.end(body.subarray(10));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

const isr = (extra: Record<string, string | string[]> = {}) => ({
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-abc'",
  'x-frame-options': 'DENY',
  'x-nextjs-cache': 'HIT',
  vary: 'rsc, next-router-state-tree, next-router-prefetch',
  [EDGE_TAGS_HEADER]: '_N_T_/layout,home',
  [EDGE_RENDERED_AT_HEADER]: String(Date.now()),
  ...extra,
});

/** The cache stores after the response has finished: wait for it. */
async function stored(cache: EdgeCache, count: number) {
  await until(() => cache.size >= count, `${count} stored answers`);
  expect(cache.size).toBe(count);
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

describe('the edge cache in front of a Node handler', () => {
  it('answers a page from memory after Next answered it once, with the same body and headers, an Age, and no private header', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    let version = 1;
    const app = await serve(cache, { '/': () => ({ body: `<p>home v${version}</p>`.repeat(100), headers: isr() }) });
    try {
      const first = await get(`${app.base}/`);
      expect(first.headers.get('x-cache')).toBe('MISS');
      expect(first.headers.get(EDGE_TAGS_HEADER)).toBeNull();
      expect(first.headers.get(EDGE_RENDERED_AT_HEADER)).toBeNull();
      const firstBody = await first.text();
      await stored(cache, 1);

      const second = await get(`${app.base}/`);
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(await second.text()).toBe(firstBody);
      expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
      expect(second.headers.get('x-frame-options')).toBe('DENY');
      expect(second.headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate=31535940');
      expect(second.headers.get('age')).toMatch(/^\d+$/);
      expect(second.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(second.headers.get('set-cookie')).toBeNull();
      expect(second.headers.get(EDGE_TAGS_HEADER)).toBeNull();
      expect(app.calls).toEqual(['GET /']);

      // HEAD comes from GET's entry, without a body.
      const head = await fetch(`${app.base}/`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
      expect(head.headers.get('x-cache')).toBe('HIT');
      expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(firstBody));

      // A purge of one of its tags: Next is asked again, and its new answer is kept.
      version = 2;
      cache.purgeTags(['home']);
      const third = await get(`${app.base}/`);
      expect(third.headers.get('x-cache')).toBe('MISS');
      expect(await third.text()).toContain('home v2');
      await stored(cache, 1);
      expect(await (await get(`${app.base}/`)).text()).toContain('home v2');
      expect(app.calls).toEqual(['GET /', 'GET /']);
    } finally {
      await app.close();
    }
  });

  it("keeps Next's gzip answer and serves each visitor the encoding they accept", async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    const html = '<p>한국어 and English</p>'.repeat(200);
    const app = await serve(cache, { '/ko': () => ({ body: html, headers: isr() }) });
    try {
      const first = await get(`${app.base}/ko`, { 'accept-encoding': 'gzip' });
      expect(await first.text()).toBe(html);
      await stored(cache, 1);
      const identity = await get(`${app.base}/ko`, { 'accept-encoding': 'identity' });
      expect(identity.headers.get('x-cache')).toBe('HIT');
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(await identity.text()).toBe(html);
      // Compression runs in the background: wait until the Brotli copy is there.
      let brotli: Response | undefined;
      for (let i = 0; i < 200; i++) {
        brotli = await get(`${app.base}/ko`, { 'accept-encoding': 'gzip, br' });
        if (brotli.headers.get('content-encoding') === 'br') break;
        await brotli.arrayBuffer();
      }
      expect(brotli!.headers.get('content-encoding')).toBe('br');
      expect(await brotli!.text()).toBe(html); // fetch decodes it
      expect(app.calls).toEqual(['GET /ko']);
    } finally {
      await app.close();
    }
  });

  it('serves a member what a visitor stored but never keeps what a member got, and keeps nothing that sets a cookie or is private', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    const app = await serve(cache, {
      '/': () => ({ body: 'home', headers: isr() }),
      '/login': () => ({ body: 'login', headers: isr({ 'set-cookie': 'clubhouse_session=sealed; HttpOnly' }) }),
      '/tournament/tournamentschedule': () => ({ body: 'list', headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }),
    });
    try {
      const member = await get(`${app.base}/`, { cookie: 'clubhouse_session=sealed' });
      expect(member.headers.get('x-cache')).toBe('BYPASS');
      expect(member.headers.get(EDGE_TAGS_HEADER)).toBeNull();
      await member.text();
      const login = await get(`${app.base}/login`);
      expect(login.headers.get('cache-control')).toBe('private, no-store');
      await login.text();
      await (await get(`${app.base}/tournament/tournamentschedule`)).text();
      await (await get(`${app.base}/missing`)).text();
      // Twice each: nothing was stored, so Next answered every one.
      await (await get(`${app.base}/login`)).text();
      await (await get(`${app.base}/tournament/tournamentschedule`)).text();
      expect(cache.size).toBe(0);
      expect(app.calls).toEqual(['GET /', 'GET /login', 'GET /tournament/tournamentschedule', 'GET /missing', 'GET /login', 'GET /tournament/tournamentschedule']);
      // The visitor's first request now stores the page; a member is served that same page (public
      // pages never read the session), and Next is not asked again.
      await (await get(`${app.base}/`)).text();
      await stored(cache, 1);
      const served = await get(`${app.base}/`, { cookie: 'a=1; clubhouse_session=sealed' });
      expect(served.headers.get('x-cache')).toBe('HIT');
      expect(await served.text()).toBe('home');
      expect(app.calls.filter((call) => call === 'GET /')).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('past s-maxage, one request asks Next again while the others get the stale copy', async () => {
    let time = Date.now();
    const cache = createEdgeCache({ maxBytes: 10_000_000, now: () => time });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let version = 1;
    const app = await serve(cache, {
      '/': async () => {
        // Next's answer to the refreshing request is held until the stale copy has been served.
        if (version === 2) await held;
        return { body: `v${version}`, headers: isr({ [EDGE_RENDERED_AT_HEADER]: String(time) }) };
      },
    });
    const server = app;
    try {
      await (await get(`${server.base}/`)).text();
      await stored(cache, 1);
      time += 61_000;
      version = 2;
      const refreshing = (async () => {
        const response = await get(`${server.base}/`);
        return { label: response.headers.get('x-cache'), body: await response.text() };
      })();
      await until(() => server.calls.length >= 2, 'the refreshing request to reach the server');
      const stale = await get(`${server.base}/`);
      expect(stale.headers.get('x-cache')).toBe('STALE');
      expect(stale.headers.get('x-nextjs-cache')).toBe('STALE');
      expect(await stale.text()).toBe('v1');
      expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(61);
      release();
      expect(await refreshing).toEqual({ label: 'MISS', body: 'v2' });
      await until(() => cache.stats.stored >= 2, 'the refreshed answer to be stored');
      const fresh = await get(`${server.base}/`);
      expect(fresh.headers.get('x-cache')).toBe('HIT');
      expect(await fresh.text()).toBe('v2');
      expect(server.calls).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('answers a refresh that a busy server refuses with the stale copy, never a 503, and does not store it again', async () => {
    let time = Date.now();
    const cache = createEdgeCache({ maxBytes: 10_000_000, now: () => time });
    // No place at all: every request that reaches admission is refused.
    const admission = createAdmission({ maxInFlight: 1, maxQueued: 0, maxWaitMs: 0 });
    const serveFromEdge = edgeCacheLayer(cache);
    let rendered = 0;
    let hold = false;
    const server = http.createServer((req, res) => {
      if (serveFromEdge(req, res)) return;
      admission.admit(req, res, () => {
        rendered++;
        const answer = () => {
          for (const [name, value] of Object.entries(isr({ [EDGE_RENDERED_AT_HEADER]: String(time) }))) res.setHeader(name, value);
          res.end(`v${rendered}`);
        };
        if (hold) setTimeout(answer, 300);
        else answer();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await (await get(`${base}/`)).text();
      await stored(cache, 1);
      // Another page's render holds the one place.
      hold = true;
      const busy = get(`${base}/other`);
      await until(() => admission.stats().inFlight === 1, 'the place to be taken');
      time += 61_000;
      const refused = await get(`${base}/`);
      expect(refused.status).toBe(200);
      expect(refused.headers.get('x-cache')).toBe('STALE');
      expect(await refused.text()).toBe('v1');
      expect(admission.stats()).toMatchObject({ shed: 1, servedStale: 1 });
      await (await busy).text();
      // The stale copy was not stored as a new one: the next request asks Next again.
      hold = false;
      time += 2_000;
      const next = await get(`${base}/`);
      expect(next.headers.get('x-cache')).toBe('MISS');
      expect(await next.text()).toBe('v3');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("keeps a client navigation's RSC payload apart from the document, though Next deletes the RSC headers from the request while it answers", async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    const calls: string[] = [];
    const serveFromEdge = edgeCacheLayer(cache);
    const server = http.createServer((req, res) => {
      if (serveFromEdge(req, res)) return;
      const rsc = req.headers.rsc === '1';
      calls.push(rsc ? 'rsc' : 'document');
      // As Next's router does before rendering (it strips the flight headers from the request).
      delete req.headers.rsc;
      delete req.headers['next-router-state-tree'];
      for (const [name, value] of Object.entries(isr({ 'content-type': rsc ? 'text/x-component' : 'text/html; charset=utf-8' }))) res.setHeader(name, value);
      res.end(rsc ? '0:payload' : '<html>document</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const rscHeaders = { rsc: '1', 'next-router-state-tree': 'tree' };
      expect(await (await get(`${base}/terms_of_use?_rsc=abc`, rscHeaders)).text()).toBe('0:payload');
      await stored(cache, 1);
      const documentAnswer = await get(`${base}/terms_of_use?_rsc=abc`);
      expect(documentAnswer.headers.get('x-cache')).toBe('MISS');
      expect(await documentAnswer.text()).toBe('<html>document</html>');
      await stored(cache, 2);
      const again = await get(`${base}/terms_of_use?_rsc=abc`, rscHeaders);
      expect(again.headers.get('x-cache')).toBe('HIT');
      expect(await again.text()).toBe('0:payload');
      expect(await (await get(`${base}/terms_of_use?_rsc=abc`)).text()).toBe('<html>document</html>');
      expect(calls).toEqual(['rsc', 'document']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('with the cache off (EDGE_CACHE_MB=0) it only takes the private headers out', async () => {
    const cache = createEdgeCache({ maxBytes: 0 });
    const app = await serve(cache, { '/': () => ({ body: 'home', headers: isr() }) });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await get(`${app.base}/`);
        expect(response.headers.get('x-cache')).toBeNull();
        expect(response.headers.get(EDGE_TAGS_HEADER)).toBeNull();
        await response.text();
      }
      expect(app.calls).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
