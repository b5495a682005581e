import type { Locator, Page } from '@playwright/test';

/**
 * Presses a Google button and goes through the loopback OpenID provider's pages (scripts/e2e-server.mjs
 * runs it as Google): its login form the first time (any name works there), its consent when it asks;
 * it remembers both for the next time, and then sends the browser straight back (possibly to the very
 * page it left, so the button's own navigation is awaited first). Ends back on the portal, past
 * next-auth's callback.
 */
export async function throughProvider(page: Page, app: string, login: string, button: Locator) {
  const onPortal = (url: URL) => url.origin === app && !url.pathname.startsWith('/api/auth');
  // The next document to load is the provider's page, or the portal's once the provider sent the
  // browser straight back ('load' is not fired by the same-document navigations of the page left).
  const loaded = page.waitForEvent('load');
  await button.click();
  await loaded;
  for (let step = 0; step < 5; step++) {
    await page.waitForURL((url) => onPortal(url) || url.pathname.startsWith('/interaction/'));
    const here = page.url();
    if (onPortal(new URL(here))) return;
    const name = page.locator('input[name="login"]');
    if (await name.isVisible()) {
      await name.fill(login);
      await page.locator('input[name="password"]').fill('any');
    }
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL((url) => url.href !== here);
  }
  throw new Error('the provider did not send the browser back to the portal');
}
