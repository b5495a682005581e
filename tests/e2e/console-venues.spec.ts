import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';
import { enrolmentLinks, expectAccessible, onServer, passkeyStep, virtualAuthenticator } from './support/console';

/**
 * A venue's page in the console (issue 24 item 3) in a real browser: a network admin of its own
 * (scripts/e2e-server.mjs makes it with `admin:create`) opens a demo venue, sets its hours to all day,
 * adds a bay and gives it a price, and the member's booking page shows that bay and charges that price
 * on the next request (the console expires the venue's `booking-venue-N` read at once).
 */
test.describe.configure({ mode: 'serial' });

const BAY = `E2E Console Bay ${Date.now().toString(36).slice(-4)}`;
/** The members' and walk-in prices of one slot of the new bay's kind (minor units). */
const PRICE = { member: 1234, walkIn: 2345 };

test('a network admin adds a bay and prices it: the member’s booking page offers it at that price at once', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const admin = await context.newPage();
  await virtualAuthenticator(admin);
  await admin.goto(onServer(enrolmentLinks().venues));
  await passkeyStep(admin, 'Create a passkey');

  // The last demo venue (the other specs use the first ones and the fixtures' own venues).
  await admin.goto('/admin/en/venues');
  const options = await admin.locator('#venue-pick option').evaluateAll((list) => list.filter((o) => (o as HTMLOptionElement).value && !o.textContent!.includes('E2E')).map((o) => (o as HTMLOptionElement).value));
  const shopno = options.at(-1)!;
  await admin.goto(`/admin/en/venues/${shopno}`);
  await expect(admin.getByRole('heading', { name: 'Bays', level: 2 })).toBeVisible();
  await expectAccessible(admin, 'venue page');

  // Open all day, every day.
  const hours = admin.locator('section').filter({ has: admin.getByRole('heading', { name: 'Weekly opening hours' }) });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await hours.getByLabel(`${day} opens`).fill('00:00');
    await hours.getByLabel(`${day} closes`).fill('24:00');
  }
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(hours.getByRole('status')).toHaveText(/^Saved/);

  // Its booking terms saved: a venue that took no bookings takes them from now on.
  const terms = admin.locator('section').filter({ has: admin.getByRole('heading', { name: 'Booking terms' }) });
  if (!(await terms.getByLabel('Currency').inputValue())) await terms.getByLabel('Currency').fill('USD');
  await terms.getByRole('button', { name: 'Save' }).click();
  await expect(terms.getByRole('status')).toHaveText(/^Saved/);

  // A lounge bay of its own, so no other bay's kind or price is touched.
  const bays = admin.locator('section').filter({ has: admin.getByRole('heading', { name: 'Bays', level: 2 }) });
  const add = bays.locator('form').last();
  await add.getByLabel('Number').fill('99');
  await add.getByLabel('Name').fill(BAY);
  await add.getByLabel('Kind').selectOption('lounge');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(bays.getByRole('cell', { name: BAY, exact: true })).toBeVisible();

  const prices = admin.locator('section').filter({ has: admin.getByRole('heading', { name: 'Prices' }) });
  for (const band of ['off-peak', 'peak']) {
    await prices.getByLabel(`Lounge, ${band}: walk-in`).fill(String(PRICE.walkIn));
    await prices.getByLabel(`Lounge, ${band}: member`).fill(String(PRICE.member));
  }
  await prices.getByRole('button', { name: 'Save' }).click();
  await expect(prices.getByRole('status')).toHaveText(/^Saved/);

  // The member's booking page, tomorrow at 10:00 on the new bay.
  const member = await browser.newPage();
  await loginAs(member, 'demo', 'Clubhouse1!', `/membership/booking/${shopno}`);
  await member.goto(`/membership/booking/${shopno}`);
  const days = await member.locator('#booking-day option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
  await member.locator('#booking-day').selectOption(days[1]);
  await member.getByRole('button', { name: new RegExp(`^${BAY} at 10:00`) }).click();
  await expect(member.locator('[data-booking-price]')).toHaveAttribute('data-booking-price', String(PRICE.member));
  await member.close();
  await context.close();
});
