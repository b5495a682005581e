'use server';

import { object, string } from 'yup';
import { actionOk } from '@/lib/actions/action-result';
import { validatedAction } from '@/lib/actions/validated-action';
import { confirmEmail } from '@/lib/data/account';
import { redirect } from '@/lib/i18n/paths';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';

/**
 * The verification page's confirm button (a POST, so a mail scanner that merely follows the link
 * cannot use the single-use token up). Works without JavaScript (FormData with token and locale);
 * the result is shown by the page it redirects to.
 */
const confirm = validatedAction(
  object({ token: string().trim().max(128).default('') }),
  async ({ token }, { locale }) => {
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
    return actionOk();
  },
  { where: 'verify_email' },
);

export async function confirmEmailAction(formData: FormData): Promise<void> {
  await confirm(formData);
}

/** Sends the verification mail again (from the login form's "not verified" failure and the sign-up's done screen). */
export const resendVerification = validatedAction(
  object({ player_id: string().trim().required('validation.id.required').max(64, 'validation.id.length') }),
  async ({ player_id }, { locale, call }) => {
    await callUpstream('resendVerification', { player_id, lang: locale }, call);
    return actionOk();
  },
  { where: 'resend' },
);
