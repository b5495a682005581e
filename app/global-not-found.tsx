import './globals.css';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import FontLinks from '@/components/layout/font-links';
import NotFoundPage from '@/components/layout/not-found-page';
import { defaultLocale, toLocale, type Locale } from '@/lib/shared/domain/locale';

/**
 * Every address no route matches (spec §2: a 404 page without the default layout). Next answers it
 * with this document directly (experimental.globalNotFound), so its text and language are in the
 * server's HTML, unlike a not-found.tsx boundary, which Next renders in the browser after a page's
 * notFound(). It is used because the root layout sits below a dynamic segment (app/[locale]); the
 * language is the one the proxy (next-intl) read from the address, the default outside its matcher.
 */
// Rendered per request, for its language.
export const dynamic = 'force-dynamic';

/**
 * The language the proxy read from the address. Next renders an unknown address with a dot in it
 * (/favicon.ico, /x.png: outside the proxy, so without a language anyway) as a static page, where
 * reading a request header fails: those get the default language instead of a 500.
 */
async function addressLocale(): Promise<Locale> {
  try {
    return toLocale(await getLocale());
  } catch {
    return defaultLocale;
  }
}

export default async function GlobalNotFound() {
  const locale = await addressLocale();
  const [t, metadata] = await Promise.all([getTranslations({ locale, namespace: 'notFound' }), getTranslations({ locale, namespace: 'metadata' })]);
  return (
    <html lang={locale}>
      <head>
        <title>{metadata('titleTemplate').replace('%s', t('title'))}</title>
        <meta name="description" content={t('body')} />
        <FontLinks locale={locale} />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* Outside app/[locale]'s layout: the localised Link reads the language from this provider. */}
        <NextIntlClientProvider locale={locale} messages={null}>
          <NotFoundPage locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
