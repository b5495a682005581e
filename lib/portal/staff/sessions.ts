import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { staff, staffSessions, staffVenues } from '@/lib/member-api/db/schema-staff';
import { isStaffRole, type StaffRole } from './matrix';

/** A staff session ends after 15 minutes without a request (issue 24) ... */
export const STAFF_IDLE_MS = 15 * 60 * 1000;
/** ... and 8 hours after sign-in whatever happens (a shift). */
export const STAFF_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so most reads stay reads. */
const TOUCH_EVERY_MS = 30 * 1000;

export const hashStaffToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newStaffToken = () => randomBytes(32).toString('base64url');

export interface StaffMember {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The venues a venue manager manages (empty for the other roles). */
  venues: number[];
}

export interface StaffSession extends StaffMember {
  sessionId: number;
  /** The last passkey check in this session. */
  secondFactorAt: Date;
}

/** A new session, opened by a passkey check just made (sign-in or enrolment). Answers its token. */
export async function createStaffSession(db: Database, staffId: number, meta: { ip?: string; userAgent?: string }, now = new Date()): Promise<string> {
  const token = newStaffToken();
  await db.insert(staffSessions).values({
    tokenHash: hashStaffToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_ABSOLUTE_MS),
    secondFactorAt: now,
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 255),
  });
  return token;
}

/** The staff member behind a token, or undefined when unknown, revoked, idle, expired or disabled. */
export async function resolveStaffSession(db: Database, token: string, now = new Date()): Promise<StaffSession | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      secondFactorAt: staffSessions.secondFactorAt,
      staffId: staff.staffId,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      status: staff.status,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.staffId, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashStaffToken(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .limit(1);
  if (!row || row.status !== 'active' || !isStaffRole(row.role)) return undefined;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > STAFF_IDLE_MS) return undefined;
  if (idle > TOUCH_EVERY_MS) await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  const venues = row.role === 'venue_manager' ? (await db.select({ shopno: staffVenues.shopno }).from(staffVenues).where(eq(staffVenues.staffId, row.staffId))).map((v) => v.shopno) : [];
  return { sessionId: row.sessionId, secondFactorAt: row.secondFactorAt, staffId: row.staffId, email: row.email, name: row.name, role: row.role, venues };
}

/** A passkey was checked again in this session (re-authentication). */
export async function markSecondFactor(db: Database, sessionId: number, now = new Date()): Promise<void> {
  await db.update(staffSessions).set({ secondFactorAt: now, lastSeenAt: now }).where(eq(staffSessions.id, sessionId));
}

export async function revokeStaffSession(db: Database, token: string, now = new Date()): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.tokenHash, hashStaffToken(token)));
}

/** One of a staff member's open sessions, as their sessions screen lists it. */
export interface OpenStaffSession {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
}

const listed = { id: staffSessions.id, createdAt: staffSessions.createdAt, lastSeenAt: staffSessions.lastSeenAt, ip: staffSessions.ip, userAgent: staffSessions.userAgent };

const open = (now: Date) => and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MS)));

/** A staff member's own open sessions (not ended, not idle, not past the shift), the latest active first. */
export async function listStaffSessions(db: Database, staffId: number, now = new Date()): Promise<OpenStaffSession[]> {
  return db
    .select(listed)
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), open(now)))
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.id));
}

/**
 * Ends one of a staff member's own open sessions other than `currentSessionId` (the one asking signs
 * out instead). Answers the session ended, or undefined when the staff member has no such open
 * session: another staff member's session is not found, whatever its id.
 */
export async function endOwnStaffSession(db: Database, staffId: number, sessionId: number, currentSessionId: number, now = new Date()): Promise<OpenStaffSession | undefined> {
  if (sessionId === currentSessionId) return undefined;
  const [ended] = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId), open(now)))
    .returning(listed);
  return ended;
}

/** Ends every open session of a staff member but the one asking; answers those ended. */
export async function endOtherStaffSessions(db: Database, staffId: number, currentSessionId: number, now = new Date()): Promise<OpenStaffSession[]> {
  return db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), ne(staffSessions.id, currentSessionId), open(now)))
    .returning(listed);
}

/** Ends every session of a staff member (a new enrolment link, a disabled account). */
export async function revokeAllStaffSessions(db: Database, staffId: number, now = new Date()): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/**
 * A re-authentication gives the session a new token (ASVS 7.2.4: the cookie's value changes) and
 * a fresh second-factor time. The old token stops at once: the console sends one request at a time.
 */
export async function rotateStaffSession(db: Database, sessionId: number, now = new Date()): Promise<string | undefined> {
  const token = newStaffToken();
  const [row] = await db
    .update(staffSessions)
    .set({ tokenHash: hashStaffToken(token), secondFactorAt: now, lastSeenAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return row ? token : undefined;
}
