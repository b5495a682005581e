import { expect, test, type Page } from '@playwright/test';
import { loginAs, logout } from './support/auth';
import { PAGE_KEEPER } from './support/members';

// Issue 22, item 3: the edge keeps each member's MyZone pages (server/member-pages.mjs). What a
// member must see of it: the second view comes from their copy and still works as a page; a change
// of their own shows at the next view; a session that ended opens no copy.

/** Records every Content-Security-Policy violation the page reports. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

async function view(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return { cache: response?.headers()['x-cache'], policy: response?.headers()['content-security-policy'] ?? '' };
}

test.describe.configure({ mode: 'serial' });

test("the second view of a MyZone page comes from the member's copy, and runs as a page under its own policy", async ({ page }) => {
  const violations = await watchPolicy(page);
  await loginAs(page, PAGE_KEEPER.playerId, PAGE_KEEPER.password);
  for (const path of ['/membership/mysummary', '/ko/membership/mysummary']) {
    expect((await view(page, path)).cache).toBe('MISS');
    const again = await view(page, path);
    expect(again.cache).toBe('HIT');
    expect(again.policy).toMatch(/'sha256-/);
    expect(again.policy).not.toContain('nonce-');
    await expect(page.getByTestId('mysummary-nickname')).toContainText(PAGE_KEEPER.nickname);
  }
  // Hydrated: MyZone's own navigation moves between pages without a document load.
  await page.goto('/membership/mysummary');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('nav').getByRole('link', { name: 'My rounds', exact: true }).first().click();
  await expect(page).toHaveURL(/\/membership\/myrecords\/myrounds$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await violations()).toEqual([]);
});

test("a MyZone page prefetches no MyZone page (each would be rendered for the member on every view), and still other pages", async ({ page }) => {
  await loginAs(page, PAGE_KEEPER.playerId, PAGE_KEEPER.password);
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/membership/mysummary');
  await expect(page.getByTestId('myzone-nav')).toBeVisible();
  // Next prefetches the links in view once the page is idle; the public ones show that it did.
  await expect.poll(() => prefetched.filter((path) => !/\/membership(\/|$)/.test(path)).length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(prefetched.filter((path) => /\/membership(\/|$)/.test(path))).toEqual([]);
});

test('a picture the member uploads shows on their dashboard at the next view', async ({ page }) => {
  await loginAs(page, PAGE_KEEPER.playerId, PAGE_KEEPER.password);
  await view(page, '/membership/mysummary');
  expect((await view(page, '/membership/mysummary')).cache).toBe('HIT');
  await expect(page.getByTestId('mysummary-nickname').locator('img[data-avatar="picture"]')).toHaveCount(0);

  const sharp = (await import('sharp')).default;
  const picture = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#2f855a' } }).png().toBuffer();
  await page.goto('/membership/myaccount/myprofile/picture');
  const upload = page.locator('[data-avatar-upload]');
  await upload.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await upload.getByRole('button', { name: 'Upload picture' }).click();
  await expect(upload.locator('[data-avatar-result="ok"]')).toBeVisible();

  const after = await view(page, '/membership/mysummary');
  expect(after.cache).toBe('MISS');
  await expect(page.getByTestId('mysummary-nickname').locator('img[data-avatar="picture"]')).toBeVisible();
});

test('after logout, the cookie captured before it opens no copy: it is sent to log in', async ({ page, context }) => {
  await loginAs(page, PAGE_KEEPER.playerId, PAGE_KEEPER.password);
  await view(page, '/membership/myrecords/myrounds');
  expect((await view(page, '/membership/myrecords/myrounds')).cache).toBe('HIT');
  const captured = await context.cookies();
  await logout(page);
  await context.addCookies(captured);
  await page.goto('/membership/myrecords/myrounds');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmembership%2Fmyrecords%2Fmyrounds/);
});
