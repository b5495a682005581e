import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { stores } from '@/lib/member-api/db/schema';
import { bayPrices, bays, bookingSettings } from '@/lib/member-api/db/schema-booking';
import { insertTournamentFixture, type TournamentFixture } from '../tournament.fixture';

/**
 * The tournament fixture's network with bays at its American venue (Austin, America/Chicago: another
 * zone than the members' Asia/Seoul): open all day, one-hour slots with a 10-minute buffer, three
 * bays (two standard for four, a premium for six), prices in USD, pay at the venue allowed.
 */
export interface BookingFixture extends TournamentFixture {
  shopno: number;
  timeZone: string;
  bayIds: number[];
}

export const ALL_DAY = { sun: '00:00-24:00', mon: '00:00-24:00', tue: '00:00-24:00', wed: '00:00-24:00', thu: '00:00-24:00', fri: '00:00-24:00', sat: '00:00-24:00' };

export async function insertBookingFixture(db: Database): Promise<BookingFixture> {
  const fixture = await insertTournamentFixture(db);
  const [store] = await db.select({ shopno: stores.shopno, timezone: stores.timezone }).from(stores).where(eq(stores.name, 'Austin Downtown'));
  await db.update(stores).set({ hours: ALL_DAY, simulators: 3 }).where(eq(stores.shopno, store.shopno));
  await db.insert(bookingSettings).values({ shopno: store.shopno, currency: 'USD', payAtVenue: true });
  const rows = await db
    .insert(bays)
    .values([
      { shopno: store.shopno, number: 1, name: 'Bay 1', kind: 'standard', capacity: 4 },
      { shopno: store.shopno, number: 2, name: 'Bay 2', kind: 'standard', handedness: 'left', capacity: 4 },
      { shopno: store.shopno, number: 3, name: 'Premium bay', kind: 'premium', capacity: 6 },
    ])
    .returning({ id: bays.id });
  await db.insert(bayPrices).values([
    { shopno: store.shopno, kind: 'standard', band: 'offpeak', price: 4000, memberPrice: 3400 },
    { shopno: store.shopno, kind: 'standard', band: 'peak', price: 5200, memberPrice: 4400 },
    { shopno: store.shopno, kind: 'premium', band: 'offpeak', price: 5600, memberPrice: 4800 },
    { shopno: store.shopno, kind: 'premium', band: 'peak', price: 7300, memberPrice: 6200 },
  ]);
  return { ...fixture, shopno: store.shopno, timeZone: store.timezone, bayIds: rows.map((row) => row.id) };
}
