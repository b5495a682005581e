import { expect, type Page } from '@playwright/test';

/**
 * Logs in through the real /login form (no cookie shortcuts), so a spec that needs a member
 * exercises the same path as a person. With `returnUrl`, the login page sends the member there.
 */
export async function loginAs(page: Page, playerId = 'demo', password = 'Clubhouse1!', returnUrl?: string): Promise<void> {
  const target = returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login';
  await page.goto(target);
  await page.locator('input[name="player_id"]').fill(playerId);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form[data-form="login"] button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.replace(/^\/ko(?=\/|$)/, '').startsWith('/login'));
  await expect(page.locator('form[data-form="logout"] button[type="submit"]').first()).toBeVisible();
}

/**
 * Logs out through the spec's /logout page: opening it changes nothing, its one button (a POST)
 * revokes the session and returns to the home page.
 */
export async function logout(page: Page): Promise<void> {
  await page.goto('/logout');
  await page.locator('form[data-form="logout-page"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/ko');
}
