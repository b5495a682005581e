import { object, string } from 'yup';

/**
 * The fallback second factor's forms (one schema each), used by the server actions in
 * app/admin/factor-actions.ts. A code is six digits (TOTP) or a recovery code (16 base32 characters,
 * dashes and spaces allowed); which one is decided by lib/portal/staff/fallback-signin.ts.
 */
const code = string()
  .trim()
  .min(6, 'admin.security.codeInvalid')
  .max(24, 'admin.security.codeInvalid')
  .matches(/^[0-9A-Za-z\s-]+$/, 'admin.security.codeInvalid')
  .required('admin.security.codeInvalid');

const totpCode = string()
  .trim()
  .matches(/^\d{6}$/, 'admin.security.totpInvalid')
  .required('admin.security.totpInvalid');

/** Sign-in without the passkey: the staff e-mail and a TOTP or recovery code. */
export const codeSignInSchema = object({
  email: string().trim().max(254, 'admin.signin.emailInvalid').email('admin.signin.emailInvalid').required('admin.signin.emailInvalid'),
  code,
  /** The solved proof an attempt brings once the guessing budget is spent (a reCAPTCHA token or a proof of work). */
  proof: string().max(4096, 'admin.errors.proofRequired').optional(),
});

/** Confirming a new authenticator, and re-authenticating with one: a current six-digit code. */
export const totpCodeSchema = object({ code: totpCode });
