'use server';

import { object, string } from 'yup';
import { captchaConfig, LOGIN_CAPTCHA_ACTION } from '@/lib/shared/captcha';
import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { clearPendingRestore, readPendingRestore, safeReturnPath, saveLogin } from '@/lib/portal/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import { UpstreamCode } from '@/lib/upstream/errors';
import { loginSchema } from '@/lib/shared/validation/account';

/** The login form's schema plus where to go afterwards (checked by safeReturnPath, never trusted). */
const loginInput = loginSchema.concat(object({ returnUrl: string().max(1000).default('/') }));

/**
 * Spec §4 login: the member API checks the password and its limits (per account and address, so
 * the caller's address goes along); the result is kept in the session cookie. Answers where to go
 * and whether the member must first complete the profile (is_initialize).
 */
export const login = validatedAction(
  loginInput,
  async (input, { call }) => {
    const result = await callUpstream('login', { player_id: input.player_id, password: input.password, proof: input.proof }, call);
    await saveLogin(result);
    return actionOk({ redirect: safeReturnPath(input.returnUrl), needEditProfile: result.loginresult.is_initialize === 'y' });
  },
  { where: 'login' },
);

/**
 * A fresh challenge for a login whose guessing budget is spent ('auth.error.proofRequired'): the form
 * solves it and sends the same ID and password again with the proof (lib/member-api/login-budget.ts).
 */
export const loginProof = validatedAction(object({}), async () => actionOk(captchaConfig(LOGIN_CAPTCHA_ACTION)), { where: 'login/proof' });

/**
 * Restores a withdrawn account within its year (issue 9): the login form offers it when the login
 * answered 'auth.error.accountWithdrawn', and the member confirms with the same ID and password.
 */
export const restore = validatedAction(
  loginInput,
  async (input, { call }) => {
    const result = await callUpstream('restoreAccount', { player_id: input.player_id, password: input.password, proof: undefined }, call);
    await saveLogin(result);
    return actionOk({ redirect: safeReturnPath(input.returnUrl), needEditProfile: result.loginresult.is_initialize === 'y' });
  },
  { where: 'restore' },
);

const returnInput = object({ returnUrl: string().max(1000).default('/') });

/**
 * The restore a provider login offered (issue 9): the member confirms on the login page, and the
 * ticket kept sealed in the cookie goes to the member API, which restores the account and logs in.
 */
export const restoreSocial = validatedAction(
  returnInput,
  async (input, { call }) => {
    const pending = await readPendingRestore();
    if (!pending) return actionFail(UpstreamCode.unauthorized, 'auth.error.restoreExpired');
    try {
      const result = await callUpstream('restoreSocial', { restore_ticket: pending.ticket }, call);
      await saveLogin(result);
      return actionOk({ redirect: safeReturnPath(input.returnUrl), needEditProfile: result.loginresult.is_initialize === 'y' });
    } catch (error) {
      // A spent or expired ticket is no offer any more.
      await clearPendingRestore();
      throw error;
    }
  },
  { where: 'restore-social' },
);

/** "Not now": the offer goes; the account stays withdrawn (a later provider login offers it again). */
export const dismissRestore = validatedAction(
  returnInput,
  async () => {
    await clearPendingRestore();
    return actionOk();
  },
  { where: 'restore-dismiss' },
);
