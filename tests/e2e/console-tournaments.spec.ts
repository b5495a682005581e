import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CANCEL_CUP, SCORE_CUP } from './fixtures/console-tournaments';
import { enrolmentLinks, expectAccessible, onServer, passkeyStep, virtualAuthenticator } from './support/console';

/**
 * The console's tournaments (issue 24 item 3) in a real browser: a network admin of its own
 * (scripts/e2e-server.mjs makes it with `admin:create`) enrols a passkey with Chromium's virtual
 * authenticator, creates a tournament in both languages and publishes it (the public schedule, cached,
 * shows it within the cache's stated bound: TOURNAMENT_LIFE, 60 s; the console expires its tags at
 * once), cancels a tournament with a paid entry (its refund decided by the payments' settle job) and
 * corrects a score (the field is re-ranked). One signed-in browser across the serial tests.
 */
test.describe.configure({ mode: 'serial' });

/** lib/portal/data/reads.ts TOURNAMENT_LIFE (60 s), plus a margin for the page's own render. */
const CACHE_BOUND_MS = 65_000;

/** A wall clock in a zone as an <input type="datetime-local"> takes it ("2026-11-27T21:09"). */
function wallClock(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const stamp = Date.now().toString(36);
const CREATED = { name: `E2E Console Open ${stamp}`, nameKo: `E2E 콘솔 오픈 ${stamp}` };
/** The schedule's upcoming tournaments, soonest first (a cached list: lib/portal/cache/list-pages.ts). */
const upcoming = (locale: 'en' | 'ko') => `/${locale}/tournament/tournamentschedule?tourstatus_fk=1&pagesize=100`;

test.describe('tournaments in the console', () => {
  let context: BrowserContext;
  let admin: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    admin = await context.newPage();
    await virtualAuthenticator(admin);
    await admin.goto(onServer(enrolmentLinks().tournaments));
    await passkeyStep(admin, 'Create a passkey');
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('a network admin creates a tournament in both languages and publishes it: the public schedule shows it within the bound', async () => {
    test.setTimeout(180_000);
    // The public lists are cached before the tournament exists.
    const visitor = await context.browser()!.newContext();
    const publicPage = await visitor.newPage();
    for (const locale of ['en', 'ko'] as const) {
      await publicPage.goto(upcoming(locale));
      await expect(publicPage.getByRole('main')).not.toContainText(locale === 'en' ? CREATED.name : CREATED.nameKo);
    }

    await admin.getByRole('navigation', { name: /console/i }).getByRole('link', { name: 'Tournaments' }).click();
    await expect(admin.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();
    await expectAccessible(admin, 'tournament list');
    await admin.getByRole('link', { name: 'New tournament' }).click();
    await expect(admin.getByRole('heading', { name: 'New tournament' })).toBeVisible();
    await expectAccessible(admin, 'new tournament');

    // Network-wide: its dates are the network zone's wall clock, which the form names.
    await expect(admin.getByLabel('Venue')).toHaveValue('0');
    const hint = (await admin.getByText(/^In .+ time \(.+\)\.$/).first().textContent()) ?? '';
    const zone = /^In (.+) time/.exec(hint)![1];
    const start = new Date(Date.now() + 2 * 3_600_000);
    const end = new Date(Date.now() + 7 * 86_400_000);

    await admin.getByLabel('Name (English)').fill(CREATED.name);
    await admin.getByLabel('Conditions (English)').fill('Stroke play over 18 holes. Best of two attempts.');
    await admin.getByLabel('Conditions (Korean)').fill('18홀 스트로크 플레이. 두 번 중 좋은 기록.');
    await admin.getByLabel('Starts').fill(wallClock(end, zone));
    await admin.getByLabel('Ends').fill(wallClock(start, zone));
    await admin.getByLabel('Entry fee').fill('-5');
    await admin.getByLabel('Entry limit').fill('0');
    await admin.getByRole('button', { name: 'Create draft' }).click();
    // Each rule answers in words, beside its field.
    await expect(admin.getByText('Enter the Korean name (at most 160 characters).')).toBeVisible();
    await expect(admin.getByText('The end must be after the start.')).toBeVisible();
    await expect(admin.getByText('Enter a whole number of cents, 0 or more.')).toBeVisible();
    await expect(admin.getByText('Enter a whole number, 1 or more, or leave it empty.')).toBeVisible();
    await expect(admin.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(admin, 'new tournament with errors');

    await admin.getByLabel('Name (Korean)').fill(CREATED.nameKo);
    await admin.getByLabel('Starts').fill(wallClock(start, zone));
    await admin.getByLabel('Ends').fill(wallClock(end, zone));
    await admin.getByLabel('Entry fee').fill('500');
    await admin.getByLabel('Entry limit').fill('20');
    await admin.getByLabel('Attempts per member').fill('2');
    await admin.getByLabel('Score types ranked').selectOption({ label: 'Gross' });
    await admin.getByRole('button', { name: 'Create draft' }).click();
    await expect(admin).toHaveURL(/\/admin\/en\/tournaments\/\d+$/);
    const tournamentno = Number(/(\d+)$/.exec(admin.url())![1]);
    await expect(admin.locator('[data-state]')).toHaveText('Draft (not public)');
    // A draft is nobody's to see.
    expect((await publicPage.request.get(`/en/tournament/tournamentscheduleview/${tournamentno}`)).status()).toBe(404);

    await admin.getByRole('button', { name: 'Publish' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Published: it is on the public schedule.' })).toBeVisible();
    await expect(admin.locator('[data-state]')).toHaveText('Published, not started');
    const published = Date.now();

    for (const [locale, name] of [['en', CREATED.name], ['ko', CREATED.nameKo]] as const) {
      await expect
        .poll(
          async () => {
            await publicPage.goto(upcoming(locale));
            return (await publicPage.getByRole('main').textContent()) ?? '';
          },
          { timeout: CACHE_BOUND_MS, intervals: [500, 1_000, 2_000, 5_000] },
        )
        .toContain(name);
    }
    expect(Date.now() - published).toBeLessThan(CACHE_BOUND_MS);
    await publicPage.goto(`/ko/tournament/tournamentscheduleview/${tournamentno}`);
    await expect(publicPage.getByRole('main').getByText(CREATED.nameKo).first()).toBeVisible();
    await visitor.close();

    await expectAccessible(admin, 'tournament (en)');
    await admin.goto(`/admin/ko/tournaments/${tournamentno}`);
    await expect(admin.locator('[data-state]')).toHaveText('공개됨, 시작 전');
    await expectAccessible(admin, 'tournament (ko)');
    await admin.goto('/admin/ko/tournaments/new');
    await expectAccessible(admin, 'new tournament (ko)');

    const audit = await (await admin.request.get('/admin/en/audit/export?action=tournaments.publish')).text();
    expect(audit).toContain(`tournament:${tournamentno}`);
    expect(audit).toMatch(/""status"":""0""[\s\S]*""status"":""1""/);
  });

  test('cancelling a tournament with a paid entry refunds it through the settle job', async () => {
    await admin.goto(`/admin/en/tournaments?q=${encodeURIComponent(CANCEL_CUP.name)}`);
    await admin.getByRole('link', { name: CANCEL_CUP.name }).click();
    await expect(admin.locator('[data-payments]')).toHaveText('1 card payment · refunds: 0 pending, 0 completed');
    await admin.getByRole('button', { name: 'Cancel tournament' }).click();
    await expect(admin.getByText('Cancel this tournament? Every paid entry is refunded as the refund policy says for a cancelled tournament.')).toBeVisible();
    await expectAccessible(admin, 'cancel confirmation');
    await admin.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Cancelled: paid entries are being refunded.' })).toBeVisible();
    await expect(admin.locator('[data-state]')).toHaveText('Cancelled');
    // Decided by the payments' own job (pending at Stripe, or completed once its webhook came).
    await expect(admin.locator('[data-payments]')).toHaveText(/1 card payment · refunds: (1 pending, 0|0 pending, 1) completed/);
    await expect(admin.getByRole('button', { name: 'Cancel tournament' })).toHaveCount(0);
    const audit = await (await admin.request.get('/admin/en/audit/export?action=tournaments.cancel')).text();
    expect(audit).toContain('1 refunds of cancelled tournaments decided');
  });

  test('a score correction with a reason re-ranks the field', async () => {
    await admin.goto(`/admin/en/tournaments?q=${encodeURIComponent(SCORE_CUP.name)}`);
    await admin.getByRole('link', { name: SCORE_CUP.name }).click();
    const rows = admin.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.first().locator('td').nth(2)).toHaveText(String(SCORE_CUP.gross[0]));
    const last = rows.nth(2);
    const entryId = (await last.getAttribute('data-entry'))!;

    await admin.getByLabel('Entry', { exact: true }).selectOption(entryId);
    await admin.getByLabel('Corrected gross').fill('68');
    await admin.getByLabel('Reason (kept in the audit log)').fill('typo');
    await admin.getByRole('button', { name: 'Correct and re-rank' }).click();
    await expect(admin.getByText('Give a reason (5 to 500 characters).')).toBeVisible();
    await admin.getByLabel('Reason (kept in the audit log)').fill('Bay 3 sensor misread hole 7, checked on video');
    await admin.getByRole('button', { name: 'Correct and re-rank' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Corrected. 3 entries changed place.' })).toBeVisible();
    await expect(rows.first()).toHaveAttribute('data-entry', entryId);
    await expect(rows.first().locator('td').nth(0)).toHaveText('1');
    await expect(rows.first().locator('td').nth(2)).toHaveText('68');
    await expect(rows.nth(1).locator('td').nth(0)).toHaveText('2');
    await expectAccessible(admin, 'score correction');

    const audit = await (await admin.request.get('/admin/en/audit/export?action=tournaments.score')).text();
    expect(audit).toContain('Bay 3 sensor misread hole 7');
    expect(audit).toContain(`entry:${entryId}`);

    await admin.goto(admin.url().replace('/admin/en/', '/admin/ko/'));
    await expect(admin.getByRole('heading', { name: '점수', exact: true })).toBeVisible();
    await expectAccessible(admin, 'score correction (ko)');
  });
});
