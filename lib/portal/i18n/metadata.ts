import type { Metadata } from 'next';
import { ogSectionImagePath, sectionOfPath } from '@/lib/portal/site/og-paths';
import { getPathname } from './paths';
import { routing, type Locale } from './routing';

/** The path of a page in a locale (English at the spec's own paths, Korean under /ko): next-intl's own rule. */
const localizedPath = (locale: Locale, href: string) => getPathname({ locale, href });

/** Open Graph's locale codes of the portal's languages. */
export const ogLocales: Record<Locale, string> = { en: 'en_US', ko: 'ko_KR' };

/** The site's name in every sharing card and in structured data: the brand as each language writes it. */
export const siteNames: Record<Locale, string> = { en: 'Clubhouse', ko: '클럽하우스' };
export const siteName = siteNames[routing.defaultLocale];

/** The network's account on X (Twitter), named by every card as twitter:site. */
export const twitterSite = '@clubhousegolf';

/** Search engines cut a description near 160 characters; ours stop before, at a word, and say so. */
export const DESCRIPTION_MAX = 160;

/** Rich text to the words only, for descriptions. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => entities[entity])
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description of at most DESCRIPTION_MAX characters, cut at a word (or anywhere, for text without spaces) with an ellipsis. */
export function clampDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:·—-]+$/, '')}…`;
}

/**
 * Canonical URL and hreflang alternates of a page (relative: metadataBase, from APP_URL, makes them
 * absolute). Each language version is canonical for itself; x-default is the English one. `query`
 * keeps what makes the page a page of its own (a list's page number): pages 2+ are canonical to
 * themselves, not to page 1, whose content they do not repeat.
 */
export function pageAlternates(locale: Locale, path: string, query?: Record<string, string | number>): { canonical: string; languages: Record<string, string> } {
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}` : '';
  const languages: Record<string, string> = {};
  for (const other of routing.locales) languages[other] = localizedPath(other, path) + search;
  languages['x-default'] = localizedPath(routing.defaultLocale, path) + search;
  return { canonical: localizedPath(locale, path) + search, languages };
}

export interface PageMetadataOptions {
  locale: Locale;
  /** The page's path without locale prefix or query. */
  path: string;
  title?: string;
  /** The title as it is, without the layout's "| Clubhouse" (a venue's name already carries the brand). */
  absoluteTitle?: boolean;
  description?: string;
  /** Query fields that belong to the canonical URL (a list's page number beyond the first). */
  canonicalQuery?: Record<string, string | number>;
  /** The page's own sharing card (lib/portal/site/og-paths); without it its section's card. */
  image?: { url: string; alt?: string };
  /** Keep out of search results but let crawlers follow the links (filter variants, empty rankings, account pages). */
  noindex?: boolean;
  /** Open Graph type: 'article' for notices, 'website' otherwise. */
  type?: 'website' | 'article';
}

/**
 * A page's metadata. Next replaces a parent's `openGraph` as a whole, so the layout's site name,
 * type and locales are repeated here: every page keeps og:site_name, og:type, og:locale and
 * og:locale:alternate, with its own title, description, URL and card.
 */
export function pageMetadata(options: PageMetadataOptions): Metadata {
  const description = options.description ? clampDescription(options.description) : undefined;
  const alternates = pageAlternates(options.locale, options.path, options.canonicalQuery);
  const image = {
    url: options.image?.url ?? ogSectionImagePath(options.locale, sectionOfPath(options.path)),
    alt: options.image?.alt ?? options.title ?? siteNames[options.locale],
  };
  return {
    ...(options.title ? { title: options.absoluteTitle ? { absolute: options.title } : options.title } : {}),
    ...(description ? { description } : {}),
    alternates,
    ...(options.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      siteName: siteNames[options.locale],
      type: options.type ?? 'website',
      locale: ogLocales[options.locale],
      alternateLocale: routing.locales.filter((other) => other !== options.locale).map((other) => ogLocales[other]),
      ...(options.title ? { title: options.title } : {}),
      ...(description ? { description } : {}),
      url: alternates.canonical,
      images: [{ ...image, width: 1200, height: 630, type: 'image/png' }],
    },
    twitter: {
      card: 'summary_large_image',
      site: twitterSite,
      ...(options.title ? { title: options.title } : {}),
      ...(description ? { description } : {}),
      images: [image],
    },
  };
}
