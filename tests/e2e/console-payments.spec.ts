import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { expectAccessible, onServer, passkeyStep, virtualAuthenticator } from './support/console';
import { DESK_BAY, PAYING_MEMBER, paymentsEnrolmentLinks } from './support/console-payments';

/**
 * The operator console's payments (issue 24 item 3): an admin finds a member's card payment,
 * refunds part of it after a passkey check (the loopback Stripe makes the refund and its webhook
 * completes it), sees what is still refundable shrink, is refused a second refund above it with a
 * translated error, and reads the refund in the audit log. A venue manager opens their venue's
 * booking calendar and marks a no-show; another venue's calendar is not found for them. Every screen in both languages passes axe
 * and fits a tablet (768 px) and a desktop (1280 px). One signed-in browser for the serial tests.
 */
test.describe.configure({ mode: 'serial' });


let context: BrowserContext;
let admin: Page;
let authenticator: { cdp: CDPSession; authenticatorId: string };
let paymentPath = '';

/** How often the admin's passkey has signed (the virtual authenticator's counter): a passkey check adds one. */
async function signatures() {
  const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator.authenticatorId });
  return credentials.reduce((sum, credential) => sum + credential.signCount, 0);
}

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  admin = await context.newPage();
  authenticator = await virtualAuthenticator(admin);
});
test.afterAll(async () => {
  await context?.close();
});

test('no payments or calendar page answers without a staff session', async ({ page }) => {
  for (const path of ['/admin/en/payments', '/admin/ko/payments/E-1', '/admin/en/bookings', '/admin/ko/bookings?venue=1']) {
    await page.goto(path);
    await expect(page, `${path} without a session`).toHaveURL(/\/admin\/(en|ko)\/signin$/);
  }
});

test('an admin finds a member’s payment by their member ID', async () => {
  await admin.goto(onServer(paymentsEnrolmentLinks().payAdmin));
  await passkeyStep(admin, 'Create a passkey');
  await admin.getByRole('navigation', { name: 'Console', exact: true }).getByRole('link', { name: 'Payments' }).click();
  await expect(admin.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expectAccessible(admin, 'payments');

  await admin.getByLabel('Member ID').fill(PAYING_MEMBER.playerId);
  await admin.getByLabel('State').selectOption('succeeded');
  await admin.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(admin).toHaveURL(/[?&]member=consolepay/);
  const rows = admin.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('$30.00');
  await expect(rows.nth(1)).toContainText('Paid');
  // A malformed date is said, not guessed; nothing matching is said too.
  await admin.goto('/admin/en/payments?from=2026-13-45');
  await expect(admin.getByRole('main').getByRole('alert')).toHaveText('A date is not a valid date (YYYY-MM-DD).');
  await admin.goto('/admin/en/payments?member=nobody-has-this-id');
  await expect(admin.getByText('No payment matches.')).toBeVisible();
  await admin.goto('/admin/en/payments?member=consolepay&state=succeeded');

  await admin.getByRole('link', { name: /^E-\d+$/ }).click();
  await expect(admin.getByRole('heading', { name: /^Payment E-\d+$/ })).toBeVisible();
  paymentPath = new URL(admin.url()).pathname;
  await expect(admin.locator('[data-refundable]')).toHaveText('$30.00');
  await expectAccessible(admin, 'payment');
});

test('refunds part of it after a passkey check; what is refundable shrinks; more than that is refused', async () => {
  const before = await signatures();
  await admin.getByLabel('Amount to refund (USD)').fill('12.50');
  await admin.getByLabel('Reason (the audit log keeps it)').fill('Bay 3 projector failed');
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Refund requested. Stripe confirms it in a moment.');
  expect(await signatures()).toBeGreaterThan(before);
  await expect(admin.locator('[data-refundable]')).toHaveText('$17.50');
  // Stripe's webhook completes the refund.
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByRole('listitem').filter({ hasText: 'Bay 3 projector failed' })).toContainText('$12.50 · refunded');
  }).toPass({ timeout: 15_000 });

  await admin.getByLabel('Amount to refund (USD)').fill('20.00');
  await admin.getByLabel('Reason (the audit log keeps it)').fill('Second try, too much');
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByRole('status').filter({ hasText: /\S/ })).toHaveText('That is more than is still refundable. Refresh the page to see what is left.');
  await expect(admin.getByLabel('Amount to refund (USD)')).toHaveAttribute('aria-invalid', 'true');
  await admin.reload();
  await expect(admin.locator('[data-refundable]')).toHaveText('$17.50');
});

test('in Korean: the same payment, and the refusal in Korean', async () => {
  await admin.goto(paymentPath.replace('/admin/en/', '/admin/ko/'));
  await expect(admin.getByRole('heading', { name: /^결제 E-\d+$/ })).toBeVisible();
  await expect(admin.locator('[data-refundable]')).toHaveText('US$17.50');
  await expectAccessible(admin, 'payment (ko)');
  await admin.getByLabel('환불 금액(USD)').fill('17.51');
  await admin.getByLabel('사유(감사 로그에 남습니다)').fill('한도 초과 시험');
  await admin.getByRole('button', { name: '환불하기' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /\S/ })).toHaveText('환불 가능 금액보다 많습니다. 페이지를 새로 고쳐 남은 금액을 확인하세요.');
  await admin.goto('/admin/ko/payments');
  await expect(admin.getByRole('heading', { name: '결제', level: 1 })).toBeVisible();
  await expectAccessible(admin, 'payments (ko)');
});

test("a venue manager opens their venue's calendar and marks a no-show; another venue's is not found", async ({ browser }) => {
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await virtualAuthenticator(manager);
  await manager.goto(onServer(paymentsEnrolmentLinks().payManager));
  await passkeyStep(manager, 'Create a passkey');
  await manager.getByRole('navigation', { name: 'Console', exact: true }).getByRole('link', { name: 'Bookings' }).click();
  const heading = manager.getByText(/\(times in [A-Za-z_/]+\)$/);
  await expect(heading).toBeVisible();
  // The booking began half an hour before the server's fixtures ran, earlier in this run: its day in the
  // venue's zone is today's there, or yesterday's when the run crossed midnight there since.
  const zone = /\(times in ([A-Za-z_/]+)\)$/.exec((await heading.textContent()) ?? '')?.[1] ?? 'UTC';
  const dayAt = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
  const bay = manager.getByRole('region', { name: `Bay ${DESK_BAY.number}: ${DESK_BAY.name}` });
  const booking = bay.getByRole('listitem').filter({ hasText: `Code ${DESK_BAY.code}` });
  let day = '';
  for (const candidate of new Set([dayAt(Date.now() - 30 * 60_000), dayAt(Date.now() - 24 * 3_600_000)])) {
    day = candidate;
    await manager.goto(`/admin/en/bookings?venue=1&day=${day}`);
    await expect(bay).toBeVisible();
    if ((await booking.count()) > 0) break;
  }
  await expect(booking).toContainText('Confirmed');
  await expectAccessible(manager, 'booking calendar');
  await booking.getByRole('button', { name: /a no-show$/ }).click();
  await expect(booking.getByRole('status')).toHaveText('Marked a no-show.');
  await expect(booking).toContainText('No-show');
  await expect(booking.getByRole('button', { name: /^Check in / })).toBeVisible();

  await manager.goto(`/admin/ko/bookings?venue=1&day=${day}`);
  await expect(manager.getByRole('region', { name: `${DESK_BAY.number}번 타석: ${DESK_BAY.name}` }).getByRole('listitem').filter({ hasText: `코드 ${DESK_BAY.code}` })).toContainText('노쇼');
  await expectAccessible(manager, 'booking calendar (ko)');

  expect((await manager.goto('/admin/en/bookings?venue=2'))?.status()).toBe(404);
  // Payments too: their venues' only, and the network's entry fee is not theirs to open.
  await manager.goto('/admin/en/payments?member=consolepay');
  await expect(manager.getByText('No payment matches.')).toBeVisible();
  expect((await manager.goto(paymentPath))?.status()).toBe(404);
  await managerContext.close();
});

test('the audit log shows the refund with before and after, and the passkey check before it', async () => {
  await admin.goto('/admin/en/audit?action=payments.refund');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'payments.refund', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('payments@clubhouse.test');
  await expect(row).toContainText(paymentPath.split('/').pop() ?? 'missing');
  await expect(row).toContainText('"refundable":3000');
  await expect(row).toContainText('"refundable":1750');
  await admin.goto('/admin/en/audit?action=bookings.noShow');
  const mark = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'bookings.noShow', exact: true }) });
  await expect(mark).toContainText('venue1-desk@clubhouse.test');
  await expect(mark).toContainText('{"status":"confirmed"} → {"status":"no_show"}');
  await expectAccessible(admin, 'audit log');
  await admin.goto('/admin/en/audit?action=staff.reauth');
  await expect(admin.getByRole('row').filter({ hasText: 'payments@clubhouse.test' }).first()).toBeVisible();
});
