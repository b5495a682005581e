import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { enrolmentLinks, enrolWithPasskey, expectAccessible, MANAGED_VENUE } from './support/console';

/**
 * A venue's screens for the manager of that one venue (issue 24 item 3, "a venue manager: their venues
 * only"), in English and in Korean. The manager (scripts/e2e-server.mjs: `admin:create --role
 * venue_manager --venue E2E_MANAGED_VENUE`) changes their own venue's details, hours, a closure, booking
 * terms, a bay, prices and keys; another venue's screens answer 404, exactly as a venue that does not
 * exist (the matrix's 'own-venue' rule, lib/portal/staff/matrix.ts: existence must not leak).
 * In Korean every section of the screens is Korean and the venue's times carry the venue's own zone
 * (New York), not the network's (Seoul).
 */
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let shopno: string;

/** The venue's zone as lib/shared/domain/timezone.ts labels it, e.g. "America/New_York, GMT-5". */
const zone = () => {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: MANAGED_VENUE.timezone, timeZoneName: 'shortOffset' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')!.value;
  return { name: MANAGED_VENUE.timezone, offset, both: `${MANAGED_VENUE.timezone}, ${offset}` };
};
const section = (name: string) => page.locator('section').filter({ has: page.getByRole('heading', { name, level: 2, exact: true }) });
/** A day ten days ahead (YYYY-MM-DD): in the future in every zone. */
const laterDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const BAY = 'E2E Own Bay';

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  await enrolWithPasskey(page, enrolmentLinks().venueManager);
});

test.afterAll(async () => {
  await context.close();
});

test('a venue manager lists only their venue and changes its details, hours, closures, terms, bays and prices', async () => {
  test.setTimeout(120_000);
  await page.goto('/admin/en/venues');
  const options = await page.locator('#venue-pick option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
  expect(options, 'only their own venue, after "Choose a venue"').toHaveLength(2);
  shopno = options[1];

  await page.goto(`/admin/en/venues/${shopno}`);
  await expect(page.getByRole('heading', { name: MANAGED_VENUE.name, level: 1 })).toBeVisible();
  await expect(page.getByText(`Venue ${shopno} · ${zone().both}`)).toBeVisible();
  await expectAccessible(page, 'own venue (venue manager)');

  const details = section('Details');
  await details.getByLabel('City').fill('Brooklyn Heights');
  await details.getByLabel('Phone').fill('+1 718 555 0100');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('status')).toHaveText(/^Saved/);

  const hours = section('Weekly opening hours');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await hours.getByLabel(`${day} opens`).fill('09:00');
    await hours.getByLabel(`${day} closes`).fill('23:00');
  }
  await hours.getByLabel('Saturday opens').fill('08:00');
  await hours.getByLabel('Saturday closes').fill('02:00');
  await hours.getByRole('button', { name: 'Save' }).click();
  await expect(hours.getByRole('status')).toHaveText(/^Saved/);

  const closures = section('Holidays and closures');
  await closures.getByLabel('Day', { exact: true }).fill(laterDay);
  await closures.getByLabel('Reason').fill('E2E inventory day');
  await closures.getByRole('button', { name: 'Save the day' }).click();
  await expect(closures.getByRole('listitem').filter({ hasText: laterDay })).toContainText('Closed all day · E2E inventory day');

  const terms = section('Booking terms');
  await terms.getByLabel('Currency').fill('USD');
  await terms.getByRole('button', { name: 'Save' }).click();
  await expect(terms.getByRole('status')).toHaveText(/^Saved/);

  const bays = section('Bays');
  const add = bays.locator('form').last();
  await add.getByLabel('Number').fill('1');
  await add.getByLabel('Name').fill(BAY);
  await add.getByLabel('Kind').selectOption('premium');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(bays.getByRole('cell', { name: BAY, exact: true })).toBeVisible();
  await bays.getByRole('button', { name: `Take out of service: ${BAY}` }).click();
  await expect(bays.getByRole('row').filter({ hasText: BAY })).toContainText('Out of service');
  await bays.getByRole('button', { name: `Put back in service: ${BAY}` }).click();
  await expect(bays.getByRole('row').filter({ hasText: BAY })).toContainText('In service');

  const prices = section('Prices');
  await prices.getByLabel('Premium, off-peak: walk-in').fill('3000');
  await prices.getByLabel('Premium, off-peak: member').fill('2500');
  await prices.getByRole('button', { name: 'Save' }).click();
  await expect(prices.getByRole('status')).toHaveText(/^Saved/);

  // All of it is stored: a fresh page shows the saved values.
  await page.reload();
  await expect(section('Details').getByLabel('City')).toHaveValue('Brooklyn Heights');
  await expect(section('Weekly opening hours').getByLabel('Saturday closes')).toHaveValue('02:00');
  await expect(section('Prices').getByLabel('Premium, off-peak: member')).toHaveValue('2500');
  await expect(section('Holidays and closures').getByRole('listitem').filter({ hasText: laterDay })).toBeVisible();

  // The closure taken back.
  await section('Holidays and closures').getByRole('button', { name: `Remove: ${laterDay}` }).click();
  await expect(section('Holidays and closures').getByRole('listitem').filter({ hasText: laterDay })).toHaveCount(0);
});

test('a venue manager creates, rotates and revokes their venue’s keys, dated in the venue’s zone', async () => {
  await page.goto(`/admin/en/venues?venue=${shopno}`);
  const panel = page.getByRole('region', { name: `Keys of ${MANAGED_VENUE.name}` });
  await expect(panel.getByText('This venue has no key yet.', { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: 'Create key' }).click();
  const shown = panel.getByRole('status');
  await expect(shown.locator('[data-secret]')).toHaveText(/\S{20,}/);
  const first = (await shown.locator('code').first().textContent())!;
  await expect(panel.getByRole('row').filter({ hasText: first })).toContainText('Active');
  await expect(panel.getByRole('row').filter({ hasText: first })).toContainText(zone().offset);

  // A day's grace (an hour lasts 4 s on the test server: 96 s), long enough to see the old key retiring.
  await panel.getByLabel('Grace (hours)').fill('24');
  await panel.getByRole('button', { name: 'Rotate keys' }).click();
  await expect(shown).toContainText(`Still valid until`);
  await expect(shown).toContainText(zone().offset);
  const second = (await shown.locator('code').first().textContent())!;
  expect(second).not.toBe(first);
  await expect(panel.getByRole('row').filter({ hasText: first })).toContainText('Retiring');

  await panel.getByRole('button', { name: `Revoke key ${first}` }).click();
  await expect(panel.getByRole('alert')).toHaveText(/^The key is revoked/);
  await expect(panel.getByRole('row').filter({ hasText: first })).toContainText('Revoked');
  await expect(panel.getByRole('row').filter({ hasText: second })).toContainText('Active');
  await expectAccessible(page, 'own venue keys (venue manager)');
});

test('another venue’s screens answer 404 to the manager, as a venue that does not exist does', async () => {
  // Venue 1 exists (the demo network's first); 999999 does not. Both answers are the same.
  for (const other of ['1', '999999']) {
    for (const path of [`/admin/en/venues/${other}`, `/admin/en/venues?venue=${other}`, `/admin/en/bookings?venue=${other}`, `/admin/ko/venues/${other}`]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
    }
  }
  // Their own still opens, so the 404s are about the venue, not the session.
  expect((await page.goto(`/admin/en/venues/${shopno}`))?.status()).toBe(200);
});

test('in Korean, the venue screens speak Korean and label the venue’s times with its zone', async () => {
  const { both, offset } = zone();
  await page.goto(`/admin/ko/venues/${shopno}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: MANAGED_VENUE.nameKo, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '전체 매장' })).toBeVisible();
  await expect(page.getByText(`매장 ${shopno} · ${both}`)).toBeVisible();
  for (const heading of ['기본 정보', '주간 영업시간', '공휴일 및 임시 휴무', '예약 조건', '타석', '요금']) {
    await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
  }
  // The hours and the closures are the venue's clock, and say which.
  await expect(section('주간 영업시간')).toContainText(`시간은 매장 현지 시각(${both})입니다`);
  await expect(section('공휴일 및 임시 휴무')).toContainText(`(${both})`);
  await expect(section('타석').getByRole('columnheader', { name: '최대 인원' })).toBeVisible();
  await expect(section('타석').getByRole('cell', { name: '프리미엄' })).toBeVisible();

  // A change in Korean, said in Korean.
  const hours = section('주간 영업시간');
  await hours.getByLabel('일요일 개점').fill('10:00');
  await hours.getByLabel('일요일 마감').fill('20:00');
  await hours.getByRole('button', { name: '저장' }).click();
  await expect(hours.getByRole('status')).toHaveText(/^저장했습니다/);
  await expectAccessible(page, 'own venue (venue manager, Korean)');

  // The keys screen: Korean, and each key's instants in the venue's zone.
  await page.goto(`/admin/ko/venues?venue=${shopno}`);
  await expect(page.getByRole('heading', { name: '매장 키', level: 1 })).toBeVisible();
  const panel = page.getByRole('region', { name: `${MANAGED_VENUE.nameKo}의 키` });
  for (const header of ['키 ID', '상태', '생성일', '유효 기한 / 폐기일']) await expect(panel.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(panel.getByRole('button', { name: '키 만들기' })).toBeVisible();
  const created = await panel.getByRole('row').nth(1).getByRole('cell').nth(2).textContent();
  expect(created).toMatch(new RegExp(`^\\d{4}\\.\\d{2}\\.\\d{2} \\d{2}:\\d{2} ${offset.replace('+', '\\+')}$`));
});
