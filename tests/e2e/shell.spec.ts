import { expect, test } from '@playwright/test';
import { cachedPages } from '../../lib/portal/cache/cached-pages';

/**
 * A cached page's script-src: 'self' and the hashes of its own inline scripts; with card payments on
 * (the e2e server runs them against its loopback Stripe), Stripe.js's origin too, which the tournament
 * view's payment step loads: Stripe's documented hosts, or the stand-in on 127.0.0.1.
 */
const CACHED_SCRIPT_SRC = /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+( (https:\/\/(\*\.)?js\.stripe\.com|http:\/\/127\.0\.0\.1:\d+))*$/;

/** The default layout (spec §1) and the foundation's pages, in a real browser against the production build. */

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens a dropdown on hover and closes it when the pointer leaves', async ({ page }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    const trigger = nav.getByRole('button', { name: 'Tournament' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Tournament schedule' })).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Tournament schedule' })).toBeHidden();
  });

  test('works with the keyboard: Enter opens, Tab reaches the items, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    const trigger = nav.getByRole('button', { name: 'Support' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Notices' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('shows the desktop menus at 1000 px and the mobile menu button just below', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).first().getByRole('button', { name: 'Event' })).toBeVisible();
    await page.setViewportSize({ width: 999, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('turns the logo dark once the page scrolls', async ({ page }) => {
    await page.goto('/');
    const variant = page.getByTestId('logo-variant');
    await expect(variant).toHaveText('light');
    await page.mouse.wheel(0, 400);
    await expect(variant).toHaveText('dark');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(variant).toHaveText('light');
  });

  test('shows back-to-top only after 300 px of scroll, and it goes back to the top', async ({ page }) => {
    await page.goto('/terms_of_use');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });
});

test.describe('touch, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens the mobile menu and a sub-menu by tapping', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Main menu' }).last();
    const event = mobileNav.getByRole('button', { name: 'Event' });
    await event.tap();
    await expect(event).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav.getByRole('link', { name: 'Netizen lessons' })).toBeVisible();
    await event.tap();
    await expect(mobileNav.getByRole('link', { name: 'Netizen lessons' })).toBeHidden();
    await close.tap();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('languages', () => {
  test('the switch keeps the page and sets the document language', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: '한국어 버전 보기' }).click();
    await expect(page).toHaveURL(/\/ko\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('개인정보');
    await page.getByRole('link', { name: 'View in English' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('each page names its canonical URL and its language alternates', async ({ page }) => {
    await page.goto('/ko/terms_of_use');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ko\/terms_of_use$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/terms_of_use$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/terms_of_use$/);
  });
});

test.describe('pages of the foundation', () => {
  test('the main page shows the network from the database', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stats = page.getByRole('definition');
    await expect(stats.first()).toHaveText(/\d/);
    await expect(page.getByRole('heading', { name: 'Latest notices' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="notices"] li').first()).toBeVisible();
  });

  test('the footer shows the standard time line for visitors', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('timezone-line')).toContainText(/ST\s*Asia\/Seoul \(UTC\+09:00\)/);
  });

  test('terms and privacy carry the 2022-07-26 texts in both languages', async ({ page }) => {
    for (const [path, text] of [
      ['/terms_of_use', '2022.07.26'],
      ['/ko/terms_of_use', '2022.07.26'],
      ['/privacy', '5 years'],
      ['/ko/privacy', '5년'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main')).toContainText(text);
    }
  });

  test('an unknown path answers 404 with a page outside the layout', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We can't find that page" })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    const korean = await page.goto('/ko/no/such/page');
    expect(korean?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  });

  test("a client-side navigation to an unknown id shows the 404 page in the page's language", async ({ page }) => {
    // As a link to a deleted notice does, through Next's router (what next/link calls). Next 16's router
    // loads the address as a document when the flight answer is a 404, so the server's 404 document
    // (server/not-found-document.mjs, in the address's language) is what shows. Twice per language:
    // the second answer of a cached (ISR) id route is Next's stored 404.
    for (const [prefix, heading, homeText, home] of [
      ['/ko', '페이지를 찾을 수 없습니다', '홈으로 가기', '/ko'],
      ['', "We can't find that page", 'Go to the home page', '/'],
    ] as const) {
      for (const round of [1, 2]) {
        await page.goto(`${prefix}/support/notice`);
        const target = `${prefix}/support/noticeview/99999${round}`;
        await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
        await page.evaluate((to) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(to), target);
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await expect(page.getByRole('heading', { level: 1 }), `${target} (${round})`).toHaveText(heading);
        await expect(page.getByRole('link', { name: homeText })).toHaveAttribute('href', home);
        await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'ko' : 'en');
      }
    }
  });

  test('pages carry the security headers', async ({ page }) => {
    // A page rendered per request (the inquiry form reads the session): this response's nonce.
    const response = await page.goto('/support/inquiry');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'( 'sha256-[^']+')* 'strict-dynamic'/);
    expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
    // The language is in the URL: no NEXT_LOCALE cookie, for a visitor no cookie at all.
    expect(headers['set-cookie']).toBeUndefined();
  });
});

test.describe('cached pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The page's one script-src directive, and the CSP violations the browser reported while it ran. */
  async function open(page: import('@playwright/test').Page, path: string) {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(path);
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    return { headers, csp, scriptSrc: csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '', violations };
  }

  // The home page (rendered on first request), the legal texts (rendered at build time), a
  // tournament view (see tournament.spec.ts, which finds an open one) in both languages, and the
  // lists, whose query proxy.ts turns into a path segment (one cache entry per canonical query).
  const cachedSamples = [
    '/',
    '/ko',
    '/terms_of_use',
    '/ko/privacy',
    '/tournament/tournamentscheduleview/1',
    '/ko/tournament/tournamentscheduleview/1',
    '/ko/halloffame',
    '/halloffame/stats',
    '/ko/halloffame/pointinfo',
    '/event/winaminigamelist/1',
    '/findlocation/StoresView/1',
    '/tournament/tournamentschedule?tourstatus_fk=3&pagesize=30',
    '/ko/tournament/tournamentschedule',
    '/tournament/tournamentscheduleview/1/ranking?scoretype=stroke&pageno=2',
    '/event/minigameranking/1?pageno=1',
    '/event/minigame',
    '/ko/event/winaminigame',
    '/event/netizenlesson/swinglist?pagesize=18',
    '/findlocation/stores',
    '/golfcourse/courselist?difficulty=3',
    // Not a search: free-text searches are rendered for each asker and never stored (issue 25 item 6).
    '/support/notice?pageno=2',
    '/support/resources',
    '/halloffame/pointleaderboard?kind=oom',
    '/ko/tournament/tournamentmember/1?pageno=2',
  ];

  test('every page pattern of lib/portal/cache/cached-pages.ts has a sample checked here', () => {
    // A notice view is checked by the beacon test below, on a notice of its own: a sample here would
    // count a view of that notice from this address before the beacon test counts its own.
    const checked = [...cachedSamples, '/support/noticeview/1'];
    const paths = checked.map((sample) => new URL(sample, 'http://x').pathname.replace(/^\/ko(?=\/|$)/, '') || '/');
    expect(cachedPages.filter((pattern) => !paths.some((path) => pattern.test(path))).map(String)).toEqual([]);
  });

  for (const path of cachedSamples) {
    test(`${path} is served from the cache with a hash-based CSP, a CDN cache header and no cookie, and its scripts run`, async ({ page }) => {
      for (let visit = 0; visit < 2; visit++) {
        const { headers, csp, scriptSrc, violations } = await open(page, path);
        // One policy: the hashes of the page's own inline scripts, no nonce, nothing inline or evaluated.
        expect(csp.match(/script-src /g)).toHaveLength(1);
        expect(scriptSrc).toMatch(CACHED_SCRIPT_SRC);
        expect(headers['cache-control']).toMatch(/s-maxage=\d+/);
        expect(headers['cache-control']).toMatch(/stale-while-revalidate/);
        expect(headers['set-cookie']).toBeUndefined();
        // The scripts ran: the header's menu opens, the login state island asked who is there.
        const trigger = page.getByRole('navigation', { name: /Main menu|주 메뉴/ }).first().getByRole('button').first();
        // A cached page shows before it hydrates, and a pointer resting on the trigger (left there by the
        // previous visit) opens it by hover once it has: the pointer goes away, the click is retried.
        await page.mouse.move(0, 0);
        await expect(async () => {
          if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
          await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
        }).toPass();
        expect(violations).toEqual([]);
      }
      const again = await page.request.get(path);
      expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    });
  }

  test('a member sees their own login state and zone on a cached page', async ({ page }) => {
    await page.goto('/login');
    await page.locator('input[name="player_id"]').fill('demo');
    await page.locator('input[name="password"]').fill('Clubhouse1!');
    await page.locator('form[data-form="login"] button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    const response = await page.reload();
    expect(response!.headers()['content-security-policy']).not.toContain('nonce-');
    await expect(page.locator('form[data-form="logout"] button[type="submit"]').first()).toBeVisible();
    await expect(page.getByTestId('timezone-line')).toContainText('CT');
    await page.locator('form[data-form="logout"] button[type="submit"]').first().click();
    await expect(page.locator('form[data-form="logout"]')).toHaveCount(0);
    await expect(page.getByTestId('timezone-line')).toContainText('ST');
  });

  test("a notice is cached; its reader is counted once, by the page's beacon, not by rendering", async ({ page }) => {
    // The oldest notice: the other specs open the newest ones, and the member API counts an address once a day.
    const list = await (await page.request.get('/upstream/support/noticelist?pagesize=100')).json();
    const noticeno: number = list.noticelist.at(-1).noticeno;
    // Reading through the member API counts nothing.
    const stored = async () => (await (await page.request.get(`/upstream/support/noticeview/${noticeno}`)).json()).notice.views as number;
    const before = await stored();
    expect(await stored()).toBe(before);

    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/views/')) beacons.push(request.url());
    });
    const { csp, scriptSrc, violations } = await open(page, `/support/noticeview/${noticeno}`);
    expect(csp).not.toContain('nonce-');
    expect(scriptSrc).toMatch(CACHED_SCRIPT_SRC);
    await expect.poll(stored).toBe(before + 1);
    // Shown again (a reload, the other language): the page comes from the cache and counts nothing more.
    await page.reload();
    await page.goto(`/ko/support/noticeview/${noticeno}`);
    await page.waitForLoadState('networkidle');
    expect(beacons).toEqual([expect.stringContaining(`/api/views/notice/${noticeno}`)]);
    expect(await stored()).toBe(before + 1);
    expect(violations).toEqual([]);
  });
});
