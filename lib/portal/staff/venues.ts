import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { stores, venueKeys } from '@/lib/member-api/db/schema';
import { listVenueKeys } from '@/lib/member-api/venue/keys';
import type { StaffSession } from './sessions';

/**
 * Venues as a staff member may see them: every venue for a network admin, their own for a venue
 * manager (the matrix's 'own-venue'; another venue is not found, never listed).
 */
export async function visibleVenues(db: Database, staff: Pick<StaffSession, 'role' | 'venues'>) {
  const query = db.select({ shopno: stores.shopno, name: stores.name, nameKo: stores.nameKo, city: stores.city, timezone: stores.timezone }).from(stores);
  if (staff.role === 'network_admin') return query.orderBy(asc(stores.shopno));
  if (staff.venues.length === 0) return [];
  return query.where(inArray(stores.shopno, staff.venues)).orderBy(asc(stores.shopno));
}

/** The venue a venue number names, when it exists (the venue-scoped actions' venueOf). */
export async function venueOf(db: Database, shopno: number): Promise<number | undefined> {
  const [row] = await db.select({ shopno: stores.shopno }).from(stores).where(eq(stores.shopno, shopno));
  return row?.shopno;
}

/** The venue a key belongs to, when the key exists. */
export async function venueOfKey(db: Database, keyId: string): Promise<number | undefined> {
  const [row] = await db.select({ shopno: venueKeys.shopno }).from(venueKeys).where(eq(venueKeys.keyId, keyId));
  return row?.shopno;
}

/** A venue's keys (ids, states, dates: never a secret). */
export const venueKeyList = (db: Database, shopno: number) => listVenueKeys(db, shopno);

/** The member API's own key functions, run by the portal process itself (so they work on PGlite while it runs). */
export { createVenueKey, revokeVenueKeys, rotateVenueKey } from '@/lib/member-api/venue/keys';
