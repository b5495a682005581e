import { number, object, string } from 'yup';
import {
  emailCheckSchema,
  findIdSchema,
  findPasswordSchema,
  idCheckSchema,
  loginSchema,
  nicknameCheckSchema,
  resetPasswordSchema,
  signupSchema,
} from '@/lib/shared/validation/account';
import { ROW_ID_MAX, langField } from './fields';
import { defineOperation } from '../operation';
import type { TimezoneInfo } from '../types';

/** What an e-mail link confirms: a new member's address (sign-up) or a changed address. */
export const EMAIL_LINK_PURPOSES = ['verify', 'emailChange'] as const;
export type EmailLinkPurpose = (typeof EMAIL_LINK_PURPOSES)[number];

/** A link's `purpose` query field as one of them (a missing or unknown one reads as sign-up's). */
export function toEmailLinkPurpose(value: unknown): EmailLinkPurpose {
  return (EMAIL_LINK_PURPOSES as readonly unknown[]).includes(value) ? (value as EmailLinkPurpose) : 'verify';
}

/** Spec §3 login result. */
export interface LoginResult {
  token: string;
  nickname: string;
  player_pk: number;
  /** 'y' while the profile must be edited before playing (need_edit_profile). */
  is_initialize: 'y' | 'n';
}

export interface ListOption {
  no: number;
  name: string;
}

export interface StoreOption extends ListOption {
  city: string;
  countryno: number;
  statesno: number | null;
  /** Where the venue is, so sign-up can offer the one nearest the member (null when not surveyed). */
  latitude: number | null;
  longitude: number | null;
}

export interface MemberSummary {
  player_pk: number;
  player_id: string | null;
  nickname: string;
  /** The member's stored picture (storage path), when they uploaded one. */
  avatarpath?: string | null;
  email: string;
  shopname: string | null;
  xhandicap: number | null;
  joindate: string;
  is_initialize: 'y' | 'n';
  season: number;
  points: { standard: number; oom: number; events: number; wins: number };
  recentrounds: {
    roundno: number;
    playeddate: string;
    coursename: string;
    holes: number;
    totalstrokes: number;
    totalpar: number;
  }[];
  badges: { badge: string; earneddate: string }[];
}

const countrynoField = number()
  .transform((value, original) => (original === '' || original == null || Number.isNaN(value) ? undefined : value))
  .integer()
  .positive()
  // The int4 bound of the id columns: a larger number cannot name a country and must not reach the database.
  .max(ROW_ID_MAX);

/**
 * Account calls (spec §7): form-encoded POSTs whose body code 200 means success. Calls the spec
 * lists keep its paths and fields; those it leaves out (logout, verify link, password reset, the
 * sign-up lists, the session check, MyZone's summary) follow the same style.
 */
export const accountOperations = {
  login: defineOperation<{ loginresult: LoginResult; timezone: TimezoneInfo }>()({
    method: 'POST',
    path: '/login',
    auth: 'none',
    input: loginSchema,
  }),
  /** Revokes the bearer token's session; answers success for a token that is already gone. */
  logout: defineOperation<Record<string, never>>()({
    method: 'POST',
    path: '/logout',
    auth: 'optional',
    input: object({}),
  }),
  /**
   * The spec's fields, plus `ts` and `signature`: an HMAC of the claims with the secret the portal
   * and the member API share, so nobody can call this over HTTP with a made-up subject.
   */
  socialLogin: defineOperation<{ loginresult: LoginResult; timezone: TimezoneInfo }>()({
    method: 'POST',
    path: '/social_login',
    auth: 'none',
    input: object({
      id: string().trim().required('validation.social.invalid').max(255),
      email: string().trim().max(254).default(''),
      name: string().trim().max(80).default(''),
      social_type: string().oneOf(['google', 'apple'], 'validation.social.invalid').required('validation.social.invalid'),
      ts: number().required('validation.social.invalid'),
      signature: string().required('validation.social.invalid').max(128),
    }),
  }),
  idCheck: defineOperation<Record<string, never>>()({
    method: 'POST',
    path: '/register/ajax_player_id_check',
    auth: 'none',
    input: idCheckSchema,
  }),
  nicknameCheck: defineOperation<Record<string, never>>()({
    method: 'POST',
    path: '/register/ajax_nickname_check',
    auth: 'none',
    input: nicknameCheckSchema,
  }),
  emailCheck: defineOperation<Record<string, never>>()({
    method: 'POST',
    path: '/register/ajax_email_check',
    auth: 'none',
    input: emailCheckSchema,
  }),
  /** `lang` picks the verification mail's language. */
  register: defineOperation<{ player_id: string }>()({
    method: 'POST',
    path: '/register',
    auth: 'none',
    input: signupSchema.shape({ lang: langField }),
  }),
  /** Resends the verification mail; the same answer whether or not the ID is waiting for one. */
  resendVerification: defineOperation<Record<string, never>>()({
    method: 'POST',
    path: '/register/ajax_verifyemail',
    auth: 'none',
    input: object({ player_id: string().trim().required('validation.id.required').max(64), lang: langField }),
  }),
  /**
   * The mailed link's token: confirms a new member's address and activates the account (`verify`),
   * or makes a changed address the member's e-mail (`emailChange`). The answer says which it was.
   */
  confirmEmail: defineOperation<{ player_id: string | null; purpose: EmailLinkPurpose }>()({
    method: 'POST',
    path: '/register/verifyemail_confirm',
    auth: 'none',
    input: object({ token: string().required('validation.token.required').max(128) }),
  }),
  findId: defineOperation<Record<string, never>>()({
    method: 'POST',
    path: '/findaccount/findid',
    auth: 'none',
    input: findIdSchema.shape({ lang: langField }),
  }),
  findPassword: defineOperation<Record<string, never>>()({
    method: 'POST',
    path: '/findaccount/findpwd',
    auth: 'none',
    input: findPasswordSchema.shape({ lang: langField }),
  }),
  resetPassword: defineOperation<Record<string, never>>()({
    method: 'POST',
    path: '/findaccount/resetpwd',
    auth: 'none',
    input: resetPasswordSchema.shape({ lang: langField }),
  }),
  countryList: defineOperation<{ countrylist: ListOption[] }>()({
    method: 'GET',
    path: '/register/countrylist',
    auth: 'none',
    input: object({ lang: langField }),
  }),
  statesList: defineOperation<{ stateslist: ListOption[] }>()({
    method: 'GET',
    path: '/register/stateslist',
    auth: 'none',
    input: object({ countryno: countrynoField.required('validation.countryno.required'), lang: langField }),
  }),
  shopList: defineOperation<{ shoplist: StoreOption[] }>()({
    method: 'GET',
    path: '/register/shoplist',
    auth: 'none',
    input: object({ countryno: countrynoField.required('validation.countryno.required'), statesno: countrynoField, lang: langField }),
  }),
  /** Who the bearer token belongs to: the membership guard's server-side check. */
  sessionInfo: defineOperation<{ player_pk: number; nickname: string; is_initialize: 'y' | 'n'; timezone: TimezoneInfo }>()({
    method: 'POST',
    path: '/member/session',
    auth: 'required',
    input: object({}),
  }),
  mySummary: defineOperation<{ summary: MemberSummary }>()({
    method: 'GET',
    path: '/membership/mysummary',
    auth: 'required',
    input: object({ lang: langField }),
  }),
};
