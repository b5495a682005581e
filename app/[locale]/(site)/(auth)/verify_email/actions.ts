'use server';

import { confirmEmail } from '@/lib/data/account';
import { redirect } from '@/lib/i18n/navigation';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import { isUpstreamError } from '@/lib/upstream/errors';

/**
 * The verification page's confirm button (a POST, so a mail scanner that merely follows the link
 * cannot use the single-use token up). Works without JavaScript; the result is shown by the page.
 */
export async function confirmEmailAction(formData: FormData): Promise<void> {
  const requested = String(formData.get('locale') ?? '');
  const locale: Locale = (locales as readonly string[]).includes(requested) ? (requested as Locale) : defaultLocale;
  const token = String(formData.get('token') ?? '');
  let status: 'confirmed' | 'invalid' | 'error' = 'invalid';
  if (token) {
    try {
      await confirmEmail(token);
      status = 'confirmed';
    } catch (error) {
      status = isUpstreamError(error) && error.code === 400 ? 'invalid' : 'error';
      if (status === 'error') console.error('[verify_email] confirmation failed', error);
    }
  }
  redirect({ href: { pathname: '/verify_email', query: { status } }, locale });
}
