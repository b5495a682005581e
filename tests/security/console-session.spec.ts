import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type CDPSession, type Page, type Response } from '@playwright/test';
import { consoleActions, enrolmentLinks, onServer, passkeyStep, virtualAuthenticator } from '../e2e/support/console';

/**
 * The operator console's staff cookie and session (issue 24) against security requirements 12, 13,
 * 14, 19, 25, 26 and 31, on the production build, with Chromium's virtual authenticator as the
 * passkey. One staff account (scripts/e2e-server.mjs: `consec`), one browser across the tests, and
 * few ceremonies (an address may start 20 a minute): enrolment 3, re-authentication 2, sign-in 2,
 * and the two controls of the Origin test.
 */
test.describe.configure({ mode: 'serial' });

const https = (url: string) => url.startsWith('https://');
/** lib/portal/staff/guard.ts: `__Host-` on https, the plain name on http (a Secure cookie would not be kept there). */
const cookieNameFor = (baseURL: string) => (https(baseURL) ? '__Host-clubhouse_staff' : 'clubhouse_staff');

const setCookies = async (response: Response, name: string) =>
  (await response.headersArray()).filter((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${name}=`)).map((header) => header.value);

/** The staff cookie (name=value) in the browser, or undefined. */
async function staffCookie(context: BrowserContext, name: string) {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie && `${cookie.name}=${cookie.value}`;
}

/** What a console page answers a request carrying `cookie`: 200 when the session is good, a redirect to sign-in when not. */
async function consoleHome(request: APIRequestContext, cookie: string) {
  return request.get('/admin/en', { headers: { cookie }, maxRedirects: 0 });
}
async function expectRefused(request: APIRequestContext, cookie: string, what: string) {
  const home = await consoleHome(request, cookie);
  expect(home.status(), `${what}: the console home`).toBe(307);
  expect(home.headers().location, what).toMatch(/\/admin\/en\/signin$/);
  expect((await request.get('/admin/en/members/1/export', { headers: { cookie }, maxRedirects: 0 })).status(), `${what}: the personal-data export`).toBe(401);
}
async function expectAccepted(request: APIRequestContext, cookie: string, what: string) {
  expect((await consoleHome(request, cookie)).status(), what).toBe(200);
}

test.describe('a staff member signed in with a passkey', () => {
  let context: BrowserContext;
  let page: Page;
  let authenticator: { cdp: CDPSession; authenticatorId: string };
  let name = '';
  /** The cookie after the re-authentication, signed out afterwards. */
  let rotated = '';
  /** The cookie of the sign-in after the sign-out. */
  let current = '';

  test.beforeAll(async ({ browser, baseURL }) => {
    name = cookieNameFor(baseURL!);
    context = await browser.newContext();
    page = await context.newPage();
    authenticator = await virtualAuthenticator(page);
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('ASVS 3.3.1–3.3.4 (req. 12): the staff cookie set at enrolment is HttpOnly, SameSite=Strict, Path=/, host-only, a session cookie, and __Host-/Secure exactly on https', async ({ baseURL }) => {
    expect(authenticator.authenticatorId).toBeTruthy();
    await page.goto(onServer(enrolmentLinks().consec));
    await expect(page.getByText('Welcome, E2E Session (consec@clubhouse.test)')).toBeVisible();
    const answered = page.waitForResponse(async (response) => response.request().method() === 'POST' && (await setCookies(response, name)).length > 0);
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    const [header] = await setCookies(await answered, name);
    await expect(page).toHaveURL(/\/admin\/en$/);

    const attributes = header.split(';').slice(1).map((part) => part.trim().toLowerCase());
    expect(header).toMatch(new RegExp(`^${name}=[A-Za-z0-9_-]{43};`));
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/');
    expect(attributes.filter((a) => a.startsWith('domain=')), 'no Domain: the cookie is the console host’s only').toEqual([]);
    expect(attributes.filter((a) => a.startsWith('max-age=') || a.startsWith('expires=')), 'a session cookie: the server-side row ends it').toEqual([]);
    expect(attributes.includes('secure'), 'Secure exactly when the portal is on https').toBe(https(baseURL!));

    // As the browser keeps it: HttpOnly (no script reads it), Strict, for this host only.
    const kept = (await context.cookies()).find((c) => c.name === name)!;
    expect(kept).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', domain: new URL(baseURL!).hostname, expires: -1, secure: https(baseURL!) });
    expect(await page.evaluate(() => document.cookie)).not.toContain('clubhouse_staff');
  });

  test('ASVS 7.2.4 (req. 13): a passkey re-authentication gives the session a new cookie value, and the old value opens nothing', async ({ request }) => {
    const before = (await staffCookie(context, name))!;
    await expectAccepted(request, before, 'the enrolment’s cookie');
    await page.goto('/admin/en/members/1');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export personal data (JSON)' }).click();
    await download;
    const after = (await staffCookie(context, name))!;
    expect(after, 'the re-authentication set a new value').not.toBe(before);
    await expectAccepted(request, after, 'the new cookie');
    expect((await request.get('/admin/en/members/1/export', { headers: { cookie: after }, maxRedirects: 0 })).status(), 'the new cookie carries the fresh passkey check').toBe(200);
    await expectRefused(request, before, 'the cookie from before the re-authentication');
    rotated = after;
  });

  test('ASVS 14.3.1 / 7.4.1 (req. 31 / 14): sign-out answers Clear-Site-Data and deletes the cookie; the cookie captured before it opens nothing; another site cannot sign anyone out', async ({ request, baseURL }) => {
    // A cross-site post to the sign-out is refused, and the session goes on.
    const forged = await request.post('/admin/en/signout', { headers: { cookie: rotated, origin: 'http://evil.test', 'content-type': 'application/x-www-form-urlencoded' }, data: '', maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    await expectAccepted(request, rotated, 'after a cross-site sign-out attempt');

    // Another cookie of the portal's host, which Clear-Site-Data: "cookies" must clear as well.
    await context.addCookies([{ name: 'consec_other', value: '1', url: baseURL! }]);
    await page.goto('/admin/en');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/admin/en/signout');
    await page.getByRole('button', { name: 'Sign out' }).click();
    const signout = await answered;
    expect(signout.status()).toBe(303);
    const headers = await signout.allHeaders();
    expect(headers['clear-site-data']).toBe('"cookies"');
    expect(headers['cache-control']).toContain('no-store');
    expect(headers.location).toMatch(/\/admin\/en\/signin$/);
    const deleted = await setCookies(signout, name);
    expect(deleted.length, 'the staff cookie is deleted').toBe(1);
    expect(deleted[0]).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    await expect(page).toHaveURL(/\/admin\/en\/signin$/);
    const left = (await context.cookies()).map((c) => c.name);
    expect(left).not.toContain(name);
    expect(left, 'Clear-Site-Data cleared the host’s other cookies too').not.toContain('consec_other');

    // The cookie captured before the sign-out, replayed: the session row is revoked.
    await expectRefused(request, rotated, 'the cookie replayed after sign-out');
  });

  test('ASVS 7.2.4 (req. 13): a passkey sign-in never adopts a cookie planted before it: the session gets a new value and the planted one stays refused', async ({ request, baseURL }) => {
    // Planted: the revoked value an attacker kept from before the sign-out (a well-formed token).
    await context.clearCookies();
    await context.addCookies([{ name, value: rotated.slice(name.length + 1), url: baseURL!, httpOnly: true, sameSite: 'Strict', secure: https(baseURL!) }]);
    expect(await staffCookie(context, name)).toBe(rotated);
    await page.goto('/admin/en/signin');
    await passkeyStep(page, 'Sign in with a passkey');
    current = (await staffCookie(context, name))!;
    expect(current).toMatch(new RegExp(`^${name}=[A-Za-z0-9_-]{43}$`));
    expect(current, 'the sign-in set its own value').not.toBe(rotated);
    await expectAccepted(request, current, 'the sign-in’s cookie');
    await expectRefused(request, rotated, 'the planted cookie after the sign-in');
    await expectRefused(request, `${name}=${randomBytes(32).toString('base64url')}`, 'a made-up token');
  });

  test('ASVS 3.4.1–3.4.6 / 14.3.2 (req. 25 / 26): a signed-in console page is no-store, nosniff, with a referrer policy, HSTS as the member side sends it, and a strict CSP', async ({ request }) => {
    const home = await consoleHome(request, current);
    expect(home.status()).toBe(200);
    const headers = home.headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    const member = (await request.get('/')).headers()['strict-transport-security'];
    expect(headers['strict-transport-security'], 'HSTS exactly as the member side sends it').toBe(member);
    if (member) expect(member).toMatch(/max-age=(\d{8,}|3[2-9]\d{6}); includeSubDomains/);
    const csp = headers['content-security-policy'];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/base-uri '(none|self)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src [^;]*'nonce-[^']+'/);
    expect(csp.match(/script-src [^;]*/)![0]).not.toContain("'unsafe-inline'");
    const text = await home.text();
    expect(text, 'a signed-in page').toContain('E2E Session');
  });

  test('ASVS 3.5.1–3.5.3 (req. 19): sign-in, enrolment and re-authentication refuse a post from another site and one without Origin', async ({ request, baseURL }) => {
    const actions = consoleActions();
    const ceremonies = ['beginSignIn', 'finishSignIn', 'checkEnrolment', 'beginEnrolment', 'finishEnrolment', 'beginReauth', 'finishReauth'];
    expect(Object.keys(actions).filter((n) => ceremonies.includes(n)).sort()).toEqual([...ceremonies].sort());
    const own = baseURL!.replace(/\/$/, '');
    const inputs: Record<string, unknown> = {
      beginSignIn: undefined,
      beginReauth: undefined,
      finishSignIn: { challengeId: 'x', response: {} },
      finishReauth: { challengeId: 'x', response: {} },
      checkEnrolment: { token: 'x' },
      beginEnrolment: { token: 'x' },
      finishEnrolment: { token: 'x', challengeId: 'x', response: {} },
    };
    const call = (action: string, headers: Record<string, string>) =>
      request.post(actions[action].page, {
        headers: { 'next-action': actions[action].id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', cookie: current, ...headers },
        data: JSON.stringify(inputs[action] === undefined ? [] : [inputs[action]]),
        maxRedirects: 0,
      });
    // The controls: from the console's own origin the same calls start a ceremony.
    for (const action of ['beginSignIn', 'beginReauth']) {
      const answer = await call(action, { origin: own });
      expect(answer.status(), action).toBe(200);
      expect(await answer.text(), `${action} from the console itself`).toContain('challengeId');
    }
    for (const action of ceremonies) {
      // Without Origin (a hand-made request, an old browser): Next.js lets it through, the ceremony's own check refuses it,
      // unless Fetch Metadata says same-origin.
      for (const headers of [{}, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
        const answer = await call(action, headers);
        const what = `${action} without Origin ${JSON.stringify(headers)}`;
        expect(answer.status(), what).toBe(200);
        const body = await answer.text();
        expect(body, what).toMatch(/"code":403/);
        expect(body, what).toContain('api.origin');
      }
      // Another site's Origin (and the opaque "null" of a sandboxed frame): refused before anything runs.
      for (const origin of ['http://evil.test', 'null']) {
        const answer = await call(action, { origin });
        const body = await answer.text();
        const what = `${action} from ${origin}`;
        expect(answer.status() === 500 || /"code":403/.test(body), `${what}: answered ${answer.status()} ${body.slice(0, 120)}`).toBe(true);
        expect(body, what).not.toContain('challengeId');
        expect(body, what).not.toContain('"ok":true');
      }
    }
    // None of it re-authenticated or replaced the session.
    await expectAccepted(request, current, 'the session after the refused calls');
  });
});
