import { expect, test } from '@playwright/test';

/**
 * Requirements 17 and 24 for paths that only look like the member API or a route handler: an
 * encoded slash (`/api%2Fsession`), an encoded letter (`/%61pi/session`), both encoded twice, or a
 * name that merely begins like one (`/apix`). None is a route: each answers a plain 404 (400 would
 * do), never a 500 and never the handler's data, and the 404 is no shared-cacheable page. Before the
 * fix the proxy skipped any path beginning with `api`, `upstream`, `healthz`, … (its matcher had no
 * segment boundary), so the locale page rendered these statically and Next stored one cache entry per
 * path (`s-maxage=60`, `x-nextjs-cache`; once a 500 "Page changed from static to dynamic"). Now an
 * encoded slash or backslash is a 404 at the edge (server/edge-security.mjs) and the proxy's matcher
 * skips whole segments only.
 */

const LOOKALIKES = [
  '/api%2Fsession',
  '/api%2fsession',
  '/%61pi/session',
  '/%61pi%2Fsession',
  '/api%252Fsession',
  '/%2561pi/session',
  '/ko/api%2Fsession',
  '/api%2F..%2Fsession',
  '/upstream%2Fmember%2Fmyinfo',
  '/upstream%252Fmember%252Fmyinfo',
  '/%75pstream/member/myinfo',
  '/healthz%2F',
  '/_next%2Fstatic',
  '/apix',
  '/upstreamx',
  '/healthzx',
];

test.describe('ASVS 8.3.1 / 13.4.2 (req. 17, 24): encoded look-alikes of route handlers', () => {
  for (const path of LOOKALIKES) {
    test(`GET ${path} answers 404 or 400, no data, not cached`, async ({ request, baseURL }) => {
      // Sent as typed: Playwright would not re-encode a path joined as text.
      const url = `${baseURL!.replace(/\/$/, '')}${path}`;
      for (const attempt of ['first', 'second']) {
        const response = await request.get(url, { maxRedirects: 0, failOnStatusCode: false });
        const what = `${attempt} GET ${path}`;
        expect([400, 404], `${what}: status`).toContain(response.status());
        const headers = response.headers();
        expect(headers['x-nextjs-cache'], `${what}: no page cache entry`).toBeUndefined();
        expect(headers['cache-control'] ?? '', `${what}: not for shared caches`).not.toMatch(/s-maxage|public/);
        const body = await response.text();
        expect(body, `${what}: none of the session handler's answer`).not.toMatch(/"loggedIn"|"ok":true/);
      }
    });
  }

  test('the real paths still answer: /api/session, /healthz', async ({ request }) => {
    const session = await request.get('/api/session');
    expect(session.status()).toBe(200);
    expect(await session.json()).toEqual({ ok: true, data: { loggedIn: false } });
    expect((await request.get('/healthz')).status()).toBe(200);
  });
});
