import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAs } from './support/auth';

/**
 * What a visitor and a member see first (issue 26 items 8, 10, 13, 15), in a real browser: a
 * completed tournament opens on its result, the schedule starts with what is playing, a venue's
 * leaders open the player, Korean text breaks between words, MyZone on a phone is one tab bar with
 * chart labels a phone can read and the season ranking named.
 */

async function upstream<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  return (await (await request.get(`/upstream${pathAndQuery}`)).json()) as T;
}

test.describe('a completed tournament (item 13)', () => {
  test('opens on its podium and champion, above the conditions, with no placeholder facts', async ({ page, request }) => {
    const { tournamentlist } = await upstream<{ tournamentlist: { tournamentno: number }[] }>(request, '/tournament/tournamentlist?tourstatus_fk=3');
    await page.goto(`/tournament/tournamentscheduleview/${tournamentlist[0].tournamentno}`);
    const result = page.getByTestId('tournament-result');
    await expect(result.getByTestId('podium')).toBeVisible();
    await expect(result).toContainText(/Champion: \S/);
    // Each placed player's picture on the podium (item 14).
    await expect(result.getByTestId('podium').locator('[data-avatar]').first()).toBeVisible();
    // The result comes before the conditions.
    const [resultTop, conditionsTop] = await Promise.all([result.evaluate((node) => node.getBoundingClientRect().top), page.locator('#conditions').evaluate((node) => node.getBoundingClientRect().top)]);
    expect(resultTop).toBeLessThan(conditionsTop);
    // No "Level -" or "Public · - ·" in the band on top.
    expect(await page.locator('body').innerText()).not.toMatch(/·\s*-\s*·|Level\s*-/);
    // The poster is beside the conditions, not a banner across the page.
    const poster = await page.locator('[data-tournament-poster]').first().boundingBox();
    expect(poster!.width).toBeLessThan(600);
  });

  test('the schedule lists what is playing now first', async ({ page, request }) => {
    const { tournamentlist } = await upstream<{ tournamentlist: { tourstatus: string }[] }>(request, '/tournament/tournamentlist?pagesize=50');
    const statuses = tournamentlist.map((row) => row.tourstatus);
    const order = { '2': 0, '1': 1, '3': 2, '4': 3 } as Record<string, number>;
    expect(statuses.map((status) => order[status])).toEqual([...statuses.map((status) => order[status])].sort((a, b) => a - b));
    await page.goto('/tournament/tournamentschedule');
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
  });
});

test.describe('a completed mini-game (item 13)', () => {
  test('opens on its top three and winner, above the ranking', async ({ page, request }) => {
    const { winaminigamelist } = await upstream<{ winaminigamelist: { eventno: number }[] }>(request, '/event/winaminigame');
    await page.goto(`/event/minigameranking/${winaminigamelist[0].eventno}`);
    const result = page.getByTestId('minigame-result');
    await expect(result).toBeVisible();
    await expect(result.locator('li')).not.toHaveCount(0);
    await expect(result.getByRole('link')).toHaveAttribute('href', `/event/winaminigamelist/${winaminigamelist[0].eventno}`);
  });
});

test.describe('the hall of fame (item 16)', () => {
  test('is a page of its own: champions, best rounds, most titles and the season leaders, in both languages', async ({ page, request }) => {
    const fame = await upstream<{ champions: { tournamentname: string }[] }>(request, '/halloffame/halloffame?lang=en');
    const response = await page.goto('/halloffame');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/halloffame$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hall of fame' })).toBeVisible();
    await expect(page.getByTestId('hof-champions').locator('li')).toHaveCount(fame.champions.length);
    await expect(page.getByTestId('hof-champions')).toContainText(fame.champions[0].tournamentname);
    for (const id of ['hof-leaders', 'hof-records', 'hof-titles']) await expect(page.getByTestId(id).locator('li').first()).toBeVisible();
    await page.goto('/ko/halloffame');
    await expect(page.getByRole('heading', { level: 1, name: '명예의 전당' })).toBeVisible();
  });
});

test.describe('a venue page on a phone (item 8)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows its leaders as cards whose names open the player', async ({ page, request }) => {
    const { storelist } = await upstream<{ storelist: { shopno: number }[] }>(request, '/findlocation/storelist?pagesize=50');
    for (const { shopno } of storelist) {
      const view = await upstream<{ leaderlist: { nickname: string; player_pk: number }[] }>(request, `/findlocation/storeview/${shopno}`);
      const leader = view.leaderlist.find((row) => row.nickname);
      if (!leader) continue;
      await page.goto(`/findlocation/StoresView/${shopno}`);
      const cards = page.getByTestId('venue-leaders-cards');
      await expect(cards).toBeVisible();
      await expect(page.getByTestId('venue-leaders-table')).toBeHidden();
      await cards.getByRole('link', { name: new RegExp(leader.nickname) }).first().click();
      await expect(page).toHaveURL(new RegExp(`/tournament/tournamentmember/${leader.player_pk}`));
      return;
    }
    throw new Error('no venue with a named leader in the demo network');
  });
});

test.describe('Korean typesetting (item 15)', () => {
  test('Korean text breaks between words on the home page and the 404 page', async ({ page }) => {
    for (const path of ['/ko', '/ko/no-such-page']) {
      await page.goto(path);
      const paragraph = page.locator('main p').first();
      await expect(paragraph).toBeVisible();
      expect(await paragraph.evaluate((node) => getComputedStyle(node).wordBreak), path).toBe('keep-all');
    }
  });
});

test.describe('MyZone on a phone (item 10)', () => {
  test('is one tab bar, without "Confirm password", with readable chart labels and the season ranking named', async ({ page }) => {
    // Logged in at the desktop width (the log-out button loginAs waits for is in the phone's closed menu).
    await loginAs(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/membership/mysummary');
    const nav = page.getByTestId('myzone-nav');
    const tops = await nav.locator('[data-myzone-item]').evaluateAll((links) => [...new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)))]);
    expect(tops, 'every tab on one row').toHaveLength(1);
    await expect(nav.locator('[data-myzone-item="confirmpassword"]')).toHaveCount(0);
    await expect(page.getByText(/Season ranking/).first()).toBeVisible();
    // The member's picture beside the welcome (item 14).
    await expect(page.getByTestId('mysummary-nickname').locator('[data-avatar]')).toBeVisible();
    const ticks = page.locator('[data-testid="trend-chart"] [data-tick]');
    expect(await ticks.count()).toBeGreaterThan(1);
    for (const size of await ticks.evaluateAll((nodes) => nodes.map((node) => parseFloat(getComputedStyle(node).fontSize)))) expect(size).toBeGreaterThanOrEqual(11);
    // Round values: whole numbers or one decimal (a step of 1, 2, 2.5 or 5 times a power of ten).
    for (const text of await ticks.allTextContents()) expect(text.trim()).toMatch(/^(E|[+−-]?\d+(\.\d)?)$/);
  });
});

test.describe("a member's home (item 12)", () => {
  test('a visitor gets the public page; a member gets their next tournament, booking, handicap, last round and season place first', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('member-home')).toBeHidden();
    await loginAs(page);
    await page.goto('/');
    const home = page.getByTestId('member-home');
    await expect(home.getByRole('heading', { level: 2 })).toContainText('Welcome back');
    for (const card of ['next', 'booking', 'handicap', 'round', 'season']) await expect(home.getByTestId(`member-home-${card}`)).toBeVisible();
    // The demo member has played: a handicap, a last round and a season place, not the empty texts.
    await expect(home.getByTestId('member-home-handicap')).toContainText(/\d/);
    await expect(home.getByTestId('member-home-round')).toContainText(/strokes/);
    await expect(home.getByTestId('member-home-round').getByRole('link')).toHaveAttribute('href', /\/membership\/myrecords\/myroundsview\/\d+$/);
    // It comes before the visitors' hero.
    const [panelTop, heroTop] = await Promise.all([home.evaluate((node) => node.getBoundingClientRect().top), page.locator('h1').evaluate((node) => node.getBoundingClientRect().top)]);
    expect(panelTop).toBeLessThan(heroTop);
  });
});
