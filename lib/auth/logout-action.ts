'use server';

import { object } from 'yup';
import { actionOk } from '@/lib/actions/action-result';
import { validatedAction } from '@/lib/actions/validated-action';
import { redirect } from '@/lib/i18n/navigation';
import { callUpstream } from '@/lib/upstream/client';
import { clearSession } from './session';

/**
 * Spec §2 logout, as a POST (a server action, whose Origin validatedAction checks, as Next.js does),
 * so another site cannot log a member out with a link or an image. Revokes the session on the
 * member API, clears the cookie (and with it the member's time zone, which the footer then shows as
 * the network's ST again), and goes to the home page in the form's `locale`.
 */
const logout = validatedAction(
  object({}),
  async (_input, { locale, call }) => {
    if (call.token) {
      try {
        await callUpstream('logout', {}, call);
      } catch (error) {
        // The cookie is cleared whatever the member API says; its record expires by itself.
        console.error('[logout] revoke failed', error);
      }
    }
    await clearSession();
    redirect({ href: '/', locale });
    return actionOk();
  },
  { auth: 'optional', where: 'logout' },
);

/** The form's action: a post without JavaScript too; a refusal (foreign origin) just leaves the page as it was. */
export async function logoutAction(formData: FormData): Promise<void> {
  await logout(formData);
}
