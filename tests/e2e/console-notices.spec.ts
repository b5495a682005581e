import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { enrolmentLinks, expectAccessible, onServer, passkeyStep, virtualAuthenticator } from './support/console';

/**
 * Notices in the operator console (issue 24 item 3), in a real browser: a member of staff enrols,
 * writes a notice in Markdown in both languages, sees the live
 * preview (sanitised: the script and the javascript: link are gone), publishes it, and a visitor who
 * had the list cached sees it at once on the public notice list, its page in both languages and the
 * sitemap; a scheduled notice stays out of all of them; the published one is then deleted. Then the
 * same admin hides a member's lesson comment with a reason (the lessons half of the same item). Every
 * console screen runs axe at 768 and 1280 px. Serial: one staff browser, signed in once (support's
 * right to manage notices, and a venue manager's refusal, are in lib/portal/staff/notices.test.ts).
 */
test.describe.configure({ mode: 'serial' });

const RUN = Date.now().toString(36);
const TITLE = `E2E console notice ${RUN}`;
const TITLE_KO = `E2E 콘솔 공지 ${RUN}`;
const SCHEDULED = `E2E scheduled notice ${RUN}`;
const MARKDOWN = [
  '## Spring league opens',
  '',
  'Entries open **today** at every venue.',
  '',
  '- Two rounds a week',
  '- [Rules](/support/notice)',
  '',
  '<script>window.__noticeRan = true</script>',
  '',
  '[Do not click](javascript:window.__noticeRan=true)',
].join('\n');
const MARKDOWN_KO = ['## 봄 리그 개막', '', '오늘부터 모든 매장에서 **참가 신청**을 받습니다.'].join('\n');

/** A visitor's fresh browser (no staff cookie, no member session): what the public and the edge cache see. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

let staffContext: BrowserContext;
let staff: Page;
let published = 0;

test.beforeAll(async ({ browser }) => {
  staffContext = await browser.newContext();
  staff = await staffContext.newPage();
  await virtualAuthenticator(staff);
});
test.afterAll(async () => {
  await staffContext?.close();
});

test('a member of staff enrols and finds the notices, listed by state', async () => {
  await staff.goto(onServer(enrolmentLinks().editor));
  await passkeyStep(staff, 'Create a passkey');
  await staff.getByRole('navigation', { name: 'Console', exact: true }).getByRole('link', { name: 'Notices' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  // The seeded notices are there, the pinned ones first.
  await expect(staff.locator('tbody tr').first()).toContainText('Pinned');
  await expect(staff.getByText(/\d+ published · \d+ scheduled · /)).toBeVisible();
  await expectAccessible(staff, 'notice list');
});

test('writes a notice in Markdown in both languages with a live, sanitised preview, publishes it, and the public pages show it at once', async ({ browser }) => {
  // A visitor has the list cached before the notice exists (the edge and Next's cache hold it).
  const guest = await visitor(browser);
  await guest.page.goto('/support/notice');
  await guest.page.goto('/support/notice');
  await expect(guest.page.getByRole('link', { name: TITLE })).toHaveCount(0);

  await staff.getByRole('link', { name: 'New notice' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'New notice' })).toBeVisible();
  await staff.getByRole('button', { name: 'Save notice' }).click();
  await expect(staff.getByText('Give a title of 1 to 200 characters.')).toBeVisible();
  await expect(staff.getByText('Write a text of 1 to 20,000 characters.')).toBeVisible();

  await staff.getByLabel('Title', { exact: true }).fill(TITLE);
  await staff.getByLabel('Text (Markdown)', { exact: true }).fill(MARKDOWN);
  const preview = staff.getByRole('region', { name: 'Preview', exact: true });
  await expect(preview.getByRole('heading', { level: 2, name: 'Spring league opens' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('today');
  await expect(preview.getByRole('listitem')).toHaveCount(2);
  // Sanitised as the public page will be: no script, and the javascript: link lost its target.
  expect(await preview.locator('script').count()).toBe(0);
  await expect(preview.getByText('Do not click')).not.toHaveAttribute('href', /.+/);
  expect(await staff.evaluate(() => (window as { __noticeRan?: boolean }).__noticeRan)).toBeUndefined();

  await staff.getByLabel('Title (Korean)', { exact: true }).fill(TITLE_KO);
  await staff.getByLabel('Text in Korean (Markdown)', { exact: true }).fill(MARKDOWN_KO);
  const previewKo = staff.getByRole('region', { name: 'Preview (Korean)' });
  await expect(previewKo.getByRole('heading', { level: 2, name: '봄 리그 개막' })).toBeVisible();
  await expect(previewKo.locator('strong')).toHaveText('참가 신청');
  await expectAccessible(staff, 'notice editor with previews');

  await staff.getByLabel('Publish now').check();
  await staff.getByRole('button', { name: 'Save notice' }).click();
  await expect(staff).toHaveURL(/\/admin\/en\/notices\?saved=\d+$/);
  published = Number(new URL(staff.url()).searchParams.get('saved'));
  await expect(staff.getByRole('status')).toHaveText(`Notice ${published} is saved.`);
  const row = staff.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText(/Published \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} GMT\+9/);

  // The visitor's cached list was expired by the save: the notice is there on the next request.
  await guest.page.goto('/support/notice');
  await guest.page.getByRole('link', { name: TITLE }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/support/noticeview/${published}$`));
  await expect(guest.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const article = guest.page.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Spring league opens' })).toBeVisible();
  await expect(article.locator('strong').first()).toHaveText('today');
  await expect(article.getByText('Do not click')).not.toHaveAttribute('href', /.+/);
  expect(await guest.page.evaluate(() => (window as { __noticeRan?: boolean }).__noticeRan)).toBeUndefined();
  await guest.page.goto(`/ko/support/noticeview/${published}`);
  await expect(guest.page.getByRole('heading', { level: 1, name: TITLE_KO })).toBeVisible();
  await expect(guest.page.locator('article strong').first()).toHaveText('참가 신청');

  const sitemap = await (await guest.page.request.get('/sitemaps/sitemap/notices.xml')).text();
  expect(sitemap).toContain(`/support/noticeview/${published}</loc>`);
  await guest.context.close();
});

test('a scheduled notice is not public before its time: not listed, its page not found, not in the sitemap', async ({ browser }) => {
  await staff.goto('/admin/en/notices/new');
  await staff.getByLabel('Title', { exact: true }).fill(SCHEDULED);
  await staff.getByLabel('Text (Markdown)', { exact: true }).fill('Coming **tomorrow**.');
  await staff.getByLabel('Schedule', { exact: true }).check();
  const when = staff.getByLabel(/^Publish at \(Asia\/Seoul, GMT\+9\)$/);
  await expect(when).toBeVisible();
  await when.fill('2020-01-01T09:00');
  await staff.getByRole('button', { name: 'Save notice' }).click();
  await expect(staff.getByText('That moment has passed: choose a later one, or publish now.')).toBeVisible();
  await when.fill('2099-12-01T09:00');
  await expectAccessible(staff, 'notice editor, scheduled');
  await staff.getByRole('button', { name: 'Save notice' }).click();
  await expect(staff).toHaveURL(/\/admin\/en\/notices\?saved=\d+$/);
  const scheduled = Number(new URL(staff.url()).searchParams.get('saved'));
  await expect(staff.getByRole('row').filter({ hasText: SCHEDULED })).toContainText('Scheduled for 2099.12.01 09:00 GMT+9');
  await staff.getByRole('link', { name: 'Scheduled', exact: true }).click();
  await expect(staff.locator('tbody tr').filter({ hasText: SCHEDULED })).toHaveCount(1);
  await expectAccessible(staff, 'scheduled notices');

  const guest = await visitor(browser);
  await guest.page.goto('/support/notice');
  await expect(guest.page.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(guest.page.getByRole('link', { name: SCHEDULED })).toHaveCount(0);
  const page = await guest.page.request.get(`/support/noticeview/${scheduled}`);
  expect(page.status()).toBe(404);
  const sitemap = await (await guest.page.request.get('/sitemaps/sitemap/notices.xml')).text();
  expect(sitemap).not.toContain(`/support/noticeview/${scheduled}</loc>`);
  await guest.context.close();
});

test('deletes the published notice after asking again: gone from the public list and its page', async ({ browser }) => {
  await staff.goto('/admin/en/notices');
  const row = staff.getByRole('row').filter({ hasText: TITLE });
  await row.getByRole('button', { name: `Delete: ${TITLE}` }).click();
  await row.getByRole('button', { name: `Delete for good: ${TITLE}` }).click();
  await expect(staff.getByRole('status')).toHaveText('The notice is deleted.');
  await expect(staff.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);

  const guest = await visitor(browser);
  await guest.page.goto('/support/notice');
  await expect(guest.page.getByRole('link', { name: TITLE })).toHaveCount(0);
  expect((await guest.page.request.get(`/support/noticeview/${published}`)).status()).toBe(404);
  await guest.context.close();
});

test('a network admin hides a lesson comment with a reason, and the lesson page no longer shows it', async ({ browser }) => {
  const member = await browser.newContext();
  const publicPage = await member.newPage();
  await publicPage.goto('/event/netizenlesson/swinglist');
  const lessonHref = (await publicPage.locator('a[href*="/event/netizenlesson/netizenlessonview/"]').first().getAttribute('href'))!;
  await loginAs(publicPage, 'demo', 'Clubhouse1!', lessonHref);
  const body = `Cheap clubs at spam.example ${Date.now()}`;
  await publicPage.getByLabel('Your comment').fill(body);
  await publicPage.getByRole('button', { name: 'Post comment' }).click();
  await expect(publicPage.getByTestId('comment-list').locator('li').filter({ hasText: body })).toBeVisible();

  const page = staff;
  await page.getByRole('navigation', { name: 'Console', exact: true }).getByRole('link', { name: 'Lesson comments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson comments' })).toBeVisible();
  const row = page.locator('tbody tr').filter({ hasText: body });
  await expect(row).toHaveCount(1);
  await expectAccessible(page, 'lesson comments');

  await row.locator('summary').click();
  await row.getByLabel('Reason (kept in the audit log)').fill('no');
  await row.getByRole('button', { name: 'Hide comment' }).click();
  await expect(row.getByText('Give a reason of 5 to 500 characters.')).toBeVisible();
  await row.getByLabel('Reason (kept in the audit log)').fill('Advertising, ticket 7');
  await row.getByRole('button', { name: 'Hide comment' }).click();

  await page.goto('/admin/en/lessons?state=hidden');
  const hidden = page.locator('tbody tr').filter({ hasText: body });
  await expect(hidden).toContainText('Hidden: Advertising, ticket 7');

  await publicPage.goto(lessonHref);
  await expect(publicPage.getByTestId('comment-list')).toBeVisible();
  await expect(publicPage.getByTestId('comment-list').locator('li').filter({ hasText: body })).toHaveCount(0);
  await member.close();
});
