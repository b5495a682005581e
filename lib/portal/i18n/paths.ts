import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import { pathInLocale, type Locale } from '@/lib/shared/domain/locale';

type RedirectType = Parameters<typeof nextRedirect>[1];
type QueryValue = string | number | boolean;
export type Href = string | { pathname: string; query?: Record<string, QueryValue | readonly QueryValue[]> };

/** As next-intl writes a query object (each array value repeated). */
function serializeQuery(query: Record<string, QueryValue | readonly QueryValue[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item: QueryValue) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return `?${params.toString()}`;
}

/**
 * A portal path in a locale: next-intl's getPathname for this routing (English at the spec's paths,
 * Korean under /ko, no localised pathnames), without next-intl's createNavigation. That one, imported
 * by a server component, registers next-intl's client Link with the page, and Next then ships
 * next-intl's client runtime with it (about 6 KiB gzip on every page). lib/portal/i18n/paths.test.ts checks
 * that both agree. Server code imports paths from here; client islands may use ./navigation.
 */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  const path = typeof href === 'string' ? href : href.pathname + (href.query ? serializeQuery(href.query) : '');
  return pathInLocale(locale, path);
}

export function redirect(args: { href: Href; locale: Locale }, type?: RedirectType): never {
  return nextRedirect(getPathname(args), type);
}

export function permanentRedirect(args: { href: Href; locale: Locale }, type?: RedirectType): never {
  return nextPermanentRedirect(getPathname(args), type);
}
