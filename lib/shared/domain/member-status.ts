/**
 * A member account's life (spec §4 "Account drop", §9 "Data retention one year after account
 * drop"): pending until the sign-up mail is confirmed, active, withdrawn (deactivated at once, data
 * kept, ID and e-mail reserved, restorable by the member for a year), then purged (personal data
 * removed by the purge job; rounds and results stay, anonymous). `blocked` is set by the venue
 * network's staff; it is shown like a withdrawal to everyone else.
 */
export const MEMBER_STATUS = {
  pending: 'pending',
  active: 'active',
  withdrawn: 'withdrawn',
  purged: 'purged',
  blocked: 'blocked',
} as const;
export type MemberStatus = (typeof MEMBER_STATUS)[keyof typeof MEMBER_STATUS];

/** How long a password (or provider) confirmation opens sensitive changes in its session (issue 9). */
export const PASSWORD_CONFIRM_MS = 10 * 60 * 1000;

/** Days a withdrawn account is kept (and can be restored) before its personal data is purged. */
export const WITHDRAWAL_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a member withdrawn at `withdrawnAt` can restore the account. */
export function restorableUntil(withdrawnAt: Date): Date {
  return new Date(withdrawnAt.getTime() + WITHDRAWAL_RETENTION_DAYS * DAY_MS);
}

export function isRestorable(withdrawnAt: Date | null, now: Date): boolean {
  return withdrawnAt !== null && now.getTime() <= restorableUntil(withdrawnAt).getTime();
}

/** Accounts withdrawn before this moment are due for the purge. */
export function purgeCutoff(now: Date): Date {
  return new Date(now.getTime() - WITHDRAWAL_RETENTION_DAYS * DAY_MS);
}

/**
 * Members other people no longer see by name (issue 9 item 5): in past rankings they stay, as
 * "Withdrawn member", without a link or popup data.
 */
export const HIDDEN_MEMBER_STATUSES: readonly MemberStatus[] = [MEMBER_STATUS.withdrawn, MEMBER_STATUS.purged, MEMBER_STATUS.blocked];

export function isHiddenMember(status: string | null | undefined): boolean {
  return (HIDDEN_MEMBER_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

/**
 * The rule of live standings (issue 26 item 7), stated once: a standing that is still open (the
 * season's points, the home page's season leaders, the point leaderboard, a venue's leaders, the
 * year's stats leaders) ranks only members who are still there. Withdrawn, purged and blocked
 * members are left out of it, and everyone below them moves up. A result that is final (a completed
 * tournament's ranking, a decided mini-game) keeps their row, anonymised ("Withdrawn member").
 * The member API's query helper lib/member-api/live-standings.ts applies it.
 */
export function countsInLiveStandings(status: string | null | undefined): boolean {
  return !isHiddenMember(status);
}
