#!/usr/bin/env node
// The look pass (issue 26): every kind of page, at 390 px and 1440 px, in English and Korean, logged
// out and as the demo member, saved as full-page PNGs in one folder, so a review starts from them.
// Beside the pictures, report.txt has a line per shot with its HTTP status and anything wider than the
// viewport (the usual way a phone layout breaks). It replaces scripts/myzone-screenshots.mjs (MyZone
// only).
//
//   npm run screenshots -- [baseURL] [outDir] [--only=<substring>]
//
// baseURL defaults to $E2E_BASE_URL or http://localhost:3100 (a server started by
// scripts/e2e-server.mjs, or any portal with the demo network); outDir to ./screenshots (ignored by
// git). --only keeps the page kinds whose name or path contains the substring. Debian's Chromium,
// as the e2e tests.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const [baseArg, outArg] = args.filter((arg) => !arg.startsWith('--'));
const base = (baseArg ?? process.env.E2E_BASE_URL ?? 'http://localhost:3100').replace(/\/$/, '');
const out = path.resolve(outArg ?? 'screenshots');
const WIDTHS = [390, 1440];
const LOCALES = ['en', 'ko'];
const DEMO = { id: 'demo', password: 'Clubhouse1!' };

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
});

/** The member API's JSON (the built-in one answers under /upstream), for sample ids. */
async function upstream(pathAndQuery, token) {
  const response = await fetch(`${base}/upstream${pathAndQuery}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return response.ok ? response.json() : {};
}

const first = (list, key) => (Array.isArray(list) && list.length ? list[0][key] : null);

/** One sample of every kind of page: [name, path, who] (who: 'public' both ways, 'member' logged in only). */
async function pageKinds() {
  const [completed, playing, minigames, winners, lessons, courses, stores, notices, resources] = await Promise.all([
    upstream('/tournament/tournamentlist?tourstatus_fk=3'),
    upstream('/tournament/tournamentlist?tourstatus_fk=1'),
    upstream('/event/minigamelist'),
    upstream('/event/winaminigame'),
    upstream('/event/lessonlist'),
    upstream('/golfcourse/courselist'),
    upstream('/findlocation/storelist?pagesize=50'),
    upstream('/support/noticelist'),
    upstream('/support/resourcelist'),
  ]);
  const tournament = first(completed.tournamentlist, 'tournamentno');
  const upcoming = first(playing.tournamentlist, 'tournamentno');
  const ranking = tournament ? await upstream(`/tournament/tournamentranking/${tournament}`) : {};
  const player = first(ranking.tournamentranklist, 'player_pk');
  // The venue with the longest leaderboard: its page is the busiest one.
  const venue = first([...(stores.storelist ?? [])].sort((a, b) => (b.membercnt ?? 0) - (a.membercnt ?? 0)), 'shopno');

  const login = await fetch(`${base}/upstream/login`, { method: 'POST', body: new URLSearchParams({ player_id: DEMO.id, password: DEMO.password }) }).then((r) => r.json()).catch(() => ({}));
  const token = login.loginresult?.token;
  const mine = async (p, list, key) => (token ? first((await upstream(p, token))[list], key) : null);
  const records = '/membership/myrecords';
  const [round, entry, event, swing] = await Promise.all([
    mine(`${records}/myrounds`, 'roundlist', 'roundno'),
    mine(`${records}/mytournaments`, 'tournamentlist', 'tournamentno'),
    mine(`${records}/myevent`, 'minigamelist', 'eventno'),
    mine(`${records}/myswing`, 'swinglist', 'swingno'),
  ]);

  const kinds = [
    ['home', '/', 'public'],
    ['404', '/no-such-page', 'public'],
    ['terms', '/terms_of_use', 'public'],
    ['privacy', '/privacy', 'public'],
    ['schedule', '/tournament/tournamentschedule', 'public'],
    ['join-tournament', '/tournament/jointournament', 'public'],
    tournament && ['tournament-completed', `/tournament/tournamentscheduleview/${tournament}`, 'public'],
    tournament && ['tournament-ranking', `/tournament/tournamentscheduleview/${tournament}/ranking`, 'public'],
    upcoming && ['tournament-upcoming', `/tournament/tournamentscheduleview/${upcoming}`, 'public'],
    player && ['player', `/tournament/tournamentmember/${player}`, 'public'],
    ['halloffame', '/halloffame', 'public'],
    ['point-leaderboard', '/halloffame/pointleaderboard', 'public'],
    ['point-info', '/halloffame/pointinfo', 'public'],
    ['stats', '/halloffame/stats', 'public'],
    ['minigames', '/event/minigame', 'public'],
    first(minigames.minigamelist, 'eventno') && ['minigame-ranking', `/event/minigameranking/${first(minigames.minigamelist, 'eventno')}`, 'public'],
    ['minigame-winners', '/event/winaminigame', 'public'],
    first(winners.winaminigamelist, 'eventno') && ['minigame-winners-view', `/event/winaminigamelist/${first(winners.winaminigamelist, 'eventno')}`, 'public'],
    ['join-minigame', '/event/joinminigame', 'public'],
    ['lessons', '/event/netizenlesson/swinglist', 'public'],
    first(lessons.lessonlist, 'lessonno') && ['lesson', `/event/netizenlesson/netizenlessonview/${first(lessons.lessonlist, 'lessonno')}`, 'public'],
    ['courses', '/golfcourse/courselist', 'public'],
    first(courses.courselist, 'courseno') && ['course', `/golfcourse/courseView/${first(courses.courselist, 'courseno')}`, 'public'],
    ['venues', '/findlocation/stores', 'public'],
    venue && ['venue', `/findlocation/StoresView/${venue}`, 'public'],
    ['notices', '/support/notice', 'public'],
    first(notices.noticelist, 'noticeno') && ['notice', `/support/noticeview/${first(notices.noticelist, 'noticeno')}`, 'public'],
    ['resources', '/support/resources', 'public'],
    first(resources.resourcelist, 'resourceno') && ['resource', `/support/resourcesview/${first(resources.resourcelist, 'resourceno')}`, 'public'],
    ['inquiry', '/support/inquiry', 'public'],
    ['login', '/login', 'visitor'],
    ['signup', '/signup', 'visitor'],
    ['find-id-password', '/find_id_pwd', 'visitor'],
    ['mysummary', '/membership/mysummary', 'member'],
    ['myrounds', `${records}/myrounds`, 'member'],
    round && ['myround', `${records}/myroundsview/${round}`, 'member'],
    ['mytournaments', `${records}/mytournaments`, 'member'],
    entry && ['mytournament', `${records}/mytournamentsview/${entry}`, 'member'],
    entry && ['mytournament-attend', `${records}/mytournamentsattend/${entry}`, 'member'],
    entry && ['mytournament-scorecard', `${records}/myscorecard/${entry}`, 'member'],
    entry && ['mytournament-ranking', `${records}/mytournamentsranking/${entry}`, 'member'],
    ['myevent', `${records}/myevent`, 'member'],
    event && ['myminigame-ranking', `${records}/myminigameranking/${event}`, 'member'],
    event && ['mywinaminigame', `${records}/mywinaminigame/${event}`, 'member'],
    ['myxpoint', `${records}/myxpoint`, 'member'],
    ['myswing', `${records}/myswing`, 'member'],
    swing && ['myswing-view', `${records}/myswingview/${swing}`, 'member'],
    ['myprofile', '/membership/myaccount/myprofile', 'member'],
    ['myprofile-picture', '/membership/myaccount/myprofile/picture', 'member'],
    ['favoritelocation', '/membership/myaccount/favoritelocation', 'member'],
    ['confirmpassword', '/membership/myaccount/confirmpassword', 'member'],
    ['sessions', '/membership/myaccount/sessions', 'member'],
  ].filter(Boolean);
  return only ? kinds.filter(([name, p]) => name.includes(only) || p.includes(only)) : kinds;
}

/** Anything reaching past the viewport's right edge that is not inside a box that scrolls. */
function wideElements() {
  const limit = document.documentElement.clientWidth;
  const found = [];
  for (const element of document.querySelectorAll('body *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= limit + 1) continue;
    let clipped = false;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX)) {
        clipped = true;
        break;
      }
    }
    if (!clipped) found.push(`${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 3).join('.')} right=${Math.round(box.right)}`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, limit, found: found.slice(0, 5) };
}

async function shoot(page, who, kinds, report) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const locale of LOCALES) {
      for (const [name, pathname] of kinds) {
        const url = `${base}${locale === 'ko' ? (pathname === '/' ? '/ko' : `/ko${pathname}`) : pathname}`;
        // Network-idle lets the islands (SWR reads, the map) draw; a page that keeps a connection open falls back to load.
        const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 20_000 }).catch(() => page.goto(url, { waitUntil: 'load' }).catch(() => null));
        const file = `${who}-${width}-${locale}-${name}.png`;
        await page.screenshot({ path: path.join(out, file), fullPage: true }).catch((error) => report.push(`ERROR ${file}: ${error.message}`));
        const wide = await page.evaluate(wideElements).catch(() => ({ scrollWidth: 0, limit: 0, found: [] }));
        const line = `${response?.status() ?? '-'} ${file} ${url.slice(base.length)} scrollWidth=${wide.scrollWidth}/${wide.limit}${wide.found.length ? ` WIDE: ${wide.found.join(' | ')}` : ''}`;
        report.push(line);
        console.log(line);
      }
    }
  }
}

const kinds = await pageKinds();
const report = [];

const visitor = await browser.newContext();
await shoot(await visitor.newPage(), 'visitor', kinds.filter(([, , who]) => who !== 'member'), report);
await visitor.close();

// Log in through the form, as a person does; then every page a member sees, public ones included.
const member = await browser.newContext();
const page = await member.newPage();
await page.goto(`${base}/login`);
await page.locator('input[name="player_id"]').fill(DEMO.id);
await page.locator('input[name="password"]').fill(DEMO.password);
await page.locator('form[data-form="login"] button[type="submit"]').click();
await page.waitForURL((url) => !url.pathname.startsWith('/login'));
await shoot(page, 'member', kinds.filter(([, , who]) => who !== 'visitor'), report);
await member.close();

fs.writeFileSync(path.join(out, 'report.txt'), `${report.join('\n')}\n`);
const wide = report.filter((line) => line.includes(' WIDE: ') || /^5\d\d /.test(line) || line.startsWith('ERROR'));
console.log(`\n${report.length} screenshots in ${out}; ${wide.length} with a problem (see report.txt).`);
await browser.close();
