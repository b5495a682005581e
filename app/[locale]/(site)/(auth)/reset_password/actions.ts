'use server';

import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { clearSession, readSession } from '@/lib/portal/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import { resetPasswordSchema } from '@/lib/shared/validation/account';

/** Spec §7 /findaccount/resetpwd with the mailed token. */
export const resetPassword = validatedAction(
  resetPasswordSchema,
  async (input, { call, locale }) => {
    await callUpstream('resetPassword', { ...input, lang: locale }, call);
    // A reset revokes every session on the member API; this browser's cookie goes too.
    if (await readSession()) await clearSession();
    return actionOk();
  },
  { where: 'reset-password' },
);
