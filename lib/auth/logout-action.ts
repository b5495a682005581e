'use server';

import { clearSession, readSession } from './session';
import { redirect } from '@/lib/i18n/navigation';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/routing';
import { callUpstream } from '@/lib/upstream/client';

/**
 * Spec §2 logout, as a POST (a server action: Next.js refuses one whose Origin is not this site's),
 * so another site cannot log a member out with a link or an image. Revokes the session on the
 * member API, clears the cookie (and with it the member's time zone, which the footer then shows as
 * the network's ST again), and goes to the home page.
 */
export async function logoutAction(formData: FormData): Promise<void> {
  const requested = String(formData.get('locale') ?? '');
  const locale: Locale = (locales as readonly string[]).includes(requested) ? (requested as Locale) : defaultLocale;
  const session = await readSession();
  if (session?.token) {
    try {
      await callUpstream('logout', {}, { token: session.token });
    } catch (error) {
      // The cookie is cleared whatever the member API says; its record expires by itself.
      console.error('[logout] revoke failed', error);
    }
  }
  await clearSession();
  redirect({ href: '/', locale });
}
