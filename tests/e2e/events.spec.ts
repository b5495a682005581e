import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';

/** Issue 5, events: netizen lessons (stages, comments) and mini-games, in a real browser. */

async function firstLessonPath(page: Page): Promise<string> {
  await page.goto('/event/netizenlesson/swinglist');
  const href = await page.locator('a[href*="/event/netizenlesson/netizenlessonview/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test.describe('netizen lessons', () => {
  test('the grid searches and pages in the URL, and an empty search is told so', async ({ page }) => {
    await page.goto('/event/netizenlesson/swinglist');
    const cards = page.locator('main ul li article');
    await expect(cards.first()).toBeVisible();
    const firstTitle = await cards.first().locator('h2').innerText();

    // Paging is a link that keeps its place in the URL and shows other lessons.
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/pageno=2/);
    await expect(cards.first().locator('h2')).not.toHaveText(firstTitle);
    // The page size is a GET form, not links (issue 12: no crawlable URL per size).
    const sizes = page.getByRole('form', { name: 'Items per page' });
    await sizes.getByLabel('Per page').selectOption('18');
    await sizes.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/pagesize=18/);
    // A new page size starts again from the first page.
    await expect(page).not.toHaveURL(/pageno=/);
    await expect(cards.first().locator('h2')).toHaveText(firstTitle);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your search term.' })).toBeVisible();

    await page.getByLabel('Search term').fill(firstTitle);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/searchname=/);
    await expect(cards.first().locator('h2')).toHaveText(firstTitle);

    await page.getByLabel('Search term').fill('no lesson is called this');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No swing videos match' })).toBeVisible();
  });

  test('jumping between stages highlights the chosen stage and its lesson, with mouse and keyboard', async ({ page }) => {
    await page.goto(await firstLessonPath(page));
    const chapters = page.getByRole('navigation', { name: 'Swing stages' });
    const address = chapters.getByRole('button', { name: /Address/ });
    const impact = chapters.getByRole('button', { name: /Impact/ });
    await expect(address).toHaveAttribute('aria-current', 'step');
    await expect(page.locator('#stage-lesson1')).toHaveAttribute('aria-current', 'step');

    await impact.click();
    await expect(impact).toHaveAttribute('aria-current', 'step');
    await expect(address).not.toHaveAttribute('aria-current', 'step');
    await expect(page.locator('#stage-lesson5')).toHaveAttribute('aria-current', 'step');
    await expect(page.locator('#stage-lesson1')).not.toHaveAttribute('aria-current', 'step');

    // Arrow keys move to the next chapter and keep the focus on it.
    await impact.focus();
    await page.keyboard.press('ArrowDown');
    const followThrough = chapters.getByRole('button', { name: /Follow Through/ });
    await expect(followThrough).toBeFocused();
    await expect(followThrough).toHaveAttribute('aria-current', 'step');
    await expect(page.locator('#stage-lesson6')).toHaveAttribute('aria-current', 'step');
    await page.keyboard.press('Enter');
    await expect(followThrough).toHaveAttribute('aria-current', 'step');

    // With no video stored for the demo lesson, the poster and a clear message stand in.
    const video = page.locator('video');
    if ((await video.count()) === 0) await expect(page.getByText('The video is not available right now.')).toBeVisible();
  });

  test('previous and next articles link through the list, with a message at the newest end', async ({ page }) => {
    await page.goto(await firstLessonPath(page));
    const articles = page.getByRole('navigation', { name: 'Other swing videos' });
    await expect(articles.getByText('There is no next article.')).toBeVisible();
    const previous = articles.locator('a[rel="prev"]');
    const title = await previous.innerText();
    await previous.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(articles.locator('a[rel="next"]')).toBeVisible();
  });

  test('a visitor who wants to comment gets the login prompt, which leads to the login page and back', async ({ page }) => {
    const path = await firstLessonPath(page);
    await page.goto(path);
    await page.getByRole('button', { name: 'Write a comment' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Comments can be written after logging in.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Write a comment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  test('a member writes a comment, sees it, and deletes it after confirming', async ({ page }) => {
    const path = await firstLessonPath(page);
    await loginAs(page, 'demo', 'Clubhouse1!', path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    const box = page.getByLabel('Your comment');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your comment.' })).toBeVisible();

    const text = `Nice tempo <script>alert(1)</script> ${Date.now()}`;
    await box.fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    const mine = page.getByTestId('comment-list').locator('li').filter({ hasText: text });
    await expect(mine).toBeVisible();
    // Plain text: the markup shows as typed and nothing was injected.
    await expect(mine.locator('script')).toHaveCount(0);
    await expect(box).toHaveValue('');

    // Declining the confirmation keeps the comment.
    page.once('dialog', async (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete?');
      await dialog.dismiss();
    });
    await mine.getByRole('button', { name: 'Delete' }).click();
    await expect(mine).toBeVisible();

    page.once('dialog', (dialog) => dialog.accept());
    await mine.getByRole('button', { name: 'Delete' }).click();
    await expect(mine).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('comment-list').locator('li').filter({ hasText: text })).toHaveCount(0);
  });

  test('an unknown lesson is a 404', async ({ page }) => {
    const response = await page.goto('/event/netizenlesson/netizenlessonview/99999999');
    expect(response?.status()).toBe(404);
  });
});

test.describe('mini-games', () => {
  test('filters by status keep their place in the URL, and the ranking resolves extra segments', async ({ page }) => {
    await page.goto('/event/minigame');
    await page.getByLabel('Status').selectOption({ label: 'Completed' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/eventstatus=2/);
    const badges = page.locator('main ul li article span', { hasText: /^(Ready|Playing|Completed|Cancelled)$/ });
    await expect(badges.first()).toHaveText('Completed');
    for (const text of await badges.allInnerTexts()) expect(text).toBe('Completed');

    const href = await page.locator('a[href*="/event/minigameranking/"]').first().getAttribute('href');
    const response = await page.goto(`${href}/extra/segment`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Ranking', exact: true })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${href}$`));
  });

  test('winners list every winning event and lead to its winners, in Korean too', async ({ page }) => {
    await page.goto('/ko/event/winaminigame');
    const link = page.locator('a[href*="/event/winaminigamelist/"]').first();
    await link.click();
    await expect(page.getByRole('heading', { name: '당첨자', exact: true })).toBeVisible();
    const missing = await page.goto('/ko/event/winaminigamelist/99999999');
    expect(missing?.status()).toBe(404);
  });
});
