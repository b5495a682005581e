import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { signedHeaders, VENUE_ROUNDS_PATH } from '../../lib/shared/venue/signature';
import { enrolmentLinks, expectAccessible, onServer, passkeyStep, virtualAuthenticator } from './support/console';
import { codeFor, stepAt } from './support/totp';

/**
 * The console's fallback second factor and key rotation (issue 24): a member of staff enrols a
 * passkey from their link, sets up an authenticator app (the key shown once, confirmed with a current
 * code) and makes recovery codes; a fresh browser without the passkey signs in with the e-mail and a
 * TOTP code, another with a recovery code (used once, audited, the count left shown) that then
 * exports a member's data, confirmed with a TOTP code in the re-authentication dialog. Then a venue's
 * key is rotated from the screen while the portal runs on its embedded database: during the grace
 * both keys sign rounds, after it only the new one (scripts/e2e-server.mjs makes an hour of grace 4 s).
 * Runs in order: one account, one link.
 */
test.describe.configure({ mode: 'serial' });

const EMAIL = 'security@clubhouse.test';
const VENUE = 3;
const REFUSED = 'That e-mail and code do not match a staff account. Check both and try again.';

let context: BrowserContext;
let page: Page;
let authenticator: { cdp: CDPSession; authenticatorId: string };
let secret = '';
let recoveryCodes: string[] = [];
/** The last TOTP step the console accepted: each step signs in once. */
let lastStep = 0;

/**
 * A code the console has not seen yet and still accepts (within a step of its clock): when the next
 * unused step is still two ahead, the clock is polled until it is one ahead.
 */
async function nextCode() {
  await expect.poll(() => stepAt(Date.now()), { timeout: 35_000, intervals: [1_000] }).toBeGreaterThanOrEqual(lastStep);
  lastStep = Math.max(stepAt(Date.now()), lastStep + 1);
  return codeFor(secret, lastStep);
}

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  authenticator = await virtualAuthenticator(page);
});
test.afterAll(async () => {
  await context?.close();
});

async function signInWithCode(browserPage: Page, email: string, code: string) {
  await browserPage.goto('/admin/en/signin');
  const form = browserPage.getByRole('form', { name: 'No passkey with you?' });
  await form.getByLabel('Staff e-mail').fill(email);
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByRole('button', { name: 'Sign in with a code' }).click();
  return form;
}

test('sets up an authenticator app (confirmed with a current code) and makes ten recovery codes', async () => {
  expect(authenticator.authenticatorId).toBeTruthy();
  await page.goto(onServer(enrolmentLinks().security));
  await passkeyStep(page, 'Create a passkey');

  await page.getByRole('navigation', { name: 'Console', exact: true }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
  await expect(page.getByText('Not set up.')).toBeVisible();
  await expect(page.getByText('Recovery codes left: 0 of 10.')).toBeVisible();
  await expectAccessible(page, 'security');

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the authenticator key' }).locator('svg')).toBeVisible();
  secret = (await page.locator('[data-totp-secret]').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByText(`otpauth://totp/Clubhouse%20console%3A${encodeURIComponent(EMAIL)}?secret=${secret}`)).toBeVisible();
  await expectAccessible(page, 'security, setting up');

  // A code that is not the app's is refused beside the field; the app's current code turns it on.
  const now = stepAt(Date.now());
  const valid = [now - 1, now, now + 1].map((step) => codeFor(secret, step));
  const wrong = ['123456', '654321', '111111'].find((code) => !valid.includes(code))!;
  await page.getByLabel('Code from the app').fill(wrong);
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('That is not the code your app shows now.')).toBeVisible();
  await page.getByLabel('Code from the app').fill(await nextCode());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Your authenticator app is on.')).toBeVisible();
  await expect(page.getByText(/^Active since /)).toBeVisible();

  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  const shown = page.locator('[data-recovery-code]');
  await expect(shown).toHaveCount(10);
  recoveryCodes = await shown.allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  await expect(page.getByText('Recovery codes left: 10 of 10.')).toBeVisible();
  await expectAccessible(page, 'security, recovery codes');

  // Shown once: the page opened again has neither the key nor the codes.
  await page.reload();
  await expect(page.locator('[data-totp-secret]')).toHaveCount(0);
  await expect(page.locator('[data-recovery-code]')).toHaveCount(0);

  // In Korean too.
  await page.goto('/admin/ko/security');
  await expect(page.getByRole('heading', { level: 1, name: '보안' })).toBeVisible();
  await expect(page.getByText('남은 복구 코드: 10개 중 10개.')).toBeVisible();
  await expectAccessible(page, 'security (ko)');
});

test('signs in on a fresh browser without the passkey, with the e-mail and a TOTP code', async ({ browser }) => {
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/admin/en/signin');
  await expectAccessible(other, 'sign-in');

  // An unknown e-mail and a wrong code read the same.
  const now = stepAt(Date.now());
  const valid = [now - 1, now, now + 1, lastStep + 1].map((step) => codeFor(secret, step));
  const wrong = ['123456', '654321', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
  const unknown = await signInWithCode(other, 'nobody@clubhouse.test', codeFor(secret, now));
  await expect(unknown.getByRole('alert')).toHaveText(REFUSED);
  const mistaken = await signInWithCode(other, EMAIL, wrong);
  await expect(mistaken.getByRole('alert')).toHaveText(REFUSED);

  await signInWithCode(other, EMAIL, await nextCode());
  await expect(other).toHaveURL(/\/admin\/en$/);
  await expect(other.getByRole('heading', { name: 'Welcome, E2E Security' })).toBeVisible();
  await fresh.close();
});

test('signs in with a recovery code once (the count left shown, the use audited), then confirms an export with a TOTP code in the re-authentication dialog', async ({ browser }) => {
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await signInWithCode(other, EMAIL, recoveryCodes[0].toUpperCase());
  await expect(other).toHaveURL(/\/admin\/en\/security\?recovery=used$/);
  await expect(other.getByRole('status').first()).toContainText('You are signed in with a recovery code. Recovery codes left: 9.');
  await expect(other.getByText('Recovery codes left: 9 of 10.')).toBeVisible();
  await expectAccessible(other, 'security, after a recovery code');

  // Without the passkey, a dangerous action (a member's personal data, exported) is confirmed with a
  // TOTP code in the console's re-authentication dialog: the session's cookie changes and the file comes.
  await other.goto('/admin/en/members?q=consoleblock');
  await other.getByRole('link', { name: /^\d+$/ }).first().click();
  const before = (await fresh.cookies()).find((cookie) => cookie.name === 'clubhouse_staff')?.value;
  const exportButton = other.getByRole('button', { name: 'Export personal data (JSON)' });
  const dialog = other.getByRole('dialog', { name: 'Confirm it is you' });
  // A click before React has hydrated the page does nothing: click again until the dialog opens.
  await expect(async () => {
    await exportButton.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const field = dialog.getByLabel('Code from your authenticator app');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(dialog.getByRole('button', { name: 'Use my passkey' })).toBeVisible();
  await expectAccessible(other, 're-authentication dialog');
  // Five digits are refused in the browser (no attempt of the account's spent): the dialog stays open.
  await field.fill('12345');
  await dialog.getByRole('button', { name: 'Confirm with the code' }).click();
  await expect(dialog.getByText('Enter the six-digit code your app shows now.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const download = other.waitForEvent('download');
  await field.fill(await nextCode());
  await dialog.getByRole('button', { name: 'Confirm with the code' }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(JSON.parse(text).member).toMatchObject({ email: expect.stringContaining('@') });
  await expect(dialog).toBeHidden();
  await expect(exportButton).toBeFocused();
  expect((await fresh.cookies()).find((cookie) => cookie.name === 'clubhouse_staff')?.value).not.toBe(before);
  await fresh.close();

  const again = await browser.newContext();
  const third = await again.newPage();
  const refused = await signInWithCode(third, EMAIL, recoveryCodes[0]);
  await expect(refused.getByRole('alert')).toHaveText(REFUSED);
  await again.close();

  await page.goto('/admin/en/audit?action=staff.recovery.use');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(EMAIL);
  await expect(rows.first()).toContainText('"remaining":9');
  await page.goto('/admin/en/audit?action=staff.totp');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.goto('/admin/en/audit?action=staff.reauth');
  await expect(page.locator('tbody tr').filter({ hasText: EMAIL }).filter({ hasText: '"method":"totp"' })).toHaveCount(1);
});

/** Posts a signed, empty round: a key the API accepts gets past the signature to the round's checks (400). */
async function postWith(baseURL: string, key: { keyId: string; secret: string }) {
  const body = '{}';
  const response = await fetch(`${baseURL}${VENUE_ROUNDS_PATH}`, { method: 'POST', headers: signedHeaders(key, body), body });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

test("rotates a venue's key from the screen: the old key works through its grace, then only the new one", async ({ baseURL }) => {
  test.setTimeout(90_000);
  await page.goto(`/admin/en/venues?venue=${VENUE}`);
  const panel = page.getByRole('region', { name: /^Keys of / });
  await panel.getByRole('button', { name: 'Create key' }).click();
  const shown = panel.getByRole('status');
  await expect(shown.locator('[data-secret]')).toBeVisible();
  const old = { keyId: (await shown.locator('code').first().textContent())!, secret: (await shown.locator('[data-secret]').textContent())! };
  expect(old.keyId).toMatch(new RegExp(`^vk_${VENUE}_`));
  expect(await postWith(baseURL!, old)).toEqual({ status: 400, message: 'venue.error.invalidRound' });

  // Three "hours" of grace: 12 s on this server.
  await panel.getByLabel('Grace (hours)').fill('3');
  await panel.getByRole('button', { name: 'Rotate keys' }).click();
  await expect(shown.locator('code').first()).not.toHaveText(old.keyId);
  const fresh = { keyId: (await shown.locator('code').first().textContent())!, secret: (await shown.locator('[data-secret]').textContent())! };
  await expect(shown).toContainText(`Still valid until`);
  await expect(shown).toContainText(old.keyId);
  expect(await postWith(baseURL!, fresh)).toEqual({ status: 400, message: 'venue.error.invalidRound' });
  expect(await postWith(baseURL!, old)).toEqual({ status: 400, message: 'venue.error.invalidRound' });
  await expectAccessible(page, 'venue keys, rotated');

  // The grace runs out: the old key is refused, the new one still signs.
  await expect.poll(async () => (await postWith(baseURL!, old)).status, { timeout: 30_000, intervals: [1_000] }).toBe(401);
  expect(await postWith(baseURL!, old)).toEqual({ status: 401, message: 'venue.error.unknownKey' });
  expect(await postWith(baseURL!, fresh)).toEqual({ status: 400, message: 'venue.error.invalidRound' });
  await page.reload();
  const rows = panel.locator('tbody tr');
  await expect(rows.filter({ hasText: old.keyId })).toContainText('Expired');
  await expect(rows.filter({ hasText: fresh.keyId })).toContainText('Active');

  await page.goto('/admin/en/audit?action=venueKeys.rotate');
  await expect(page.locator('tbody tr').first()).toContainText(fresh.keyId);
});
