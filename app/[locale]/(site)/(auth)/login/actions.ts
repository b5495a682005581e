'use server';

import { object, string } from 'yup';
import { actionOk } from '@/lib/actions/action-result';
import { validatedAction } from '@/lib/actions/validated-action';
import { safeReturnPath, saveLogin } from '@/lib/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import { loginSchema } from '@/lib/validation/account';

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
    const result = await callUpstream('login', { player_id: input.player_id, password: input.password }, call);
    await saveLogin(result);
    return actionOk({ redirect: safeReturnPath(input.returnUrl), needEditProfile: result.loginresult.is_initialize === 'y' });
  },
  { where: 'login' },
);

/**
 * Restores a withdrawn account within its year (issue 9): the login form offers it when the login
 * answered 'auth.error.accountWithdrawn', and the member confirms with the same ID and password.
 */
export const restore = validatedAction(
  loginInput,
  async (input, { call }) => {
    const result = await callUpstream('restoreAccount', { player_id: input.player_id, password: input.password }, call);
    await saveLogin(result);
    return actionOk({ redirect: safeReturnPath(input.returnUrl), needEditProfile: result.loginresult.is_initialize === 'y' });
  },
  { where: 'restore' },
);
