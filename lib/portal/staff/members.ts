import 'server-only';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { apiSessions, entryPayments, inquiries, players, pointLedger, socialAccounts, stores, tournamentEntries } from '@/lib/member-api/db/schema';
import { setAccountStatus } from '@/lib/member-api/sessions';
import { withdrawAccount } from '@/lib/member-api/withdrawal';

/**
 * Members as staff see them. Every read names its columns: a password hash, a session token hash or
 * a provider's token never leaves the database through the console.
 */
const recordColumns = {
  playerPk: players.playerPk,
  playerId: players.playerId,
  email: players.email,
  nickname: players.nickname,
  firstname: players.firstname,
  lastname: players.lastname,
  status: players.status,
  timezone: players.timezone,
  shopno: players.shopno,
  storeName: stores.name,
  gender: players.gender,
  emailagree: players.emailagree,
  emailVerifiedAt: players.emailVerifiedAt,
  withdrawnAt: players.withdrawnAt,
  purgedAt: players.purgedAt,
  xhandicap: players.xhandicap,
  createdAt: players.createdAt,
  updatedAt: players.updatedAt,
};

export const MEMBER_PAGE = 25;

/** Members whose login ID, nickname, e-mail or name contains `query` (case-insensitive), or the one with that number. */
export async function searchMembers(db: Database, query: string, page = 1) {
  const q = query.trim();
  let where: SQL | undefined;
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byText = or(ilike(players.playerId, like), ilike(players.nickname, like), ilike(players.email, like), ilike(sql`${players.firstname} || ' ' || ${players.lastname}`, like));
    where = /^\d{1,9}$/.test(q) ? or(eq(players.playerPk, Number(q)), byText) : byText;
  }
  const rows = await db
    .select({ playerPk: players.playerPk, playerId: players.playerId, nickname: players.nickname, email: players.email, status: players.status, createdAt: players.createdAt })
    .from(players)
    .where(where)
    .orderBy(desc(players.playerPk))
    .limit(MEMBER_PAGE + 1)
    .offset((Math.max(1, page) - 1) * MEMBER_PAGE);
  return { rows: rows.slice(0, MEMBER_PAGE), more: rows.length > MEMBER_PAGE };
}

export type MemberRecord = NonNullable<Awaited<ReturnType<typeof memberRecord>>>;

export async function memberRecord(db: Database, playerPk: number) {
  const [row] = await db.select(recordColumns).from(players).leftJoin(stores, eq(stores.shopno, players.shopno)).where(eq(players.playerPk, playerPk));
  if (!row) return undefined;
  const providers = await db.select({ provider: socialAccounts.provider, createdAt: socialAccounts.createdAt }).from(socialAccounts).where(eq(socialAccounts.playerPk, playerPk));
  const [sessions] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(apiSessions)
    .where(and(eq(apiSessions.playerPk, playerPk), sql`${apiSessions.revokedAt} is null and ${apiSessions.expiresAt} > now()`));
  return { ...row, providers, openSessions: sessions?.open ?? 0 };
}

/**
 * Blocks or unblocks a member through the member API's own setAccountStatus: blocking ends every
 * session at once. Answers the status before and after, or undefined for an unknown member or one
 * whose status cannot change this way (withdrawn, purged, pending).
 */
export async function setMemberBlocked(db: Database, playerPk: number, blocked: boolean) {
  const [row] = await db.select({ status: players.status }).from(players).where(eq(players.playerPk, playerPk));
  if (!row) return undefined;
  const from = row.status;
  const to = blocked ? 'blocked' : 'active';
  if (from !== (blocked ? 'active' : 'blocked')) return { from, to: from, changed: false };
  await setAccountStatus(db, playerPk, to);
  return { from, to, changed: true };
}

/**
 * Withdraws a member at their request (issue 24 item 3) through the member API's own withdrawal
 * (lib/member-api/withdrawal: the one MyZone's "withdraw" uses), so every session ends at once and
 * the member can restore the account within the year like any withdrawn member. Only an active
 * member: a blocked one restoring would come back active, out of the block; a pending one has no
 * account to leave yet. Answers the status and open sessions before and after, or undefined for an
 * unknown member.
 */
export async function withdrawMember(db: Database, playerPk: number, now: Date) {
  const record = await memberRecord(db, playerPk);
  if (!record) return undefined;
  const before = { status: record.status, openSessions: record.openSessions };
  if (record.status !== 'active') return { changed: false as const, before };
  const { restorableUntil } = await withdrawAccount(db, playerPk, now);
  const after = await memberRecord(db, playerPk);
  return {
    changed: true as const,
    before,
    after: { status: after?.status ?? 'withdrawn', openSessions: after?.openSessions ?? 0, withdrawnAt: now.toISOString(), restorableUntil: restorableUntil.toISOString() },
  };
}

/**
 * A member's personal data as one JSON document (an access request, GDPR art. 15 / PIPA art. 35):
 * the profile, linked providers, sessions (when and from where, no token), inquiries, tournament
 * entries, payments and points. Never a password hash or a token.
 */
export async function exportMember(db: Database, playerPk: number) {
  const record = await memberRecord(db, playerPk);
  if (!record) return undefined;
  const [sessionRows, inquiryRows, entryRows, paymentRows, pointRows] = await Promise.all([
    db
      .select({ createdAt: apiSessions.createdAt, lastSeenAt: apiSessions.lastSeenAt, expiresAt: apiSessions.expiresAt, revokedAt: apiSessions.revokedAt, ip: apiSessions.ip, userAgent: apiSessions.userAgent })
      .from(apiSessions)
      .where(eq(apiSessions.playerPk, playerPk))
      .orderBy(desc(apiSessions.createdAt)),
    db
      .select({ inquiryno: inquiries.inquiryno, title: inquiries.title, name: inquiries.name, phone: inquiries.phone, email: inquiries.email, body: inquiries.body, status: inquiries.status, answer: inquiries.answer, answeredAt: inquiries.answeredAt, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(eq(inquiries.playerPk, playerPk)),
    db
      .select({ tournamentno: tournamentEntries.tournamentno, enteredAt: tournamentEntries.enteredAt, paymentStatus: tournamentEntries.paymentStatus, gross: tournamentEntries.gross, net: tournamentEntries.net, rankGross: tournamentEntries.rankGross, points: tournamentEntries.points })
      .from(tournamentEntries)
      .where(eq(tournamentEntries.playerPk, playerPk)),
    db
      .select({ tournamentno: entryPayments.tournamentno, amount: entryPayments.amount, currency: entryPayments.currency, status: entryPayments.status, paidAt: entryPayments.paidAt, cardBrand: entryPayments.cardBrand, cardLast4: entryPayments.cardLast4, refundAmount: entryPayments.refundAmount, refundedAt: entryPayments.refundedAt, createdAt: entryPayments.createdAt })
      .from(entryPayments)
      .where(eq(entryPayments.playerPk, playerPk)),
    db.select().from(pointLedger).where(eq(pointLedger.playerPk, playerPk)),
  ]);
  return { exportedAt: new Date().toISOString(), member: record, sessions: sessionRows, inquiries: inquiryRows, tournamentEntries: entryRows, payments: paymentRows, points: pointRows };
}
