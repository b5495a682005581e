import type { Locale } from '@/lib/portal/i18n/routing';
import type { LegalTexts } from './types';

/** The long legal texts of a language (loaded only by the two pages that show them). */
export async function getLegalTexts(locale: Locale): Promise<LegalTexts> {
  return locale === 'ko' ? (await import('./ko')).legal : (await import('./en')).legal;
}
