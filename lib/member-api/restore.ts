import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { emailTokens, players } from '@/lib/member-api/db/schema';
import { isRestorable, MEMBER_STATUS } from '@/lib/shared/domain/member-status';
import { utcOffset } from '@/lib/shared/domain/timezone';
import { securityEvent } from '@/lib/shared/log/security';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { LoginResult } from '@/lib/upstream/operations/account';
import type { CallContext } from './context';
import { MemberApiError } from './errors';
import { createSession } from './sessions';

/**
 * Restoring a withdrawn account within its year (issue 9), by either proof the member can give: the
 * ID and password (restoreAccount), or, for a member who only ever logged in with Google or Apple,
 * a fresh provider login. That login answers 403 'auth.error.accountWithdrawnSocial' with a restore
 * ticket: one use, ten minutes, stored hashed like the mailed links, naming the account the provider
 * proved. restoreSocial spends it once the member has confirmed on the portal.
 */
export const RESTORE_TICKET_TTL_MS = 10 * 60 * 1000;
const TICKET_PURPOSE = 'restore';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A new ticket for `playerPk`; the member's older unused tickets stop working. */
export async function issueRestoreTicket(db: Database, playerPk: number, now = new Date()): Promise<string> {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.playerPk, playerPk), eq(emailTokens.purpose, TICKET_PURPOSE), isNull(emailTokens.usedAt)));
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({ playerPk, purpose: TICKET_PURPOSE, tokenHash: hashTicket(ticket), expiresAt: new Date(now.getTime() + RESTORE_TICKET_TTL_MS) });
  return ticket;
}

/** Spends a ticket: its member, or undefined when it is unknown, used or expired. */
export async function spendRestoreTicket(db: Database, ticket: string, now = new Date()): Promise<number | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashTicket(ticket)), eq(emailTokens.purpose, TICKET_PURPOSE), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ playerPk: emailTokens.playerPk });
  return row?.playerPk;
}

/**
 * Makes a withdrawn account (still within its year) active again and logs it in. Anything else (an
 * active, purged or blocked account, or one past its year) answers like a failed login, so the call
 * tells nothing about accounts the caller did not prove.
 */
export async function restoreWithdrawn(
  db: Database,
  playerPk: number,
  context: CallContext,
  how: 'password' | 'provider',
): Promise<{ loginresult: LoginResult; timezone: { timezone_name: string; timezone_offset: string } }> {
  const now = new Date();
  const [player] = await db.select({ status: players.status, withdrawnAt: players.withdrawnAt }).from(players).where(eq(players.playerPk, playerPk));
  if (!player || player.status !== MEMBER_STATUS.withdrawn || !isRestorable(player.withdrawnAt, now)) {
    throw new MemberApiError(UpstreamCode.unauthorized, 'auth.error.invalidCredentials');
  }
  // Checked again in the update itself: the purge job running at this moment wins or loses as a whole.
  const [restored] = await db
    .update(players)
    .set({ status: MEMBER_STATUS.active, withdrawnAt: null, updatedAt: now })
    .where(and(eq(players.playerPk, playerPk), eq(players.status, MEMBER_STATUS.withdrawn)))
    .returning();
  if (!restored) throw new MemberApiError(UpstreamCode.unauthorized, 'auth.error.invalidCredentials');
  securityEvent('account.restore', { account: restored.playerPk, address: context.ip, outcome: 'ok', proof: how });
  const token = await createSession(db, restored.playerPk, { ip: context.ip, userAgent: context.userAgent });
  return {
    loginresult: { token, nickname: restored.nickname, player_pk: restored.playerPk, is_initialize: restored.isInitialize ? 'y' : 'n' },
    timezone: { timezone_name: restored.timezone, timezone_offset: utcOffset(restored.timezone) },
  };
}
