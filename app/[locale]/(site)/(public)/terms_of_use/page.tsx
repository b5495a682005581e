import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/legal-document';
import { getLegalTexts } from '@/content/legal';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import type { Locale } from '@/lib/portal/i18n/routing';

// Cached (ISR, lib/portal/cache/cached-pages.ts): nothing on the page depends on the visitor. Rendered on
// its first request rather than at build time: its canonical link, hreflang and sharing card name the
// portal's address, APP_URL, which is the running server's, not the build machine's (issue 12). The
// hour is for shared caches (s-maxage): a CDN picks up a new deployment's texts within it.
export const revalidate = 3600;

export function generateStaticParams(): { locale: Locale }[] {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/terms_of_use'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const [texts, t] = await Promise.all([getLegalTexts(locale), getTranslations({ locale, namespace: 'legal' })]);
  return pageMetadata({ locale, path: '/terms_of_use', title: texts.terms.title, description: t('termsDescription') });
}

export default async function Page({ params }: PageProps<'/[locale]/terms_of_use'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const texts = await getLegalTexts(locale);
  return <LegalDocument document={texts.terms} />;
}
