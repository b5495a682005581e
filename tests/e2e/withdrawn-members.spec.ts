import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';

/**
 * Members who left, as everyone else sees them (issue 9 item 5), on the demo network: its generator
 * has this season's point leader withdraw and a mini-game winner and another leader blocked
 * (lib/member-api/db/seed/departures.ts). Final results (a completed tournament, a decided mini-game) keep
 * their places as "Withdrawn member", with no link, no member-info popup and no scorecard; live
 * standings leave them out (issue 26 item 7).
 */

/** A row shows the member who left as plain text: nothing in it opens or links anywhere. */
async function expectNothingToOpen(row: Locator) {
  await expect(row.locator('[data-withdrawn-member]')).toHaveText(/^(Withdrawn member|탈퇴한 회원)$/);
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByRole('link')).toHaveCount(0);
}

/** The first completed tournament whose ranking's first page holds a member who left. */
async function rankingWithWithdrawn(request: APIRequestContext): Promise<number> {
  const list = await (await request.get('/upstream/tournament/tournamentlist?tourstatus_fk=3&pagesize=50')).json();
  for (const { tournamentno } of list.tournamentlist as { tournamentno: number }[]) {
    const ranking = await (await request.get(`/upstream/tournament/tournamentranking/${tournamentno}?pagesize=10`)).json();
    if ((ranking.tournamentranklist as { player_pk: number }[]).some((row) => row.player_pk === 0)) return tournamentno;
  }
  throw new Error('no completed tournament has a member who left on its first ranking page');
}

test.describe('withdrawn and blocked members', () => {
  test('live standings leave the members who left out: the point leaderboard and the home page start with a member who is there', async ({ page, request }) => {
    // Issue 26 item 7: the departed season leader (lib/member-api/db/seed/departures.ts) is in no live standing;
    // the next member holds place 1 (lib/shared/domain/member-status countsInLiveStandings).
    for (const kind of ['standard', 'oom']) {
      const board = await (await request.get(`/upstream/halloffame/pointleaderboard?kind=${kind}&pagesize=50`)).json();
      const rows = board.pointleaderboardlist as { player_pk: number; rank: number }[];
      expect(rows.length, kind).toBeGreaterThan(0);
      expect(rows.filter((row) => row.player_pk === 0), kind).toEqual([]);
      expect(rows[0].rank, kind).toBe(1);
    }
    await page.goto('/halloffame/pointleaderboard');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('tbody tr[data-withdrawn]')).toHaveCount(0);
    await expect(page.locator('tbody tr').first().locator('td').first()).toHaveText('1');
    // Everyone in it still opens their popup.
    await page.locator('tbody tr').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/ko/halloffame/pointleaderboard');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('tbody tr[data-withdrawn]')).toHaveCount(0);

    // The home page's season leaders say the same.
    await page.goto('/');
    await expect(page.locator('section[aria-labelledby="leaders"] li').first()).toBeVisible();
    await expect(page.locator('section[aria-labelledby="leaders"]')).not.toContainText('Withdrawn member');
  });

  test('a tournament ranking keeps their place, with no popup and no scorecard', async ({ page, request }) => {
    const tournamentno = await rankingWithWithdrawn(request);
    await page.goto(`/tournament/tournamentscheduleview/${tournamentno}/ranking`);
    const table = page.getByTestId('ranking-table');
    const row = table.locator('tbody tr[data-withdrawn]').first();
    await expect(row).toBeVisible();
    await expectNothingToOpen(row);
    await expect(row.locator('td').first()).toHaveText(/^\d+/);
    await row.locator('[data-withdrawn-member]').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('scorecard')).toHaveCount(0);
  });

  test('a mini-game ranking shows the blocked winner as "Withdrawn member"', async ({ page, request }) => {
    const list = await (await request.get('/upstream/event/minigamelist?eventstatus=2&pagesize=100')).json();
    const oldest = Math.min(...(list.minigamelist as { eventno: number }[]).map((event) => event.eventno));
    await page.goto(`/event/minigameranking/${oldest}`);
    const row = page.locator('tbody tr', { has: page.locator('[data-withdrawn-member]') }).first();
    await expectNothingToOpen(row);
    await expect(row).toContainText('Winner');
  });
});
