import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';

/**
 * MyZone's records (issue 9) as the demo member: every myrecords screen answers 200 in English and
 * Korean, another member's record is a 404, a visitor is sent to log in with the way back; on the
 * dashboard, a round's scorecard opens from the recent rounds, and the X-Handicap's steps are checked
 * against the rounds they name (their scorecards) and recomputed from the figures shown.
 */

const ROUTES = ['myrounds', 'mytournaments', 'myevent', 'myxpoint', 'myswing'] as const;

/** The first link on a list page to one of its detail pages: its id. */
async function firstId(page: Page, list: string, detail: string): Promise<string> {
  await page.goto(`/membership/myrecords/${list}`);
  const href = await page.locator(`a[href*="/membership/myrecords/${detail}/"]`).first().getAttribute('href');
  expect(href, `a ${detail} link on ${list}`).toBeTruthy();
  return href!.split('/').pop()!;
}

test.describe('MyZone records', () => {
  test('a visitor is sent to log in and comes back to the record asked for', async ({ page }) => {
    await page.goto('/ko/membership/myrecords/myxpoint?season=2026');
    await expect(page).toHaveURL(/\/ko\/login\?returnUrl=%2Fmembership%2Fmyrecords%2Fmyxpoint%3Fseason%3D2026$/);
    await page.locator('input[name="player_id"]').fill('demo');
    await page.locator('input[name="password"]').fill('Clubhouse1!');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ko\/membership\/myrecords\/myxpoint\?season=2026$/);
    await expect(page.locator('[aria-current="page"][data-myzone-item="myxpoint"]').first()).toBeVisible();
  });

  test('every records screen answers 200 in both languages, and another member\'s record 404', async ({ page }) => {
    await loginAs(page);
    const round = await firstId(page, 'myrounds', 'myroundsview');
    const tournament = await firstId(page, 'mytournaments', 'mytournamentsview');
    const event = await firstId(page, 'myevent', 'myminigameranking');
    const swing = await firstId(page, 'myswing', 'myswingview');
    const paths = [
      '/membership/myrecords',
      ...ROUTES.map((route) => `/membership/myrecords/${route}`),
      `/membership/myrecords/myroundsview/${round}`,
      ...['mytournamentsview', 'mytournamentsattend', 'myscorecard', 'mytournamentsranking'].map((screen) => `/membership/myrecords/${screen}/${tournament}`),
      `/membership/myrecords/myminigameranking/${event}`,
      `/membership/myrecords/mywinaminigame/${event}`,
      `/membership/myrecords/myswingview/${swing}`,
    ];
    for (const prefix of ['', '/ko']) {
      for (const path of paths) {
        const response = await page.request.get(`${prefix}${path}`);
        expect(response.status(), `${prefix}${path}`).toBe(200);
        expect(response.headers()['x-robots-tag'] ?? (await response.text()).match(/<meta name="robots" content="([^"]+)"/)?.[1]).toContain('noindex');
      }
    }

    // Round numbers are consecutive across members: the first one missing from the demo member's
    // full list belongs to someone else, and reads as not found.
    await page.goto('/membership/myrecords/myrounds?pagesize=100');
    const mine = new Set((await page.locator('a[href*="/myroundsview/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()))).map(Number));
    let other = 1;
    while (mine.has(other)) other++;
    for (const path of [`/membership/myrecords/myroundsview/${other}`, `/ko/membership/myrecords/myroundsview/${other}`, '/membership/myrecords/myswingview/2147483647']) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });

  test('dashboard: a round opens its scorecard, and the handicap steps add up from the rounds shown', async ({ page }) => {
    await loginAs(page, 'demo', 'Clubhouse1!', '/membership/mysummary');
    await expect(page.locator('[aria-current="page"][data-myzone-item="mysummary"]').first()).toBeVisible();

    // The handicap steps: the latest nines, the lowest five counted, their average rounded.
    const nines = await page.locator('[data-step-nine]').evaluateAll((rows) =>
      rows.map((row) => ({ round: row.getAttribute('data-round')!, strokes: Number(row.getAttribute('data-strokes')), par: Number(row.getAttribute('data-par')), counted: row.getAttribute('data-counted') === 'yes', from: Number(row.querySelector('td:nth-child(2)')!.textContent!.match(/\d+/)![0]) })),
    );
    expect(nines.length).toBeGreaterThanOrEqual(5);
    expect(nines.length).toBeLessThanOrEqual(8);
    const overPar = nines.map((n) => n.strokes - n.par);
    const counted = nines.filter((n) => n.counted).map((n) => n.strokes - n.par);
    expect(counted).toHaveLength(5);
    expect([...counted].sort((a, b) => a - b)).toEqual([...overPar].sort((a, b) => a - b).slice(0, 5));
    const average = counted.reduce((a, b) => a + b, 0) / 5;
    const expected = (Math.round(Math.min(27, Math.max(0, average)) * 10) / 10).toFixed(1);
    await expect(page.getByTestId('handicap-result')).toHaveAttribute('data-handicap', String(Number(expected)));
    await expect(page.getByTestId('dashboard-handicap')).toHaveText(expected);

    // Each nine of the steps is the sum of that nine on its round's scorecard (first two rounds named).
    for (const round of [...new Set(nines.map((n) => n.round))].slice(0, 2)) {
      await page.goto(`/membership/myrecords/myroundsview/${round}`);
      for (const nine of nines.filter((n) => n.round === round)) {
        const table = page.locator(`[data-nine-from="${nine.from}"]`);
        const strokes = await table.locator('[data-testid="scorecard-strokes"] td').evaluateAll((cells) => cells.slice(0, 9).map((cell) => Number(cell.textContent)));
        expect(strokes.reduce((a, b) => a + b, 0), `round ${round}, holes from ${nine.from}`).toBe(nine.strokes);
      }
    }

    // A recent round opens its scorecard, with the score the dashboard showed.
    await page.goto('/membership/mysummary');
    const row = page.getByTestId('recent-rounds').locator('tbody tr').first();
    const score = (await row.locator('td').nth(3).textContent())!.trim();
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/membership\/myrecords\/myroundsview\/\d+$/);
    await expect(page.locator('[aria-current="page"][data-myzone-item="myrounds"]').first()).toBeVisible();
    await expect(page.getByTestId('round-score')).toHaveText(score);
    await expect(page.getByTestId('scorecard')).toBeVisible();
    await expect(page.getByTestId('round-handicap')).toBeVisible();
  });

  test('a swing record plays its clip: a real video with the poster, and time moves on', async ({ page }) => {
    await loginAs(page);
    const swing = await firstId(page, 'myswing', 'myswingview');
    // The list's poster is the clip's own first frame, a stored JPEG.
    const poster = page.locator(`a[href$="/myswingview/${swing}"] img`).first();
    await expect(poster).toHaveAttribute('src', /\.jpg/);
    // Scrolled to and waited for: a list picture loads lazily, when it comes near the viewport.
    await poster.scrollIntoViewIfNeeded();
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
    await page.goto(`/membership/myrecords/myswingview/${swing}`);
    const video = page.getByTestId('swing-video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('poster', /\.jpg$/);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
    expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(640);
    expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  });
});
