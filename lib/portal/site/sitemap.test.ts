import type { SitemapEntries } from '@/lib/upstream/types';
import { isSitemapKind, newestOf, pagesOfKind, sitemapIndexXml, sitemapKinds, sitemapUrls } from './sitemap';

const entries: SitemapEntries = {
  tournaments: [
    { id: 1, lastmod: '2026-01-02T00:00:00.000Z', rankinglastmod: '2026-01-03T00:00:00.000Z' },
    { id: 2, lastmod: '2026-02-01T00:00:00.000Z', rankinglastmod: null },
  ],
  minigames: [
    { id: 5, lastmod: '2026-01-05T00:00:00.000Z', ranked: true, haswinners: true },
    { id: 6, lastmod: '2026-01-06T00:00:00.000Z', ranked: true, haswinners: false },
    { id: 7, lastmod: '2026-01-07T00:00:00.000Z', ranked: false, haswinners: false },
  ],
  lessons: [{ id: 9, lastmod: '2026-01-09T00:00:00.000Z' }],
  courses: [{ id: 3, lastmod: '2025-01-01T00:00:00.000Z' }],
  stores: [{ id: 4, lastmod: '2025-01-01T00:00:00.000Z' }],
  notices: [{ id: 8, lastmod: '2026-03-01T00:00:00.000Z' }],
  resources: [],
};

describe('pagesOfKind', () => {
  it('lists each entity at its spec path, rankings with results and winners where there are some', () => {
    expect(pagesOfKind('tournaments', entries, '2022-07-26').map((p) => p.path)).toEqual(['/tournament/tournamentscheduleview/1', '/tournament/tournamentscheduleview/2']);
    expect(pagesOfKind('rankings', entries, '2022-07-26')).toEqual([{ path: '/tournament/tournamentscheduleview/1/ranking', lastmod: '2026-01-03T00:00:00.000Z' }]);
    expect(pagesOfKind('minigames', entries, '2022-07-26').map((p) => p.path)).toEqual(['/event/minigameranking/5', '/event/winaminigamelist/5', '/event/minigameranking/6']);
    expect(pagesOfKind('venues', entries, '2022-07-26').map((p) => p.path)).toEqual(['/findlocation/StoresView/4']);
    expect(pagesOfKind('courses', entries, '2022-07-26').map((p) => p.path)).toEqual(['/golfcourse/courseView/3']);
    expect(pagesOfKind('resources', entries, '2022-07-26')).toEqual([]);
  });

  it('dates a list by the newest thing it lists and leaves out a date nobody knows', () => {
    const pages = pagesOfKind('pages', entries, '2022-07-26');
    expect(pages.find((p) => p.path === '/support/notice')?.lastmod).toBe('2026-03-01T00:00:00.000Z');
    expect(pages.find((p) => p.path === '/')?.lastmod).toBe('2026-03-01T00:00:00.000Z');
    expect(pages.find((p) => p.path === '/event/winaminigame')?.lastmod).toBe('2026-01-05T00:00:00.000Z');
    expect(pages.find((p) => p.path === '/terms_of_use')?.lastmod).toBe('2022-07-26');
    expect(pages.find((p) => p.path === '/support/resources')?.lastmod).toBeUndefined();
    expect(pages.find((p) => p.path === '/halloffame/pointinfo')).toEqual({ path: '/halloffame/pointinfo' });
    // Never a page that is noindex or needs a member.
    expect(pages.map((p) => p.path)).not.toEqual(expect.arrayContaining(['/login']));
    expect(pages.some((p) => /membership|find_id_pwd|tournamentmember/.test(p.path))).toBe(false);
  });
});

describe('sitemapUrls', () => {
  it('lists each page in both languages with absolute en/ko/x-default alternates', () => {
    const urls = sitemapUrls([{ path: '/support/noticeview/8', lastmod: '2026-03-01T00:00:00.000Z' }, { path: '/' }], 'https://golf.example');
    const languages = { en: 'https://golf.example/support/noticeview/8', ko: 'https://golf.example/ko/support/noticeview/8', 'x-default': 'https://golf.example/support/noticeview/8' };
    expect(urls).toEqual([
      { url: 'https://golf.example/support/noticeview/8', lastModified: '2026-03-01T00:00:00.000Z', alternates: { languages } },
      { url: 'https://golf.example/ko/support/noticeview/8', lastModified: '2026-03-01T00:00:00.000Z', alternates: { languages } },
      { url: 'https://golf.example/', alternates: { languages: { en: 'https://golf.example/', ko: 'https://golf.example/ko', 'x-default': 'https://golf.example/' } } },
      { url: 'https://golf.example/ko', alternates: { languages: { en: 'https://golf.example/', ko: 'https://golf.example/ko', 'x-default': 'https://golf.example/' } } },
    ]);
  });
});

describe('the index', () => {
  it('names each kind once with its newest lastmod, escaped', () => {
    expect(sitemapKinds.every(isSitemapKind)).toBe(true);
    expect(isSitemapKind('members')).toBe(false);
    expect(newestOf(pagesOfKind('tournaments', entries, '2022-07-26'))).toBe('2026-02-01T00:00:00.000Z');
    const xml = sitemapIndexXml([{ url: 'https://golf.example/sitemap/pages.xml?a=1&b=2', lastmod: '2026-01-01' }, { url: 'https://golf.example/sitemap/resources.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://golf.example/sitemap/pages.xml?a=1&amp;b=2</loc>\n<lastmod>2026-01-01</lastmod>');
    expect(xml).toContain('<loc>https://golf.example/sitemap/resources.xml</loc>\n</sitemap>');
  });
});
