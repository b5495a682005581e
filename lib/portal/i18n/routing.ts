import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localePrefix, locales } from '@/lib/shared/domain/locale';

// The list lives in lib/shared/domain so the member API's `lang` field shares it without importing i18n.
export { defaultLocale, locales, type Locale } from '@/lib/shared/domain/locale';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English lives at the spec's own paths (/tournament/...), Korean under /ko/...
  localePrefix,
  // Search engines and shared links must land on the language of the URL, not the browser's.
  localeDetection: false,
  // The language is in the URL, so remembering it in a cookie adds nothing: without one an anonymous
  // page answers with no Set-Cookie and a shared cache (a CDN) may keep it. next-intl would otherwise
  // set NEXT_LOCALE on every response.
  localeCookie: false,
  // The hreflang alternates are in each page's HTML (pageMetadata), which knows a page's canonical
  // query and that a page is noindex; the middleware's Link header would list them for every path,
  // redirects and 404s included, and could disagree with the HTML (issue 12). One place says it.
  alternateLinks: false,
});
