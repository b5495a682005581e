import { expect, test, type Page } from '@playwright/test';

/**
 * ASVS 14.2.1 (not one of the 35): a secret typed into a form never reaches the address. The forms are
 * handled by script; sent by the browser itself before the page has hydrated (a slow phone, a
 * password manager filling and pressing Enter), a form without a method went out as a GET to its own
 * address, with the password or the sign-in code in the query string, the history and the server's
 * logs. Now each says method="post" and its submit button waits for hydration
 * (lib/portal/client/use-hydrated.ts): with script off, Enter and the button send nothing, and what
 * was typed stays in the fields.
 */
test.use({ javaScriptEnabled: false });

async function sendWithoutScript(page: Page, path: string, fields: [selector: string, value: string][]) {
  await page.goto(path);
  for (const [selector, value] of fields) await page.locator(selector).fill(value);
  const [last] = fields.at(-1)!;
  await page.locator(last).press('Enter');
  const submit = page.locator(last).locator('xpath=ancestor::form').locator('button[type="submit"]');
  await expect(submit).toBeDisabled();
  await submit.click({ force: true });
  // Nothing was sent: no navigation can have started (a GET would have changed the address at once).
  await page.waitForLoadState('load');
  expect(new URL(page.url()).search, `${path}: the address after Enter and a click`).toBe('');
  for (const [selector, value] of fields) await expect(page.locator(selector), `${path}: ${selector} keeps what was typed`).toHaveValue(value);
}

test('ASVS 14.2.1: a password or a sign-in code sent before the page has hydrated never lands in the address, and what was typed stays', async ({ page }) => {
  await sendWithoutScript(page, '/login', [
    ['#login-player-id', 'demo'],
    ['#login-password', 'Secret-123!'],
  ]);
  await sendWithoutScript(page, '/admin/en/signin', [
    ['input[name="email"]', 'someone@clubhouse.test'],
    ['input[name="code"]', '123456'],
  ]);
});

test('ASVS 14.2.1: every form on the pages that take a secret says its method, and none that takes a password is a GET', async ({ page }) => {
  for (const path of ['/login', '/ko/signup', '/find_id_pwd', '/admin/en/signin']) {
    await page.goto(path);
    const forms = await page.locator('form').evaluateAll((list) =>
      list.map((form) => ({ method: form.getAttribute('method'), password: form.querySelector('input[type="password"], input[autocomplete="one-time-code"]') !== null })),
    );
    expect(forms.length, `${path} has a form`).toBeGreaterThan(0);
    for (const form of forms) {
      expect(form.method, `${path}: a form without a method`).toMatch(/^(post|get)$/i);
      if (form.password) expect(form.method, `${path}: a form with a secret`).toMatch(/^post$/i);
    }
  }
});
