import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';

/**
 * Issue 26 item 17: what a browser asks for on its own while a member uses the portal answers, and
 * /logout does what its name says for whoever opens it.
 */

test('the tournament entry flow asks for nothing that answers 404 (page data, prefetches, icons)', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(`${response.request().method()} ${new URL(response.url()).pathname}${new URL(response.url()).search}`);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await loginAs(page, 'demo', 'Clubhouse1!', '/tournament/jointournament');
  await expect(page.locator('main li [data-entry-control] [role="status"]').filter({ hasText: 'Checking your entry' })).toHaveCount(0);
  // Enter one (the server action, the control's refresh and the router's), then open it and its ranking.
  const enter = page.getByRole('button', { name: /^Enter / }).first();
  if (await enter.count()) {
    const tournamentno = await page.locator('main li [data-entry-control]').filter({ has: enter }).first().getAttribute('data-entry-control');
    await enter.click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: /Confirm entry|Continue to payment/ });
    if (await confirm.count()) await confirm.click();
    await expect(page.locator(`main li [data-entry-control="${tournamentno}"]`)).toContainText(/Entered|Awaiting payment/);
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
  }
  const tournament = page.locator('main li').filter({ has: page.locator('[data-entry-control]') }).first();
  await tournament.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Ranking/ }).first().click();
  await page.waitForLoadState('networkidle');
  await page.goBack();
  await page.waitForLoadState('networkidle');
  await page.goto('/membership/myrecords/mytournaments');
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
  expect(errors.filter((text) => /404|Failed to load resource/.test(text))).toEqual([]);
});

test('/logout: a member who opens it is offered the logout button, which logs out; a visitor is told there is nothing to do', async ({ page }) => {
  await loginAs(page);
  await page.goto('/logout');
  const button = page.locator('form[data-form="logout-page"] button[type="submit"]');
  await expect(button).toBeVisible();
  await button.click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/logout');
  await expect(page.locator('form[data-form="logout-page"]')).toHaveCount(0);
  await page.goto('/membership/mysummary');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});
