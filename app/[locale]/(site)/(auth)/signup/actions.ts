'use server';

import { object } from 'yup';
import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { captchaConfig } from '@/lib/shared/captcha';
import { callUpstream } from '@/lib/upstream/client';
import { emailCheckSchema, idCheckSchema, nicknameCheckSchema, signupSchema } from '@/lib/shared/validation/account';

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

/**
 * A duplicate check as the visitor leaves a field: the field's own sign-up rule, then the member
 * API's lookup (409 with the field's "already in use" key when taken).
 */
function duplicateCheck<S extends typeof idCheckSchema | typeof nicknameCheckSchema | typeof emailCheckSchema>(
  schema: S,
  operation: 'idCheck' | 'nicknameCheck' | 'emailCheck',
) {
  return validatedAction(
    schema,
    async (input, { call }) => {
      await callUpstream(operation, input as never, call);
      return actionOk();
    },
    { where: `signup/${operation}` },
  );
}

export const checkPlayerId = duplicateCheck(idCheckSchema, 'idCheck');
export const checkNickname = duplicateCheck(nicknameCheckSchema, 'nicknameCheck');
export const checkEmail = duplicateCheck(emailCheckSchema, 'emailCheck');

/** A fresh proof-of-work challenge for each attempt (each is accepted once), or the reCAPTCHA settings. */
export const newCaptcha = validatedAction(object({}), async () => actionOk(captchaConfig()), { where: 'signup/captcha' });
