'use server';

import { mixed, object, string } from 'yup';
import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { clearSession, replaceSessionToken, safeReturnPath, updateSessionProfile } from '@/lib/portal/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import { idField } from '@/lib/upstream/operations/fields';
import { confirmPasswordSchema, emailChangeSchema, passwordChangeSchema, profileSchema } from '@/lib/shared/validation/account';

/**
 * MyZone's account actions (issue 9): each verifies the session, validates with the form's one
 * schema and calls the member API with the member's own token, which decides whose records change;
 * the sensitive ones (e-mail, password, withdrawal) are refused by the member API unless this
 * session confirmed the password in the last 10 minutes.
 */

export const saveProfile = validatedAction(
  profileSchema,
  async (input, { locale, call }) => {
    const { profile } = await callUpstream('myProfileUpdate', { ...input, statesno: input.statesno, shopno: input.shopno, lang: locale }, call);
    await updateSessionProfile({ nickname: profile.nickname, isInitialize: profile.is_initialize === 'y' });
    return actionOk({ nickname: profile.nickname });
  },
  { auth: 'required', where: 'myprofile' },
);

export const changeEmail = validatedAction(
  emailChangeSchema,
  async ({ email }, { locale, call }) => actionOk(await callUpstream('emailChange', { email, lang: locale }, call)),
  { auth: 'required', where: 'email-change' },
);

export const changeFavorite = validatedAction(
  object({ shopno: idField('store.error.notFound'), reset_points: mixed<'y' | 'n'>().oneOf(['y', 'n']).default('n') }),
  async (input, { call }) => actionOk(await callUpstream('favoriteLocationChange', input, call)),
  { auth: 'required', where: 'favoritelocation' },
);

export const confirmPassword = validatedAction(
  confirmPasswordSchema.concat(object({ returnUrl: string().max(1000).default('') })),
  async ({ password, returnUrl }, { call }) => {
    const { confirmed_until, token } = await callUpstream('confirmPassword', { password }, call);
    // A re-authentication: the session's token changed, so the cookie changes with it (ASVS 7.2.4).
    await replaceSessionToken(token);
    const back = safeReturnPath(returnUrl);
    return actionOk({ confirmed_until, redirect: back.startsWith('/membership/') ? back : '/membership/myaccount/myprofile' });
  },
  { auth: 'required', where: 'confirmpassword' },
);

export const changePassword = validatedAction(
  passwordChangeSchema,
  async (input, { locale, call }) => actionOk(await callUpstream('passwordChange', { ...input, lang: locale }, call)),
  { auth: 'required', where: 'password-change' },
);

export const endSession = validatedAction(
  object({ sessionno: idField('myaccount.error.sessionNotFound') }),
  async ({ sessionno }, { call }) => {
    await callUpstream('sessionEnd', { sessionno }, call);
    return actionOk();
  },
  { auth: 'required', where: 'session-end' },
);

export const withdraw = validatedAction(
  object({}),
  async (_input, { call }) => {
    const answer = await callUpstream('withdraw', {}, call);
    // Every session of the member has ended, this one too: the cookie goes with it.
    await clearSession();
    return actionOk({ restorable_until: answer.restorable_until });
  },
  { auth: 'required', where: 'cancelmember' },
);
