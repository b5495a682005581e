'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { object } from 'yup';
import { actionFail, actionOk, type ActionResult } from '@/lib/portal/actions/action-result';
import { consoleFailure } from '@/lib/portal/staff/unavailable';
import { securityEvent } from '@/lib/shared/log/security';
import { captchaConfig, STAFF_SIGNIN_CAPTCHA_ACTION, type CaptchaConfig } from '@/lib/shared/captcha';
import { sameOriginHeaders } from '@/lib/shared/security/request';
import { refusalFailure, staffAction } from '@/lib/portal/staff/action';
import { recordAudit } from '@/lib/portal/staff/audit';
import { getStaffDb } from '@/lib/portal/staff/db';
import { reauthCodeLimits, signInWithCode } from '@/lib/portal/staff/fallback-signin';
import { codeSignInSchema, totpCodeSchema } from '@/lib/portal/staff/factor-schema';
import { consoleAvailable, currentStaff, requestMeta, staffCookieName, staffCookieOptions } from '@/lib/portal/staff/guard';
import { issueRecoveryCodes } from '@/lib/portal/staff/recovery';
import { createStaffSession, resolveStaffSession, rotateStaffSession } from '@/lib/portal/staff/sessions';
import { beginTotpEnrolment, confirmTotpEnrolment, totpQrSvg, verifyTotp } from '@/lib/portal/staff/totp';
import { ValidationError } from 'yup';
import { fieldErrors } from '@/lib/shared/validation/field-errors';

/**
 * The fallback second factor's server actions (issue 24): sign-in with the staff e-mail and a TOTP
 * or recovery code, re-authentication with a TOTP code, setting up an authenticator and making
 * recovery codes. Every refusal of a code is one answer ('admin.errors.code'), logged as a
 * security event; the rate limits are lib/portal/staff/fallback-signin.ts's.
 */

async function gate(): Promise<ActionResult<never> | { ip?: string; userAgent?: string }> {
  if (!consoleAvailable()) return actionFail(404, 'admin.errors.notFound');
  if (!sameOriginHeaders(await headers())) return actionFail(403, 'api.origin');
  return requestMeta();
}

async function validated<T>(schema: { validate(value: unknown, options: object): Promise<T> }, raw: unknown): Promise<T | ActionResult<never>> {
  try {
    return await schema.validate(raw && typeof raw === 'object' ? raw : {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return actionFail(400, 'api.invalidInput', fieldErrors(error));
  }
}

const isFailure = (value: unknown): value is ActionResult<never> => typeof value === 'object' && value !== null && 'ok' in value && (value as { ok: unknown }).ok === false;

/**
 * Sign-in without the passkey. After a recovery code the browser is sent to the security page, which
 * says how many codes are left (the sign-in page itself sends a signed-in browser home).
 */
export async function signInWithCodeAction(raw: { email: string; code: string; proof?: string; locale?: string }): Promise<ActionResult<{ method: 'totp' | 'recovery-code'; remaining?: number }>> {
  let recovered: string | undefined;
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    const input = await validated(codeSignInSchema, raw);
    if (isFailure(input)) return input;
    const db = await getStaffDb();
    const outcome = await signInWithCode(db, { email: input.email, code: input.code, address: meta.ip, proof: input.proof });
    if (!outcome.ok && outcome.refused === 'proof') {
      securityEvent('login.proof-required', { account: `staff:${input.email.trim().toLowerCase()}`, address: meta.ip, outcome: 'refused', scope: outcome.scope, proofSent: Boolean(input.proof) });
      // The form solves a fresh challenge (codeSignInProof) and sends the same e-mail and code again.
      return actionFail(401, 'admin.errors.proofRequired');
    }
    if (!outcome.ok) {
      securityEvent('login.failure', { account: outcome.staffId ? `staff:${outcome.staffId}` : 'staff', address: meta.ip, outcome: 'refused', method: outcome.method, reason: outcome.refused });
      return actionFail(401, 'admin.errors.code');
    }
    const token = await createStaffSession(db, outcome.staffId, meta);
    if (!(await resolveStaffSession(db, token))) return actionFail(401, 'admin.errors.code');
    (await cookies()).set(staffCookieName(), token, staffCookieOptions());
    securityEvent('login.success', { account: `staff:${outcome.staffId}`, address: meta.ip, outcome: 'ok', method: outcome.method });
    const remaining = outcome.method === 'recovery-code' ? outcome.remaining : undefined;
    await recordAudit(db, {
      staffId: outcome.staffId,
      staffEmail: outcome.email,
      address: meta.ip,
      action: outcome.method === 'totp' ? 'staff.signin' : 'staff.recovery.use',
      target: `staff:${outcome.staffId}`,
      after: remaining === undefined ? { method: outcome.method } : { method: outcome.method, remaining },
    });
    if (remaining === undefined) return actionOk({ method: outcome.method });
    recovered = `/admin/${raw?.locale === 'ko' ? 'ko' : 'en'}/security?recovery=used`;
  } catch (error) {
    return consoleFailure(error, 'admin:signInWithCode');
  }
  redirect(recovered);
}

/**
 * A fresh challenge for a code sign-in whose guessing budget is spent ('admin.errors.proofRequired'):
 * the form solves it and sends the same e-mail and code again with the proof.
 */
export async function codeSignInProof(): Promise<ActionResult<CaptchaConfig>> {
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    return actionOk(captchaConfig(STAFF_SIGNIN_CAPTCHA_ACTION));
  } catch (error) {
    return consoleFailure(error, 'admin:codeSignInProof');
  }
}

/** Re-authentication with a TOTP code (instead of the passkey) before a dangerous action. */
export async function reauthWithCode(raw: { code: string }): Promise<ActionResult> {
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    const staff = await currentStaff();
    if (!staff) return refusalFailure({ status: 401, reason: 'signin' });
    const input = await validated(totpCodeSchema, raw);
    if (isFailure(input)) return input;
    const [byAddress, byAccount] = await reauthCodeLimits(staff.email, meta.ip);
    if (!byAddress.ok || !byAccount.ok) return actionFail(429, 'admin.errors.tooMany', {}, Math.max(byAddress.retryAfterSeconds, byAccount.retryAfterSeconds));
    const db = await getStaffDb();
    if (!(await verifyTotp(db, staff.staffId, input.code))) {
      securityEvent('login.failure', { account: `staff:${staff.staffId}`, address: meta.ip, outcome: 'refused', method: 'totp-reauth' });
      return actionFail(401, 'admin.errors.code');
    }
    const token = await rotateStaffSession(db, staff.sessionId);
    if (!token) return refusalFailure({ status: 401, reason: 'signin' });
    (await cookies()).set(staffCookieName(), token, staffCookieOptions());
    await recordAudit(db, { staffId: staff.staffId, staffEmail: staff.email, address: meta.ip, action: 'staff.reauth', target: `staff:${staff.staffId}`, after: { method: 'totp' } });
    return actionOk();
  } catch (error) {
    return consoleFailure(error, 'admin:reauthWithCode');
  }
}

/** A new authenticator secret, shown once (text, otpauth:// URI, QR code); active once confirmed. */
export const beginTotp = staffAction('security.totp', object({}), async (_input, { db, staff, audit }) => {
  const { secret, uri } = await beginTotpEnrolment(db, staff.staffId);
  await audit({ action: 'staff.totp.begin', target: `staff:${staff.staffId}` });
  return actionOk({ secret, uri, qr: await totpQrSvg(uri) });
});

export const confirmTotp = staffAction('security.totp', totpCodeSchema, async (input, { db, staff, audit, address }) => {
  if (!(await confirmTotpEnrolment(db, staff.staffId, input.code))) {
    securityEvent('login.failure', { account: `staff:${staff.staffId}`, address, outcome: 'refused', method: 'totp-confirm' });
    return actionFail(400, 'api.invalidInput', { code: 'admin.security.totpWrong' });
  }
  await audit({ action: 'staff.totp', target: `staff:${staff.staffId}`, after: { totp: 'active' } });
  return actionOk();
});

/** Ten new recovery codes (the old ones stop working), shown once. */
export const newRecoveryCodes = staffAction('security.recovery', object({}), async (_input, { db, staff, audit }) => {
  const codes = await issueRecoveryCodes(db, staff.staffId);
  await audit({ action: 'staff.recovery.new', target: `staff:${staff.staffId}`, after: { codes: codes.length } });
  return actionOk({ codes });
});
