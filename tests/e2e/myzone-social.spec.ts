import { expect, test } from '@playwright/test';
import { throughProvider } from './support/social';

/**
 * A member who only logs in with Google (issue 9), through the loopback OpenID provider that
 * scripts/e2e-server.mjs runs as Google: a sensitive change is confirmed through the provider (no
 * password to type), the withdrawn account is offered its restore after a provider login, and
 * confirming it logs the member in again, active.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('a Google-only member', () => {
  test('confirms a withdrawal through the provider, then restores the account by logging in with Google again', async ({ page, baseURL }) => {
    const app = new URL(baseURL!).origin;
    const login = `s${unique()}`;

    await page.goto('/login');
    await throughProvider(page, app, login, page.getByRole('button', { name: 'Continue with Google' }));
    await expect(page.locator('form[data-form="logout"] button[type="submit"]').first()).toBeVisible();

    // Withdrawal is a sensitive change: without a password, the confirmation page offers the provider only.
    await page.goto('/membership/myaccount/cancelmember');
    await expect(page).toHaveURL(/\/membership\/myaccount\/confirmpassword\?returnUrl=%2Fmembership%2Fmyaccount%2Fcancelmember/);
    await expect(page.locator('form[data-form="confirmpassword"]')).toHaveCount(0);
    await throughProvider(page, app, login, page.getByRole('button', { name: 'Confirm with Google' }));
    // Back from the provider, confirmed: on to the change the member was making.
    await expect(page).toHaveURL(/\/membership\/myaccount\/cancelmember$/);
    await expect(page.getByTestId('cancelmember')).toContainText('with Google or Apple');
    await page.locator('#withdraw-understood').check();
    await page.locator('form[data-form="cancelmember"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/withdrawn\?until=/);
    await page.goto('/membership/mysummary');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);

    // Logging in with Google again: no session, but the restore is offered, in the member's language.
    await page.goto('/ko/login');
    await throughProvider(page, app, login, page.getByRole('button', { name: 'Google로 계속하기' }));
    await expect(page).toHaveURL(/\/ko\/login$/);
    const offer = page.getByTestId('restore-social');
    await expect(offer).toContainText('탈퇴한 계정을 복구할까요?');
    await expect(offer).toContainText('Google');
    await expect(page.locator('form[data-form="logout"]')).toHaveCount(0);
    // Still withdrawn until the member confirms.
    await page.goto('/membership/mysummary');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    await page.goto('/login');
    await expect(offer).toContainText('Restore your withdrawn account?');
    await offer.getByRole('button', { name: 'Restore my account' }).click();
    // The Google member never completed the profile, so the restore lands there; the account is active again.
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await expect(page.locator('form[data-form="logout"] button[type="submit"]').first()).toBeVisible();
    await page.goto('/membership/mysummary');
    await expect(page).toHaveURL(/\/membership\/mysummary$/);
    await expect(page.getByTestId('mysummary-nickname')).toContainText('Oidc');
    // The offer is spent: the login page shows none (a member is told they are logged in).
    await page.goto('/login');
    await expect(page.getByTestId('already-logged-in')).toBeVisible();
    await expect(page.getByTestId('restore-social')).toHaveCount(0);
  });

  test('"Not now" drops the offer and the account stays withdrawn', async ({ page, baseURL }) => {
    const app = new URL(baseURL!).origin;
    const login = `n${unique()}`;
    await page.goto('/login');
    await throughProvider(page, app, login, page.getByRole('button', { name: 'Continue with Google' }));
    await page.goto('/membership/myaccount/cancelmember');
    await throughProvider(page, app, login, page.getByRole('button', { name: 'Confirm with Google' }));
    await page.locator('#withdraw-understood').check();
    await page.locator('form[data-form="cancelmember"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/withdrawn\?until=/);

    await page.goto('/login');
    await throughProvider(page, app, login, page.getByRole('button', { name: 'Continue with Google' }));
    await page.getByTestId('restore-social').getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByTestId('restore-social')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('restore-social')).toHaveCount(0);
    await page.goto('/membership/mysummary');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });
});
