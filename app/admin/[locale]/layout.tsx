import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { loadMessages } from '@/lib/shared/messages';
import { readParams } from '@/lib/portal/i18n/params';
import { consoleAvailable } from '@/lib/portal/staff/guard';

/** Every console page is rendered per request (its nonce, the staff session): never prerendered or cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LayoutProps<'/admin/[locale]'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  return {
    title: { default: t('title'), template: `%s · ${t('title')}` },
    // Never indexed (the X-Robots-Tag header says it too, for crawlers that never parse the page).
    robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
    referrer: 'same-origin',
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#08301a' };

/**
 * The operator console's document (issue 24), apart from the portal's: its own language segment
 * (/admin/en, /admin/ko), no portal header or footer, and the console's texts for its client islands.
 * With a remote member API (UPSTREAM_URL) there is no console: it needs the member API's database.
 */
export default async function AdminLayout({ children, params }: LayoutProps<'/admin/[locale]'>) {
  const { locale } = await readParams(params);
  if (!consoleAvailable()) notFound();
  setRequestLocale(locale);
  const messages = await loadMessages(locale);
  return (
    <html lang={locale}>
      <body className="min-h-dvh bg-gray-50 text-gray-900">
        <NextIntlClientProvider locale={locale} messages={{ admin: messages.admin, api: messages.api }}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
