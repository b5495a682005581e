import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Issue 12 over plain HTTP (no page loads: this spec must stay fast): the sitemaps list every public
 * entity of the generated network in both languages, counted independently through the member API's
 * own list calls, and every URL in them answers 200 with itself as canonical; robots.txt, section
 * roots, noindex rules, sharing cards.
 */

type Json = Record<string, unknown>;

async function api(request: APIRequestContext, path: string): Promise<Json> {
  const response = await request.get(`/upstream${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as Json;
}

/** Every row of a paged member-API list. */
async function all(request: APIRequestContext, path: string, key: string): Promise<Json[]> {
  const rows: Json[] = [];
  for (let pageno = 1; ; pageno++) {
    const body = await api(request, `${path}${path.includes('?') ? '&' : '?'}pagesize=100&pageno=${pageno}`);
    const page = body[key] as Json[];
    rows.push(...page);
    if (page.length < 100) return rows;
  }
}

/** The text of an attribute value as React writes it (it escapes &, <, >, " and '). */
const decodeEntities = (value: string) =>
  value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name.toLowerCase()]!,
  );

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

test('the sitemaps list every public entity in both languages, and each URL is a 200 page canonical to itself', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  const parts = locs(await index.text());
  const kinds = parts.map((url) => /\/sitemaps\/sitemap\/([a-z]+)\.xml$/.exec(url)?.[1]);
  expect(kinds).toEqual(['pages', 'tournaments', 'rankings', 'minigames', 'lessons', 'courses', 'venues', 'notices', 'resources']);

  const urls: Record<string, string[]> = {};
  for (const [i, part] of parts.entries()) {
    const response = await request.get(new URL(part).pathname);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    urls[kinds[i]!] = locs(xml);
    // Each URL carries its three alternates.
    expect(xml.split('<url>').length - 1).toBe(urls[kinds[i]!].length);
    if (urls[kinds[i]!].length) expect(xml.split('hreflang="x-default"').length - 1).toBe(urls[kinds[i]!].length);
  }
  for (const list of Object.values(urls)) {
    // Both languages of every page, and every URL on the portal's own address (APP_URL).
    expect(list.filter((url) => url.startsWith(`${baseURL}/ko`)).length * 2).toBe(list.length);
    for (const url of list) expect(url.startsWith(`${baseURL}/`)).toBe(true);
  }

  // Counted independently, through the member API's own list calls.
  const count = async (path: string, key: string) => Number((await api(request, `${path}${path.includes('?') ? '&' : '?'}pagesize=1`))[key]);
  expect(urls.tournaments.length).toBe(2 * (await count('/tournament/tournamentlist', 'tournamentlistcnt')));
  // The lesson grid's page sizes are 9, 18, 27 and 45.
  expect(urls.lessons.length).toBe(2 * Number((await api(request, '/event/lessonlist?pagesize=9')).lessonlistcnt));
  expect(urls.courses.length).toBe(2 * (await count('/golfcourse/courselist', 'courselistcnt')));
  expect(urls.venues.length).toBe(2 * (await count('/findlocation/storelist', 'storelistcnt')));
  expect(urls.notices.length).toBe(2 * (await count('/support/noticelist', 'noticelistcnt')));
  expect(urls.resources.length).toBe(2 * (await count('/support/resourcelist', 'resourcelistcnt')));
  const events = await all(request, '/event/minigamelist', 'minigamelist');
  const withWinners = await count('/event/winaminigame', 'winaminigamelistcnt');
  expect(urls.minigames.length).toBe(2 * (events.filter((event) => Number(event.entrycnt) > 0).length + withWinners));
  const tournaments = await all(request, '/tournament/tournamentlist', 'tournamentlist');
  let ranked = 0;
  for (const tournament of tournaments) {
    if (tournament.tourstatus === '4') continue;
    const ranking = await api(request, `/tournament/tournamentranking/${tournament.tournamentno}?pagesize=1`);
    if (Number(ranking.tournamentranklistcnt) > 0) ranked++;
  }
  expect(ranked).toBeGreaterThan(0);
  expect(urls.rankings.length).toBe(2 * ranked);
  // The section pages and the one-off pages (the hall of fame's own page among them, issue 26 item 16).
  expect(urls.pages.length).toBe(2 * 19);

  // Every URL: a 200 page whose canonical is itself (no redirect, no soft error).
  const everything = Object.values(urls).flat();
  const failures: string[] = [];
  await pool(everything, 6, async (url) => {
    const response = await request.get(new URL(url).pathname, { maxRedirects: 0 });
    const html = await response.text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (response.status() !== 200 || !canonical || new URL(canonical).href !== new URL(url).href || /<meta name="robots" content="noindex/.test(html)) failures.push(`${url}: ${response.status()} canonical ${canonical}`);
    // A description of its own, at most 160 characters (as read, entities decoded).
    const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    if (!description || [...description].length > 160) failures.push(`${url}: description of ${[...description].length} characters`);
  });
  expect(failures).toEqual([]);
  console.log(`sitemap URLs: ${Object.entries(urls).map(([kind, list]) => `${kind} ${list.length}`).join(', ')}; total ${everything.length}`);
});

test('robots.txt closes MyZone, the JSON routes and the member API and names the sitemap', async ({ request, baseURL }) => {
  const body = await (await request.get('/robots.txt')).text();
  for (const line of ['User-Agent: *', 'Allow: /', 'Disallow: /membership', 'Disallow: /ko/membership', 'Disallow: /api/', 'Disallow: /upstream/', 'Disallow: /admin', `Sitemap: ${baseURL}/sitemap.xml`]) {
    expect(body).toContain(line);
  }
  // Asked under another host than APP_URL's, everything is closed.
  const other = await (await request.get('/robots.txt', { headers: { host: '127.0.0.1' } })).text();
  expect(other).toMatch(/Disallow: \/\s*$/);
  expect(other).not.toContain('Sitemap:');
});

test('an unknown address answers 404 with its page in the server HTML, in its language, without the layout', async ({ request }) => {
  for (const [path, lang, heading, home] of [
    ['/nope', 'en', 'We can&#x27;t find that page', '/'],
    ['/ko/nope', 'ko', '페이지를 찾을 수 없습니다', '/ko'],
    ['/tournament/no/such/page', 'en', 'We can&#x27;t find that page', '/'],
    ['/ko/support/no-such-page', 'ko', '페이지를 찾을 수 없습니다', '/ko'],
  ] as const) {
    // A plain fetch: nothing here runs a script.
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}">`));
    expect(html, path).toContain(`>${heading}</h1>`);
    expect(html, path).toContain(`href="${home}"`);
    expect(html, path).toContain(`<title>${heading} | `);
    expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    // The page itself, not an empty shell for the browser to fill; and no header or footer (spec §2).
    expect(html, path).not.toContain('__next_error__');
    expect(html, path).not.toContain('<footer');
    expect(html, path).not.toContain('<header');
  }
});

test("a page's own notFound() (an unknown id) answers 404 with the 404 page in the server HTML, in its language", async ({ request }) => {
  // One id route of each kind. Next alone answers these with an empty error document that JavaScript
  // fills in; the portal's server (server/not-found-document.mjs) sends the page itself.
  const paths = [
    '/tournament/tournamentscheduleview/999999',
    '/tournament/tournamentscheduleview/999999/ranking',
    '/tournament/tournamentmember/999999',
    '/event/minigameranking/9999999999',
    '/event/winaminigamelist/9999999999',
    '/event/netizenlesson/netizenlessonview/999999',
    '/golfcourse/courseView/999999',
    '/findlocation/StoresView/999999',
    '/findlocation/StoresView/999999/tv',
    '/support/noticeview/999999',
    '/support/resourcesview/999999',
    // Not a number at all: the page's own id check.
    '/support/noticeview/not-a-number',
  ];
  for (const [prefix, lang, heading] of [
    ['', 'en', 'We can&#x27;t find that page'],
    ['/ko', 'ko', '페이지를 찾을 수 없습니다'],
  ] as const) {
    for (const path of paths.map((each) => `${prefix}${each}`)) {
      // Twice: the second answer of a cached (ISR) page is Next's stored 404.
      for (const round of [1, 2]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `${path} (${round})`).toBe(404);
        const html = await response.text();
        expect(html, path).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}">`));
        expect(html, path).toContain(`>${heading}</h1>`);
        expect(html, path).toContain('<meta name="robots" content="noindex"/>');
        expect(html, path).not.toContain('__next_error__');
        expect(html, path).not.toContain('<footer');
      }
    }
  }
  // Compressed as the browser asks, the same page.
  const gzipped = await request.get('/ko/support/noticeview/999999', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.status()).toBe(404);
  expect(await gzipped.text()).toContain('>페이지를 찾을 수 없습니다</h1>');
  // A page that exists is untouched.
  const noticeno = ((await api(request, '/support/noticelist?pagesize=1')).noticelist as Json[])[0].noticeno;
  expect((await request.get(`/ko/support/noticeview/${noticeno}`)).status()).toBe(200);
});

test('section roots answer 308 to their default screen, in both languages', async ({ request }) => {
  for (const [from, to] of [
    ['/tournament', '/tournament/tournamentschedule'],
    ['/ko/tournament', '/ko/tournament/tournamentschedule'],
    ['/golfcourse', '/golfcourse/courselist'],
    ['/support', '/support/notice'],
    ['/event', '/event/netizenlesson/swinglist'],
    // Issue 26 item 17: the lessons' own root is a section root too (it answered 307).
    ['/event/netizenlesson', '/event/netizenlesson/swinglist'],
    ['/ko/event/netizenlesson', '/ko/event/netizenlesson/swinglist'],
    // …and the Conditions tab's name as a child path goes to the tournament view it is (it was 404).
    ['/tournament/tournamentscheduleview/1/condition', '/tournament/tournamentscheduleview/1'],
    ['/ko/tournament/tournamentscheduleview/1/condition', '/ko/tournament/tournamentscheduleview/1'],
    ['/ko/findlocation', '/ko/findlocation/stores'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
  }
});

test("the Korean page's English link goes straight to the unprefixed address, which answers 200", async ({ request }) => {
  for (const path of ['/support/notice', '/tournament/tournamentschedule', '/privacy', '/']) {
    const html = await (await request.get(`/ko${path === '/' ? '' : path}`)).text();
    const href = /<a hrefLang="en"[^>]* href="([^"]+)"/.exec(html)?.[1];
    expect(href, path).toBe(path);
    expect((await request.get(href!, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test('one URL per content: filters noindex, later pages canonical to themselves, page size is no link', async ({ request, baseURL }) => {
  const head = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    return {
      html,
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
      h1: /<h1[^>]*>([^<]*)</.exec(html)?.[1],
    };
  };
  const plain = await head('/support/notice');
  expect(plain.robots).toBeUndefined();
  expect(plain.html).not.toMatch(/href="[^"]*pagesize=/);
  const second = await head('/ko/support/notice?pageno=2');
  expect(second.canonical).toBe(`${baseURL}/ko/support/notice?pageno=2`);
  expect(second.robots).toBeUndefined();
  expect((await head('/support/notice?searchname=golf')).robots).toBe('noindex, follow');
  expect((await head('/golfcourse/courselist?pagesize=18')).robots).toBe('noindex, follow');
  expect((await head('/find_id_pwd')).robots).toBe('noindex, follow');
  // No Link header with hreflang: the HTML alone says it.
  expect((await request.get('/support/notice')).headers().link ?? '').not.toContain('hreflang');

  // A notice: its own title is the h1 and its own words the description.
  const noticeno = ((await api(request, '/support/noticelist?pagesize=1')).noticelist as Json[])[0].noticeno;
  const notice = await head(`/support/noticeview/${noticeno}`);
  expect(notice.h1).toBeTruthy();
  expect(notice.html).toContain(`<meta property="og:title" content="${notice.h1}"/>`);
  expect(notice.description.length).toBeGreaterThan(20);
  expect(notice.description.length).toBeLessThanOrEqual(160);
  expect(notice.html).toContain('<meta property="og:type" content="article"/>');

  // A member's page is reachable but not indexed.
  const ranking = await api(request, `/tournament/tournamentranking/${((await api(request, '/tournament/tournamentlist?tourstatus_fk=3&pagesize=1')).tournamentlist as Json[])[0].tournamentno}?pagesize=1`);
  const member = (ranking.tournamentranklist as Json[])[0];
  expect((await head(`/tournament/tournamentmember/${member.player_pk}`)).robots).toBe('noindex, follow');

  // A ranking nobody has played yet is noindex.
  const ready = ((await api(request, '/tournament/tournamentlist?tourstatus_fk=1&pagesize=1')).tournamentlist as Json[])[0];
  expect((await head(`/tournament/tournamentscheduleview/${ready.tournamentno}/ranking`)).robots).toBe('noindex, follow');
  // Nor is a cancelled tournament's ranking.
  const cancelled = ((await api(request, '/tournament/tournamentlist?tourstatus_fk=4&pagesize=1')).tournamentlist as Json[])[0];
  expect(cancelled, 'the demo network has a cancelled tournament').toBeTruthy();
  expect((await head(`/ko/tournament/tournamentscheduleview/${cancelled.tournamentno}/ranking`)).robots).toBe('noindex, follow');
});

test('every page keeps the site-wide Open Graph fields and has a raster card', async ({ request, baseURL }) => {
  const tournamentno = ((await api(request, '/tournament/tournamentlist?pagesize=1')).tournamentlist as Json[])[0].tournamentno;
  for (const path of ['/', `/ko/tournament/tournamentscheduleview/${tournamentno}`, '/golfcourse/courselist', '/ko/halloffame/stats']) {
    const html = await (await request.get(path)).text();
    const ko = path.startsWith('/ko');
    // Issue 26 item 22: Korean pages name the site 클럽하우스, every card names the network's X account.
    expect(html, path).toContain(`<meta property="og:site_name" content="${ko ? '클럽하우스' : 'Clubhouse'}"/>`);
    expect(html, path).toContain('<meta name="twitter:site" content="@clubhousegolf"/>');
    expect(html, path).toContain(`<meta property="og:locale" content="${ko ? 'ko_KR' : 'en_US'}"/>`);
    expect(html, path).toContain(`<meta property="og:locale:alternate" content="${ko ? 'en_US' : 'ko_KR'}"/>`);
    expect(html, path).toMatch(/<meta property="og:type" content="(website|article)"\/>/);
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image?.startsWith(`${baseURL}/og/`), path).toBe(true);
    const card = await request.get(new URL(image!).pathname);
    expect(card.status(), image).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const png = await card.body();
    // A PNG of 1200×630 (width and height in the IHDR chunk).
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  for (const card of ['/og/en/venue/1.png', '/og/ko/course/1.png', '/og/en/lesson/1.png', '/og/ko/minigame/1.png', '/og/en/ranking/1.png', '/og/en/notice/1.png', '/og/ko/resource/1.png']) {
    const response = await request.get(card);
    expect(response.status(), card).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  // Issue 26 item 21: a card is drawn once and then served from the cache, like its page.
  for (const card of ['/og/en/venue/2.png', '/og/ko/tournament/1.png', '/og/en/section/halloffame.png']) {
    expect((await request.get(card)).status(), card).toBe(200);
    const again = await request.get(card);
    expect(again.status(), card).toBe(200);
    expect(again.headers()['x-nextjs-cache'], card).toMatch(/HIT|STALE/);
  }
  expect((await request.get('/og/en/venue/999999.png')).status()).toBe(404);
  expect((await request.get('/og/en/anything/1.png')).status()).toBe(404);
  expect((await request.get('/og/en/section/made-up.png')).status()).toBe(404);
});

test('the icon browsers ask for and the raster logo of the structured data are there (issue 26 items 17, 22)', async ({ request, baseURL }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  const home = await (await request.get('/ko')).text();
  const data = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].flatMap((match) => [JSON.parse(match[1])].flat()) as Json[];
  const organization = data.find((item) => item['@type'] === 'Organization') as { logo: { url: string } };
  expect(organization.logo.url).toBe(`${baseURL}/logo.png`);
  const logo = await request.get(new URL(organization.logo.url).pathname);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toBe('image/png');
  expect(data.find((item) => item['@type'] === 'WebSite')).toMatchObject({ name: 'Clubhouse', alternateName: ['클럽하우스'], url: `${baseURL}/` });
});
