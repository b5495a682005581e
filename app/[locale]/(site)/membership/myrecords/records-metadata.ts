import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import type { Locale } from '@/lib/portal/i18n/routing';

/** A MyZone record page's metadata: its title and description, never indexed (the member's own). */
export async function recordsMetadata(locale: Locale, path: string, page: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `records.${page}` as 'records.rounds' });
  return { ...pageMetadata({ locale, path, title: t('title'), description: t('description') }), robots: { index: false, follow: false } };
}
