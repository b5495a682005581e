import zlib from 'node:zlib';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { sessionCookieName } from '@/lib/portal/auth/cookie';
import {
  bypassReason,
  chooseEncoding,
  createEdgeCache,
  EDGE_RENDERED_AT_HEADER,
  EDGE_SHARED_LIFE_HEADER,
  EDGE_TAGS_HEADER,
  edgeCacheBytes,
  replayedHeaders,
  storableResponse,
  type EdgeCache,
} from './edge-cache.mjs';
import { until } from '@/tests/support/until';

/** The headers Next sends with a page from its ISR cache (as measured on `/` of this build), plus the handler's private stamp. */
const isrHeaders = (extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders => ({
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-abc'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'x-nextjs-cache': 'HIT',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  [EDGE_TAGS_HEADER]: '_N_T_/layout,_N_T_/[locale]/page,home',
  ...extra,
});

const page = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(50)}</body></html>`);

async function admit(cache: EdgeCache, url: string, body: Buffer, headers = isrHeaders(), requestHeaders: IncomingHttpHeaders = {}) {
  return cache.admit({ url, requestHeaders, status: 200, headers, body, startedEpoch: cache.epoch });
}

/** Waits until the background compression has attached an encoding. */
async function encoded(cache: EdgeCache, url: string, encoding: 'gzip' | 'br', headers: IncomingHttpHeaders = {}) {
  await until(() => Boolean(cache.lookup(url, headers)?.entry.bodies[encoding]), `a ${encoding} body for ${url}`);
  return cache.lookup(url, headers)!.entry;
}

describe('which requests the edge cache may answer', () => {
  it('answers anonymous GET and HEAD of pages, whatever other cookies they carry', () => {
    expect(bypassReason('GET', '/', {})).toBeNull();
    expect(bypassReason('HEAD', '/ko/support/noticeview/3', {})).toBeNull();
    expect(bypassReason('GET', '/', { cookie: 'remember_id=demo; next-auth.csrf-token=x' })).toBeNull();
  });

  it('never answers other methods, the member API, route handlers, the venue API, MyZone or Next files', () => {
    expect(bypassReason('POST', '/', {})).toBe('method');
    expect(bypassReason('OPTIONS', '/', {})).toBe('method');
    for (const url of ['/api/session', '/upstream/main/mainsummary', '/venue/rounds', '/membership/mysummary', '/ko/membership', '/_next/static/chunks/a.js'])
      expect(bypassReason('GET', url, {})).toBe('path');
    expect(bypassReason('GET', 'http://elsewhere/', {})).toBe('target');
    expect(bypassReason('GET', '/', { range: 'bytes=0-10' })).toBe('range');
  });

  it("never answers a request with the portal's session (either name), next-auth's (whole or chunked) or credentials", () => {
    for (const name of [sessionCookieName('http://localhost:3000'), sessionCookieName('https://portal.example')]) {
      expect(bypassReason('GET', '/', { cookie: `${name}=sealed` })).toBe('session');
      expect(bypassReason('GET', '/', { cookie: `a=1; ${name}=sealed` })).toBe('session');
    }
    for (const name of ['next-auth.session-token', '__Secure-next-auth.session-token', '__Secure-next-auth.session-token.0'])
      expect(bypassReason('GET', '/', { cookie: `${name}=jwt` })).toBe('session');
    expect(bypassReason('GET', '/', { authorization: 'Bearer t' })).toBe('authorization');
  });
});

describe('which responses it stores', () => {
  it("stores Next's ISR answers (HIT, MISS or REVALIDATED) for their s-maxage and stale-while-revalidate", () => {
    expect(storableResponse(200, isrHeaders())).toEqual({ sMaxAge: 60, staleWhileRevalidate: 31535940 });
    expect(storableResponse(200, isrHeaders({ 'x-nextjs-cache': 'MISS', 'cache-control': 's-maxage=31536000' }))).toEqual({ sMaxAge: 31536000, staleWhileRevalidate: 0 });
    expect(storableResponse(200, isrHeaders({ 'x-nextjs-cache': 'REVALIDATED', 'content-encoding': 'gzip' }))).not.toBeNull();
  });

  it.each<[string, number, OutgoingHttpHeaders]>([
    ['a 404', 404, {}],
    ['a redirect', 307, {}],
    ['an answer setting a cookie', 200, { 'set-cookie': ['clubhouse_session=x'] }],
    ['a page rendered per request', 200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a shared answer with no-cache', 200, { 'cache-control': 'public, s-maxage=60, no-cache' }],
    ['an answer for browsers only', 200, { 'cache-control': 'public, max-age=60' }],
    ['s-maxage=0', 200, { 'cache-control': 's-maxage=0' }],
    ["an answer that is not Next's cache's", 200, { 'x-nextjs-cache': undefined }],
    ['Vary: *', 200, { vary: '*' }],
    ['an encoding it cannot decode', 200, { 'content-encoding': 'zstd' }],
    ['a page asked for with junk or a search in its query (proxy.ts marks it)', 200, { 'x-edge-no-store': '1' }],
  ])('never stores %s', (_, status, extra) => {
    expect(storableResponse(status, isrHeaders(extra))).toBeNull();
  });

  it("replays Next's headers verbatim, never a cookie, a length, a date or its own private ones, and says it is cached", () => {
    const replayed = replayedHeaders(isrHeaders({ 'content-length': '10', date: 'x', connection: 'keep-alive', 'set-cookie': 'a=b', 'x-nextjs-cache': 'MISS', [EDGE_RENDERED_AT_HEADER]: '1' }));
    expect(replayed).toEqual({
      'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-abc'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'x-nextjs-cache': 'HIT',
      vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    });
    expect(replayedHeaders({ vary: 'rsc' }).vary).toBe('rsc, Accept-Encoding');
    expect(replayedHeaders({}).vary).toBe('Accept-Encoding');
  });
});

describe('shared routes (a route handler whose JSON is the same for every caller)', () => {
  const availability = '/api/booking/availability?shopno=3&day=2026-12-01&locale=en';
  /** The booking grid's answer as the route sends it: private for the browser, marked for the edge. */
  const sharedHeaders = (extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders => ({
    'cache-control': 'private, no-store',
    'content-type': 'application/json',
    [EDGE_SHARED_LIFE_HEADER]: '5',
    [EDGE_TAGS_HEADER]: 'booking-venue-3',
    ...extra,
  });

  it('answers a listed route with or without a session, never with credentials, and no other route', () => {
    expect(bypassReason('GET', availability, {})).toBeNull();
    expect(bypassReason('GET', availability, { cookie: `${sessionCookieName()}=sealed` })).toBeNull();
    expect(bypassReason('GET', availability, { authorization: 'Bearer t' })).toBe('authorization');
    expect(bypassReason('POST', availability, {})).toBe('method');
    expect(bypassReason('GET', '/api/booking/availability/../session', {})).toBe('path');
    expect(bypassReason('GET', '/api/session', { cookie: `${sessionCookieName()}=sealed` })).toBe('path');
  });

  it('stores a marked answer for the life it states, never stale, and never an unmarked, failed or cookie-setting one', () => {
    expect(storableResponse(200, sharedHeaders())).toEqual({ sMaxAge: 5, staleWhileRevalidate: 0 });
    expect(storableResponse(200, sharedHeaders({ [EDGE_SHARED_LIFE_HEADER]: undefined }))).toBeNull();
    expect(storableResponse(503, sharedHeaders())).toBeNull();
    expect(storableResponse(200, sharedHeaders({ 'set-cookie': 'a=b' }))).toBeNull();
    expect(storableResponse(200, sharedHeaders({ [EDGE_SHARED_LIFE_HEADER]: 'soon' }))).toBeNull();
  });

  it('replays it to a member, keeps its private Cache-Control and hides its marks, and drops it when its tag expires', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    await admit(cache, availability, Buffer.from('{"ok":true,"data":{"bays":[]}}'), sharedHeaders());
    const found = cache.lookup(availability, { cookie: `${sessionCookieName()}=sealed` });
    expect(found?.state).toBe('fresh');
    expect(found?.entry.headers['cache-control']).toBe('private, no-store');
    expect(found?.entry.headers[EDGE_SHARED_LIFE_HEADER]).toBeUndefined();
    expect(found?.entry.headers[EDGE_TAGS_HEADER]).toBeUndefined();
    cache.purgeTags(['booking-venue-4']);
    expect(cache.lookup(availability, {})?.state).toBe('fresh');
    cache.purgeTags(['booking-venue-3']);
    expect(cache.lookup(availability, {})).toBeUndefined();
  });
});

describe('keys', () => {
  it('keeps a document, its RSC payload and a prefetch apart by the headers Next varies on, and ignores Accept-Encoding', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    await admit(cache, '/', page('document'));
    await admit(cache, '/?_rsc=abc', Buffer.from('0:rsc'), isrHeaders({ 'content-type': 'text/x-component' }), { rsc: '1', 'next-router-state-tree': 'tree' });
    await admit(cache, '/?_rsc=abc', Buffer.from('0:prefetch'), isrHeaders({ 'content-type': 'text/x-component' }), { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': 'tree' });

    expect(cache.lookup('/', { 'accept-encoding': 'gzip' })?.entry.bodies.identity.toString()).toContain('document');
    expect(cache.lookup('/?', {})?.entry.bodies.identity.toString()).toContain('document');
    expect(cache.lookup('/?_rsc=abc', { rsc: '1', 'next-router-state-tree': 'tree' })?.entry.bodies.identity.toString()).toBe('0:rsc');
    expect(cache.lookup('/?_rsc=abc', { rsc: '1', 'next-router-prefetch': '1', 'next-router-state-tree': 'tree' })?.entry.bodies.identity.toString()).toBe('0:prefetch');
    // Another router state, or the RSC header on the document's URL: not what was stored.
    expect(cache.lookup('/?_rsc=abc', { rsc: '1', 'next-router-state-tree': 'other' })).toBeUndefined();
    expect(cache.lookup('/', { rsc: '1' })).toBeUndefined();
    expect(cache.lookup('/?page=2', {})).toBeUndefined();
  });

  it('drops the variants of a URL whose answers start varying on other headers', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    await admit(cache, '/', page('a'), isrHeaders({ vary: 'rsc' }));
    await admit(cache, '/', page('b'), isrHeaders({ vary: 'rsc, next-url' }), { 'next-url': '/x' });
    expect(cache.size).toBe(1);
    expect(cache.lookup('/', { 'next-url': '/x' })?.entry.bodies.identity.toString()).toContain('b');
  });
});

describe('encodings', () => {
  it('stores a gzipped answer decoded, then serves Brotli, gzip or identity as each visitor accepts', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    const html = page('한국어 text ');
    await admit(cache, '/', zlib.gzipSync(html), isrHeaders({ 'content-encoding': 'gzip' }));
    const entry = await encoded(cache, '/', 'br');
    await encoded(cache, '/', 'gzip');
    expect(zlib.brotliDecompressSync(cache.body(entry, 'gzip, deflate, br').body).equals(html)).toBe(true);
    expect(zlib.gunzipSync(cache.body(entry, 'gzip').body).equals(html)).toBe(true);
    expect(cache.body(entry, undefined)).toEqual({ encoding: 'identity', body: html });
  });

  it('keeps the identity body only until both compressed ones exist, and counts the bytes it gave back', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    const html = Buffer.from(page('x'.repeat(20_000)));
    await admit(cache, '/', html, isrHeaders());
    const before = cache.bytes;
    expect(before).toBeGreaterThan(html.length);
    const entry = await encoded(cache, '/', 'br');
    await encoded(cache, '/', 'gzip');
    await until(() => entry.bodies.identity === undefined, 'the identity body dropped');
    expect(cache.bytes).toBe(before - html.length + entry.bodies.br!.length + entry.bodies.gzip!.length);
    expect(cache.bytes).toBeLessThan(before / 10);
    expect(cache.body(entry, 'identity')).toEqual({ encoding: 'identity', body: html });
  });

  it('follows q-values and never picks what the visitor refused', () => {
    const both = { identity: 1, gzip: 1, br: 1 };
    expect(chooseEncoding('gzip, br', both)).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0', both)).toBe('identity');
    expect(chooseEncoding('br', { identity: 1, gzip: 1 })).toBe('identity');
    expect(chooseEncoding('', both)).toBe('identity');
  });

  it('does not compress what does not compress', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    await admit(cache, '/logo', Buffer.alloc(1000, 7), isrHeaders({ 'content-type': 'image/png' }));
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(Object.keys(cache.lookup('/logo', {})!.entry.bodies)).toEqual(['identity']);
  });
});

describe('freshness', () => {
  it('is fresh for s-maxage from when Next rendered the page, then stale: one request refreshes, the others get the stale copy, then it is gone', async () => {
    let time = 1_000_000;
    const cache = createEdgeCache({ maxBytes: 10_000_000, now: () => time });
    await admit(cache, '/', page('x'), isrHeaders({ 'cache-control': 's-maxage=60, stale-while-revalidate=30', [EDGE_RENDERED_AT_HEADER]: String(time - 10_000) }));
    const entry = cache.lookup('/', {})!.entry;
    expect(cache.age(entry)).toBe(10);
    time += 49_999;
    expect(cache.lookup('/', {})?.state).toBe('fresh');
    time += 1;
    const refresh = cache.lookup('/', {});
    expect(refresh?.state).toBe('refresh');
    expect(cache.lookup('/', {})?.state).toBe('stale');
    cache.refreshDone(refresh!.key);
    // Next answered, but not with a page fresh here (it is regenerating): at most one request a second asks again.
    expect(cache.lookup('/', {})?.state).toBe('stale');
    time += 1_000;
    expect(cache.lookup('/', {})?.state).toBe('refresh');
    time += 29_000;
    expect(cache.lookup('/', {})).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps Next's stale copy (Next is regenerating the page) as stale: one request at a time asks Next again, the others get it", async () => {
    let time = 9_000_000;
    const cache = createEdgeCache({ maxBytes: 10_000_000, now: () => time });
    // A build-time page, rendered long before, and one whose render time is unknown.
    await admit(cache, '/', page('old'), isrHeaders({ 'x-nextjs-cache': 'STALE', [EDGE_RENDERED_AT_HEADER]: String(time - 3_600_000) }));
    await admit(cache, '/ko', page('old'), isrHeaders({ 'x-nextjs-cache': 'STALE', [EDGE_RENDERED_AT_HEADER]: undefined }));
    for (const url of ['/', '/ko']) {
      const refresh = cache.lookup(url, {});
      expect(refresh?.state).toBe('refresh');
      expect(cache.lookup(url, {})?.state).toBe('stale');
      // The refreshing request gets Next's stale copy again: it replaces the entry, still stale and claimed.
      await admit(cache, url, page('old'), isrHeaders({ 'x-nextjs-cache': 'STALE', [EDGE_RENDERED_AT_HEADER]: String(time - 3_600_000) }));
      cache.refreshDone(refresh!.key);
      expect(cache.lookup(url, {})?.state).toBe('stale');
    }
    // Next's new page replaces it and is fresh for its s-maxage.
    await admit(cache, '/', page('new'), isrHeaders({ 'x-nextjs-cache': 'HIT', [EDGE_RENDERED_AT_HEADER]: String(time) }));
    time += 1_000;
    expect(cache.lookup('/', {})).toMatchObject({ state: 'fresh', entry: { bodies: { identity: page('new') } } });
  });

  it('does not store a page already past its life, and trusts no render time from the future', async () => {
    const time = 5_000_000;
    const cache = createEdgeCache({ maxBytes: 10_000_000, now: () => time });
    expect(await admit(cache, '/old', page('x'), isrHeaders({ 'cache-control': 's-maxage=60', [EDGE_RENDERED_AT_HEADER]: String(time - 61_000) }))).toBeUndefined();
    const future = await admit(cache, '/future', page('x'), isrHeaders({ [EDGE_RENDERED_AT_HEADER]: String(time + 3_600_000) }));
    expect(future?.renderedAt).toBe(time);
  });
});

describe('purges', () => {
  it("drops the entries showing an expired tag and those whose tags it does not know, and keeps the others", async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    await admit(cache, '/', page('home'), isrHeaders({ [EDGE_TAGS_HEADER]: '_N_T_/layout,home' }));
    await admit(cache, '/tournament/tournamentscheduleview/7', page('t7'), isrHeaders({ [EDGE_TAGS_HEADER]: '_N_T_/layout,tournament-7' }));
    await admit(cache, '/privacy', page('privacy'), isrHeaders({ [EDGE_TAGS_HEADER]: '_N_T_/layout,_N_T_/[locale]/privacy/page' }));
    await admit(cache, '/untagged', page('u'), isrHeaders({ [EDGE_TAGS_HEADER]: undefined }));
    cache.purgeTags(['tournament-7', 'home', 'sitemap']);
    expect(cache.lookup('/', {})).toBeUndefined();
    expect(cache.lookup('/tournament/tournamentscheduleview/7', {})).toBeUndefined();
    expect(cache.lookup('/untagged', {})).toBeUndefined();
    expect(cache.lookup('/privacy', {})?.state).toBe('fresh');
    cache.purgeTags('_N_T_/layout');
    expect(cache.size).toBe(0);
  });

  it('does not store a response whose request began before a purge (it may show the data from before the change)', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    const startedEpoch = cache.epoch;
    cache.purgeTags(['home']);
    expect(await cache.admit({ url: '/', requestHeaders: {}, status: 200, headers: isrHeaders(), body: page('old'), startedEpoch })).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores a response when the purges since its request began touched none of its tags, and not after too many to know', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    const answer = (startedEpoch: number) => cache.admit({ url: '/', requestHeaders: {}, status: 200, headers: isrHeaders(), body: page('x'), startedEpoch });
    let startedEpoch = cache.epoch;
    cache.purgeTags(['tournament-7', 'member-3']);
    expect(await answer(startedEpoch)).toBeDefined();

    startedEpoch = cache.epoch;
    cache.purgeTags(['member-3']);
    cache.purgeAll();
    expect(await answer(startedEpoch)).toBeUndefined();

    startedEpoch = cache.epoch;
    for (let i = 0; i < 1001; i++) cache.purgeTags([`member-${i}`]);
    expect(await answer(startedEpoch)).toBeUndefined();
    // An untagged answer cannot tell what a purge touched.
    startedEpoch = cache.epoch;
    cache.purgeTags(['member-3']);
    expect(await cache.admit({ url: '/x', requestHeaders: {}, status: 200, headers: isrHeaders({ [EDGE_TAGS_HEADER]: undefined as unknown as string }), body: page('x'), startedEpoch })).toBeUndefined();
  });

  it('serves and stores nothing while suspended, and starts empty when resumed', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000_000 });
    await admit(cache, '/', page('x'));
    cache.suspend();
    expect(cache.lookup('/', {})).toBeUndefined();
    expect(await admit(cache, '/', page('x'))).toBeUndefined();
    cache.resume();
    expect(cache.size).toBe(0);
    expect(await admit(cache, '/', page('x'))).toBeDefined();
  });
});

describe('memory bound', () => {
  it('evicts the least recently used pages to stay within its bytes, bodies of every encoding counted', async () => {
    const cache = createEdgeCache({ maxBytes: 20_000 });
    const body = () => Buffer.alloc(4_000, 'a');
    const binary = { 'content-type': 'application/octet-stream' };
    for (const url of ['/a', '/b', '/c', '/d']) await admit(cache, url, body(), isrHeaders(binary));
    expect(cache.size).toBe(4);
    cache.lookup('/a', {}); // now the most recently used
    await admit(cache, '/e', body(), isrHeaders(binary));
    expect(cache.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.lookup('/b', {})).toBeUndefined();
    expect(cache.lookup('/a', {})).toBeDefined();
    expect(cache.stats.evicted).toBeGreaterThan(0);

    // Compressed bodies count too, and still stay within the bound.
    const text = createEdgeCache({ maxBytes: 30_000 });
    for (const url of ['/1', '/2', '/3', '/4']) await admit(text, url, page(`${url} `.repeat(30)));
    await encoded(text, '/4', 'gzip');
    expect(text.bytes).toBeLessThanOrEqual(30_000);
  });

  it('keeps no page bigger than a quarter of the cache, and stores nothing when off', async () => {
    const cache = createEdgeCache({ maxBytes: 10_000 });
    expect(await admit(cache, '/big', Buffer.alloc(2_600, 'a'))).toBeUndefined();
    const off = createEdgeCache({ maxBytes: 0 });
    expect(off.enabled).toBe(false);
    expect(await admit(off, '/', page('x'))).toBeUndefined();
  });

  it('reads EDGE_CACHE_MB: 64 MiB by default, 0 for off, a clear error for nonsense', () => {
    expect(edgeCacheBytes({})).toBe(64 * 1024 * 1024);
    expect(edgeCacheBytes({ EDGE_CACHE_MB: '0' })).toBe(0);
    expect(edgeCacheBytes({ EDGE_CACHE_MB: '1.5' })).toBe(1.5 * 1024 * 1024);
    expect(() => edgeCacheBytes({ EDGE_CACHE_MB: 'lots' })).toThrow(/EDGE_CACHE_MB/);
    expect(() => edgeCacheBytes({ EDGE_CACHE_MB: '-1' })).toThrow(/EDGE_CACHE_MB/);
  });
});
