#!/usr/bin/env node
// The look pass of MyZone (issue 9): every MyZone screen as the demo member, at 390 px and 1440 px,
// in English and Korean, saved as full-page PNGs for a person to look at, with a line per screen
// that names anything wider than the viewport (the usual way a phone layout breaks).
//
//   node scripts/myzone-screenshots.mjs [baseURL] [outDir]
//
// baseURL defaults to http://localhost:3100 (a server started by scripts/e2e-server.mjs, or any
// portal with the demo network); outDir to /tmp/shots-myzone. Debian's Chromium, as the e2e tests.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? process.env.E2E_BASE_URL ?? 'http://localhost:3100';
const out = process.argv[3] ?? '/tmp/shots-myzone';
const WIDTHS = [390, 1440];
const LOCALES = ['en', 'ko'];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
});
const context = await browser.newContext();
const page = await context.newPage();

// Log in through the form, as a person does.
await page.goto(`${base}/login`);
await page.locator('input[name="player_id"]').fill('demo');
await page.locator('input[name="password"]').fill('Clubhouse1!');
await page.locator('form[data-form="login"] button[type="submit"]').click();
await page.waitForURL((url) => !url.pathname.startsWith('/login'));

/** The first link on `list` to a `detail` page, as its path (the demo member's own records). */
async function firstDetail(list, detail) {
  await page.goto(`${base}${list}`);
  const href = await page.locator(`main a[href*="${detail}/"]`).first().getAttribute('href', { timeout: 5000 }).catch(() => null);
  return href ? href.replace(/^\/ko(?=\/)/, '') : null;
}

const records = '/membership/myrecords';
// A tournament entry's own screens are linked from its view (tabs), not from the list.
const entry = await firstDetail(`${records}/mytournaments`, `${records}/mytournamentsview`);
const screens = [
  '/membership/mysummary',
  `${records}/myrounds`,
  await firstDetail(`${records}/myrounds`, `${records}/myroundsview`),
  `${records}/mytournaments`,
  entry,
  entry && (await firstDetail(entry, `${records}/mytournamentsattend`)),
  entry && (await firstDetail(entry, `${records}/myscorecard`)),
  entry && (await firstDetail(entry, `${records}/mytournamentsranking`)),
  `${records}/myevent`,
  await firstDetail(`${records}/myevent`, `${records}/myminigameranking`),
  await firstDetail(`${records}/myevent`, `${records}/mywinaminigame`),
  `${records}/myxpoint`,
  `${records}/myswing`,
  await firstDetail(`${records}/myswing`, `${records}/myswingview`),
  '/membership/myaccount/myprofile',
  '/membership/myaccount/myprofile/picture',
  '/membership/myaccount/favoritelocation',
  await firstDetail('/membership/myaccount/favoritelocation', '/membership/myaccount/favoritelocationinfo'),
  '/membership/myaccount/confirmpassword',
  '/membership/myaccount/sessions',
].filter(Boolean);

// The password and withdrawal screens stand behind the confirmation: confirm once (10 minutes).
await page.goto(`${base}/membership/myaccount/confirmpassword?returnUrl=%2Fmembership%2Fmyaccount%2Fpassword`);
await page.locator('form[data-form="confirmpassword"] input[name="password"]').fill('Clubhouse1!');
await page.locator('form[data-form="confirmpassword"] button[type="submit"]').click();
await page.waitForURL((url) => url.pathname.endsWith('/membership/myaccount/password'));
screens.push('/membership/myaccount/password', '/membership/myaccount/cancelmember');

const report = [];
for (const width of WIDTHS) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  for (const locale of LOCALES) {
    for (const screen of screens) {
      const url = `${base}${locale === 'ko' ? '/ko' : ''}${screen}`;
      const response = await page.goto(url, { waitUntil: 'networkidle' }).catch(() => page.goto(url));
      const name = `${width}-${locale}${screen.replace(/\//g, '_')}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      // Anything that reaches past the viewport's right edge, by its tag, test id or first classes.
      const wide = await page.evaluate(() => {
        const limit = document.documentElement.clientWidth;
        const found = [];
        for (const element of document.querySelectorAll('body *')) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.right <= limit + 1) continue;
          // Inside a scrolling box is fine: that is what the box is for.
          let scroller = element.parentElement;
          let clipped = false;
          while (scroller && scroller !== document.body) {
            const style = getComputedStyle(scroller);
            if (/(auto|scroll|hidden|clip)/.test(style.overflowX)) {
              clipped = true;
              break;
            }
            scroller = scroller.parentElement;
          }
          if (clipped) continue;
          found.push(`${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}.${String(element.className).split(' ').slice(0, 3).join('.')} right=${Math.round(box.right)}`);
        }
        return { scrollWidth: document.documentElement.scrollWidth, limit, found: found.slice(0, 5) };
      });
      const line = `${response?.status() ?? '-'} ${name} scrollWidth=${wide.scrollWidth}/${wide.limit}${wide.found.length ? ` WIDE: ${wide.found.join(' | ')}` : ''}`;
      report.push(line);
      console.log(line);
    }
  }
}
fs.writeFileSync(path.join(out, 'report.txt'), `${report.join('\n')}\n`);
await browser.close();
