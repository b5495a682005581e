/**
 * The portal's languages, defined once. lib/portal/i18n/routing builds next-intl's routing from this list,
 * and the member API's `lang` field accepts the same codes, so both sides of the seam share one
 * `Locale` type without the member API importing the portal's i18n.
 */
export const locales = ['en', 'ko'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** English at the spec's own paths, Korean under /ko: next-intl's 'as-needed' prefix (lib/portal/i18n/routing). */
export const localePrefix = 'as-needed' as const;

/**
 * A portal path in a locale, for the few places that must not load next-intl (the member API's
 * mails). Everything else uses next-intl's getPathname; lib/portal/i18n/metadata.test.ts checks both agree.
 */
export function pathInLocale(locale: Locale, path: string): string {
  // Only a path of this site is localised (not https://…, mailto:…); the home page's query follows /ko directly.
  if (locale === defaultLocale || !path.startsWith('/')) return path;
  return /^\/(\?.*)?$/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * A browser path without its locale prefix (/ko/support/notice → /support/notice), as next-intl's
 * usePathname gives it: for the header island, which must not load next-intl's client runtime.
 */
export function pathWithoutLocale(path: string): string {
  for (const locale of locales) {
    if (path === `/${locale}`) return '/';
    if (path.startsWith(`/${locale}/`)) return path.slice(locale.length + 1);
  }
  return path;
}

/** Any value as a locale: an unknown or missing one is the default (English). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
