import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { staff, staffEnrolments, staffVenues } from '@/lib/member-api/db/schema-staff';
import type { StaffRole } from './matrix';
import { hashStaffToken, newStaffToken, revokeAllStaffSessions } from './sessions';

/** An enrolment link works once, within this long. */
export const ENROLMENT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A staff account (or, for an existing e-mail, the same account again) and a one-use enrolment
 * token for it: the only way into the console for a new member of staff, or one who lost their
 * passkeys. A new link replaces the account's earlier links at once, but ends none of its sessions:
 * issuing one is not proof that anything was lost (a colleague at work keeps working, and nobody can
 * sign someone out by asking for a link). Using it does end them (spendEnrolment), as a password reset
 * does (security requirement 5). There is no password anywhere: the link lets its holder register a passkey.
 */
export async function issueEnrolment(
  db: Database,
  input: { email: string; name: string; role: StaffRole; venues?: number[] },
  now = new Date(),
): Promise<{ staffId: number; token: string; expiresAt: Date; created: boolean }> {
  const email = input.email.trim();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ staffId: staff.staffId }).from(staff).where(eq(sql`lower(${staff.email})`, email.toLowerCase()));
    let staffId = existing?.staffId;
    if (staffId === undefined) {
      [{ staffId }] = await tx.insert(staff).values({ email, name: input.name.trim(), role: input.role }).returning({ staffId: staff.staffId });
      if (input.role === 'venue_manager' && input.venues?.length) {
        await tx.insert(staffVenues).values(input.venues.map((shopno) => ({ staffId: staffId!, shopno })));
      }
    }
    await tx.update(staffEnrolments).set({ usedAt: now }).where(and(eq(staffEnrolments.staffId, staffId), isNull(staffEnrolments.usedAt)));
    const token = newStaffToken();
    const expiresAt = new Date(now.getTime() + ENROLMENT_TTL_MS);
    await tx.insert(staffEnrolments).values({ tokenHash: hashStaffToken(token), staffId, expiresAt, createdAt: now });
    return { staffId, token, expiresAt, created: existing === undefined };
  });
}

/** The account an unused, unexpired enrolment token is for, or undefined. Does not spend it. */
export async function enrolmentFor(db: Database, token: string, now = new Date()) {
  if (!token) return undefined;
  const [row] = await db
    .select({ staffId: staff.staffId, email: staff.email, name: staff.name, status: staff.status })
    .from(staffEnrolments)
    .innerJoin(staff, eq(staff.staffId, staffEnrolments.staffId))
    .where(and(eq(staffEnrolments.tokenHash, hashStaffToken(token)), isNull(staffEnrolments.usedAt), gt(staffEnrolments.expiresAt, now)));
  return row && row.status === 'active' ? row : undefined;
}

/**
 * Spends an enrolment token and ends every session the account had (a new passkey replaces whatever
 * was lost, and whoever holds the old one is signed out); false when it was spent (or expired) meanwhile.
 */
export async function spendEnrolment(db: Database, token: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffEnrolments)
      .set({ usedAt: now })
      .where(and(eq(staffEnrolments.tokenHash, hashStaffToken(token)), isNull(staffEnrolments.usedAt), gt(staffEnrolments.expiresAt, now)))
      .returning({ staffId: staffEnrolments.staffId });
    if (!spent) return false;
    await revokeAllStaffSessions(tx as unknown as Database, spent.staffId, now);
    return true;
  });
}

/** Every staff account (the audit log's "who" filter). */
export async function listStaff(db: Database) {
  return db.select({ staffId: staff.staffId, email: staff.email, name: staff.name, role: staff.role, status: staff.status }).from(staff).orderBy(staff.email);
}
