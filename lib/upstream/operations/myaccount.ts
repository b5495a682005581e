import { mixed, number, object, string } from 'yup';
import {
  confirmPasswordSchema,
  emailChangeSchema,
  loginSchema,
  passwordChangeSchema,
  profileSchema,
} from '@/lib/shared/validation/account';
import { idField, langField } from './fields';
import { callerChanged, defineOperation } from '../operation';
import type { LoginResult } from './account';
import type { TimezoneInfo } from '../types';

/** The member's own profile: every registration field (spec §3) but the password. */
export interface MyProfile {
  player_id: string | null;
  email: string;
  /** A new address waiting for its confirmation link, or null. */
  pending_email: string | null;
  nickname: string;
  firstname: string;
  lastname: string;
  timezone: string;
  countryno: number | null;
  statesno: number | null;
  shopno: number | null;
  shopname: string | null;
  gender: string;
  hand: string;
  teeheight: number;
  fieldunit: string;
  greenunit: string;
  speedunit: string;
  emailagree: boolean;
  /** 'y' while the profile must be completed before playing (need_edit_profile). */
  is_initialize: 'y' | 'n';
  /** False for a social-only member: they confirm through their provider instead. */
  has_password: boolean;
  /** The providers linked to the account. */
  social: ('google' | 'apple')[];
  /** Until when this session's confirmation opens sensitive changes (ISO), or null. */
  confirmed_until: string | null;
}

export interface FavoriteLocation {
  shopno: number | null;
  shopname: string | null;
  city: string | null;
  countryname: string | null;
  /** Points earned at the favourite venue; a change of venue resets them (spec §8). */
  location_points: number;
}

export interface MemberSession {
  sessionno: number;
  /** The browser's user agent as it was sent at login. */
  useragent: string | null;
  ip: string | null;
  created: string;
  lastseen: string;
  /** The session this call is made with. */
  current: boolean;
}

const socialClaimFields = {
  id: string().trim().required('validation.social.invalid').max(255),
  email: string().trim().max(254).default(''),
  name: string().trim().max(80).default(''),
  social_type: string().oneOf(['google', 'apple'], 'validation.social.invalid').required('validation.social.invalid'),
  ts: number().required('validation.social.invalid'),
  signature: string().required('validation.social.invalid').max(128),
};

/**
 * MyZone's account calls (issue 9 item 1): the member's own profile, favourite venue, password
 * confirmation and change, sessions, withdrawal and restore. Every one but the restore acts on the
 * bearer token's member only: nothing in the input names a member, a session number of someone else
 * answers 404, and unknown fields are dropped by the schemas. Sensitive changes (e-mail, password,
 * withdrawal) answer 403 'myaccount.error.confirmRequired' unless the session confirmed the
 * password (or the provider) in the last 10 minutes.
 */
export const myAccountOperations = {
  myProfile: defineOperation<{ profile: MyProfile }>()({
    method: 'GET',
    path: '/membership/myaccount/myprofile',
    auth: 'required',
    input: object({ lang: langField }),
  }),
  /** Saves the profile; saving clears need_edit_profile (is_initialize). */
  myProfileUpdate: defineOperation<{ profile: MyProfile }>()({
    method: 'POST',
    path: '/membership/myaccount/myprofile_update',
    auth: 'required',
    input: profileSchema.shape({ lang: langField }),
    changes: (_input, _output, caller) => callerChanged(caller),
  }),
  /** Mails a confirmation link to the new address (confirmed session only); /register/verifyemail_confirm applies it. */
  emailChange: defineOperation<{ pending_email: string }>()({
    method: 'POST',
    path: '/membership/myaccount/email_change',
    auth: 'required',
    input: emailChangeSchema.shape({ lang: langField }),
    changes: (_input, _output, caller) => callerChanged(caller),
  }),
  favoriteLocation: defineOperation<{ favorite: FavoriteLocation }>()({
    method: 'GET',
    path: '/membership/myaccount/favoritelocation',
    auth: 'required',
    input: object({ lang: langField }),
  }),
  /**
   * Makes `shopno` the favourite venue. The same venue answers 409 'myaccount.error.samePlace'; a
   * change that would reset location points answers 409 'myaccount.error.resetNotConfirmed'
   * unless `reset_points` is 'y' (the member saw and accepted the reset).
   */
  favoriteLocationChange: defineOperation<{ shopno: number; points_reset: number }>()({
    method: 'POST',
    path: '/membership/myaccount/favoritelocation_change',
    auth: 'required',
    input: object({
      shopno: idField('store.error.notFound'),
      reset_points: mixed<'y' | 'n'>().oneOf(['y', 'n']).default('n'),
    }),
    changes: ({ shopno }, _output, caller) => [{ kind: 'favoriteVenue', id: shopno }, ...callerChanged(caller)],
  }),
  /**
   * Confirms the password: sensitive changes are open for 10 minutes in this session. A
   * re-authentication, so the session gets a new `token` (ASVS 7.2.4; same session, same `sessionno`):
   * the caller replaces the one it holds, which is refused after a grace of a minute.
   */
  confirmPassword: defineOperation<{ confirmed_until: string; token: string }>()({
    method: 'POST',
    path: '/membership/myaccount/confirmpassword',
    auth: 'required',
    input: confirmPasswordSchema,
  }),
  /** The same for a social-only member: claims of a fresh provider login (signed by the portal) for a linked account; a new `token` too. */
  confirmSocial: defineOperation<{ confirmed_until: string; token: string }>()({
    method: 'POST',
    path: '/membership/myaccount/confirmsocial',
    auth: 'required',
    input: object(socialClaimFields),
  }),
  /** A new password (confirmed session only); every other session of the member ends. */
  passwordChange: defineOperation<{ sessions_ended: number }>()({
    method: 'POST',
    path: '/membership/myaccount/password_change',
    auth: 'required',
    // `lang` picks the language of the "your password was changed" notice mailed to the member.
    input: passwordChangeSchema.shape({ lang: langField }),
  }),
  sessionList: defineOperation<{ sessions: MemberSession[] }>()({
    method: 'GET',
    path: '/membership/myaccount/sessions',
    auth: 'required',
    input: object({}),
  }),
  /** Ends one of the member's own sessions (another member's number is 404). */
  sessionEnd: defineOperation<Record<string, never>>()({
    method: 'POST',
    path: '/membership/myaccount/session_end',
    auth: 'required',
    input: object({ sessionno: idField('myaccount.error.sessionNotFound') }),
  }),
  /** Withdraws at once (confirmed session only): every session ends; data is kept a year, restorable. */
  withdraw: defineOperation<{ restorable_until: string }>()({
    method: 'POST',
    path: '/membership/myaccount/cancelmember',
    auth: 'required',
    input: object({}),
    // The member leaves every live standing (lib/shared/domain/member-status countsInLiveStandings).
    changes: () => [{ kind: 'memberPresence' }],
  }),
  /**
   * Restores an account withdrawn less than a year ago and logs in: the member confirms with the ID
   * and password (a login of a withdrawn account answers 403 'auth.error.accountWithdrawn').
   */
  restoreAccount: defineOperation<{ loginresult: LoginResult; timezone: TimezoneInfo }>()({
    method: 'POST',
    path: '/member/restore',
    auth: 'none',
    input: loginSchema,
    changes: () => [{ kind: 'memberPresence' }],
  }),
  /**
   * The same for a member who logs in with Google or Apple: a provider login of a withdrawn account
   * (within its year) answers 403 'auth.error.accountWithdrawnSocial' with `restore_ticket` and
   * `restorable_until` in `errors`; the member confirms on the portal, which spends the ticket here
   * (once, within 10 minutes; otherwise 401 'auth.error.restoreExpired').
   */
  restoreSocial: defineOperation<{ loginresult: LoginResult; timezone: TimezoneInfo }>()({
    method: 'POST',
    path: '/member/restore_social',
    auth: 'none',
    input: object({ restore_ticket: string().trim().required('auth.error.restoreExpired').max(128) }),
    changes: () => [{ kind: 'memberPresence' }],
  }),
};
