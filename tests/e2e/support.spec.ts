import { expect, test } from '@playwright/test';
import { loginAs } from './support/auth';

const HOSTILE_NOTICE_TITLE = 'E2E hostile notice: script and javascript link';
const ANSWERED_INQUIRY_TITLE = 'E2E answered inquiry';

test('a notice carrying a <script> and a javascript: link renders inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/support/notice?searchname=${encodeURIComponent('E2E hostile')}`);
  await page.getByRole('link', { name: HOSTILE_NOTICE_TITLE }).click();
  await expect(page.getByRole('heading', { name: HOSTILE_NOTICE_TITLE })).toBeVisible();
  const body = page.locator('.rich-text');
  await expect(body).toContainText('This notice tries to run code.');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('[onerror], [onclick]')).toHaveCount(0);
  const hostileLink = body.getByText('Click me');
  await expect(hostileLink).not.toHaveAttribute('href', /javascript:/i);
  await hostileLink.click();
  await expect(body.getByRole('link', { name: 'Help centre' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(await page.evaluate(() => (window as unknown as { __hostile?: string }).__hostile)).toBeUndefined();
  expect(await page.title()).not.toBe('pwned');
  expect(dialogs).toEqual([]);
  // Previous/next article navigation is present at both ends of the list.
  await expect(page.getByRole('navigation', { name: 'Other articles' })).toBeVisible();
});

test('the inquiry form shows each invalid field, keeps what was typed and sends once corrected', async ({ page }) => {
  await page.goto('/support/inquiry');
  const form = page.locator('form[data-form="inquiry"]');
  await form.getByLabel('Title').fill('Hi');
  await form.getByLabel('Name').fill('Kim_Gil');
  await form.getByLabel('Phone (optional)').fill('+82 10');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.locator('[data-error-for="title"]')).toHaveText('The title must be 4 to 99 characters long.');
  await expect(form.locator('[data-error-for="name"]')).toHaveText('Use letters in the name, with single spaces, hyphens or apostrophes between words.');
  await expect(form.locator('[data-error-for="phone"]')).toHaveText('A phone number has 6 to 15 digits.');
  await expect(form.locator('[data-error-for="email"]')).toHaveText('Enter an e-mail address like name@example.com.');
  await expect(form.locator('[data-error-for="contents"]')).toHaveText('Enter your message.');
  await expect(form.getByLabel('Title')).toHaveValue('Hi');

  await form.getByLabel('Title').fill('Birthday party booking');
  await expect(form.locator('[data-error-for="title"]')).toHaveCount(0);
  // Names in any script with spaces and apostrophes, phones as people write them (issue 13).
  await form.getByLabel('Name').fill("Mary Ann O'Neil");
  await form.getByLabel('Phone (optional)').fill('+1 (415) 555-0132');
  await form.getByLabel('E-mail').fill('visitor@example.com');
  await form.getByLabel('Your message').fill('Can we book two bays for a party of eight?');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(form.getByRole('status')).toHaveText(/Your inquiry has been received/);
  await expect(form.locator('[data-error-for]')).toHaveCount(0);
  await expect(form.getByLabel('Title')).toHaveValue('');
});

test('the Korean inquiry form translates its messages', async ({ page }) => {
  await page.goto('/ko/support/inquiry');
  const form = page.locator('form[data-form="inquiry"]');
  await form.getByRole('button', { name: '문의 보내기' }).click();
  await expect(form.locator('[data-error-for="title"]')).toHaveText('제목을 입력해 주세요.');
  // The hint tells what a number without '+' becomes here, and a full name longer than spec §5's 20 goes through.
  await expect(form.getByText('+와 국가 번호 없이 쓰면 한국 번호로 저장됩니다', { exact: false })).toBeVisible();
  await form.getByLabel('제목').fill('단체 예약 문의드립니다');
  await form.getByLabel('이름').fill('María José García-Fernández de la Vega');
  await form.getByLabel('연락처(선택)').fill('010 1234 5678');
  await form.getByLabel('이메일').fill('visitor@example.com');
  await form.getByLabel('문의 내용').fill('여덟 명이 두 타석을 예약할 수 있나요?');
  await form.getByRole('button', { name: '문의 보내기' }).click();
  await expect(form.getByRole('status')).toHaveText(/문의가 접수되었습니다/);
});

test("a member sees their own inquiries with state and the sanitised answer", async ({ page }) => {
  await loginAs(page, 'demo', 'Clubhouse1!', '/support/inquiry');
  const mine = page.locator('[data-list="my-inquiries"]');
  const item = mine.locator('details', { hasText: ANSWERED_INQUIRY_TITLE });
  await expect(item).toContainText('Answered');
  await item.locator('summary').click();
  await expect(item).toContainText('two days ahead');
  await expect(item.locator('script')).toHaveCount(0);
});

test('store and course filters change the results and unknown ids answer 404', async ({ page }) => {
  await page.goto('/findlocation/stores');
  const stores = page.locator('[data-list="stores"] > li');
  const all = await page.getByText(/ of \d+/).first().textContent();
  await page.getByRole('navigation', { name: 'Country' }).getByRole('link', { name: 'Korea' }).click();
  await expect(page).toHaveURL(/country=KOR/);
  await expect(stores.first()).toContainText('Korea');
  expect(await page.getByText(/ of \d+/).first().textContent()).not.toBe(all);

  const missingStore = await page.goto('/findlocation/StoresView/99999999');
  expect(missingStore?.status()).toBe(404);
  const missingCourse = await page.goto('/golfcourse/courseView/99999999');
  expect(missingCourse?.status()).toBe(404);
  const lower = await page.goto('/golfcourse/courseview/1');
  expect(page.url()).toMatch(/\/golfcourse\/courseView\/1$/);
  expect(lower?.status()).toBe(200);
  await expect(page.getByRole('img', { name: /^Hole 1, par/ })).toBeVisible();
});
