'use server';

import { object } from 'yup';
import { actionOk } from '@/lib/actions/action-result';
import { validatedAction } from '@/lib/actions/validated-action';
import { captchaConfig } from '@/lib/captcha';
import { callUpstream } from '@/lib/upstream/client';
import { emailCheckSchema, idCheckSchema, nicknameCheckSchema, signupSchema } from '@/lib/validation/account';

/**
 * Spec §3 registration. The member API checks everything again (duplicates, captcha, limits per
 * address: the caller's address goes along) and mails the verification link in the visitor's language.
 */
export const register = validatedAction(
  signupSchema,
  async (input, { locale, call }) => {
    const result = await callUpstream('register', { ...input, lang: locale } as never, call);
    return actionOk({ player_id: result.player_id });
  },
  { where: 'signup' },
);

/* The duplicate checks as the visitor leaves a field, each with the field's own sign-up rule. */
export const checkPlayerId = validatedAction(
  idCheckSchema,
  async ({ player_id }, { call }) => {
    await callUpstream('idCheck', { player_id }, call);
    return actionOk();
  },
  { where: 'signup/check' },
);

export const checkNickname = validatedAction(
  nicknameCheckSchema,
  async ({ nickname }, { call }) => {
    await callUpstream('nicknameCheck', { nickname }, call);
    return actionOk();
  },
  { where: 'signup/check' },
);

export const checkEmail = validatedAction(
  emailCheckSchema,
  async ({ email }, { call }) => {
    await callUpstream('emailCheck', { email }, call);
    return actionOk();
  },
  { where: 'signup/check' },
);

/** A fresh proof-of-work challenge for each attempt (each is accepted once), or the reCAPTCHA settings. */
export const newCaptcha = validatedAction(object({}), async () => actionOk(captchaConfig()), { where: 'signup/captcha' });
