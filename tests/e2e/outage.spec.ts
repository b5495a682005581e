import { expect, test, type APIResponse } from '@playwright/test';
import { startMemberApiRelay, startRemotePortal, type MemberApiRelay, type RemotePortal } from './support/remote-portal';

/**
 * Issue 12, no soft errors: when the member API is down, a page with no good copy answers 503 with
 * Retry-After and noindex (not 200 with an error box), and a cached page keeps serving its last good
 * copy, stale included. A second portal runs against a remote member API (UPSTREAM_URL): a loopback
 * relay in front of the end-to-end portal's own member API over HTTP, which the spec stops and starts.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const remotePort = Number(process.env.E2E_REMOTE_PORT ?? port + 2);

test.describe.configure({ mode: 'serial' });

let relay: MemberApiRelay;
let portal: RemotePortal;
let notice: { noticeno: number; title: string };
let course: { courseno: number; coursename: string };

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const list = await request.get('/upstream/support/noticelist?lang=en&pagesize=5');
  expect(list.status()).toBe(200);
  const body = (await list.json()) as { noticelist: { noticeno: number; title: string }[] };
  notice = body.noticelist[body.noticelist.length - 1]!;
  const courses = (await (await request.get('/upstream/golfcourse/courselist?lang=en&pagesize=1')).json()) as { courselist: { courseno: number; coursename: string }[] };
  course = courses.courselist[0]!;
  relay = await startMemberApiRelay(`http://localhost:${port}`);
  portal = await startRemotePortal({ port: remotePort, upstreamUrl: relay.url });
});

test.afterAll(async () => {
  await portal?.stop();
  await relay?.stop();
});

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

async function expectOutage(response: APIResponse) {
  expect(response.status(), response.url()).toBe(503);
  const headers = response.headers();
  expect(headers['retry-after']).toBe('60');
  expect(headers['x-robots-tag']).toBe('noindex');
  // Never kept by a shared cache (nor by ISR: Next stores no failed render).
  expect(headers['cache-control']).toBe('no-store');
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
  // Issue 26 item 17: a real page in the server's HTML, in the address's language, with the security headers.
  expect(html).toContain(new URL(response.url()).pathname.startsWith('/ko') ? '<html lang="ko">' : '<html lang="en">');
  expect(html).not.toContain('__next_error__');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

/** Lists cached while the member API is up; the notice list names the notice the spec reads. */
const cachedLists = ['/support/notice', '/support/notice?pagesize=30'];

async function expectGoodList(response: APIResponse) {
  expect(response.status(), response.url()).toBe(200);
  expect(response.headers()['retry-after']).toBeUndefined();
  expect(await response.text()).toContain(`>${escapeHtml(notice.title)}</a>`);
}

async function expectGoodCopy(response: APIResponse) {
  expect(response.status(), response.url()).toBe(200);
  expect(response.headers()['retry-after']).toBeUndefined();
  expect(await response.text()).toContain(`>${escapeHtml(notice.title)}</h1>`);
}

test('with the member API up, the remote portal serves lists and caches a notice', async ({ request }) => {
  expect((await request.get(`${portal.url}/support/notice`)).status()).toBe(200);
  await expectGoodCopy(await request.get(`${portal.url}/support/noticeview/${notice.noticeno}`));
  const again = await request.get(`${portal.url}/support/noticeview/${notice.noticeno}`);
  await expectGoodCopy(again);
  // Served from a cache: Next's ISR (fresh, or its stale copy while it renders the page again: a page
  // prerendered by the build is past its s-maxage by the time this portal starts), or the portal's
  // edge cache in front of it.
  const served = { next: again.headers()['x-nextjs-cache'], edge: again.headers()['x-cache'] };
  expect(['HIT', 'STALE'].includes(served.next ?? '') || served.edge === 'HIT', JSON.stringify(served)).toBe(true);
  // The lists are cached too (ISR, one entry per canonical query): their good copies for the outage below.
  for (const path of cachedLists) {
    await expectGoodList(await request.get(`${portal.url}${path}`));
    const list = await request.get(`${portal.url}${path}`);
    await expectGoodList(list);
    expect(list.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
  }
});

test('with the member API down, a page without a good copy answers 503 with Retry-After and noindex, in both languages', async ({ request }) => {
  await relay.stop();
  // Pages never rendered here, so without a copy (nor can the portal tell an unknown id from a known one).
  for (const path of [
    `/golfcourse/courseView/${course.courseno}`,
    `/ko/golfcourse/courseView/${course.courseno}`,
    '/support/noticeview/999999',
    '/ko/support/noticeview/999999',
    '/findlocation/StoresView/999999',
    '/tournament/tournamentscheduleview/999999/ranking',
    // Lists under queries never asked for here: each is a cache entry of its own, with no copy yet.
    // Rendered before anything is sent (no loading skeleton streamed ahead of the data), so the
    // failure can still be the answer's status.
    '/support/notice?pageno=7',
    '/ko/tournament/tournamentschedule?pageno=7',
    '/halloffame/pointleaderboard?pageno=7',
    '/ko/event/netizenlesson/swinglist?pageno=7',
    '/findlocation/stores?pageno=7',
    '/golfcourse/courselist?pageno=7',
    '/event/minigame?pageno=7',
  ]) {
    const response = await request.get(`${portal.url}${path}`);
    await expectOutage(response);
    // Asked again, it is still the portal answering, not a cache keeping the 503.
    expect((await request.get(`${portal.url}${path}`)).headers()['x-cache'], path).not.toBe('HIT');
  }
});

test('with the member API down, a cached page keeps serving its last good copy, stale included', async ({ request }) => {
  const url = `${portal.url}/support/noticeview/${notice.noticeno}`;
  await expectGoodCopy(await request.get(url));

  // Ten minutes later (the portal's clock) the copy is past its five minutes: served stale while the
  // portal re-renders it in the background, which fails on the member API ...
  await portal.advanceClock();
  const from = portal.output().length;
  const stale = await request.get(url);
  await expectGoodCopy(stale);
  expect(stale.headers()['x-nextjs-cache']).toBe('STALE');
  await portal.waitForOutput(new RegExp(`GET /support/noticeview/${notice.noticeno} did not answer`), from);

  // ... and the failed re-render leaves the good copy in the cache: no error page replaces it.
  const after = await request.get(url);
  await expectGoodCopy(after);
  expect(['HIT', 'STALE']).toContain(after.headers()['x-nextjs-cache']);

  // The cached lists too: past their five minutes, each is served stale and its failed re-render
  // leaves the good copy in place.
  for (const path of cachedLists) {
    const list = await request.get(`${portal.url}${path}`);
    await expectGoodList(list);
    expect(list.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    const again = await request.get(`${portal.url}${path}`);
    await expectGoodList(again);
    expect(again.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
  }
});

test('the 503 page says what happened in the visitor’s language, and its retry brings the page back', async ({ page }) => {
  // The page's own error block (Next's route announcer is an alert too).
  const errorBlock = page.locator('main').getByRole('alert');
  const korean = await page.goto(`${portal.url}/ko/golfcourse/courseView/${course.courseno}`);
  expect(korean?.status()).toBe(503);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1, name: '잠시 이 페이지를 표시할 수 없습니다' })).toBeVisible();
  await expect(errorBlock).toContainText('회원 서비스가 지금 응답하지 않습니다');

  const english = await page.goto(`${portal.url}/golfcourse/courseView/${course.courseno}`);
  expect(english?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'This page is taking a short break' })).toBeVisible();
  await expect(errorBlock).toContainText('not answering right now');
  await expect(page.getByText(/Reference/)).toHaveCount(0);

  await relay.start();
  // A plain link (the page is the server's HTML, working without scripts): it loads the address again.
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: course.coursename })).toBeVisible();
  await expect(errorBlock).toHaveCount(0);
});
