import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LIST_MEMBER } from './support/account-members';

/**
 * Issue 8: the public lists are cached (ISR, one entry per canonical query: proxy.ts and
 * lib/portal/cache/list-pages.ts), and a change made through the member API shows on the cached page that
 * displays it at once, because each mutation expires the tags those pages carry. The time from the
 * answer of the mutation to the first page that shows it is printed (a figure, not an assertion).
 */

type Json = Record<string, unknown>;

async function api(request: APIRequestContext, path: string): Promise<Json> {
  const body = (await (await request.get(`/upstream${path}`)).json()) as Json;
  expect(body.code, path).toBe(200);
  return body;
}

async function login(request: APIRequestContext): Promise<string> {
  const response = await request.post('/upstream/login', { form: { player_id: LIST_MEMBER.playerId, password: LIST_MEMBER.password } });
  const body = (await response.json()) as { code: number; loginresult: { token: string } };
  expect(body.code).toBe(200);
  return body.loginresult.token;
}

async function call(request: APIRequestContext, token: string, path: string, form: Record<string, string | number>): Promise<Json> {
  return (await (await request.post(`/upstream${path}`, { form, headers: { authorization: `Bearer ${token}` } })).json()) as Json;
}

/** Opens a page twice: the second answer must come from Next's cache, with a hash-based policy. */
async function openCached(page: Page, path: string) {
  await page.goto(path);
  const again = await page.goto(path);
  expect(again!.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
  expect(again!.headers()['content-security-policy'], path).not.toContain('nonce-');
}

/** Reloads the page until `read` gives another value than `before`; how long that took after `since`. */
async function waitForChange(page: Page, read: () => Promise<string | null>, before: string | null, since: number): Promise<number> {
  let shown = 0;
  await expect
    .poll(async () => {
      await page.reload();
      const now = await read();
      if (now !== before) shown = Date.now() - since;
      return now;
    })
    .not.toBe(before);
  return shown;
}

function report(what: string, ms: number) {
  test.info().annotations.push({ type: 'shown after', description: `${what}: ${ms} ms` });
  console.log(`[cached-lists] ${what}: shown on the cached page ${ms} ms after the mutation answered`);
}

test.describe('cached lists show a change at once', () => {
  test('a tournament entry: the cached schedule counts the new entrant', async ({ page, request }) => {
    const token = await login(request);
    const open = [
      ...((await api(request, '/tournament/tournamentlist?tourstatus_fk=1&pagesize=100')).tournamentlist as Json[]),
      ...((await api(request, '/tournament/tournamentlist?tourstatus_fk=2&pagesize=100')).tournamentlist as Json[]),
    ].filter((tournament) => Number(tournament.entryfee) === 0 && (!tournament.entrylimit || Number(tournament.entrycnt) < Number(tournament.entrylimit)));
    test.skip(open.length === 0, 'no free tournament is open for entry in the demo network');

    for (const tournament of open) {
      const name = String(tournament.tournamentname);
      // The schedule filtered by the tournament's status, 100 a page: a cached list (a search by name
      // would not do: free-text searches are never stored, lib/portal/cache/page-cache-bound.mjs).
      const schedule = `/tournament/tournamentschedule?pagesize=100&tourstatus_fk=${tournament.tourstatus_fk}`;
      await openCached(page, schedule);
      const row = page.locator('tbody tr', { has: page.getByRole('link', { name, exact: true }) }).first();
      const entrants = () => row.locator('td').last().textContent();
      const before = await entrants();
      const answer = await call(request, token, '/tournament/tournamentjoin', { tournamentno: Number(tournament.tournamentno), lang: 'en' });
      const since = Date.now();
      // An entry the tournament refuses (its conditions) changes nothing: try the next one.
      if (answer.code !== 200) continue;
      report('an entry, on the schedule', await waitForChange(page, entrants, before, since));
      return;
    }
    test.skip(true, 'no open tournament accepted the member');
  });

  test('a new comment: the cached lesson grid counts it', async ({ page, request }) => {
    const token = await login(request);
    const lessonno = ((await api(request, '/event/lessonlist')).lessonlist as Json[])[0].lessonno as number;
    await openCached(page, '/event/netizenlesson/swinglist');
    const card = page.locator('li', { has: page.locator(`a[href$="/netizenlessonview/${lessonno}"]`) }).first();
    const comments = () => card.getByText(/comments?$/).first().textContent();
    const before = await comments();
    const answer = await call(request, token, '/event/lessoncommentwrite', { lessonno, body: 'Seen on the cached list at once.' });
    const since = Date.now();
    expect(answer.code).toBe(200);
    report('a comment, on the lesson grid', await waitForChange(page, comments, before, since));
  });

  test("a changed favourite venue: the venue's cached page counts its new member", async ({ page, request }) => {
    const token = await login(request);
    const mine = (await (await request.get('/upstream/membership/myaccount/favoritelocation', { headers: { authorization: `Bearer ${token}` } })).json()) as Json;
    const current = mine.favorite as Json | undefined;
    const venues = (await api(request, '/findlocation/storelist?pagesize=100')).storelist as Json[];
    const venue = venues.find((store) => store.shopno !== (current?.shopno ?? null)) ?? venues[0];
    const view = `/findlocation/StoresView/${venue.shopno}`;
    await openCached(page, view);
    const members = () => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Members who call it home$/ }) }).locator('dd').textContent();
    const before = await members();
    const answer = await call(request, token, '/membership/myaccount/favoritelocation_change', { shopno: Number(venue.shopno), reset_points: 'y' });
    const since = Date.now();
    expect(answer.code).toBe(200);
    report('a favourite venue, on the venue page', await waitForChange(page, members, before, since));
  });
});
