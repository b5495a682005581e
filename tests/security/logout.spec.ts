import { expect, test } from '@playwright/test';
import { loginAs } from '../e2e/support/auth';

/**
 * Security requirements 31 (ASVS 14.3.1) and 14 (ASVS 7.4.1) at the HTTP level, on the production
 * build: the logout answers Clear-Site-Data and deletes the session cookie, and the cookie captured
 * before it, replayed afterwards, opens nothing.
 */
test('ASVS 14.3.1 / 7.4.1 (req. 31 / 14): logout answers Clear-Site-Data: "cookies" and deletes the cookie; the captured cookie replayed after it opens no member page', async ({ page, request, baseURL }) => {
  await loginAs(page);
  const session = (await page.context().cookies()).find((cookie) => /clubhouse_session$/.test(cookie.name));
  expect(session, 'the login set the session cookie').toBeDefined();
  const captured = `${session!.name}=${session!.value}`;
  const before = await request.get('/membership/mysummary', { headers: { cookie: captured }, maxRedirects: 0 });
  expect(before.status(), 'the captured cookie works before the logout').toBe(200);

  const logout = await request.post('/api/logout', {
    headers: { cookie: captured, origin: baseURL!.replace(/\/$/, ''), 'content-type': 'application/x-www-form-urlencoded' },
    data: 'locale=en',
    maxRedirects: 0,
  });
  expect(logout.status()).toBe(303);
  expect(logout.headers()['clear-site-data']).toBe('"cookies"');
  expect(logout.headers()['cache-control']).toBe('private, no-store');
  const deleted = logout.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${session!.name}=`));
  expect(deleted.length, 'the session cookie is deleted').toBe(1);
  expect(deleted[0].value).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);

  const replayed = await request.get('/membership/mysummary', { headers: { cookie: captured }, maxRedirects: 0 });
  expect(replayed.status()).toBe(307);
  expect(replayed.headers()['location']).toMatch(/\/login\?returnUrl=/);
});
