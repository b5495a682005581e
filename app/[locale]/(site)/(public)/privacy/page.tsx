import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/legal-document';
import { getLegalTexts } from '@/content/legal';
import { pageMetadata } from '@/lib/i18n/metadata';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [texts, t] = await Promise.all([getLegalTexts(locale), getTranslations({ locale, namespace: 'legal' })]);
  return pageMetadata({ locale, path: '/privacy', title: texts.privacy.title, description: t('privacyDescription') });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const texts = await getLegalTexts(locale);
  return <LegalDocument document={texts.privacy} />;
}
