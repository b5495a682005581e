/**
 * The console's authorization matrix (issue 24 item 5): every staff action, what each role may do
 * with it, and whether it is dangerous (a fresh second factor within REAUTH_MS first). The one place
 * the console's permissions are written; every server action, route and page of app/admin asks
 * `authorize` (through lib/portal/staff/guard.ts) with an action named here, and the matrix test
 * (lib/portal/staff/matrix.test.ts) holds each row against the table the issue asked for.
 *
 * A rule per role:
 * - 'allow': the whole network;
 * - 'own-venue': only for the venues the staff member manages; another venue's thing is not found
 *   (404: whether it exists must not leak to a manager of another venue);
 * - 'deny': 403.
 */
export const STAFF_ROLES = ['network_admin', 'venue_manager', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type RoleRule = 'allow' | 'own-venue' | 'deny';

interface ActionRow {
  /** Whether the action targets one venue's thing (own/other venue applies). */
  venueScoped: boolean;
  /** Re-authentication: a passkey check or TOTP code within the last REAUTH_MS before it runs. */
  dangerous: boolean;
  roles: Record<StaffRole, RoleRule>;
}

const all = { network_admin: 'allow', venue_manager: 'allow', support: 'allow' } as const;
const adminOnly = { network_admin: 'allow', venue_manager: 'deny', support: 'deny' } as const;
const adminAndSupport = { network_admin: 'allow', venue_manager: 'deny', support: 'allow' } as const;
const adminAndOwnVenue = { network_admin: 'allow', venue_manager: 'own-venue', support: 'deny' } as const;

export const STAFF_ACTIONS = {
  /** The console's home: the day at a glance (a venue manager sees only their venues). */
  'dashboard.read': { venueScoped: false, dangerous: false, roles: all },
  /** The day's card money on the home page: a venue manager sees their venues' only; support none. */
  'dashboard.revenue': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  /** The machinery on the home page: failed jobs and undelivered mail (network-wide). */
  'dashboard.operations': { venueScoped: false, dangerous: false, roles: adminOnly },
  /** Member search and the member record (never a password or a hash). Support reads, read-only. */
  'members.search': { venueScoped: false, dangerous: false, roles: adminAndSupport },
  'members.view': { venueScoped: false, dangerous: false, roles: adminAndSupport },
  /** Block or unblock a member, with a reason: their sessions end at once. */
  'members.block': { venueScoped: false, dangerous: true, roles: adminOnly },
  /** Withdraw a member at their request, with a reason: the member API's own withdrawal, sessions end at once. */
  'members.withdraw': { venueScoped: false, dangerous: true, roles: adminOnly },
  /** A member's personal data as a file (an access request). */
  'members.export': { venueScoped: false, dangerous: true, roles: adminOnly },
  /** The inquiry queue: read it, assign an inquiry, answer it (the member is mailed). */
  'inquiries.list': { venueScoped: false, dangerous: false, roles: adminAndSupport },
  'inquiries.assign': { venueScoped: false, dangerous: false, roles: adminAndSupport },
  'inquiries.answer': { venueScoped: false, dangerous: false, roles: adminAndSupport },
  /**
   * Notices (issue 24 item 3: support manages notices): the list and editor, and every change (write,
   * publish now or at an instant, pin, unpublish, delete), each audited with before and after.
   */
  'notices.list': { venueScoped: false, dangerous: false, roles: adminAndSupport },
  'notices.manage': { venueScoped: false, dangerous: false, roles: adminAndSupport },
  /** Lesson comments across the lessons, and hiding one with a reason (moderation: network admins). */
  'lessons.comments': { venueScoped: false, dangerous: false, roles: adminOnly },
  'lessons.hideComment': { venueScoped: false, dangerous: false, roles: adminOnly },
  /**
   * Swing lessons: the list of drafts and published ones, publish now or back to a draft (network
   * admins; the issue gives support only inquiries, members read-only and notices).
   */
  'lessons.publish': { venueScoped: false, dangerous: false, roles: adminOnly },
  /** Mini-game events: the list of drafts and published ones, publish now or back to a draft (network admins). */
  'minigames.publish': { venueScoped: false, dangerous: false, roles: adminOnly },
  /** The venues' signing keys: listed, created, rotated, revoked (the secret shown once). */
  'venueKeys.list': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'venueKeys.create': { venueScoped: true, dangerous: true, roles: adminAndOwnVenue },
  'venueKeys.rotate': { venueScoped: true, dangerous: true, roles: adminAndOwnVenue },
  'venueKeys.revoke': { venueScoped: true, dangerous: true, roles: adminAndOwnVenue },
  /** Card payments (entry fees and bay bookings): the list and one payment (a venue manager: their venues' only). */
  'payments.list': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'payments.read': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  /** Refund a payment in full or in part (a venue's payment: its manager may; support never). */
  'payments.refund': { venueScoped: true, dangerous: true, roles: adminAndOwnVenue },
  /**
   * Tournaments (a network-wide one counts as venue 0: a network admin's only). Create or edit, publish,
   * cancel (dangerous: every paid entry is refunded), correct a score with a reason (re-ranked).
   */
  'tournaments.list': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'tournaments.edit': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'tournaments.publish': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'tournaments.cancel': { venueScoped: true, dangerous: true, roles: adminAndOwnVenue },
  'tournaments.score': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  /** A venue's booking calendar (a day of bays and bookings) and the desk's marks on a booking. */
  'bookings.calendar': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'bookings.checkIn': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'bookings.noShow': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  /**
   * A venue's page (issue 24 item 3): its details, weekly hours and exceptions, booking terms, bays
   * and prices (read); editing the details, hours, exceptions and terms; adding, editing, taking out
   * of service or removing a bay; its prices by bay kind and time band. Each audited with before and after.
   */
  'venues.read': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'venues.edit': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'bays.edit': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  'prices.edit': { venueScoped: true, dangerous: false, roles: adminAndOwnVenue },
  /** Staff accounts, roles and venues: a role change is dangerous. */
  'staff.manage': { venueScoped: false, dangerous: true, roles: adminOnly },
  /** A staff member's own second factors (the security page): every role, only their own account. */
  'security.read': { venueScoped: false, dangerous: false, roles: all },
  /** Set up (or replace) one's TOTP authenticator: a fresh second factor first. */
  'security.totp': { venueScoped: false, dangerous: true, roles: all },
  /** A new set of one's recovery codes (the old set stops working): a fresh second factor first. */
  'security.recovery': { venueScoped: false, dangerous: true, roles: all },
  /**
   * One's own open sessions (security requirement 14): listed, and any other one ended, or all others
   * at once. Every role, only their own account. Not dangerous: ending a session only takes access away.
   */
  'sessions.list': { venueScoped: false, dangerous: false, roles: all },
  'sessions.end': { venueScoped: false, dangerous: false, roles: all },
  /** The audit log and its CSV export. */
  'audit.read': { venueScoped: false, dangerous: false, roles: adminOnly },
} as const satisfies Record<string, ActionRow>;

export type StaffAction = keyof typeof STAFF_ACTIONS;

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

/** What an action answers: allowed, 403 (not yours to do) or 404 (another venue's: existence must not leak). */
export type Decision = 'allowed' | 403 | 404;

/**
 * The decision for a staff member of `role` managing `venues`, doing `action`, on a thing of venue
 * `shopno` (for a venue-scoped action; undefined: the list of everything, which a venue manager
 * gets filtered to their own venues by the caller).
 */
export function authorize(action: StaffAction, role: StaffRole, venues: readonly number[], shopno?: number): Decision {
  const rule: RoleRule = STAFF_ACTIONS[action].roles[role];
  if (rule === 'allow') return 'allowed';
  if (rule === 'deny') return 403;
  if (shopno === undefined) return 'allowed';
  return venues.includes(shopno) ? 'allowed' : 404;
}

/** A fresh second factor is this recent at most before a dangerous action. */
export const REAUTH_MS = 5 * 60 * 1000;
