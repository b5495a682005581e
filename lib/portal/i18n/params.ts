import 'server-only';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { routing, type Locale } from './routing';

/**
 * A page's or layout's route params with the locale narrowed to a `Locale`. Next's generated
 * `PageProps`/`LayoutProps` type `[locale]` as any string; the [locale] layout already answers 404 for
 * an unknown one, but a page (or its generateMetadata, which Next may run before the layout) must not
 * rely on that for its types, so the check happens here once instead of as a cast in every page.
 */
export async function readParams<P extends { locale: string }>(params: Promise<P>): Promise<Omit<P, 'locale'> & { locale: Locale }> {
  const resolved = await params;
  if (!hasLocale(routing.locales, resolved.locale)) notFound();
  return { ...resolved, locale: resolved.locale };
}
