'use server';

import { object, string } from 'yup';
import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { confirmEmail } from '@/lib/portal/data/account';
import { redirect } from '@/lib/portal/i18n/paths';
import { callUpstream } from '@/lib/upstream/client';
import { toEmailLinkPurpose } from '@/lib/upstream/operations/account';
import { isUpstreamError } from '@/lib/upstream/errors';

/**
 * The verification page's confirm button (a POST, so a mail scanner that merely follows the link
 * cannot use the single-use token up). Works without JavaScript (FormData with token and locale);
 * the result is shown by the page it redirects to.
 */
const confirm = validatedAction(
  object({ token: string().trim().max(128).default(''), purpose: string().trim().max(20).default('') }),
  async ({ token, purpose: linked }, { locale }) => {
    let status: 'confirmed' | 'invalid' | 'error' = 'invalid';
    // The result names the action the token really was for (the member API's answer), else the link's.
    let purpose = toEmailLinkPurpose(linked);
    if (token) {
      try {
        purpose = (await confirmEmail(token)).purpose;
        status = 'confirmed';
      } catch (error) {
        status = isUpstreamError(error) && error.code === 400 ? 'invalid' : 'error';
        if (status === 'error') console.error('[verify_email] confirmation failed', error);
      }
    }
    redirect({ href: { pathname: '/verify_email', query: purpose === 'verify' ? { status } : { status, purpose } }, locale });
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
