import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { throughProvider } from '../e2e/support/social';

/**
 * Security requirement 9 (ASVS 10.1.2, 10.5.2): Google login binds its callback to the browser that
 * started it. The login starts on the portal, next-auth sends the browser to the provider (the
 * loopback OpenID provider scripts/e2e-server.mjs runs as Google) with a `state` and a PKCE
 * `code_challenge`, keeping their secrets in cookies. When the `state` the provider echoes back is
 * not the one started (a forged or swapped callback), or the PKCE code-verifier cookie is gone, the
 * callback must fail: no session, and the login page shows the translated "did not complete" error.
 * The first test is the control: the same steps untouched do log in, so the checks below can fail.
 *
 * The provider's authorization request is a navigation of its own (next-auth's client sets
 * window.location), so Playwright can intercept it; the callback itself comes as a redirect from the
 * provider, which Playwright's routing does not see.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SESSION = /clubhouse_session$/;
const PKCE_COOKIE = /next-auth\.pkce\.code_verifier$/;

type Authorize = { url: URL; page: Page };

/** Routes the provider's authorization request through `onAuthorize`, which continues it (changed or not). */
async function interceptAuthorize(page: Page, app: string, onAuthorize: (authorize: Authorize) => Promise<string>) {
  await page.route(
    (url) => url.origin !== app && url.pathname === '/auth' && url.searchParams.has('state'),
    async (route) => route.continue({ url: await onAuthorize({ url: new URL(route.request().url()), page }) }),
  );
}

/** The `state` of every request that reached the portal's Google callback. */
function watchCallbacks(page: Page, app: string): string[] {
  const states: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === app && url.pathname === '/api/auth/callback/google') states.push(url.searchParams.get('state') ?? '');
  });
  return states;
}

async function expectNoSession(page: Page) {
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => SESSION.test(cookie.name)), 'no session cookie was set').toEqual([]);
  const session = await page.request.get('/api/session');
  expect(await session.json()).toEqual({ ok: true, data: { loggedIn: false } });
  await page.goto('/membership/mysummary');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
}

test.describe('Google login callback checks', () => {
  test('ASVS 10.1.2 (req. 9) control: the same steps, untouched, do log in (the provider echoes the state, the PKCE cookie is there)', async ({ page, baseURL }) => {
    const app = new URL(baseURL!).origin;
    let sent = '';
    await interceptAuthorize(page, app, async ({ url }) => {
      sent = url.searchParams.get('state')!;
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      return url.href;
    });
    const callbacks = watchCallbacks(page, app);
    await page.goto('/login');
    await throughProvider(page, app, `c${unique()}`, page.getByRole('button', { name: 'Continue with Google' }));
    expect(callbacks).toEqual([sent]);
    await expect(page.locator('form[data-form="logout"] button[type="submit"]').first()).toBeVisible();
    const session = await page.request.get('/api/session');
    expect((await session.json()).data.loggedIn).toBe(true);
  });

  test('ASVS 10.1.2 (req. 9): a tampered state at the callback creates no session and shows the translated error on /ko/login', async ({ page, baseURL }) => {
    const app = new URL(baseURL!).origin;
    let tampered = '';
    await interceptAuthorize(page, app, async ({ url }) => {
      const state = url.searchParams.get('state')!;
      // One character changed: the state is an encrypted token, so any change must be refused.
      tampered = state.slice(0, -1) + (state.endsWith('A') ? 'B' : 'A');
      url.searchParams.set('state', tampered);
      return url.href;
    });
    const callbacks = watchCallbacks(page, app);
    await page.goto('/ko/login');
    await throughProvider(page, app, `t${unique()}`, page.getByRole('button', { name: 'Google로 계속하기' }));
    expect(callbacks, 'the provider echoed the tampered state to the callback').toEqual([tampered]);
    await expect(page).toHaveURL((url) => url.pathname === '/ko/login' && url.searchParams.get('error') === 'OAuthCallback');
    await expect(page.getByTestId('social-error')).toHaveText(ko.auth.error.socialFailed);
    await expect(page.locator('form[data-form="logout"]')).toHaveCount(0);
    await expectNoSession(page);
  });

  test('ASVS 10.5.2 (req. 9): without the PKCE code-verifier cookie the callback creates no session and shows the translated error', async ({ page, baseURL }) => {
    const app = new URL(baseURL!).origin;
    let dropped = 0;
    await interceptAuthorize(page, app, async ({ url, page: here }) => {
      expect(url.searchParams.get('code_challenge')).toBeTruthy();
      const context = here.context();
      dropped = (await context.cookies()).filter((cookie) => PKCE_COOKIE.test(cookie.name)).length;
      await context.clearCookies({ name: PKCE_COOKIE });
      return url.href;
    });
    const callbacks = watchCallbacks(page, app);
    await page.goto('/login');
    await throughProvider(page, app, `p${unique()}`, page.getByRole('button', { name: 'Continue with Google' }));
    expect(dropped, 'the login had set the code-verifier cookie').toBe(1);
    expect(callbacks).toHaveLength(1);
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('error') === 'OAuthCallback');
    await expect(page.getByTestId('social-error')).toHaveText(en.auth.error.socialFailed);
    await expectNoSession(page);
  });
});
