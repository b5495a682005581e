import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { EDGE_MEMBER } from './support/members';

/**
 * The edge cache in the portal's own server (server/edge-cache.mjs in server/serve.mjs), against
 * the production build: what it answers, with which headers, to whom, and when it lets go of a page.
 * Each test uses a fresh request context: no cookie from another test makes a request a member's.
 */
let anonymous: APIRequestContext;
test.beforeEach(async ({ baseURL }) => {
  anonymous = await playwrightRequest.newContext({ baseURL });
});
test.afterEach(async () => {
  await anonymous.dispose();
});

/**
 * Asks until the edge cache answers the page (it keeps a page once Next's answer has finished, and not
 * Next's stale copy of a page it is regenerating). Also gives Next's last answer before: the one kept.
 */
async function fromEdge(path: string, headers: Record<string, string> = {}): Promise<APIResponse & { stored?: { headers: Record<string, string>; body: string } }> {
  let response!: APIResponse;
  let stored: { headers: Record<string, string>; body: string } | undefined;
  await expect
    .poll(async () => {
      response = await anonymous.get(path, { headers });
      const label = response.headers()['x-cache'];
      if (label === 'MISS') stored = { headers: response.headers(), body: await response.text() };
      return label;
    })
    .toBe('HIT');
  return Object.assign(response, { stored });
}

test.describe('edge cache', () => {
  for (const path of ['/', '/ko/privacy', '/tournament/tournamentscheduleview/1']) {
    test(`${path} is answered from memory with the same body and headers Next sent, never a cookie or a private header`, async () => {
      // A query of its own: the edge keys by the whole address, so no earlier spec's visit has stored
      // this one and its first answer is Next's (the page itself ignores the query).
      const hit = await fromEdge(`${path}?edge-spec=${Date.now()}`);
      expect(hit.status()).toBe(200);
      expect(hit.stored, 'the first request is answered by Next').toBeDefined();
      const [a, b] = [hit.stored!.headers, hit.headers()];
      expect(await hit.text()).toBe(hit.stored!.body);
      // The page's own hash-based policy and every security header, verbatim.
      for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'cache-control', 'content-type'])
        expect(b[name], name).toBe(a[name]);
      expect(b['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
      expect(b['content-security-policy']).not.toContain('nonce-');
      expect(b['cache-control']).toMatch(/s-maxage=\d+/);
      expect(b['age']).toMatch(/^\d+$/);
      expect(b['vary']).toMatch(/Accept-Encoding/i);
      for (const headers of [a, b]) {
        expect(headers['set-cookie']).toBeUndefined();
        expect(Object.keys(headers).filter((name) => name.startsWith('x-edge-'))).toEqual([]);
      }
    });
  }

  test('each visitor gets the encoding they accept, each decoding to the same page', async () => {
    const identity = await fromEdge('/ko', { 'accept-encoding': 'identity' });
    const html = await identity.text();
    expect(identity.headers()['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      // Compression runs once per page, in the background: asked until that encoding is there.
      let response!: APIResponse;
      await expect
        .poll(async () => {
          response = await anonymous.get('/ko', { headers: { 'accept-encoding': encoding } });
          return response.headers()['content-encoding'];
        })
        .toBe(encoding);
      expect(response.headers()['x-cache']).toBe('HIT');
      expect(await response.text()).toBe(html);
    }
  });

  test("a client navigation's RSC payload and the document are kept apart", async () => {
    const rscHeaders = { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])) };
    // Next checks _rsc against a hash of those headers and redirects to the right one.
    const redirect = await anonymous.get('/terms_of_use?_rsc=edge', { headers: rscHeaders, maxRedirects: 0 });
    const target = redirect.status() === 307 ? redirect.headers()['location'] : '/terms_of_use?_rsc=edge';
    const rsc = await fromEdge(target, rscHeaders);
    expect(rsc.headers()['content-type']).toContain('text/x-component');
    // The same URL without the RSC headers is the document, stored apart.
    const documentAnswer = await anonymous.get(target);
    expect(documentAnswer.headers()['content-type']).toContain('text/html');
    expect((await fromEdge(target)).headers()['content-type']).toContain('text/html');
    const rscAgain = await anonymous.get(target, { headers: rscHeaders });
    expect(rscAgain.headers()['x-cache']).toBe('HIT');
    expect(rscAgain.headers()['content-type']).toContain('text/x-component');
  });

  // Issue 22: a member browsing public pages gets the visitors' cached page (nothing of the member is in
  // it: the header's state comes from the account hint and islands); the member's own pages never.
  // (A member's own pages come from their own copy only: tests/e2e/member-pages.spec.ts.)
  test("a member is served the visitors' cached public page, and MyZone never from it", async ({ page }) => {
    await fromEdge('/');
    await page.goto('/login');
    await page.locator('input[name="player_id"]').fill('demo');
    await page.locator('input[name="password"]').fill('Clubhouse1!');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    const member = await page.request.get('/');
    // The visitors' copy, fresh or (when its minute ran out during the login, as it did once in CI)
    // stale while another request renders it anew: never rendered for the member (MISS, BYPASS).
    expect(['HIT', 'STALE']).toContain(member.headers()['x-cache']);
    expect(member.headers()['content-security-policy']).not.toContain('nonce-');
    expect(member.headers()['set-cookie']).toBeUndefined();
    const mine = await page.request.get('/membership/mysummary');
    expect(mine.status()).toBe(200);
    // Never from the visitors' cache: a member's own page is rendered for them first, and only their
    // own copy serves them again (tests/e2e/member-pages.spec.ts).
    expect(mine.headers()['x-cache']).toBe('MISS');
  });

  test('an entry made through the member API shows on the cached home page at once, then the new page is cached', async () => {
    const summary = await (await anonymous.get('/upstream/main/mainsummary')).json();
    const listed: { tournamentno: number }[] = [...(summary.playing ?? []), ...(summary.upcoming ?? [])];
    const login = await (await anonymous.post('/upstream/login', { form: { player_id: EDGE_MEMBER.playerId, password: EDGE_MEMBER.password } })).json();
    expect(login.code).toBe(200);
    const token: string = login.loginresult.token;

    /** The entrant count the home page shows on a tournament's card, and where the page came from. */
    const shown = async (tournamentno: number) => {
      const response = await anonymous.get('/');
      const html = await response.text();
      const at = html.indexOf(`/tournament/tournamentscheduleview/${tournamentno}"`);
      const count = at < 0 ? undefined : /(\d[\d,]*) entrants?/.exec(html.slice(at))?.[1];
      return { entrants: count === undefined ? undefined : Number(count.replace(/,/g, '')), cache: response.headers()['x-cache'] };
    };

    for (const { tournamentno } of listed) {
      await fromEdge('/');
      const before = await shown(tournamentno);
      if (before.entrants === undefined) continue;
      expect(before.cache).toBe('HIT');
      const join = await (
        await anonymous.post('/upstream/tournament/tournamentjoin', { form: { tournamentno: String(tournamentno) }, headers: { authorization: `Bearer ${token}` } })
      ).json();
      if (join.code !== 200) continue; // closed, full, by invitation: another one
      // Purged, not expired: the next visitor gets the page Next renders again, with the entry.
      await expect.poll(async () => (await shown(tournamentno)).entrants).toBe(before.entrants + 1);
      await expect.poll(async () => shown(tournamentno)).toEqual({ entrants: before.entrants + 1, cache: 'HIT' });
      return;
    }
    test.skip(true, 'no tournament on the home page is open to a new entry in the demo network');
  });
});
