import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { EDGE_MEMBER } from './support/members';
import { E2E_LIVE_VENUE, E2E_VENUE_KEY_ID, E2E_VENUE_KEY_SECRET } from './support/venue';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

// Issue 22: a member browsing the cached public pages, and MyZone's per-member caches.

/** Holds back every script file of the bundle, so what shows is the HTML and CSS alone (first paint). */
async function withoutBundle(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.describe('a member on the public pages', () => {
  test("first paint shows no Log in or Sign up, before any of the bundle's scripts ran", async ({ page }, testInfo) => {
    await loginAs(page);
    const release = await withoutBundle(page);
    const cdp = await page.context().newCDPSession(page);
    // A throttled network (slow 3G-like), as the screenshot was taken.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
    for (const path of ['/', '/tournament/tournamentschedule', '/halloffame/stats']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // No script of the bundle has run: React has not hydrated the header.
      expect(await page.evaluate(() => document.querySelectorAll('script[src*="/_next/static/"]').length)).toBeGreaterThan(0);
      await testInfo.attach(`first-paint${path.replace(/\//g, '_')}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      await expect(page.locator('html')).toHaveClass(/\bmember\b/);
      await expect(page.getByRole('link', { name: /^(Log in|Sign up)$/ })).toHaveCount(0);
      // In the HTML of the shared page, but not shown: CSS hides the guest's controls from a member.
      for (const guestControl of await page.locator('header').getByText(/^(Log in|Sign up)$/).all()) await expect(guestControl).toBeHidden();
      await expect(page.locator('header').getByRole('button', { name: 'Log out' }).first()).toBeVisible();
    }
    release();
  });

  test('a visitor gets Log in at first paint, and the hint is never taken for a session', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const release = await withoutBundle(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('header').getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    release();
    // A forged hint shows a member's header, but MyZone still asks for a login.
    await context.addCookies([{ name: 'clubhouse_member', value: '1', url: page.url() }]);
    await page.goto('/membership/mysummary');
    await expect(page).toHaveURL(/\/login/);
    await context.close();
  });
});

test.describe('MyZone from per-member caches', () => {
  test('two members alternating on one server each see only their own dashboard', async ({ browser }) => {
    const demo = await browser.newContext();
    const other = await browser.newContext();
    const demoPage = await demo.newPage();
    const otherPage = await other.newPage();
    await loginAs(demoPage, 'demo');
    await loginAs(otherPage, EDGE_MEMBER.playerId, EDGE_MEMBER.password);
    for (let round = 0; round < 3; round++) {
      await demoPage.goto('/membership/mysummary');
      await expect(demoPage.getByTestId('mysummary-nickname')).toContainText('DemoPlayer');
      await expect(demoPage.locator('main')).not.toContainText('EdgeCacher');
      await otherPage.goto('/membership/mysummary');
      await expect(otherPage.getByTestId('mysummary-nickname')).toContainText('EdgeCacher');
      await expect(otherPage.locator('main')).not.toContainText('DemoPlayer');
    }
    await demo.close();
    await other.close();
  });
});

test('a round posted by a bay for a member shows on their MyZone at the next view', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const stores = (await (await fetch(`${baseURL}/upstream/findlocation/storelist?searchname=${encodeURIComponent(E2E_LIVE_VENUE)}`)).json()) as { storelist: { shopno: number }[] };
  const shopno = stores.storelist[0].shopno;
  await loginAs(page, 'demo', 'Clubhouse1!', '/membership/myrecords/myrounds');
  // Both views are read once, so the member's cached entries exist before the round comes.
  await page.goto('/membership/myrecords/myrounds');
  await page.goto('/membership/mysummary');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/venue-simulate.ts', '--venue', String(shopno), '--rounds', '1', '--players', '1', '--player', 'demo', '--json'], {
    cwd: root,
    env: { ...process.env, PORTAL_URL: baseURL, VENUE_KEY_ID: E2E_VENUE_KEY_ID, VENUE_KEY_SECRET: E2E_VENUE_KEY_SECRET, NODE_OPTIONS: '' },
  });
  const answer = JSON.parse(stdout.trim().split('\n').pop()!) as { code: number; roundno: number };
  expect(answer.code).toBe(200);
  await page.goto('/membership/myrecords/myrounds');
  await expect(page.locator(`a[href*="myroundsview/${answer.roundno}"]`).first()).toBeVisible();
});
