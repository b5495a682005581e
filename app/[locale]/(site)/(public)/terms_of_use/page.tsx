import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/legal-document';
import { getLegalTexts } from '@/content/legal';
import { pageMetadata } from '@/lib/i18n/metadata';
import { readParams } from '@/lib/i18n/params';
import { locales, type Locale } from '@/lib/i18n/routing';

// Cached (SSG, lib/cache/cached-pages.ts): the texts ship with the build, so both languages are
// rendered at build time; nothing on the page depends on the visitor. The hour is for shared caches
// (s-maxage): a CDN picks up a new deployment's texts within it; re-rendering costs next to nothing.
export const revalidate = 3600;

export function generateStaticParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
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
