import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { LOGIN_CAPTCHA_ACTION, verifyCaptcha } from '@/lib/shared/captcha';
import { env } from '@/lib/shared/config/env';
import type { Database } from '@/lib/member-api/db/client';
import {
  countries,
  courses,
  emailTokens,
  playerBadges,
  players,
  pointStandings,
  rounds,
  socialAccounts,
  states,
  stores,
} from '@/lib/member-api/db/schema';
import { GENDER } from '@/lib/shared/domain/enums';
import { isRestorable, MEMBER_STATUS, restorableUntil } from '@/lib/shared/domain/member-status';
import { utcOffset } from '@/lib/shared/domain/timezone';
import { claimOnce, rateLimit } from '@/lib/shared/rate-limit';
import { securityEvent } from '@/lib/shared/log/security';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { accountOperations, LoginResult } from '@/lib/upstream/operations/account';
import { verifySocialClaims } from '@/lib/upstream/social-claims';
import type { CallContext } from './context';
import { MemberApiError } from './errors';
import type { HandlersFor } from './handler';
import { localized } from './localized';
import { profileColumns, profilePlaceErrors, signupGameSettings } from './profile-fields';
import { sendAccountMail } from './account-mail';
import { sendInBackground } from './mail/background';
import { hashPassword, passwordWeakness, verifyPassword } from './password';
import { createSession, revokeAllSessions, revokeSession } from './sessions';
import { clearLoginBudget, ProofRequired, withinLoginBudget } from './login-budget';
import { issueRestoreTicket } from './restore';

const MINUTE = 60 * 1000;
const VERIFY_TTL_MS = 24 * 60 * MINUTE;
/** Issue 4: a password-reset link is valid for one hour and once. */
const RESET_TTL_MS = 60 * MINUTE;
/** Longer than a signed social claim is valid (lib/upstream/social-claims), so every replay is caught. */
const SOCIAL_CLAIM_MEMORY_MS = 15 * MINUTE;

const tooMany = (retryAfterSeconds: number) =>
  new MemberApiError(UpstreamCode.tooMany, 'auth.error.tooManyRequests', { retryAfter: String(retryAfterSeconds) });

interface Limits {
  /** Calls per address in `windowMs`. */
  perIp: number;
  /** Calls network-wide per minute, whoever makes them. */
  globalPerMinute: number;
  /** The value the call is about (an ID, a nickname, an e-mail) and its calls in `windowMs`. */
  subject?: string;
  perSubject?: number;
  windowMs?: number;
}

/**
 * Rate-limits a public account call. The address can be chosen by the client when no trusted proxy
 * sets it (lib/shared/security/request.ts), so the calls that reveal whether an account exists are ALSO
 * limited without it: a network-wide ceiling per minute, and per subject where there is one.
 */
export async function limitAccountCall(bucket: string, context: Pick<CallContext, 'ip'>, limits: Limits) {
  const { perIp, globalPerMinute, subject, perSubject = 5, windowMs = 15 * MINUTE } = limits;
  const checks = [
    rateLimit(bucket, `ip:${context.ip ?? 'unknown'}`, perIp, windowMs),
    rateLimit(bucket, 'all', globalPerMinute, MINUTE),
    ...(subject ? [rateLimit(bucket, `subject:${subject.trim().toLowerCase()}`, perSubject, windowMs)] : []),
  ];
  const refused = (await Promise.all(checks)).filter((result) => !result.ok);
  if (refused.length) throw tooMany(Math.max(...refused.map((result) => result.retryAfterSeconds)));
}

/** Per-call ceilings (see limitAccountCall). Sign-up is rare next to these: a burst is a script. */
export const ACCOUNT_LIMITS = {
  duplicateCheck: { perIp: 60, globalPerMinute: 300, perSubject: 20 },
  register: { perIp: 20, globalPerMinute: 30, perSubject: 5, windowMs: 60 * MINUTE },
  resendVerification: { perIp: 20, globalPerMinute: 60, perSubject: 3 },
  findAccount: { perIp: 20, globalPerMinute: 60, perSubject: 3 },
  resetPassword: { perIp: 20, globalPerMinute: 60 },
} as const;

/** What find ID and find password read of an account: enough to address its mail. */
const mailColumns = { playerPk: players.playerPk, playerId: players.playerId, email: players.email, nickname: players.nickname, status: players.status };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function issueMailToken(db: Database, playerPk: number, purpose: 'verify' | 'reset', ttlMs: number): Promise<string> {
  // A new link replaces the older ones of the same purpose.
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.playerPk, playerPk), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({ playerPk, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Marks a mailed token used and returns its member, or undefined when it is unknown, used or expired. */
async function consumeMailToken(db: Database, token: string, purpose: 'verify' | 'reset' | 'email'): Promise<number | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ playerPk: emailTokens.playerPk });
  return row?.playerPk;
}

/**
 * A changed address's link was followed (issue 9): the pending address becomes the member's e-mail,
 * unless another account took it meanwhile (then the link is refused and the old address stays).
 */
async function confirmEmailChange(db: Database, playerPk: number): Promise<{ player_id: string | null; purpose: 'emailChange' }> {
  const [player] = await db.select().from(players).where(eq(players.playerPk, playerPk));
  if (!player?.pendingEmail || player.status !== MEMBER_STATUS.active) throw new MemberApiError(UpstreamCode.badRequest, 'auth.error.invalidLink');
  try {
    await db
      .update(players)
      .set({ email: player.pendingEmail, pendingEmail: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(players.playerPk, playerPk));
  } catch (error) {
    if (String((error as { cause?: unknown })?.cause ?? error).includes('unique')) throw new MemberApiError(UpstreamCode.conflict, 'validation.email.taken');
    throw error;
  }
  return { player_id: player.playerId, purpose: 'emailChange' };
}

// IDs are lowercase by rule (lib/shared/validation/account.ts), so the raw column is compared and its unique index used.
export const byId = (playerId: string) => eq(players.playerId, playerId.toLowerCase());
const byEmail = (email: string) => sql`lower(${players.email}) = ${email.toLowerCase()}`;
const byNickname = (nickname: string) => sql`lower(${players.nickname}) = ${nickname.toLowerCase()}`;

async function exists(db: Database, where: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ pk: players.playerPk }).from(players).where(where).limit(1);
  return Boolean(row);
}

async function startSession(
  db: Database,
  player: { playerPk: number; nickname: string; isInitialize: boolean; timezone: string },
  context: CallContext,
): Promise<{ loginresult: LoginResult; timezone: { timezone_name: string; timezone_offset: string } }> {
  const token = await createSession(db, player.playerPk, { ip: context.ip, userAgent: context.userAgent });
  return {
    loginresult: { token, nickname: player.nickname, player_pk: player.playerPk, is_initialize: player.isInitialize ? 'y' : 'n' },
    timezone: { timezone_name: player.timezone, timezone_offset: utcOffset(player.timezone) },
  };
}

/** A nickname for a new social account: the provider's name cleaned to the nickname rule, made unique. */
async function freeNickname(db: Database, name: string, email: string): Promise<string> {
  const base = (name || email.split('@')[0] || 'player').replace(/[^\p{L}\p{N}_]/gu, '').slice(0, 14) || 'player';
  const padded = base.length >= 3 ? base : `${base}___`.slice(0, 3);
  if (!(await exists(db, byNickname(padded)))) return padded;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${padded}_${randomBytes(2).toString('hex')}`;
    if (!(await exists(db, byNickname(candidate)))) return candidate;
  }
  return `player_${randomBytes(6).toString('hex')}`;
}

export const accountHandlers: HandlersFor<typeof accountOperations> = {
  async login({ player_id, password, proof }, context) {
    const { db } = context;
    const address = context.ip ?? 'unknown';
    let player: typeof players.$inferSelect | undefined;
    let outcome: { ok: boolean };
    try {
      // Counted before the hash, in order per account (login-budget.ts); the same budget whether or
      // not the ID exists, so neither the answer nor its timing tells.
      // Once a budget is spent, the attempt needs a solved proof (single use), never a lock-out.
      const hasProof = async () => Boolean(proof) && (await verifyCaptcha(proof!, context.ip, LOGIN_CAPTCHA_ACTION));
      outcome = await withinLoginBudget(player_id, address, hasProof, async () => {
        [player] = await db.select().from(players).where(byId(player_id)).limit(1);
        // Unknown ID, social-only account and wrong password all take one argon2 verification. A
        // withdrawn account past its year (or purged) answers like an unknown ID; within the year the
        // right password learns it can be restored (below).
        const gone = player?.status === MEMBER_STATUS.purged || (player?.status === MEMBER_STATUS.withdrawn && !isRestorable(player.withdrawnAt, new Date()));
        return { ok: (await verifyPassword(player?.passwordHash, password)) && !gone };
      });
    } catch (error) {
      if (!(error instanceof ProofRequired)) throw error;
      securityEvent('login.proof-required', { account: player_id.toLowerCase(), address, outcome: 'refused', scope: error.scope, proofSent: Boolean(proof) });
      // The form solves a fresh challenge (loginProof) and sends the same ID and password again.
      throw new MemberApiError(UpstreamCode.unauthorized, 'auth.error.proofRequired', { proof: 'required' });
    }
    if (!player || !outcome.ok) {
      securityEvent('login.failure', { account: player_id.toLowerCase(), address, outcome: 'failed' });
      throw new MemberApiError(UpstreamCode.unauthorized, 'auth.error.invalidCredentials');
    }
    if (player.status !== 'active') {
      securityEvent('login.failure', { account: player.playerPk, address, outcome: 'refused', reason: player.status });
      // Only someone who knows the password learns that the mail is still unconfirmed.
      // and that a withdrawn account can still be restored (restoreAccount).
      const reason = player.status === 'pending' ? 'auth.error.emailNotVerified' : player.status === MEMBER_STATUS.withdrawn ? 'auth.error.accountWithdrawn' : 'auth.error.accountClosed';
      throw new MemberApiError(UpstreamCode.forbidden, reason);
    }
    if (player.isDemo && !env.demoLogins) {
      // The demo network's password is published: on a public server nobody may use its accounts,
      // even when a demo database was loaded there by mistake (only SEED_ON_START=true allows them).
      securityEvent('login.failure', { account: player.playerPk, address, outcome: 'refused', reason: 'demo-account' });
      throw new MemberApiError(UpstreamCode.forbidden, 'auth.error.demoAccount');
    }
    securityEvent('login.success', { account: player.playerPk, address, outcome: 'ok' });
    return startSession(db, player, context);
  },

  async logout(_input, { db, token }) {
    if (token) await revokeSession(db, token);
    return {};
  },

  async socialLogin({ id, email, name, social_type, ts, signature }, context) {
    const { db } = context;
    if (!verifySocialClaims({ id, email, name, social_type }, ts, signature)) {
      throw new MemberApiError(UpstreamCode.unauthorized, 'auth.error.socialInvalid');
    }
    // A signed claim is good for one session: a replay within its validity mints nothing.
    if (!(await claimOnce('social-claim', signature, SOCIAL_CLAIM_MEMORY_MS))) {
      securityEvent('login.failure', { account: `${social_type}:${id}`, address: context.ip, outcome: 'refused', reason: 'replayed-claim' });
      throw new MemberApiError(UpstreamCode.unauthorized, 'auth.error.socialInvalid');
    }
    const [linked] = await db
      .select({ player: players })
      .from(socialAccounts)
      .innerJoin(players, eq(players.playerPk, socialAccounts.playerPk))
      .where(and(eq(socialAccounts.provider, social_type), eq(socialAccounts.subject, id)))
      .limit(1);
    if (linked) {
      const { player } = linked;
      if (player.status === MEMBER_STATUS.withdrawn && isRestorable(player.withdrawnAt, new Date())) {
        // The provider proved who this is: the member may restore the account (restoreSocial), and
        // only learns it is withdrawn because the provider login succeeded.
        securityEvent('login.failure', { account: player.playerPk, address: context.ip, outcome: 'refused', reason: 'withdrawn' });
        const restore_ticket = await issueRestoreTicket(db, player.playerPk);
        throw new MemberApiError(UpstreamCode.forbidden, 'auth.error.accountWithdrawnSocial', {
          restore_ticket,
          restorable_until: restorableUntil(player.withdrawnAt!).toISOString(),
        });
      }
      if (player.status !== MEMBER_STATUS.active) throw new MemberApiError(UpstreamCode.forbidden, 'auth.error.accountClosed');
      return startSession(db, player, context);
    }
    if (!email) throw new MemberApiError(UpstreamCode.badRequest, 'auth.error.socialNoEmail');
    // An address already used by another account is never linked silently: that would hand the account
    // to whoever controls a provider account with the same address.
    if (await exists(db, byEmail(email))) throw new MemberApiError(UpstreamCode.conflict, 'auth.error.socialEmailInUse');
    const [first, ...rest] = (name || email.split('@')[0]).split(/\s+/);
    // Picked before the transaction: PGlite has one connection, so a query on `db` inside it would wait forever.
    const nickname = await freeNickname(db, name, email);
    const created = await db.transaction(async (tx) => {
      const [player] = await tx
        .insert(players)
        .values({
          email,
          nickname,
          firstname: (first || 'Player').slice(0, 20),
          lastname: rest.join(' ').slice(0, 20) || '-',
          timezone: env.networkTimezone,
          // The provider tells no gender: "prefer not to say" until the member says otherwise.
          gender: GENDER.undisclosed,
          status: 'active',
          emailVerifiedAt: new Date(),
          privacyAgreedAt: new Date(),
          termsAgreedAt: new Date(),
          // The provider gives no gender, store or units: the member must complete the profile (need_edit_profile).
          isInitialize: true,
        })
        .returning();
      await tx.insert(socialAccounts).values({ provider: social_type, subject: id, playerPk: player.playerPk, email });
      return player;
    });
    return startSession(db, created, context);
  },

  async idCheck({ player_id }, context) {
    await limitAccountCall('dup-check', context, { ...ACCOUNT_LIMITS.duplicateCheck, subject: `id:${player_id}` });
    if (await exists(context.db, byId(player_id))) {
      throw new MemberApiError(UpstreamCode.conflict, 'signup.error.idTaken', { player_id: 'validation.id.taken' });
    }
    return {};
  },

  async nicknameCheck({ nickname }, context) {
    await limitAccountCall('dup-check', context, { ...ACCOUNT_LIMITS.duplicateCheck, subject: `nickname:${nickname}` });
    if (await exists(context.db, byNickname(nickname))) {
      throw new MemberApiError(UpstreamCode.conflict, 'signup.error.nicknameTaken', { nickname: 'validation.nickname.taken' });
    }
    return {};
  },

  async emailCheck({ email }, context) {
    await limitAccountCall('dup-check', context, { ...ACCOUNT_LIMITS.duplicateCheck, subject: `email:${email}` });
    if (await exists(context.db, byEmail(email))) {
      throw new MemberApiError(UpstreamCode.conflict, 'signup.error.emailTaken', { email: 'validation.email.taken' });
    }
    return {};
  },

  async register(input, context) {
    const { db } = context;
    await limitAccountCall('register', context, { ...ACCOUNT_LIMITS.register, subject: input.email });
    const errors: Record<string, string> = {};
    const [idTaken, nicknameTaken, emailTaken] = await Promise.all([
      exists(db, byId(input.player_id)),
      exists(db, byNickname(input.nickname)),
      exists(db, byEmail(input.email)),
    ]);
    if (idTaken) errors.player_id = 'validation.id.taken';
    if (nicknameTaken) errors.nickname = 'validation.nickname.taken';
    if (emailTaken) errors.email = 'validation.email.taken';
    Object.assign(errors, await profilePlaceErrors(db, input));
    const weak = passwordWeakness(input.password, [input.player_id, input.nickname, input.email, input.firstname, input.lastname]);
    if (weak) errors.password = weak;
    if (Object.keys(errors).length) {
      const duplicate = idTaken || nicknameTaken || emailTaken;
      throw new MemberApiError(duplicate ? UpstreamCode.conflict : UpstreamCode.badRequest, 'api.invalidInput', errors);
    }
    // Checked last, so a form with other mistakes does not burn the user's captcha solution.
    if (!(await verifyCaptcha(input.recaptcha_token, context.ip))) {
      throw new MemberApiError(UpstreamCode.badRequest, 'signup.error.captcha', { recaptcha_token: 'validation.captcha.failed' });
    }
    const now = new Date();
    let playerPk: number;
    try {
      const [created] = await db
        .insert(players)
        .values({
          playerId: input.player_id,
          passwordHash: await hashPassword(input.password),
          email: input.email,
          ...profileColumns({ ...input, ...(await signupGameSettings(db, input)) }),
          privacyAgreedAt: now,
          termsAgreedAt: now,
          status: 'pending',
        })
        .returning({ playerPk: players.playerPk });
      playerPk = created.playerPk;
    } catch (error) {
      // Two sign-ups racing for the same ID, nickname or e-mail: the unique indexes decide.
      if (String((error as { cause?: unknown })?.cause ?? error).includes('unique')) {
        throw new MemberApiError(UpstreamCode.conflict, 'signup.error.duplicate');
      }
      throw error;
    }
    const token = await issueMailToken(db, playerPk, 'verify', VERIFY_TTL_MS);
    // Awaited so the mail is on its way when the member reads "check your mail"; a mail failure still
    // leaves a valid account, and the login page offers to send the link again.
    await sendAccountMail(db, 'verify', input.email, input.lang, { nickname: input.nickname, token }).catch((error: unknown) =>
      console.error('[member-api] verification mail failed', error),
    );
    return { player_id: input.player_id };
  },

  async resendVerification({ player_id, lang }, context) {
    const { db } = context;
    await limitAccountCall('resend-verify', context, { ...ACCOUNT_LIMITS.resendVerification, subject: player_id });
    const [player] = await db.select().from(players).where(byId(player_id)).limit(1);
    if (player && player.status === 'pending') {
      sendInBackground(async () => {
        const token = await issueMailToken(db, player.playerPk, 'verify', VERIFY_TTL_MS);
        await sendAccountMail(db, 'verify', player.email, lang, { nickname: player.nickname, token });
      });
    }
    return {};
  },

  async confirmEmail({ token }, { db }) {
    const changedPk = await consumeMailToken(db, token, 'email');
    if (changedPk) return confirmEmailChange(db, changedPk);
    const playerPk = await consumeMailToken(db, token, 'verify');
    if (!playerPk) throw new MemberApiError(UpstreamCode.badRequest, 'auth.error.invalidLink');
    const [player] = await db
      .update(players)
      .set({ status: 'active', emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(players.playerPk, playerPk), eq(players.status, 'pending')))
      .returning({ playerId: players.playerId });
    return { player_id: player?.playerId ?? null, purpose: 'verify' };
  },

  async findId({ email, lang }, context) {
    const { db } = context;
    await limitAccountCall('find-id', context, { ...ACCOUNT_LIMITS.findAccount, subject: email });
    // Only the columns the mail needs: a found row costs little more to read than none.
    const [player] = await db.select(mailColumns).from(players).where(byEmail(email)).limit(1);
    if (player && player.status !== 'withdrawn') {
      const { playerId } = player;
      sendInBackground(async () => {
        if (playerId) {
          await sendAccountMail(db, 'findId', player.email, lang, { nickname: player.nickname, playerId });
          return;
        }
        const [social] = await db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.playerPk, player.playerPk)).limit(1);
        const provider = social?.provider === 'apple' ? 'Apple' : 'Google';
        await sendAccountMail(db, 'findIdSocial', player.email, lang, { nickname: player.nickname, provider });
      });
    }
    return {};
  },

  async findPassword({ email, id, lang }, context) {
    const { db } = context;
    await limitAccountCall('find-password', context, { ...ACCOUNT_LIMITS.findAccount, subject: email });
    const [player] = await db
      .select({ ...mailColumns, hasPassword: sql<boolean>`${players.passwordHash} is not null` })
      .from(players)
      .where(and(byEmail(email), byId(id)))
      .limit(1);
    if (player && player.status === 'active' && player.hasPassword) {
      // The link's token row is written after the answer too: the same one select answers either way.
      sendInBackground(async () => {
        const token = await issueMailToken(db, player.playerPk, 'reset', RESET_TTL_MS);
        await sendAccountMail(db, 'reset', player.email, lang, { nickname: player.nickname, playerId: player.playerId ?? '', token });
      });
    }
    return {};
  },

  async resetPassword({ token, password, lang }, context) {
    const { db } = context;
    await limitAccountCall('reset-password', context, ACCOUNT_LIMITS.resetPassword);
    // The strength check comes before the link is used up, so a refused password can be retyped.
    const [holder] = await db
      .select({ playerId: players.playerId, nickname: players.nickname, email: players.email, firstname: players.firstname, lastname: players.lastname })
      .from(emailTokens)
      .innerJoin(players, eq(players.playerPk, emailTokens.playerPk))
      .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'reset'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, new Date())))
      .limit(1);
    if (!holder) throw new MemberApiError(UpstreamCode.badRequest, 'auth.error.invalidLink');
    const weak = passwordWeakness(password, [holder.playerId, holder.nickname, holder.email, holder.firstname, holder.lastname]);
    if (weak) throw new MemberApiError(UpstreamCode.badRequest, 'api.invalidInput', { password: weak });
    const playerPk = await consumeMailToken(db, token, 'reset');
    if (!playerPk) throw new MemberApiError(UpstreamCode.badRequest, 'auth.error.invalidLink');
    const [player] = await db
      .update(players)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(players.playerPk, playerPk))
      .returning({ playerId: players.playerId, email: players.email, nickname: players.nickname });
    // Whoever held a session with the old password loses it; the owner gets a fresh guessing budget.
    await revokeAllSessions(db, playerPk, 'reset');
    if (player?.playerId) await clearLoginBudget(player.playerId);
    securityEvent('password.reset', { account: playerPk, address: context.ip, outcome: 'ok' });
    if (player) sendInBackground(() => sendAccountMail(db, 'passwordChanged', player.email, lang, { nickname: player.nickname }));
    return {};
  },

  async countryList({ lang }, { db }) {
    const name = localized(lang, countries.nameEn, countries.nameKo);
    const rows = await db.select({ no: countries.countryno, name }).from(countries).orderBy(asc(name));
    return { countrylist: rows };
  },

  async statesList({ countryno, lang }, { db }) {
    const name = localized(lang, states.nameEn, states.nameKo);
    const rows = await db.select({ no: states.statesno, name }).from(states).where(eq(states.countryno, countryno)).orderBy(asc(name));
    return { stateslist: rows };
  },

  async shopList({ countryno, statesno, lang }, { db }) {
    const name = localized(lang, stores.name, stores.nameKo);
    const rows = await db
      .select({ no: stores.shopno, name, city: stores.city, countryno: stores.countryno, statesno: stores.statesno, latitude: stores.latitude, longitude: stores.longitude })
      .from(stores)
      .where(statesno ? and(eq(stores.countryno, countryno), eq(stores.statesno, statesno)) : eq(stores.countryno, countryno))
      .orderBy(asc(stores.name))
      .limit(500);
    return { shoplist: rows };
  },

  // The session's own query read everything asked here: the edge asks this before every member's copy.
  async sessionInfo(_input, { member }) {
    return {
      player_pk: member!.playerPk,
      nickname: member!.nickname,
      is_initialize: member!.isInitialize ? 'y' : 'n',
      timezone: { timezone_name: member!.timezone, timezone_offset: utcOffset(member!.timezone) },
    };
  },

  async mySummary({ lang }, { db, member }) {
    const playerPk = member!.playerPk;
    const season = new Date().getUTCFullYear();
    const [[player], recent, standings, badges] = await Promise.all([
      db
        .select({ player: players, shopname: localized<string | null>(lang, stores.name, stores.nameKo) })
        .from(players)
        .leftJoin(stores, eq(stores.shopno, players.shopno))
        .where(eq(players.playerPk, playerPk)),
      db
        .select({
          roundno: rounds.roundno,
          playedAt: rounds.playedAt,
          coursename: localized(lang, courses.name, courses.nameKo),
          holes: rounds.holes,
          totalstrokes: rounds.totalStrokes,
          totalpar: rounds.totalPar,
        })
        .from(rounds)
        .innerJoin(courses, eq(courses.courseno, rounds.courseno))
        .where(eq(rounds.playerPk, playerPk))
        .orderBy(desc(rounds.playedAt))
        .limit(5),
      db
        .select({ kind: pointStandings.kind, points: pointStandings.points, events: pointStandings.events, wins: pointStandings.wins })
        .from(pointStandings)
        .where(and(eq(pointStandings.playerPk, playerPk), eq(pointStandings.season, season))),
      db.select({ badge: playerBadges.badge, earnedAt: playerBadges.earnedAt }).from(playerBadges).where(eq(playerBadges.playerPk, playerPk)).orderBy(asc(playerBadges.earnedAt)),
    ]);
    if (!player) throw new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
    const standard = standings.find((s) => s.kind === 'standard');
    const oom = standings.find((s) => s.kind === 'oom');
    return {
      summary: {
        player_pk: playerPk,
        player_id: player.player.playerId,
        nickname: player.player.nickname,
        avatarpath: player.player.avatarPath ?? null,
        email: player.player.email,
        shopname: player.shopname,
        xhandicap: player.player.xhandicap,
        joindate: player.player.createdAt.toISOString(),
        is_initialize: player.player.isInitialize ? 'y' : 'n',
        season,
        points: { standard: standard?.points ?? 0, oom: oom?.points ?? 0, events: standard?.events ?? 0, wins: standard?.wins ?? 0 },
        recentrounds: recent.map((r) => ({
          roundno: r.roundno,
          playeddate: r.playedAt.toISOString(),
          coursename: r.coursename,
          holes: r.holes,
          totalstrokes: r.totalstrokes,
          totalpar: r.totalpar,
        })),
        badges: badges.map((b) => ({ badge: b.badge, earneddate: b.earnedAt.toISOString() })),
      },
    };
  },
};
