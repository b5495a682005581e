'use server';

import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { callUpstream } from '@/lib/upstream/client';
import { findIdSchema, findPasswordSchema } from '@/lib/shared/validation/account';

/** Spec §7 /findaccount/findid: mails the ID in the visitor's language; the answer never says whether the address is known. */
export const findId = validatedAction(
  findIdSchema,
  async ({ email }, { locale, call }) => {
    await callUpstream('findId', { email, lang: locale }, call);
    return actionOk();
  },
  { where: 'find-id' },
);

/** Spec §7 /findaccount/findpwd: mails a single-use reset link valid one hour; the same answer either way. */
export const findPassword = validatedAction(
  findPasswordSchema,
  async ({ email, id }, { locale, call }) => {
    await callUpstream('findPassword', { email, id, lang: locale }, call);
    return actionOk();
  },
  { where: 'find-password' },
);
