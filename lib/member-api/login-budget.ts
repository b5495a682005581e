import 'server-only';
import { guessBudget, ProofRequired } from '@/lib/shared/rate-limit/guess-budget';

const MINUTE = 60 * 1000;

/**
 * The members' password-guessing budget (ASVS 6.3.1, security requirement 27), on the shared
 * mechanism of lib/shared/rate-limit/guess-budget.ts: nobody is ever locked out; once an account or
 * an address has spent its budget of wrong passwords, each further attempt must bring a proof. The
 * README's "Login guessing" quotes these figures.
 *
 * - Per account: LOGIN_ACCOUNT_BUDGET failures within LOGIN_WINDOW_MS.
 * - Per address: LOGIN_ADDRESS_BUDGET failures within LOGIN_WINDOW_MS. The address is the socket's
 *   unless TRUSTED_PROXY_HOPS says which X-Forwarded-For entry a proxy wrote (server/serve.mjs
 *   overwrites a client's own header), so rotating it gains nothing.
 */
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const LOGIN_ACCOUNT_BUDGET = 10;
export const LOGIN_ADDRESS_BUDGET = 30;

export { ProofRequired };

const budget = guessBudget({ accountBucket: 'login-fail', addressBucket: 'login-address-fail', perAccount: LOGIN_ACCOUNT_BUDGET, perAddress: LOGIN_ADDRESS_BUDGET, windowMs: LOGIN_WINDOW_MS });

/** One login attempt within the budgets (guess-budget.ts `within`): the argon2 check runs in `verify`. */
export const withinLoginBudget = budget.within;

/** A password reset (or an administrator) gives the owner a fresh budget at once. */
export const clearLoginBudget = budget.clear;
