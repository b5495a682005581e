import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { enrolmentLinks, enrolWithPasskey, expectAccessible } from './support/console';

/**
 * The console's list pages (components/admin/list: filter bar, list table, state tabs, pager, empty
 * state) as a network admin sees them, at a tablet's and a wide desktop's width: no serious or critical
 * axe finding and nothing wider than the screen, with rows, with none (the empty state) and with a
 * filter the page refuses (a malformed date, said next to the fields it names), in both languages.
 */
const WIDTHS = [768, 1440] as const;

/** Each list page in the states worth seeing: [address, its heading]. */
const PAGES: [string, string][] = [
  ['/admin/en/lessons', 'Lesson comments'],
  ['/admin/en/lessons?state=all', 'Lesson comments'],
  ['/admin/en/lessons/publishing?state=all', 'Lesson publishing'],
  ['/admin/en/minigames?state=all', 'Mini-game publishing'],
  ['/admin/en/notices', 'Notices'],
  ['/admin/en/inquiries?state=waiting', 'Inquiries'],
  ['/admin/en/inquiries?state=mine', 'Inquiries'],
  ['/admin/en/payments', 'Payments'],
  ['/admin/en/payments?from=2026-02-31', 'Payments'],
  ['/admin/en/bookings', 'Booking calendar'],
  ['/admin/en/audit', 'Audit log'],
  ['/admin/en/audit?to=someday', 'Audit log'],
  ['/admin/en/members?q=a', 'Members'],
  ['/admin/en/members?q=no-such-member-anywhere', 'Members'],
  ['/admin/en/tournaments', 'Tournaments'],
  ['/admin/en/tournaments?q=no-such-tournament', 'Tournaments'],
  ['/admin/en/venues?venue=1', 'Venue keys'],
  ['/admin/ko/notices', '공지사항'],
  ['/admin/ko/payments?from=2026-02-31', '결제'],
  ['/admin/ko/members?q=a', '회원'],
];

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  await enrolWithPasskey(page, enrolmentLinks().lists);
});

test.afterAll(async () => {
  await context.close();
});

for (const [path, heading] of PAGES) {
  test(`${path} passes axe at 768 and 1440 px`, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectAccessible(page, path, WIDTHS);
  });
}

test('a list keeps its filter in the address, and a refused date is said beside the fields it names', async () => {
  // The pager carries the search; the tabs mark the current state and leave the default one out.
  await page.goto('/admin/en/members?q=a');
  await expect(page.getByRole('navigation', { name: 'Members' }).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/admin/en/members?q=a&page=2');
  await expect(page.getByRole('search').getByLabel('Search members')).toHaveValue('a');
  await page.goto('/admin/en/lessons?state=hidden');
  await expect(page.getByRole('navigation', { name: 'Lesson comments' }).getByRole('link', { name: 'Hidden' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Lesson comments' }).getByRole('link', { name: 'Shown' })).toHaveAttribute('href', '/admin/en/lessons?');
  // A refused date is said, and the date fields point at what was said.
  await page.goto('/admin/en/audit?to=someday');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter dates as YYYY-MM-DD.');
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription('Enter dates as YYYY-MM-DD.');
});
