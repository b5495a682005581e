import 'server-only';
import { randomBytes, createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { apiSessions, countries, emailTokens, players, socialAccounts, stores } from '@/lib/member-api/db/schema';
import { PASSWORD_CONFIRM_MS } from '@/lib/shared/domain/member-status';
import { rateLimit } from '@/lib/shared/rate-limit';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { myAccountOperations, MyProfile } from '@/lib/upstream/operations/myaccount';
import { verifySocialClaims } from '@/lib/upstream/social-claims';
import type { CallContext, Member } from './context';
import { MemberApiError } from './errors';
import type { HandlersFor } from './handler';
import { localized } from './localized';
import { profileColumns, profilePlaceErrors } from './profile-fields';
import { sendAccountMail } from './account-mail';
import { sendInBackground } from './mail/background';
import { hashPassword, passwordWeakness, verifyPassword } from './password';
import { rotateSessionToken } from './sessions';
import { securityEvent } from '@/lib/shared/log/security';
import { byId } from './account';
import { locationPoints, resetLocationPoints } from './location-points';
import { restoreWithdrawn, spendRestoreTicket } from './restore';
import { withdrawAccount } from './withdrawal';

const MINUTE = 60 * 1000;
/** A link confirming a new address is valid for 24 hours, like the sign-up one. */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * MINUTE;
/** Password confirmations and restores per member (or ID) and address: guessing is slowed like a login. */
const CONFIRM_LIMIT = 10;
const CONFIRM_WINDOW_MS = 15 * MINUTE;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const byEmail = (email: string) => sql`lower(${players.email}) = ${email.toLowerCase()}`;

function memberOf(context: CallContext): Member {
  if (!context.member) throw new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
  return context.member;
}

/** The moment this session's confirmation runs out, or null when it has none (or it ran out). */
async function confirmedUntil(db: Database, member: Member, now = new Date()): Promise<Date | null> {
  const [row] = await db.select({ confirmedAt: apiSessions.confirmedAt }).from(apiSessions).where(eq(apiSessions.id, member.sessionId));
  if (!row?.confirmedAt) return null;
  const until = new Date(row.confirmedAt.getTime() + PASSWORD_CONFIRM_MS);
  return until > now ? until : null;
}

/** Sensitive changes (e-mail, password, withdrawal) need a confirmation of the last 10 minutes in this session. */
async function requireConfirmed(db: Database, member: Member): Promise<void> {
  if (!(await confirmedUntil(db, member))) throw new MemberApiError(UpstreamCode.forbidden, 'myaccount.error.confirmRequired');
}

/**
 * A re-authentication: the session is confirmed for 10 minutes and gets a new token (ASVS 7.2.4),
 * which the portal seals into its cookie; the old token lasts a short grace (lib/member-api/sessions).
 */
async function markConfirmed(db: Database, member: Member): Promise<{ confirmed_until: string; token: string }> {
  const now = new Date();
  const token = await rotateSessionToken(db, member.sessionId, now);
  if (!token) throw new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
  return { confirmed_until: new Date(now.getTime() + PASSWORD_CONFIRM_MS).toISOString(), token };
}

async function limitConfirm(key: string, ip: string | undefined): Promise<void> {
  const result = await rateLimit('confirm-password', `${key}|${ip ?? 'unknown'}`, CONFIRM_LIMIT, CONFIRM_WINDOW_MS);
  if (!result.ok) {
    throw new MemberApiError(UpstreamCode.tooMany, 'auth.error.tooManyRequests', { retryAfter: String(result.retryAfterSeconds) });
  }
}

async function readProfile(db: Database, member: Member, lang: 'en' | 'ko'): Promise<MyProfile> {
  const [row] = await db
    .select({ player: players, shopname: localized<string | null>(lang, stores.name, stores.nameKo) })
    .from(players)
    .leftJoin(stores, eq(stores.shopno, players.shopno))
    .where(eq(players.playerPk, member.playerPk));
  if (!row) throw new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
  const [social, until] = await Promise.all([
    db.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.playerPk, member.playerPk)),
    confirmedUntil(db, member),
  ]);
  const p = row.player;
  return {
    player_id: p.playerId,
    email: p.email,
    pending_email: p.pendingEmail,
    nickname: p.nickname,
    firstname: p.firstname,
    lastname: p.lastname,
    timezone: p.timezone,
    countryno: p.countryno,
    statesno: p.statesno,
    shopno: p.shopno,
    shopname: row.shopname,
    gender: p.gender,
    hand: p.hand,
    teeheight: p.teeheight,
    fieldunit: p.fieldunit,
    greenunit: p.greenunit,
    speedunit: p.speedunit,
    emailagree: p.emailagree,
    is_initialize: p.isInitialize ? 'y' : 'n',
    has_password: Boolean(p.passwordHash),
    social: social.map((s) => s.provider as 'google' | 'apple'),
    confirmed_until: until?.toISOString() ?? null,
  };
}

export const myAccountHandlers: HandlersFor<typeof myAccountOperations> = {
  async myProfile({ lang }, context) {
    return { profile: await readProfile(context.db, memberOf(context), lang) };
  },

  async myProfileUpdate(input, context) {
    const { db } = context;
    const member = memberOf(context);
    const errors: Record<string, string> = {};
    const [nicknameOwner] = await db
      .select({ pk: players.playerPk })
      .from(players)
      .where(and(sql`lower(${players.nickname}) = ${input.nickname.toLowerCase()}`, ne(players.playerPk, member.playerPk)))
      .limit(1);
    if (nicknameOwner) errors.nickname = 'validation.nickname.taken';
    Object.assign(errors, await profilePlaceErrors(db, input));
    if (Object.keys(errors).length) {
      throw new MemberApiError(nicknameOwner ? UpstreamCode.conflict : UpstreamCode.badRequest, 'api.invalidInput', errors);
    }
    const [current] = await db.select({ shopno: players.shopno }).from(players).where(eq(players.playerPk, member.playerPk));
    // The favourite venue has its own screen, which asks before resetting location points: the profile
    // form may only keep it, or set it when there is none yet (a social member completing the profile).
    if (current?.shopno && current.shopno !== input.shopno) {
      throw new MemberApiError(UpstreamCode.conflict, 'api.invalidInput', { shopno: 'myaccount.error.shopOnOwnScreen' });
    }
    try {
      await db
        .update(players)
        .set({
          ...profileColumns(input),
          // A saved profile has everything the game needs: need_edit_profile is done.
          isInitialize: false,
          updatedAt: new Date(),
        })
        .where(eq(players.playerPk, member.playerPk));
    } catch (error) {
      if (String((error as { cause?: unknown })?.cause ?? error).includes('unique')) {
        throw new MemberApiError(UpstreamCode.conflict, 'api.invalidInput', { nickname: 'validation.nickname.taken' });
      }
      throw error;
    }
    return { profile: await readProfile(db, member, input.lang) };
  },

  async emailChange({ email, lang }, context) {
    const { db } = context;
    const member = memberOf(context);
    await requireConfirmed(db, member);
    const [player] = await db.select().from(players).where(eq(players.playerPk, member.playerPk));
    if (player.email.toLowerCase() === email.toLowerCase()) {
      throw new MemberApiError(UpstreamCode.conflict, 'api.invalidInput', { email: 'myaccount.error.sameEmail' });
    }
    // Withdrawn accounts keep their address reserved for a year, so any row holding it counts.
    const [owner] = await db.select({ pk: players.playerPk }).from(players).where(byEmail(email)).limit(1);
    if (owner) throw new MemberApiError(UpstreamCode.conflict, 'api.invalidInput', { email: 'validation.email.taken' });
    await db.update(players).set({ pendingEmail: email, updatedAt: new Date() }).where(eq(players.playerPk, member.playerPk));
    // A new link replaces an older one.
    await db
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.playerPk, member.playerPk), eq(emailTokens.purpose, 'email'), isNull(emailTokens.usedAt)));
    const token = randomBytes(32).toString('base64url');
    await db.insert(emailTokens).values({
      playerPk: member.playerPk,
      purpose: 'email',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
    await sendAccountMail(db, 'emailChange', email, lang, { nickname: player.nickname, token });
    return { pending_email: email };
  },

  async favoriteLocation({ lang }, context) {
    const { db } = context;
    const member = memberOf(context);
    const [row] = await db
      .select({
        shopno: players.shopno,
        shopname: localized<string | null>(lang, stores.name, stores.nameKo),
        city: stores.city,
        countryname: localized<string | null>(lang, countries.nameEn, countries.nameKo),
      })
      .from(players)
      .leftJoin(stores, eq(stores.shopno, players.shopno))
      .leftJoin(countries, eq(countries.countryno, stores.countryno))
      .where(eq(players.playerPk, member.playerPk));
    return { favorite: { ...row, location_points: await locationPoints(db, member.playerPk) } };
  },

  async favoriteLocationChange({ shopno, reset_points }, context) {
    const { db } = context;
    const member = memberOf(context);
    const [store] = await db.select({ shopno: stores.shopno }).from(stores).where(eq(stores.shopno, shopno));
    if (!store) throw new MemberApiError(UpstreamCode.notFound, 'store.error.notFound');
    const [player] = await db.select({ shopno: players.shopno }).from(players).where(eq(players.playerPk, member.playerPk));
    if (player?.shopno === shopno) throw new MemberApiError(UpstreamCode.conflict, 'myaccount.error.samePlace');
    const points = await locationPoints(db, member.playerPk);
    if (points > 0 && reset_points !== 'y') {
      throw new MemberApiError(UpstreamCode.conflict, 'myaccount.error.resetNotConfirmed', { location_points: String(points) });
    }
    await resetLocationPoints(db, member.playerPk, shopno, new Date());
    return { shopno, points_reset: points };
  },

  async confirmPassword({ password }, context) {
    const { db } = context;
    const member = memberOf(context);
    await limitConfirm(`pk:${member.playerPk}`, context.ip);
    const [player] = await db.select({ passwordHash: players.passwordHash }).from(players).where(eq(players.playerPk, member.playerPk));
    if (!player?.passwordHash) throw new MemberApiError(UpstreamCode.badRequest, 'myaccount.error.socialConfirm');
    if (!(await verifyPassword(player.passwordHash, password))) {
      throw new MemberApiError(UpstreamCode.badRequest, 'api.invalidInput', { password: 'myaccount.error.wrongPassword' });
    }
    return markConfirmed(db, member);
  },

  async confirmSocial({ id, email, name, social_type, ts, signature }, context) {
    const { db } = context;
    const member = memberOf(context);
    if (!verifySocialClaims({ id, email, name, social_type }, ts, signature)) {
      throw new MemberApiError(UpstreamCode.unauthorized, 'auth.error.socialInvalid');
    }
    const [linked] = await db
      .select({ pk: socialAccounts.playerPk })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, social_type), eq(socialAccounts.subject, id), eq(socialAccounts.playerPk, member.playerPk)))
      .limit(1);
    if (!linked) throw new MemberApiError(UpstreamCode.forbidden, 'myaccount.error.otherSocialAccount');
    return markConfirmed(db, member);
  },

  async passwordChange({ password, lang }, context) {
    const { db } = context;
    const member = memberOf(context);
    await requireConfirmed(db, member);
    const [holder] = await db.select().from(players).where(eq(players.playerPk, member.playerPk));
    // The one strength rule of every new password (sign-up, reset, change), with the member's own words.
    const weak = passwordWeakness(password, [holder.playerId, holder.nickname, holder.email, holder.firstname, holder.lastname]);
    if (weak) throw new MemberApiError(UpstreamCode.badRequest, 'api.invalidInput', { password: weak });
    await db.update(players).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(players.playerPk, member.playerPk));
    const ended = await db
      .update(apiSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiSessions.playerPk, member.playerPk), isNull(apiSessions.revokedAt), ne(apiSessions.id, member.sessionId)))
      .returning({ id: apiSessions.id });
    securityEvent('password.change', { account: member.playerPk, address: context.ip, outcome: 'ok', sessions: ended.length });
    sendInBackground(() => sendAccountMail(db, 'passwordChanged', holder.email, lang, { nickname: holder.nickname }));
    return { sessions_ended: ended.length };
  },

  async sessionList(_input, context) {
    const { db } = context;
    const member = memberOf(context);
    const now = new Date();
    const rows = await db
      .select()
      .from(apiSessions)
      .where(and(eq(apiSessions.playerPk, member.playerPk), isNull(apiSessions.revokedAt), gt(apiSessions.expiresAt, now)))
      .orderBy(desc(apiSessions.lastSeenAt))
      .limit(50);
    return {
      sessions: rows.map((row) => ({
        sessionno: row.id,
        useragent: row.userAgent,
        ip: row.ip,
        created: row.createdAt.toISOString(),
        lastseen: row.lastSeenAt.toISOString(),
        current: row.id === member.sessionId,
      })),
    };
  },

  async sessionEnd({ sessionno }, context) {
    const { db } = context;
    const member = memberOf(context);
    const [ended] = await db
      .update(apiSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiSessions.id, sessionno), eq(apiSessions.playerPk, member.playerPk), isNull(apiSessions.revokedAt)))
      .returning({ id: apiSessions.id });
    if (!ended) throw new MemberApiError(UpstreamCode.notFound, 'myaccount.error.sessionNotFound');
    return {};
  },

  async withdraw(_input, context) {
    const { db } = context;
    const member = memberOf(context);
    await requireConfirmed(db, member);
    const now = new Date();
    // The one withdrawal (lib/member-api/withdrawal), the console's too: every session ends at once.
    const withdrawn = await withdrawAccount(db, member.playerPk, now);
    return { restorable_until: withdrawn.restorableUntil.toISOString() };
  },

  async restoreAccount({ player_id, password }, context) {
    const { db } = context;
    await limitConfirm(`id:${player_id.toLowerCase()}`, context.ip);
    const [player] = await db.select({ playerPk: players.playerPk, passwordHash: players.passwordHash }).from(players).where(byId(player_id)).limit(1);
    // A wrong password gets the login's answer, whatever the account's state.
    if (!(await verifyPassword(player?.passwordHash, password)) || !player) {
      throw new MemberApiError(UpstreamCode.unauthorized, 'auth.error.invalidCredentials');
    }
    return restoreWithdrawn(db, player.playerPk, context, 'password');
  },

  async restoreSocial({ restore_ticket }, context) {
    const { db } = context;
    await limitConfirm('restore-ticket', context.ip);
    const playerPk = await spendRestoreTicket(db, restore_ticket);
    if (playerPk === undefined) throw new MemberApiError(UpstreamCode.unauthorized, 'auth.error.restoreExpired');
    return restoreWithdrawn(db, playerPk, context, 'provider');
  },
};
