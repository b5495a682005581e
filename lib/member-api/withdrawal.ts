import 'server-only';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { env } from '@/lib/shared/config/env';
import type { Database } from '@/lib/member-api/db/client';
import { apiSessions, emailTokens, players, socialAccounts } from '@/lib/member-api/db/schema';
import { isHiddenMember, MEMBER_STATUS, purgeCutoff, restorableUntil } from '@/lib/shared/domain/member-status';
import { setAccountStatus } from './sessions';

/**
 * The one withdrawal (spec §9): the member's own "withdraw" in MyZone and a network admin's
 * withdrawal at the member's request (the console, lib/portal/staff/members) both come here. The
 * account is withdrawn at `now` through setAccountStatus, which ends every session at once; the
 * member can restore it until the answer's instant, after which the purge job removes the data.
 */
export async function withdrawAccount(db: Database, playerPk: number, now: Date): Promise<{ restorableUntil: Date }> {
  await setAccountStatus(db, playerPk, MEMBER_STATUS.withdrawn, { withdrawnAt: now });
  return { restorableUntil: restorableUntil(now) };
}

/** How many accounts one run purges at most: a backlog is worked off over several runs, never in one long lock. */
const PURGE_BATCH = 500;

/**
 * Removes the personal data of every account withdrawn more than a year before `now` (spec §9).
 * What identifies the person goes: login ID and password (the ID is free again), e-mail (a
 * placeholder keeps the unique index), names, avatar, favourite venue and state, linked social
 * accounts, sessions and mailed links. What the venue network's results need stays, anonymous:
 * rounds, tournament entries, points and badges, shown as "Withdrawn member". Inquiries are kept
 * under their own retention (complaint records, 3 years in the privacy policy) and payment records
 * under theirs (5 years).
 */
export async function purgeWithdrawnAccounts(db: Database, now: Date): Promise<{ purged: number[] }> {
  const due = await db
    .select({ playerPk: players.playerPk })
    .from(players)
    .where(and(eq(players.status, MEMBER_STATUS.withdrawn), isNotNull(players.withdrawnAt), lte(players.withdrawnAt, purgeCutoff(now))))
    .orderBy(players.withdrawnAt)
    .limit(PURGE_BATCH);
  const purged: number[] = [];
  for (const { playerPk } of due) {
    await db.transaction(async (tx) => {
      // The status is checked again inside the transaction: a member restoring at this very moment wins.
      const [row] = await tx
        .update(players)
        .set({
          status: MEMBER_STATUS.purged,
          purgedAt: now,
          playerId: null,
          passwordHash: null,
          email: `purged-${playerPk}@purged.invalid`,
          pendingEmail: null,
          // '#' is outside the nickname rule, so no member can ever hold or take this name.
          nickname: `#${playerPk}`,
          firstname: '-',
          lastname: '-',
          timezone: env.networkTimezone,
          statesno: null,
          shopno: null,
          avatarPath: null,
          emailagree: false,
          updatedAt: now,
        })
        .where(and(eq(players.playerPk, playerPk), eq(players.status, MEMBER_STATUS.withdrawn)))
        .returning({ playerPk: players.playerPk });
      if (!row) return;
      // Payment records (entry_payments) stay: the privacy policy keeps records of payment 5 years, and they
      // carry no personal data beyond the player number (lib/member-api/payments; retain_until says until when).
      await tx.delete(socialAccounts).where(eq(socialAccounts.playerPk, playerPk));
      await tx.delete(apiSessions).where(eq(apiSessions.playerPk, playerPk));
      await tx.delete(emailTokens).where(eq(emailTokens.playerPk, playerPk));
      purged.push(playerPk);
    });
  }
  return { purged };
}

/**
 * A player as other members see them in rankings and lists (issue 9 item 5): a withdrawn, purged or
 * blocked member keeps their place, but the answer carries nothing of them (player_pk 0, no name,
 * country or venue), so the portal shows "Withdrawn member" without a link or a popup.
 */
export function publicPlayer<T extends { nickname: string; countrycode?: string | null; shopname?: string | null }>(
  playerPk: number,
  label: (T & { status: string }) | undefined,
): { player_pk: number; nickname: string; countrycode: string | null; shopname: string | null } {
  if (!label || isHiddenMember(label.status)) return { player_pk: 0, nickname: '', countrycode: null, shopname: null };
  return { player_pk: playerPk, nickname: label.nickname, countrycode: label.countrycode ?? null, shopname: label.shopname ?? null };
}
