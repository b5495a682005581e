import { expect, test } from '@playwright/test';
import { loginAs } from '../e2e/support/auth';

/**
 * Security requirement 13 (ASVS 7.2.4) in a browser, on the production build: confirming the
 * password on MyZone's account screen is a re-authentication, so the member API gives the session a
 * new token and the portal seals a new cookie. The old token's short grace and its refusal after it
 * are tested with a moved clock in jest (tests/security/authentication.test.ts); here: the cookie
 * changes, the new one opens MyZone, and both are one session (the logout through the new one ends
 * the old one too).
 */
test('ASVS 7.2.4 (req. 13): confirming the password re-seals the session cookie with a new value; the new cookie works and is the same session', async ({ page, request, baseURL }) => {
  await loginAs(page);
  const cookieOf = async () => (await page.context().cookies()).find((cookie) => /clubhouse_session$/.test(cookie.name));
  const before = await cookieOf();
  expect(before, 'the login set the session cookie').toBeDefined();

  await page.goto('/membership/myaccount/password');
  await expect(page).toHaveURL(/\/membership\/myaccount\/confirmpassword\?returnUrl=/);
  await page.locator('form[data-form="confirmpassword"] input[name="password"]').fill('Clubhouse1!');
  await page.locator('form[data-form="confirmpassword"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/membership\/myaccount\/password$/);

  const after = await cookieOf();
  expect(after?.name).toBe(before!.name);
  expect(after!.value, 'the cookie value changed at re-authentication').not.toBe(before!.value);
  const fresh = `${after!.name}=${after!.value}`;
  const old = `${before!.name}=${before!.value}`;
  // The new cookie opens the confirmed screen (it would send an unconfirmed session to the confirmation).
  const screen = await request.get('/membership/myaccount/password', { headers: { cookie: fresh }, maxRedirects: 0 });
  expect(screen.status()).toBe(200);
  // Within the grace the old cookie still reaches the same session (a request in flight) ...
  expect((await request.get('/membership/mysummary', { headers: { cookie: old }, maxRedirects: 0 })).status()).toBe(200);

  // ... and ending the session through the new cookie ends it for the old one as well.
  const logout = await request.post('/api/logout', {
    headers: { cookie: fresh, origin: baseURL!.replace(/\/$/, ''), 'content-type': 'application/x-www-form-urlencoded' },
    data: 'locale=en',
    maxRedirects: 0,
  });
  expect(logout.status()).toBe(303);
  for (const cookie of [fresh, old]) {
    const replayed = await request.get('/membership/mysummary', { headers: { cookie }, maxRedirects: 0 });
    expect(replayed.status()).toBe(307);
    expect(replayed.headers()['location']).toMatch(/\/login\?returnUrl=/);
  }
});
