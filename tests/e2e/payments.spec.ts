import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { PAID_TOURNAMENT } from './fixtures/payments';
import { loginAs } from './support/auth';
import { mailDir } from './support/mail';
import { readableMail } from '../support/mail-catcher';

/**
 * Issue 10 end to end. The portal runs with card payments on against the loopback stand-in for
 * Stripe (tests/payments/loopback-stripe.mjs, started by scripts/e2e-server.mjs: the real `stripe`
 * client and Stripe.js loader, a stand-in API, Stripe.js and card frame, webhooks signed like
 * Stripe's and each delivered twice). A second portal without the keys serves a copy of the same
 * database on E2E_PORT + 1.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const noKeysBase = `http://localhost:${process.env.E2E_NOKEYS_PORT ?? port + 1}`;

function mailsWithSubject(subject: string): string[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .map((name) => readableMail(fs.readFileSync(path.join(mailDir, name), 'utf8')))
    .filter((mail) => mail.includes(`Subject: ${subject}`));
}

async function openPaidTournament(page: Page, base = '') {
  await page.goto(`${base}/tournament/tournamentschedule?searchname=${encodeURIComponent(PAID_TOURNAMENT)}`);
  await page.getByRole('link', { name: PAID_TOURNAMENT, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: PAID_TOURNAMENT })).toBeVisible();
}

/** A moment as the portal writes it (lib/shared/domain/timezone formatZonedDateTime): "2026.11.27 21:09 GMT+9". */
const MOMENT = /\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} (GMT[+-]\d{1,2}(:\d{2})?|UTC)/;

const policyOf = (scope: Page | ReturnType<Page['locator']>) => scope.locator('[data-refund-policy] li').allTextContents();

async function fillCard(frame: FrameLocator, number: string) {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill('12 / 34');
  await frame.getByLabel('Security code').fill('123');
}

test.describe('entry fees paid by card', () => {
  test('a member confirms, a declined card shows its code, the retry pays, the receipt is mailed once, and the withdrawal refunds into MyZone', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page);
    await openPaidTournament(page);
    const view = new URL(page.url()).pathname;
    const policy = await policyOf(page);
    expect(policy).toHaveLength(5);
    await expect(page.getByText('$10.00, paid by card when you enter')).toBeVisible();

    // Enter: the confirmation states the fee, the entry limit and the refund rule.
    await page.getByRole('button', { name: 'Enter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Enter ${PAID_TOURNAMENT}?` });
    await expect(dialog).toContainText('$10.00, paid by card in the next step');
    await expect(dialog).toContainText(/of 50 places taken/);
    expect(await policyOf(dialog)).toEqual(policy);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    // Stripe's card form, in its own frame: the card number never enters the portal's page.
    const pay = page.getByRole('dialog', { name: 'Pay the entry fee' });
    await expect(pay).toContainText('$10.00 for E2E Paid Open');
    await expect(pay).toContainText('never reaches Clubhouse');
    // Issue 26 item 1: the hold's deadline in the portal's date format and the member's zone, labelled.
    await expect(pay).toContainText(new RegExp(`held until ${MOMENT.source}`));
    const card = pay.frameLocator('iframe[title="Secure payment input frame"]');
    await fillCard(card, '4000 0000 0000 0002');
    await pay.getByRole('button', { name: 'Pay $10.00' }).click();
    const failure = pay.getByRole('alert').filter({ hasText: 'Payment failed, please try again.' });
    await expect(failure).toContainText('Error: Your card was declined. · Code: card_declined · Reason: generic_decline');

    // The same form, another card: the webhook marks the entry paid.
    // Behind the dialog the control already says Entered, awaiting payment.
    await expect(page.locator('[data-entry-control]').first()).toContainText('Awaiting payment');
    await fillCard(card, '4242 4242 4242 4242');
    await pay.getByRole('button', { name: 'Pay $10.00' }).click();
    await expect(pay).toBeHidden({ timeout: 30_000 });
    const control = page.locator(`[data-entry-control]`).first();
    await expect(control.locator('p[role="status"]')).toHaveText('Paid: you are entered. A receipt is on its way to your e-mail.');
    await expect(control).toContainText('Entered');
    await expect(control).toContainText('Paid');
    await expect(page.getByRole('button', { name: 'Enter', exact: true })).toHaveCount(0);

    // One receipt, though every webhook was delivered twice; it states the same refund rule.
    const subject = `Receipt: entry fee for ${PAID_TOURNAMENT}`;
    await expect.poll(() => mailsWithSubject(subject).length, { timeout: 15_000 }).toBe(1);
    const receipt = mailsWithSubject(subject)[0];
    expect(receipt).toContain('Amount: $10.00');
    expect(receipt).toContain('VISA •••• 4242');
    for (const sentence of policy) expect(receipt).toContain(sentence);
    // The receipt names the zone its time is written in (issue 26 item 1).
    expect(receipt).toMatch(/\d{2}:\d{2} (GMT[+-][\d:]+|UTC) \([A-Za-z_]+(\/[A-Za-z_]+)*\)/);

    // The schedule says Entered too.
    await page.goto(`/tournament/tournamentschedule?searchname=${encodeURIComponent(PAID_TOURNAMENT)}`);
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('Entered');

    // MyZone shows the payment in the member's zone, labelled; after the withdrawal it must say the same.
    const tournamentno = view.split('/').pop();
    await page.goto(`/membership/myrecords/mytournamentsattend/${tournamentno}`);
    const paidLine = (await page.locator('[data-payment-records] li p').first().textContent())!;
    expect(paidLine).toMatch(new RegExp(`Paid \\$10\\.00.*${MOMENT.source}`));

    // Withdraw before the deadline: the refund is requested and completed by its webhook.
    await page.goto(view);
    await expect(page.locator('[data-entry-control]').first()).toContainText(new RegExp(`withdraw until ${MOMENT.source}`));
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const withdraw = page.getByRole('dialog', { name: `Withdraw from ${PAID_TOURNAMENT}?` });
    await expect(withdraw).toContainText('$10.00 will be refunded to the card that paid.');
    expect(await policyOf(withdraw)).toEqual(policy);
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.locator('[data-entry-control] p[role="status"]').first()).toHaveText('You have withdrawn. A refund of $10.00 is on its way to your card.');
    await expect(page.getByRole('button', { name: 'Enter', exact: true })).toBeVisible();
    await expect.poll(() => mailsWithSubject(`Refund: entry fee for ${PAID_TOURNAMENT}`).length, { timeout: 15_000 }).toBe(1);

    // MyZone: the payment and its refund, the payment's moment as before the withdrawal.
    await page.goto(`/membership/myrecords/mytournamentsattend/${tournamentno}`);
    const records = page.locator('[data-payment-records]');
    await expect(records).toContainText('Paid $10.00');
    await expect(records.locator('li p').first()).toHaveText(paidLine);
    await expect(records).toContainText('VISA ending 4242');
    await expect(records).toContainText('Refund of $10.00: completed · withdrawal');
    await expect(page.getByText('You are not entered in this tournament.')).toBeVisible();
  });

  test('every text that states the refund rule says the same thing, in English and Korean', async ({ page }) => {
    await openPaidTournament(page);
    const view = new URL(page.url()).pathname;
    for (const prefix of ['', '/ko']) {
      await page.goto(`${prefix}${view}`);
      const conditions = await policyOf(page);
      expect(conditions).toHaveLength(5);
      await page.goto(`${prefix}/tournament/jointournament`);
      expect(await policyOf(page)).toEqual(conditions);
      await page.goto(`${prefix}/terms_of_use`);
      expect(await policyOf(page)).toEqual(conditions);
    }
  });
});

test.describe('without Stripe keys', () => {
  test('the same tournament says its fee is paid at the venue, and an entry is recorded so', async ({ page }) => {
    // The second portal of scripts/e2e-server.mjs: same build, same data, no keys.
    await expect.poll(async () => (await page.request.get(`${noKeysBase}/`).catch(() => null))?.status() ?? 0, { timeout: 90_000 }).toBe(200);
    await openPaidTournament(page, noKeysBase);
    await expect(page.getByText('$10.00, paid at the venue before your first attempt')).toBeVisible();
    await page.goto(`${noKeysBase}/tournament/jointournament`);
    await expect(page.getByText('When a tournament has an entry fee, it is paid at the venue before your first attempt')).toBeVisible();
    await expect(page.locator('script[src*="stripe"]')).toHaveCount(0);

    await page.goto(`${noKeysBase}/login?returnUrl=${encodeURIComponent('/tournament/tournamentschedule')}`);
    await page.locator('input[name="player_id"]').fill('demo');
    await page.locator('input[name="password"]').fill('Clubhouse1!');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/tournament/tournamentschedule');
    await openPaidTournament(page, noKeysBase);
    await page.getByRole('button', { name: 'Enter', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Enter ${PAID_TOURNAMENT}?` });
    await expect(dialog).toContainText('$10.00, paid at the venue before your first attempt');
    await dialog.getByRole('button', { name: 'Confirm entry' }).click();
    const control = page.locator('[data-entry-control]').first();
    await expect(control.locator('p[role="status"]')).toHaveText('You are entered. Pay the entry fee at the venue before your first attempt.');
    await expect(control).toContainText('Pay at the venue');
    await expect(control.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  });
});
