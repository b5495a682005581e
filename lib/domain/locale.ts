/**
 * The portal's languages, defined once. lib/i18n/routing builds next-intl's routing from this list,
 * and the member API's `lang` field accepts the same codes, so both sides of the seam share one
 * `Locale` type without the member API importing the portal's i18n.
 */
export const locales = ['en', 'ko'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/** Any value as a locale: an unknown or missing one is the default (English). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
