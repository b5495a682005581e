import type { MetadataRoute } from 'next';
import { getPathname } from '@/lib/portal/i18n/paths';
import { defaultLocale, locales } from '@/lib/portal/i18n/routing';
import type { SitemapEntries, SitemapEntry } from '@/lib/upstream/types';

/**
 * The portal's sitemaps (issue 12), one per kind of page so each stays small and a crawler can tell
 * which part changed (the index at /sitemap.xml carries each one's newest lastmod). Every page is
 * listed in both languages, each with its en/ko/x-default alternates.
 */
export const sitemapKinds = ['pages', 'tournaments', 'rankings', 'minigames', 'lessons', 'courses', 'venues', 'notices', 'resources'] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

export function isSitemapKind(value: unknown): value is SitemapKind {
  return (sitemapKinds as readonly unknown[]).includes(value);
}

/** A page of a sitemap before the languages are spread: a path without locale and its last change. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/**
 * The indexable pages that are not an entity's: section lists (their lastmod is the newest of what
 * they list) and the information pages (the legal texts' effective date; the others have none that
 * is true, so none is given rather than an invented one). Left out on purpose: login, find ID and
 * password, reset and verification pages, MyZone (noindex), and the member profiles (see the note in
 * the tournament member page).
 */
export function staticPages(entries: SitemapEntries, legalEffectiveDate: string): SitemapPage[] {
  const newest = (list: SitemapEntry[]) => list.reduce<string | undefined>((best, entry) => (!best || entry.lastmod > best ? entry.lastmod : best), undefined);
  const tournaments = newest(entries.tournaments);
  const minigames = newest(entries.minigames);
  return [
    { path: '/', lastmod: newest([...entries.tournaments, ...entries.notices]) },
    { path: '/tournament/tournamentschedule', lastmod: tournaments },
    { path: '/tournament/jointournament' },
    { path: '/event/netizenlesson/swinglist', lastmod: newest(entries.lessons) },
    { path: '/event/minigame', lastmod: minigames },
    { path: '/event/winaminigame', lastmod: newest(entries.minigames.filter((event) => event.haswinners)) },
    { path: '/event/joinminigame' },
    { path: '/golfcourse/courselist', lastmod: newest(entries.courses) },
    { path: '/findlocation/stores', lastmod: newest(entries.stores) },
    { path: '/support/notice', lastmod: newest(entries.notices) },
    { path: '/support/resources', lastmod: newest(entries.resources) },
    { path: '/support/inquiry' },
    { path: '/halloffame', lastmod: tournaments },
    { path: '/halloffame/pointleaderboard', lastmod: tournaments },
    { path: '/halloffame/pointinfo' },
    { path: '/halloffame/stats' },
    { path: '/signup' },
    { path: '/terms_of_use', lastmod: legalEffectiveDate },
    { path: '/privacy', lastmod: legalEffectiveDate },
  ];
}

/** The pages of one kind, without languages. */
export function pagesOfKind(kind: SitemapKind, entries: SitemapEntries, legalEffectiveDate: string): SitemapPage[] {
  const each = (list: SitemapEntry[], path: (id: number) => string) => list.map((entry) => ({ path: path(entry.id), lastmod: entry.lastmod }));
  switch (kind) {
    case 'pages':
      return staticPages(entries, legalEffectiveDate);
    case 'tournaments':
      return each(entries.tournaments, (id) => `/tournament/tournamentscheduleview/${id}`);
    case 'rankings':
      return entries.tournaments.flatMap((t) => (t.rankinglastmod ? [{ path: `/tournament/tournamentscheduleview/${t.id}/ranking`, lastmod: t.rankinglastmod }] : []));
    case 'minigames':
      return entries.minigames.flatMap((event) => [
        ...(event.ranked ? [{ path: `/event/minigameranking/${event.id}`, lastmod: event.lastmod }] : []),
        ...(event.haswinners ? [{ path: `/event/winaminigamelist/${event.id}`, lastmod: event.lastmod }] : []),
      ]);
    case 'lessons':
      return each(entries.lessons, (id) => `/event/netizenlesson/netizenlessonview/${id}`);
    case 'courses':
      return each(entries.courses, (id) => `/golfcourse/courseView/${id}`);
    case 'venues':
      return each(entries.stores, (id) => `/findlocation/StoresView/${id}`);
    case 'notices':
      return each(entries.notices, (id) => `/support/noticeview/${id}`);
    case 'resources':
      return each(entries.resources, (id) => `/support/resourcesview/${id}`);
  }
}

/** The path of a page in a language, as links and canonicals write it. */
export const localizedPath = (locale: (typeof locales)[number], path: string) => getPathname({ locale, href: path });

/** Each page once per language, with absolute URLs and the alternates of all languages. */
export function sitemapUrls(pages: SitemapPage[], origin: string): MetadataRoute.Sitemap {
  return pages.flatMap((page) => {
    const languages: Record<string, string> = {};
    for (const locale of locales) languages[locale] = origin + localizedPath(locale, page.path);
    languages['x-default'] = origin + localizedPath(defaultLocale, page.path);
    return locales.map((locale) => ({
      url: origin + localizedPath(locale, page.path),
      ...(page.lastmod ? { lastModified: page.lastmod } : {}),
      alternates: { languages },
    }));
  });
}

/** The newest lastmod of a kind, for the index. */
export function newestOf(pages: SitemapPage[]): string | undefined {
  return pages.reduce<string | undefined>((best, page) => (page.lastmod && (!best || page.lastmod > best) ? page.lastmod : best), undefined);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap index (sitemaps.org): Next writes each sitemap, not the index of several. */
export function sitemapIndexXml(sitemaps: { url: string; lastmod?: string }[]): string {
  const items = sitemaps
    .map((sitemap) => `<sitemap>\n<loc>${escapeXml(sitemap.url)}</loc>\n${sitemap.lastmod ? `<lastmod>${sitemap.lastmod}</lastmod>\n` : ''}</sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** Where the sitemap of a kind is served (app/sitemaps/sitemap.ts). */
export const sitemapPartUrl = (origin: string, kind: SitemapKind) => `${origin}/sitemaps/sitemap/${kind}.xml`;
