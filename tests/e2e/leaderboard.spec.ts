import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAs } from './support/auth';

/**
 * Golf-like leaderboards (issue 13 item 5): completed tournaments open on their results with a
 * podium, rows open into the player's hole-by-hole card marked the golfer's way, to par is written
 * with the true minus sign, and a member sees their own place pinned (read from the browser).
 */

const MINUS = '\u2212';

/** A completed tournament in which the demo member has a place on the gross ranking. */
async function demoResult(request: APIRequestContext): Promise<{ tournamentno: number; rank: number; tournamentname: string }> {
  const login = await (await request.post('/upstream/login', { form: { player_id: 'demo', password: 'Clubhouse1!' } })).json();
  const pk = login.loginresult.player_pk as number;
  const history = await (await request.get(`/upstream/tournament/tournamentmember/${pk}?pagesize=100`)).json();
  const row = (history.tournamentlist as { tournamentno: number; tourstatus: string; rank_gross: number | null; tournamentname: string }[]).find(
    (entry) => entry.tourstatus === '3' && entry.rank_gross != null,
  );
  expect(row, 'the demo member has a result in a completed tournament').toBeDefined();
  return { tournamentno: row!.tournamentno, rank: row!.rank_gross!, tournamentname: row!.tournamentname };
}

test.describe('leaderboards', () => {
  test('a completed tournament opens on its results: podium, and a row opens into a scorecard marked the golfer’s way', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/tournament/tournamentschedule?tourstatus_fk=3');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ranking$/);

    const podium = page.getByTestId('podium');
    await expect(podium.getByRole('listitem')).toHaveCount(3);
    await expect(podium.getByText(/^(1st|2nd|3rd) place$/)).toHaveCount(3);

    const table = page.getByTestId('ranking-table');
    // To par everywhere with the true minus sign, never the hyphen.
    const toPar = await table.locator('tbody tr[data-player] td[data-col="topar"]').allTextContents();
    expect(toPar.length).toBeGreaterThan(0);
    for (const text of toPar) expect(text).toMatch(new RegExp(`^(E|\\+\\d+|${MINUS}\\d+)$`));

    const first = table.locator('tbody tr[data-player]').first();
    // The nickname is the row's member-info button (the avatar's initials come before it in the cell).
    const nickname = (await first.locator('th').getByRole('button').first().innerText()).trim();
    const toggle = first.locator('button[aria-controls]');
    await expect(toggle).toHaveAccessibleName(`Show ${nickname}'s scorecard and details`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(`Hide ${nickname}'s scorecard`);
    const card = page.getByTestId('scorecard');
    await expect(card).toBeVisible();

    // Every hole's mark follows strokes against par: circles under, squares over, none at par.
    const nines = card.getByRole('table');
    const count = await nines.count();
    expect(count).toBeGreaterThanOrEqual(1);
    let holes = 0;
    let marked = 0;
    for (let n = 0; n < count; n++) {
      const nine = nines.nth(n);
      const pars = (await nine.locator('tr').nth(1).locator('td').allInnerTexts()).slice(0, -1).map(Number);
      const scores = nine.locator('tr').nth(2).locator('td');
      for (let i = 0; i < pars.length; i++) {
        const cell = scores.nth(i).locator('span').first();
        const strokes = Number((await cell.innerText()).split(/\s/)[0]);
        const diff = strokes - pars[i];
        const expected = diff <= -2 ? 'Eagle or better' : diff === -1 ? 'Birdie' : diff === 0 ? 'Par' : diff === 1 ? 'Bogey' : 'Double bogey or worse';
        await expect(cell).toHaveAttribute('title', expected);
        holes++;
        if (diff !== 0) marked++;
      }
    }
    expect(holes).toBeGreaterThanOrEqual(9);
    expect(marked, 'a winning card has at least one birdie or bogey').toBeGreaterThan(0);
    await expect(card.getByRole('list', { name: 'Marks' }).getByRole('listitem')).toHaveCount(4);

    await toggle.click();
    await expect(card).toBeHidden();
  });

  test('on a 390 px phone a row keeps rank, player, to par and total; the rest is one tap away', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tournament/tournamentschedule?tourstatus_fk=3');
    await page.locator('table tbody a').first().click();
    await expect(page).toHaveURL(/\/ranking$/);
    const table = page.getByTestId('ranking-table');
    await expect(table.getByRole('columnheader', { name: 'Country' })).toBeHidden();
    await expect(table.getByRole('columnheader', { name: 'Points' })).toBeHidden();
    await expect(table.getByRole('columnheader', { name: 'To par' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Gross' })).toBeVisible();
    const first = table.locator('tbody tr[data-player]').first();
    await first.getByRole('button', { name: /scorecard/ }).click();
    const panel = page.locator('tbody tr[id^="scorecard-"]');
    await expect(panel.getByText('Points', { exact: true })).toBeVisible();
    await expect(panel.getByText('Country', { exact: true })).toBeVisible();
    await expect(page.getByTestId('scorecard')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('"your place" is pinned for a member, read from the browser; a visitor sees none', async ({ page, request }) => {
    const { tournamentno, rank } = await demoResult(request);
    const ranking = `/tournament/tournamentscheduleview/${tournamentno}/ranking?scoretype=stroke`;
    await page.goto(ranking);
    await expect(page.getByTestId('ranking-table')).toBeVisible();
    await expect(page.getByTestId('my-place')).toHaveCount(0);

    await loginAs(page, 'demo', 'Clubhouse1!', ranking);
    const bar = page.getByTestId('my-place');
    await expect(bar).toContainText('Your place');
    await expect(bar).toContainText(String(rank));
    await expect(bar).toContainText('DemoPlayer');
    if (rank > 10) {
      // The row is on a later page: the bar links to it, and the row is marked there.
      await bar.getByRole('link', { name: 'Show my row' }).click();
      await expect(page).toHaveURL(new RegExp(`pageno=${Math.ceil(rank / 10)}`));
    }
    await expect(page.locator('tr[aria-current="true"]')).toContainText('DemoPlayer');
  });
});
