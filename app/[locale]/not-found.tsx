import NotFoundPage from '@/components/layout/not-found-page';
import { RouteLocaleChoice } from '@/components/layout/route-locale-choice';
import { locales, type Locale } from '@/lib/domain/locale';

/**
 * Spec §2: unknown paths get a 404 page without the default layout, in the address's language. Next
 * gives a not-found file no params, so the page is rendered in every language (four short texts each)
 * and the route's own locale segment picks one (RouteLocaleChoice), not next-intl's request locale.
 */
export default function LocaleNotFound() {
  const versions = Object.fromEntries(locales.map((locale) => [locale, <NotFoundPage key={locale} locale={locale} />])) as Record<Locale, React.ReactNode>;
  return <RouteLocaleChoice versions={versions} />;
}
