import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { LEAVING_MEMBER, PASSWORD_MEMBER, VENUE_MEMBER } from './support/account-members';

/**
 * MyZone's account screens (issue 9 items 3, 5, 6) as members use them: every screen in both
 * languages, the guards, the header, the favourite venue with its location-points reset, the
 * password confirmation and change (another browser is logged out), ending a session from the list,
 * and withdrawal with its restore. Password, venue and withdrawal use the spec's own members
 * (tests/e2e/fixtures/account.ts), so the shared demo member keeps its password and venue.
 */

const ROUTES = [
  '/membership/myaccount/myprofile',
  '/membership/myaccount/favoritelocation',
  '/membership/myaccount/favoritelocationinfo/1',
  '/membership/myaccount/confirmpassword',
  '/membership/myaccount/password',
  '/membership/myaccount/sessions',
  '/membership/myaccount/cancelmember',
];

async function confirmPassword(page: Page, password: string) {
  await expect(page).toHaveURL(/\/membership\/myaccount\/confirmpassword\?returnUrl=/);
  await page.locator('form[data-form="confirmpassword"] input[name="password"]').fill(password);
  await page.locator('form[data-form="confirmpassword"] button[type="submit"]').click();
}

async function newMemberPage(browser: Browser, member: { playerId: string; password: string }, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  await loginAs(page, member.playerId, member.password);
  return { context, page };
}

test.describe('MyZone account', () => {
  test('every account screen answers 200 for the demo member in English and Korean; a visitor is sent to log in and back', async ({ page, browser }) => {
    await loginAs(page);
    for (const prefix of ['', '/ko']) {
      for (const route of ROUTES) {
        const response = await page.goto(prefix + route);
        expect(response?.status(), prefix + route).toBe(200);
        await expect(page.locator('main h1').first()).toBeVisible();
        // The member's own screens are never indexed (issue 12).
        await expect(page.locator('meta[name="robots"]'), prefix + route).toHaveAttribute('content', /noindex/);
      }
    }
    // The sensitive screens go through the confirmation first.
    await page.goto('/membership/myaccount/password');
    await expect(page).toHaveURL(/confirmpassword\?returnUrl=%2Fmembership%2Fmyaccount%2Fpassword/);
    // The account items are in MyZone's navigation, the current one marked.
    await page.goto('/ko/membership/myaccount/sessions');
    await expect(page.locator('nav a[aria-current="page"][href="/ko/membership/myaccount/sessions"]')).toBeVisible();

    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    for (const path of ['/membership/myaccount/sessions', '/ko/membership/myaccount/myprofile']) {
      await anonymous.goto(path);
      await expect(anonymous).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(path.replace(/^\/ko/, '')).replace(/%/g, '%')}$`));
    }
    await visitor.close();
  });

  test('a member sees no "Sign up", and /signup and /login say they are already logged in', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('header a[href="/signup"]')).toHaveCount(1, { timeout: 5000 }).catch(() => undefined);
    await loginAs(page);
    await page.goto('/halloffame/pointleaderboard');
    await expect(page.locator('form[data-form="logout"]').first()).toBeVisible();
    await expect(page.locator('header a[href="/signup"]')).toHaveCount(0);
    for (const path of ['/signup', '/login', '/ko/signup']) {
      await page.goto(path);
      await expect(page.getByTestId('already-logged-in')).toBeVisible();
    }
    await expect(page.getByTestId('already-logged-in')).toContainText('이미 로그인되어 있습니다');
  });

  test('the favourite venue: the same place is refused, a change asks before resetting the location points', async ({ page }) => {
    await loginAs(page, VENUE_MEMBER.playerId, VENUE_MEMBER.password);
    await page.goto('/membership/myaccount/favoritelocation');
    await expect(page.getByTestId('favorite-points')).toHaveText(String(VENUE_MEMBER.locationPoints));
    const current = await page.getByTestId('favorite-name').locator('a').getAttribute('href');
    await page.goto(current!);
    await page.getByRole('button', { name: 'Make this my favourite venue' }).click();
    await expect(page.getByTestId('favorite-error')).toHaveText('You selected the same place.');

    // Another venue from the list.
    await page.goto('/membership/myaccount/favoritelocation');
    await page.locator('[data-list="favorite-venues"] li').filter({ hasNot: page.getByText('Favourite', { exact: true }) }).first().locator('a').click();
    await expect(page.getByTestId('favoritelocationinfo')).toBeVisible();
    await page.getByRole('button', { name: 'Make this my favourite venue' }).click();
    const confirm = page.getByTestId('favorite-confirm');
    await expect(confirm).toContainText(`${VENUE_MEMBER.locationPoints} location points`);
    await confirm.getByRole('button', { name: 'Reset and change' }).click();
    await expect(page.getByTestId('favorite-changed')).toContainText(`${VENUE_MEMBER.locationPoints} location points were reset`);
    await page.goto('/membership/myaccount/favoritelocation');
    await expect(page.getByTestId('favorite-points')).toHaveText('0');
    expect(await page.getByTestId('favorite-name').locator('a').getAttribute('href')).not.toBe(current);
  });

  test('confirm the password and change it: another logged-in browser is logged out', async ({ browser }) => {
    const other = await newMemberPage(browser, PASSWORD_MEMBER);
    const { context, page } = await newMemberPage(browser, PASSWORD_MEMBER);
    await page.goto('/membership/myaccount/password');
    await confirmPassword(page, 'Wrong1!password');
    await expect(page.locator('[data-error-for="password"]')).toHaveText('The password is incorrect.');
    await page.locator('form[data-form="confirmpassword"] input[name="password"]').fill(PASSWORD_MEMBER.password);
    await page.locator('form[data-form="confirmpassword"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/membership\/myaccount\/password$/);
    await page.locator('input[name="password"]').fill(PASSWORD_MEMBER.newPassword);
    await page.locator('input[name="password_re"]').fill(PASSWORD_MEMBER.newPassword);
    await page.locator('form[data-form="password-change"] button[type="submit"]').click();
    await expect(page.getByTestId('password-changed')).toContainText('other session');

    // The other browser's session has ended; this one goes on.
    await other.page.goto('/membership/myaccount/myprofile');
    await expect(other.page).toHaveURL(/\/login\?returnUrl=/);
    await page.goto('/membership/myaccount/myprofile');
    await expect(page.getByTestId('myprofile')).toBeVisible();
    await loginAs(other.page, PASSWORD_MEMBER.playerId, PASSWORD_MEMBER.newPassword);
    await Promise.all([other.context.close(), context.close()]);
  });

  test('end a session from the list: that browser is logged out', async ({ browser }) => {
    const phone = await newMemberPage(browser, { playerId: 'demo', password: 'Clubhouse1!' }, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36');
    const desk = await newMemberPage(browser, { playerId: 'demo', password: 'Clubhouse1!' });
    await desk.page.goto('/membership/myaccount/sessions');
    const current = desk.page.locator('[data-list="sessions"] li[data-current="true"]');
    await expect(current).toHaveCount(1);
    const phoneRow = desk.page.locator('[data-list="sessions"] li', { hasText: 'Samsung Internet on Android' }).first();
    await expect(phoneRow).toBeVisible();
    await phoneRow.getByRole('button', { name: /Samsung Internet on Android/ }).click();
    await expect(desk.page.locator('[data-list="sessions"] li', { hasText: 'Samsung Internet on Android' })).toHaveCount(0);
    await phone.page.goto('/membership/mysummary');
    await expect(phone.page).toHaveURL(/\/login\?returnUrl=/);
    await desk.page.reload();
    await expect(current).toHaveCount(1);
    await Promise.all([phone.context.close(), desk.context.close()]);
  });

  test('withdraw: logged out at once, the login is refused as an active member, and restoring within the year works', async ({ page }) => {
    await loginAs(page, LEAVING_MEMBER.playerId, LEAVING_MEMBER.password);
    await page.goto('/membership/myaccount/cancelmember');
    await confirmPassword(page, LEAVING_MEMBER.password);
    await expect(page).toHaveURL(/\/membership\/myaccount\/cancelmember$/);
    const submit = page.locator('form[data-form="cancelmember"] button[type="submit"]');
    await page.locator('#withdraw-understood').check();
    await submit.click();
    await expect(page).toHaveURL(/\/withdrawn\?until=/);
    await expect(page.getByTestId('withdrawn')).toContainText('Your membership is withdrawn');
    await page.goto('/membership/mysummary');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);

    await page.locator('input[name="player_id"]').fill(LEAVING_MEMBER.playerId);
    await page.locator('input[name="password"]').fill(LEAVING_MEMBER.password);
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await expect(page.getByTestId('login-error')).toContainText('This account was withdrawn');
    await expect(page).toHaveURL(/\/login/);
    await page.getByTestId('restore-account').click();
    await expect(page).toHaveURL(/\/membership\/mysummary$/);
    await page.goto('/membership/myaccount/myprofile');
    await expect(page.getByTestId('profile-player-id')).toHaveText(LEAVING_MEMBER.playerId);
  });
});
