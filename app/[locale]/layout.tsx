import { ACCOUNT_HINT_SCRIPT } from '@/lib/shared/security/account-hint.mjs';
import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { clampDescription, ogLocales, siteNames, twitterSite } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import { routing } from '@/lib/portal/i18n/routing';
import { ogSectionImagePath } from '@/lib/portal/site/og-paths';
import FontLinks from '@/components/layout/font-links';
import { HangulFontLoader } from '@/components/layout/hangul-font-loader';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    metadataBase: new URL(env.appUrl),
    title: { default: t('title'), template: t('titleTemplate') },
    description: clampDescription(t('description')),
    applicationName: siteNames[locale],
    // Pages that set their own (pageMetadata) repeat these: Next replaces openGraph as a whole.
    openGraph: {
      siteName: siteNames[locale],
      type: 'website',
      locale: ogLocales[locale],
      alternateLocale: routing.locales.filter((other) => other !== locale).map((other) => ogLocales[other]),
      images: [{ url: ogSectionImagePath(locale, 'site'), width: 1200, height: 630, type: 'image/png', alt: siteNames[locale] }],
    },
    twitter: { card: 'summary_large_image', site: twitterSite },
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#115c31',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // An unknown first segment (/fr/...) is a 404 here, before any page below renders.
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  return (
    // The account hint marks <html> member or guest before React hydrates it (lib/shared/security/account-hint.mjs).
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* Chooses the header's account controls before first paint (lib/shared/security/account-hint.mjs). */}
        <script dangerouslySetInnerHTML={{ __html: ACCOUNT_HINT_SCRIPT }} />
        <FontLinks locale={locale} />
      </head>
      <body className="flex min-h-dvh flex-col">
        {/*
          No next-intl provider here: a client island that translates is wrapped in its own
          NextIntlClientProvider with only the namespaces it needs, and the layout's islands get their
          texts and localised hrefs as props. A provider here put next-intl's client runtime on every page.
        */}
        {children}
        {/* Korean pages link the Hangul faces in <head>; an English page when Korean text is on it. */}
        {locale === 'ko' ? null : <HangulFontLoader />}
      </body>
    </html>
  );
}
