'use server';

import { cookies, headers } from 'next/headers';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { boolean, number, object, string } from 'yup';
import { actionFail, actionOk, type ActionResult } from '@/lib/portal/actions/action-result';
import { consoleFailure } from '@/lib/portal/staff/unavailable';
import { securityEvent } from '@/lib/shared/log/security';
import { rateLimit } from '@/lib/shared/rate-limit';
import { sameOriginHeaders } from '@/lib/shared/security/request';
import { enrolmentFor, issueEnrolment, spendEnrolment } from '@/lib/portal/staff/accounts';
import { refusalFailure, staffAction } from '@/lib/portal/staff/action';
import { recordAudit } from '@/lib/portal/staff/audit';
import { consoleAvailable, currentStaff, requestMeta, staffCookieName, staffCookieOptions } from '@/lib/portal/staff/guard';
import { setMemberBlocked } from '@/lib/portal/staff/members';
import { answerInquiry, assignInquiry } from '@/lib/portal/staff/inquiries';
import { createVenueKey, revokeVenueKeys, rotateVenueKey, venueOf, venueOfKey } from '@/lib/portal/staff/venues';
import { authenticationOptions, registerPasskey, registrationOptions, verifyPasskey, type Ceremony } from '@/lib/portal/staff/passkeys';
import { createStaffSession, rotateStaffSession } from '@/lib/portal/staff/sessions';
import { getStaffDb } from '@/lib/portal/staff/db';
import { changeRole, setStaffStatus, unknownVenues, type TeamRefusal } from '@/lib/portal/staff/team';
import { changeRoleSchema, inviteStaffSchema } from '@/lib/portal/staff/team-schema';
import { env } from '@/lib/shared/config/env';

/**
 * The console's server actions. Sign-in, enrolment and re-authentication are passkey ceremonies in
 * two steps (options, then the browser's signed answer); everything a signed-in staff member changes
 * goes through staffAction (lib/portal/staff/action.ts), which checks the matrix and records the audit.
 */

/** Ceremonies per address per minute: a passkey cannot be guessed, but challenges cost rows. */
const CEREMONIES_PER_MINUTE = 20;

async function gate(): Promise<ActionResult<never> | { ip?: string; userAgent?: string }> {
  if (!consoleAvailable()) return actionFail(404, 'admin.errors.notFound');
  if (!sameOriginHeaders(await headers())) return actionFail(403, 'api.origin');
  const meta = await requestMeta();
  const limit = await rateLimit('staff-ceremony', meta.ip ?? 'unknown', CEREMONIES_PER_MINUTE, 60_000);
  if (!limit.ok) return actionFail(429, 'admin.errors.tooMany', {}, limit.retryAfterSeconds);
  return meta;
}

async function setStaffCookie(token: string) {
  (await cookies()).set(staffCookieName(), token, staffCookieOptions());
}

const challengeField = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? value : '');

export async function beginSignIn(): Promise<ActionResult<Ceremony<PublicKeyCredentialRequestOptionsJSON>>> {
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    return actionOk(await authenticationOptions(await getStaffDb(), 'signin'));
  } catch (error) {
    return consoleFailure(error, 'admin:beginSignIn');
  }
}

export async function finishSignIn(input: { challengeId: string; response: AuthenticationResponseJSON }): Promise<ActionResult> {
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    const db = await getStaffDb();
    const staffId = await verifyPasskey(db, 'signin', challengeField(input?.challengeId), input?.response);
    if (staffId === undefined) {
      securityEvent('login.failure', { account: 'staff', address: meta.ip, outcome: 'refused', method: 'passkey' });
      return actionFail(401, 'admin.errors.passkey');
    }
    const token = await createStaffSession(db, staffId, meta);
    const staff = await sessionStaff(token);
    if (!staff) return actionFail(401, 'admin.errors.passkey');
    await setStaffCookie(token);
    securityEvent('login.success', { account: `staff:${staffId}`, address: meta.ip, outcome: 'ok', method: 'passkey' });
    await recordAudit(db, { staffId, staffEmail: staff.email, address: meta.ip, action: 'staff.signin', target: `staff:${staffId}` });
    return actionOk();
  } catch (error) {
    return consoleFailure(error, 'admin:finishSignIn');
  }
}

/** The staff member behind a token just made (a disabled account's new session resolves to nothing). */
async function sessionStaff(token: string) {
  const { resolveStaffSession } = await import('@/lib/portal/staff/sessions');
  return resolveStaffSession(await getStaffDb(), token);
}

const tokenField = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : '');

export async function checkEnrolment(input: { token: string }): Promise<ActionResult<{ name: string; email: string }>> {
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    const enrolment = await enrolmentFor(await getStaffDb(), tokenField(input?.token));
    return enrolment ? actionOk({ name: enrolment.name, email: enrolment.email }) : actionFail(404, 'admin.errors.enrolment');
  } catch (error) {
    return consoleFailure(error, 'admin:checkEnrolment');
  }
}

export async function beginEnrolment(input: { token: string }): Promise<ActionResult<Ceremony<PublicKeyCredentialCreationOptionsJSON>>> {
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    const db = await getStaffDb();
    const enrolment = await enrolmentFor(db, tokenField(input?.token));
    if (!enrolment) return actionFail(404, 'admin.errors.enrolment');
    return actionOk(await registrationOptions(db, enrolment.staffId));
  } catch (error) {
    return consoleFailure(error, 'admin:beginEnrolment');
  }
}

export async function finishEnrolment(input: { token: string; challengeId: string; response: RegistrationResponseJSON }): Promise<ActionResult> {
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    const db = await getStaffDb();
    const token = tokenField(input?.token);
    const enrolment = await enrolmentFor(db, token);
    if (!enrolment) return actionFail(404, 'admin.errors.enrolment');
    if (!(await registerPasskey(db, enrolment.staffId, challengeField(input?.challengeId), input?.response))) return actionFail(400, 'admin.errors.passkey');
    if (!(await spendEnrolment(db, token))) return actionFail(404, 'admin.errors.enrolment');
    const session = await createStaffSession(db, enrolment.staffId, meta);
    await setStaffCookie(session);
    securityEvent('login.success', { account: `staff:${enrolment.staffId}`, address: meta.ip, outcome: 'ok', method: 'passkey-enrolment' });
    await recordAudit(db, { staffId: enrolment.staffId, staffEmail: enrolment.email, address: meta.ip, action: 'staff.enrol', target: `staff:${enrolment.staffId}`, after: { passkey: 'registered' } });
    return actionOk();
  } catch (error) {
    return consoleFailure(error, 'admin:finishEnrolment');
  }
}

export async function beginReauth(): Promise<ActionResult<Ceremony<PublicKeyCredentialRequestOptionsJSON>>> {
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    const staff = await currentStaff();
    if (!staff) return refusalFailure({ status: 401, reason: 'signin' });
    return actionOk(await authenticationOptions(await getStaffDb(), 'reauth', staff.staffId));
  } catch (error) {
    return consoleFailure(error, 'admin:beginReauth');
  }
}

export async function finishReauth(input: { challengeId: string; response: AuthenticationResponseJSON }): Promise<ActionResult> {
  try {
    const meta = await gate();
    if ('ok' in meta) return meta;
    const staff = await currentStaff();
    if (!staff) return refusalFailure({ status: 401, reason: 'signin' });
    const db = await getStaffDb();
    const staffId = await verifyPasskey(db, 'reauth', challengeField(input?.challengeId), input?.response);
    if (staffId !== staff.staffId) return actionFail(401, 'admin.errors.passkey');
    const token = await rotateStaffSession(db, staff.sessionId);
    if (!token) return refusalFailure({ status: 401, reason: 'signin' });
    await setStaffCookie(token);
    await recordAudit(db, { staffId, staffEmail: staff.email, address: meta.ip, action: 'staff.reauth', target: `staff:${staffId}` });
    return actionOk();
  } catch (error) {
    return consoleFailure(error, 'admin:finishReauth');
  }
}

export const setMemberBlock = staffAction(
  'members.block',
  object({
    playerPk: number().integer().min(1).required(),
    blocked: boolean().required(),
    reason: string().trim().min(5, 'admin.members.reasonRequired').max(500, 'admin.members.reasonRequired').required('admin.members.reasonRequired'),
  }),
  async (input, { db, audit }) => {
    const result = await setMemberBlocked(db, input.playerPk, input.blocked);
    if (!result) return actionFail(404, 'admin.errors.notFound');
    if (result.changed) await audit({ action: input.blocked ? 'members.block' : 'members.unblock', target: `member:${input.playerPk}`, before: { status: result.from }, after: { status: result.to, reason: input.reason } });
    return actionOk({ status: result.to, changed: result.changed });
  },
);

export const assignInquiryToMe = staffAction('inquiries.assign', object({ inquiryno: number().integer().min(1).required() }), async (input, { db, staff, audit }) => {
  const result = await assignInquiry(db, input.inquiryno, staff.staffId);
  if (!result) return actionFail(404, 'admin.errors.notFound');
  await audit({ target: `inquiry:${input.inquiryno}`, before: { assignee: result.before }, after: { assignee: staff.staffId } });
  return actionOk();
});

export const sendInquiryAnswer = staffAction(
  'inquiries.answer',
  object({
    inquiryno: number().integer().min(1).required(),
    answer: string().trim().min(2, 'admin.inquiries.answerRequired').max(5000, 'admin.inquiries.answerRequired').required('admin.inquiries.answerRequired'),
  }),
  async (input, { db, staff, audit }) => {
    const result = await answerInquiry(db, input.inquiryno, input.answer, staff.staffId);
    if (!result) return actionFail(404, 'admin.errors.notFound');
    await audit({ target: `inquiry:${input.inquiryno}`, before: result.before, after: result.after });
    return actionOk({ mailed: result.mailed });
  },
);

export const createKey = staffAction(
  'venueKeys.create',
  object({ shopno: number().integer().min(1).required() }),
  async (input, { db, audit }) => {
    const key = await createVenueKey(db, input.shopno);
    await audit({ target: `venue:${input.shopno}`, after: { keyId: key.keyId } });
    return actionOk({ keyId: key.keyId, secret: key.secret });
  },
  { venueOf: (input, db) => venueOf(db, input.shopno) },
);

export const rotateKey = staffAction(
  'venueKeys.rotate',
  object({ shopno: number().integer().min(1).required(), graceHours: number().integer().min(0, 'admin.venues.graceInvalid').max(168, 'admin.venues.graceInvalid').required('admin.venues.graceInvalid') }),
  async (input, { db, audit }) => {
    const key = await rotateVenueKey(db, input.shopno, (input.graceHours * env.venueKeyGraceHourMs) / 3_600_000);
    await audit({ target: `venue:${input.shopno}`, before: { valid: key.retiring }, after: { keyId: key.keyId, retiring: key.retiring, retiringUntil: key.retiringUntil } });
    return actionOk({ keyId: key.keyId, secret: key.secret, retiring: key.retiring, retiringUntil: key.retiringUntil.toISOString() });
  },
  { venueOf: (input, db) => venueOf(db, input.shopno) },
);

export const revokeKey = staffAction(
  'venueKeys.revoke',
  object({ keyId: string().trim().max(40).required() }),
  async (input, { db, audit }) => {
    const revoked = await revokeVenueKeys(db, { keyId: input.keyId });
    await audit({ target: `key:${input.keyId}`, after: { revoked } });
    return actionOk({ revoked });
  },
  { venueOf: (input, db) => venueOfKey(db, input.keyId) },
);

/** A staff refusal of lib/portal/staff/team as the failure it answers (409: the request is fine, the state forbids it). */
const teamRefusal = (refused: TeamRefusal) =>
  refused === 'unknownVenue' || refused === 'venuesRequired' ? actionFail(400, 'api.invalidInput', { venues: `admin.staff.${refused}` }) : actionFail(409, `admin.staff.${refused}`);

/**
 * A new staff account (or a new link for an existing one, whose sessions end when it is used): the
 * one-use enrolment link, shown once to the admin who hands it over, as `npm run admin:create` prints it.
 */
export const inviteStaff = staffAction('staff.manage', inviteStaffSchema, async (input, { db, audit }) => {
  if (input.venues.length) {
    const unknown = await unknownVenues(db, input.venues);
    if (unknown.length) return teamRefusal('unknownVenue');
  }
  const issued = await issueEnrolment(db, { email: input.email, name: input.name, role: input.role, venues: input.venues });
  await audit({ action: 'staff.invite', target: `staff:${issued.staffId}`, after: { email: input.email, role: input.role, venues: input.venues, created: issued.created } });
  const link = `${env.appUrl.replace(/\/$/, '')}/admin/${input.linkLocale}/enrol#${issued.token}`;
  return actionOk({ link, created: issued.created, expiresAt: issued.expiresAt.toISOString() });
});

export const changeStaffRole = staffAction('staff.manage', changeRoleSchema, async (input, { db, staff, audit }) => {
  const result = await changeRole(db, staff.staffId, input.staffId, input.role, input.venues);
  if (!result) return actionFail(404, 'admin.errors.notFound');
  if ('refused' in result) return teamRefusal(result.refused);
  await audit({ action: 'staff.role', target: `staff:${input.staffId}`, before: result.before, after: result.after });
  return actionOk();
});

export const setStaffAccountStatus = staffAction(
  'staff.manage',
  object({ staffId: number().integer().min(1).required(), status: string().oneOf(['active', 'disabled']).required() }),
  async (input, { db, staff, audit }) => {
    const result = await setStaffStatus(db, staff.staffId, input.staffId, input.status as 'active' | 'disabled');
    if (!result) return actionFail(404, 'admin.errors.notFound');
    if ('refused' in result) return teamRefusal(result.refused);
    await audit({ action: input.status === 'disabled' ? 'staff.disable' : 'staff.enable', target: `staff:${input.staffId}`, before: result.before, after: result.after });
    return actionOk();
  },
);
