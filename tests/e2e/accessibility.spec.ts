import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { axeScan } from './support/axe';

/**
 * Every public screen, in both languages, plus the member-info popup, the open mobile menu and a
 * logged-in MyZone page, checked against WCAG 2.0/2.1 A and AA with axe (the engine of
 * Lighthouse's accessibility audit). No rule is disabled: a violation fails the test and is
 * listed with its rule, impact, the elements it found and how to fix it.
 */

const LOCALES = ['en', 'ko'] as const;
type Locale = (typeof LOCALES)[number];

function localized(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? '/ko' : `/ko${path}`;
}

/** The path without its locale prefix, so one id found in English serves both languages. */
function unlocalized(href: string): string {
  const { pathname } = new URL(href, 'http://localhost');
  return pathname.replace(/^\/ko(?=\/|$)/, '') || '/';
}

async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const results = await axeScan(page);
  const found = results.violations.map((violation) =>
    [
      `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}`,
      ...violation.nodes.map((node) => `    at ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`),
      `    see ${violation.helpUrl}`,
    ].join('\n'),
  );
  expect(found, `axe found ${found.length} WCAG violation(s) on ${screen} (${page.url()}):\n\n${found.join('\n\n')}\n`).toEqual([]);
}

// Detail pages are reached the way a visitor reaches them: through the first link of their list.
const discovered = new Map<string, string>();

async function firstLink(page: Page, listPath: string, selector: string): Promise<string> {
  const key = `${listPath} ${selector}`;
  const known = discovered.get(key);
  if (known) return known;
  await page.goto(listPath);
  const link = page.locator(selector).first();
  await expect(link, `no link matching ${selector} on ${listPath}`).toBeAttached();
  const path = unlocalized((await link.getAttribute('href'))!);
  discovered.set(key, path);
  return path;
}

// A completed tournament's schedule link opens on its results (…/ranking): the view is that link's parent.
const tournamentView = async (page: Page) =>
  (await firstLink(page, '/tournament/tournamentschedule?tourstatus_fk=3', 'table a[href*="/tournament/tournamentscheduleview/"]')).replace(/\/ranking$/, '');

/** Opens the member-info popup from the ranking of a completed tournament and waits for its content. */
async function openMemberInfo(page: Page, locale: Locale) {
  await page.goto(localized(`${await tournamentView(page)}/ranking`, locale));
  await page.getByRole('table').getByRole('button').first().click();
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup.locator('a[href*="/tournament/tournamentmember/"]')).toBeVisible();
  return popup;
}

async function realPlayer(page: Page): Promise<string> {
  const known = discovered.get('player');
  if (known) return known;
  const popup = await openMemberInfo(page, 'en');
  const path = unlocalized((await popup.locator('a[href*="/tournament/tournamentmember/"]').getAttribute('href'))!);
  discovered.set('player', path);
  return path;
}

const screens: { name: string; path: (page: Page) => Promise<string> | string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'terms of use', path: () => '/terms_of_use' },
  { name: 'privacy policy', path: () => '/privacy' },
  { name: '404 page', path: () => '/no-such-page-for-axe' },
  { name: 'tournament schedule', path: () => '/tournament/tournamentschedule' },
  { name: 'tournament view (conditions)', path: tournamentView },
  { name: 'tournament ranking', path: async (page) => `${await tournamentView(page)}/ranking` },
  { name: "a player's tournament history", path: realPlayer },
  { name: 'join a tournament', path: () => '/tournament/jointournament' },
  { name: 'hall of fame', path: () => '/halloffame' },
  { name: 'point leaderboard', path: () => '/halloffame/pointleaderboard' },
  { name: 'point info', path: () => '/halloffame/pointinfo' },
  { name: 'stats', path: () => '/halloffame/stats' },
  { name: 'netizen lesson list', path: () => '/event/netizenlesson/swinglist' },
  { name: 'netizen lesson view', path: (page) => firstLink(page, '/event/netizenlesson/swinglist', 'a[href*="/event/netizenlesson/netizenlessonview/"]') },
  { name: 'mini-games', path: () => '/event/minigame' },
  { name: 'mini-game ranking', path: (page) => firstLink(page, '/event/minigame', 'a[href*="/event/minigameranking/"]') },
  { name: 'mini-game winners', path: () => '/event/winaminigame' },
  { name: 'join a mini-game', path: () => '/event/joinminigame' },
  { name: 'course list', path: () => '/golfcourse/courselist' },
  { name: 'course view', path: (page) => firstLink(page, '/golfcourse/courselist', 'a[href*="/golfcourse/courseView/"]') },
  { name: 'store list', path: () => '/findlocation/stores' },
  { name: 'store view', path: (page) => firstLink(page, '/findlocation/stores', 'a[href*="/findlocation/StoresView/"]') },
  { name: 'notices', path: () => '/support/notice' },
  { name: 'notice view', path: (page) => firstLink(page, '/support/notice', 'a[href*="/support/noticeview/"]') },
  { name: 'resources', path: () => '/support/resources' },
  { name: 'resource view', path: (page) => firstLink(page, '/support/resources', 'a[href*="/support/resourcesview/"]') },
  { name: 'inquiry', path: () => '/support/inquiry' },
  { name: 'login', path: () => '/login' },
  { name: 'sign-up', path: () => '/signup' },
  { name: 'find ID / password', path: () => '/find_id_pwd' },
];

for (const locale of LOCALES) {
  test.describe(`accessibility (${locale})`, () => {
    for (const screen of screens) {
      test(screen.name, async ({ page }) => {
        const path = localized(await screen.path(page), locale);
        const response = await page.goto(path);
        expect(response?.status(), `status of ${path}`).toBe(screen.name === '404 page' ? 404 : 200);
        await expectNoViolations(page, `${screen.name} (${locale})`);
      });
    }

    test('member-info popup, open', async ({ page }) => {
      await openMemberInfo(page, locale);
      await expectNoViolations(page, `member-info popup (${locale})`);
    });

    test.describe('390 px wide', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

      test('mobile menu, open with a sub-menu expanded', async ({ page }) => {
        await page.goto(localized('/', locale));
        const toggle = page.locator('[data-mobile-toggle]');
        await toggle.tap();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
        const firstMenu = panel.getByRole('button').first();
        await firstMenu.tap();
        await expect(firstMenu).toHaveAttribute('aria-expanded', 'true');
        // The header fades from green to white when the menu opens: measure contrast once it has.
        await expect
          .poll(() => page.locator('header').first().evaluate((header) => getComputedStyle(header).backgroundColor))
          .toBe('rgb(255, 255, 255)');
        await expectNoViolations(page, `open mobile menu (${locale})`);
      });
    });

    test.describe('states a visitor brings about', () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test('desktop menu dropdown, open', async ({ page }) => {
        await page.goto(localized('/', locale));
        const trigger = page.locator('[data-menu-trigger]').first();
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expectNoViolations(page, `open desktop dropdown (${locale})`);
      });

      test('header on a scrolled page (the white variant)', async ({ page }) => {
        await page.goto(localized('/', locale));
        await page.mouse.wheel(0, 400);
        await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true');
        await expect
          .poll(() => page.locator('header').first().evaluate((header) => getComputedStyle(header).backgroundColor))
          .toBe('rgb(255, 255, 255)');
        await expectNoViolations(page, `scrolled page (${locale})`);
      });

      test('term definitions dialog over the member-info popup', async ({ page }) => {
        const popup = await openMemberInfo(page, locale);
        await popup.locator('button[aria-haspopup="dialog"]').click();
        await expect(page.getByRole('dialog')).toHaveCount(2);
        await expect(page.getByRole('tab').first()).toBeVisible();
        await expectNoViolations(page, `term definitions (${locale})`);
      });

      test('login prompt of a visitor entering a tournament', async ({ page }) => {
        await page.goto(localized('/tournament/jointournament', locale));
        const enter = page.locator('div:has(> p[role="status"]) > button').first();
        test.skip((await enter.count()) === 0, 'no public tournament is open in the demo network');
        await enter.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoViolations(page, `login prompt (${locale})`);
      });

      test('tournament search without a term', async ({ page }) => {
        await page.goto(localized('/tournament/tournamentschedule', locale));
        await page.locator('main form button[type="submit"]').first().click();
        await expect(page.locator('main [role="alert"]')).toBeVisible();
        await expectNoViolations(page, `schedule search error (${locale})`);
      });

      test('inquiry form with every field invalid', async ({ page }) => {
        await page.goto(localized('/support/inquiry', locale));
        await page.locator('form[data-form="inquiry"] button[type="submit"]').click();
        await expect(page.locator('[data-error-for="contents"]')).toBeVisible();
        await expectNoViolations(page, `inquiry errors (${locale})`);
      });

      test('sign-up form with every field invalid', async ({ page }) => {
        await page.goto(localized('/signup', locale));
        await page.locator('form[data-form="signup"] button[type="submit"]').click();
        await expect(page.locator('[data-error-for]').first()).toBeVisible();
        await expectNoViolations(page, `sign-up errors (${locale})`);
      });

      test('login with a wrong password', async ({ page }) => {
        await page.goto(localized('/login', locale));
        await page.locator('input[name="player_id"]').fill('nobody-for-axe');
        await page.locator('input[name="password"]').fill('not-the-password-1A!');
        await page.locator('form[data-form="login"] button[type="submit"]').click();
        await expect(page.getByTestId('login-error')).toBeVisible();
        await expectNoViolations(page, `login error (${locale})`);
      });
    });

    test('MyZone summary, logged in', async ({ page }) => {
      await loginAs(page);
      await page.goto(localized('/membership/mysummary', locale));
      await expect(page).toHaveURL(/\/membership\/mysummary$/);
      await expectNoViolations(page, `MyZone summary (${locale})`);
    });
  });
}
