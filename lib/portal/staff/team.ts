import 'server-only';
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { stores } from '@/lib/member-api/db/schema';
import { staff, staffCredentials, staffSessions, staffVenues } from '@/lib/member-api/db/schema-staff';
import type { StaffRole } from './matrix';
import { revokeAllStaffSessions } from './sessions';

/**
 * Staff accounts from the screen (issue 24, "role change"): the same rules as `npm run admin:create`,
 * plus the ones a screen needs. Nobody changes or disables their own account (an admin cannot lock
 * themselves out by a slip), and the network always keeps one active network admin. A change of role
 * or venues, and a disabled account, end the account's sessions at once: its next request signs in
 * again under the new rules.
 */
export type TeamRefusal = 'self' | 'lastAdmin' | 'venuesRequired' | 'unknownVenue';

export async function listTeam(db: Database) {
  const [rows, venues, passkeys, signIns] = await Promise.all([
    db.select({ staffId: staff.staffId, email: staff.email, name: staff.name, role: staff.role, status: staff.status, createdAt: staff.createdAt }).from(staff).orderBy(asc(staff.email)),
    db.select({ staffId: staffVenues.staffId, shopno: staffVenues.shopno }).from(staffVenues).orderBy(asc(staffVenues.shopno)),
    db.select({ staffId: staffCredentials.staffId, count: sql<number>`count(*)::int` }).from(staffCredentials).groupBy(staffCredentials.staffId),
    db.select({ staffId: staffSessions.staffId, last: max(staffSessions.createdAt) }).from(staffSessions).groupBy(staffSessions.staffId),
  ]);
  return rows.map((row) => ({
    ...row,
    venues: venues.filter((v) => v.staffId === row.staffId).map((v) => v.shopno),
    passkeys: Number(passkeys.find((p) => p.staffId === row.staffId)?.count ?? 0),
    lastSignIn: signIns.find((s) => s.staffId === row.staffId)?.last ?? null,
  }));
}

async function staffRow(db: Database, staffId: number) {
  const [row] = await db.select({ staffId: staff.staffId, role: staff.role, status: staff.status }).from(staff).where(eq(staff.staffId, staffId));
  if (!row) return undefined;
  const venues = (await db.select({ shopno: staffVenues.shopno }).from(staffVenues).where(eq(staffVenues.staffId, staffId)).orderBy(asc(staffVenues.shopno))).map((v) => v.shopno);
  return { ...row, venues };
}

/** The venue numbers of a list that name no venue. */
export async function unknownVenues(db: Database, venues: number[]): Promise<number[]> {
  if (venues.length === 0) return [];
  const known = new Set((await db.select({ shopno: stores.shopno }).from(stores).where(inArray(stores.shopno, venues))).map((v) => v.shopno));
  return venues.filter((v) => !known.has(v));
}

/** Would this change leave the network without an active network admin? */
async function lastAdmin(db: Database, staffId: number): Promise<boolean> {
  const [{ others }] = await db
    .select({ others: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.role, 'network_admin'), eq(staff.status, 'active'), ne(staff.staffId, staffId)));
  return Number(others) === 0;
}

type Change<T> = { refused: TeamRefusal } | { before: T; after: T } | undefined;

/** A new role (and, for a venue manager, venues) for another staff member. Undefined: no such account. */
export async function changeRole(db: Database, actorId: number, staffId: number, role: StaffRole, venues: number[]): Promise<Change<{ role: string; venues: number[] }>> {
  if (actorId === staffId) return { refused: 'self' };
  const wanted = role === 'venue_manager' ? [...new Set(venues)].sort((a, b) => a - b) : [];
  if (role === 'venue_manager' && wanted.length === 0) return { refused: 'venuesRequired' };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const current = await staffRow(t, staffId);
    if (!current) return undefined;
    if (current.role === 'network_admin' && role !== 'network_admin' && current.status === 'active' && (await lastAdmin(t, staffId))) return { refused: 'lastAdmin' as const };
    if ((await unknownVenues(t, wanted)).length) return { refused: 'unknownVenue' as const };
    await t.update(staff).set({ role }).where(eq(staff.staffId, staffId));
    await t.delete(staffVenues).where(eq(staffVenues.staffId, staffId));
    if (wanted.length) await t.insert(staffVenues).values(wanted.map((shopno) => ({ staffId, shopno })));
    await revokeAllStaffSessions(t, staffId);
    return { before: { role: current.role, venues: current.venues }, after: { role, venues: wanted } };
  });
}

/** Disables (its sessions end) or enables another staff member's account. */
export async function setStaffStatus(db: Database, actorId: number, staffId: number, status: 'active' | 'disabled'): Promise<Change<{ status: string }>> {
  if (actorId === staffId) return { refused: 'self' };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const current = await staffRow(t, staffId);
    if (!current) return undefined;
    if (status === 'disabled' && current.role === 'network_admin' && current.status === 'active' && (await lastAdmin(t, staffId))) return { refused: 'lastAdmin' as const };
    await t.update(staff).set({ status }).where(eq(staff.staffId, staffId));
    if (status === 'disabled') await revokeAllStaffSessions(t, staffId);
    return { before: { status: current.status }, after: { status } };
  });
}
