import { expect, test } from '@playwright/test';

/**
 * Issue 8 item 1: a page reads its URL with the member API's own schemas. An id that cannot name a
 * row (beyond PostgreSQL's int4, zero, negative, not a number) is a 404 page and a 404 answer of
 * the member API, never an error screen or a 500; a bad query value falls back to its default.
 */
const detailPages = [
  '/event/minigameranking/',
  '/event/winaminigamelist/',
  '/tournament/tournamentscheduleview/',
  '/tournament/tournamentmember/',
  '/golfcourse/courseView/',
  '/findlocation/StoresView/',
  '/support/noticeview/',
  '/support/resourcesview/',
  '/event/netizenlesson/netizenlessonview/',
];

test.describe('inputs', () => {
  test('ids that cannot name a row are 404 pages', async ({ page }) => {
    for (const base of detailPages) {
      for (const id of ['9999999999', '2147483648', '0', '-1', 'abc']) {
        const response = await page.goto(`${base}${id}`);
        expect(`${base}${id}: ${response?.status()}`).toBe(`${base}${id}: 404`);
      }
    }
    expect((await page.goto('/tournament/tournamentscheduleview/9999999999/ranking'))?.status()).toBe(404);
    expect((await page.goto('/ko/event/minigameranking/9999999999'))?.status()).toBe(404);
  });

  test('the member API answers such ids with 404 and its not-found key', async ({ request }) => {
    for (const [path, message] of [
      ['/upstream/tournament/tournamentcondition/9999999999', 'tournament.error.notFound'],
      ['/upstream/event/minigameranking/9999999999', 'minigame.error.notFound'],
      ['/upstream/event/winaminigamelist/9999999999', 'minigame.error.notFound'],
      ['/upstream/golfcourse/courseview/abc', 'course.error.notFound'],
    ] as const) {
      const response = await request.get(path);
      expect([path, response.status(), await response.json()]).toEqual([path, 404, { code: 404, message }]);
    }
  });

  test('bad query values fall back to their defaults; a page past the last clamps instead of failing', async ({ page }) => {
    const far = await page.goto('/tournament/tournamentschedule?pageno=999999');
    expect(far?.status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Tournament schedule' })).toBeVisible();

    const bad = await page.goto('/tournament/tournamentschedule?pageno=abc&pagesize=7&tourstatus_fk=9&tourtype_fk=x&searchtype=everything');
    expect(bad?.status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(11); // the header and page 1 of 10

    const notices = await page.goto('/support/notice?pageno=-3&pagesize=1000');
    expect(notices?.status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });
});
