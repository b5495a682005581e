import type { Metadata } from 'next';
import { getPathname } from './navigation';
import { routing, type Locale } from './routing';

/** The path of a page in a locale (English at the spec's own paths, Korean under /ko): next-intl's own rule. */
const localizedPath = (locale: Locale, href: string) => getPathname({ locale, href });

/**
 * Canonical URL and hreflang alternates of a page (relative: metadataBase, from APP_URL, makes them
 * absolute). Each language version is canonical for itself; x-default is the English one.
 */
export function pageAlternates(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const other of routing.locales) languages[other] = localizedPath(other, path);
  languages['x-default'] = localizedPath(routing.defaultLocale, path);
  return { canonical: localizedPath(locale, path), languages };
}

export function pageMetadata(options: { locale: Locale; path: string; title?: string; description?: string }): Metadata {
  return {
    ...(options.title ? { title: options.title } : {}),
    ...(options.description ? { description: options.description } : {}),
    alternates: pageAlternates(options.locale, options.path),
    openGraph: {
      ...(options.title ? { title: options.title } : {}),
      ...(options.description ? { description: options.description } : {}),
      url: localizedPath(options.locale, options.path),
    },
  };
}
