import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { bookingPlayers, bookings } from '@/lib/member-api/db/schema-booking';
import { zonedDay } from '@/lib/shared/domain/booking';
import { insertBookingFixture, type BookingFixture } from '@/lib/member-api/booking/booking.fixture';
import { useMemoryDatabase } from '@/tests/support/database';
import { bookingVenue, markFromConsole, venueCalendar } from './bookings';

let connection: Connection;
let fixture: BookingFixture;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertBookingFixture(connection.db);
});
afterAll(() => connection.close());

async function booking(bayIndex: number, startsAt: Date, code: string) {
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const [row] = await connection.db
    .insert(bookings)
    .values({ code, shopno: fixture.shopno, bayId: fixture.bayIds[bayIndex], playerPk: fixture.playerPks[0], startsAt, endsAt, blockedUntil: endsAt, slots: 1, status: 'confirmed', payMethod: 'venue', amount: 3400, currency: 'USD' })
    .returning({ id: bookings.id });
  await connection.db.insert(bookingPlayers).values({ bookingId: row.id, position: 1, playerPk: fixture.playerPks[0] });
  return row.id;
}

describe("a venue's booking calendar", () => {
  it('shows every bay of the day with its bookings in the venue zone, and marks with the desk rules', async () => {
    const now = new Date();
    const started = await booking(0, new Date(now.getTime() - 20 * 60_000), 'CAL2STRT');
    const later = await booking(2, new Date(now.getTime() + 40 * 60_000), 'CAL2LATR');
    const day = zonedDay(new Date(now.getTime() - 20 * 60_000), fixture.timeZone);
    const calendar = await venueCalendar(connection.db, fixture.shopno, day, now);
    expect(calendar).toMatchObject({ timezone: 'America/Chicago', day });
    expect(calendar?.bays.map((bay) => bay.name)).toEqual(['Bay 1', 'Bay 2', 'Premium bay']);
    expect(calendar?.bays[0].bookings.find((b) => b.bookingno === started)).toMatchObject({ started: true, status: 'confirmed' });
    expect(await bookingVenue(connection.db, started)).toBe(fixture.shopno);
    expect(await bookingVenue(connection.db, 999_999)).toBeUndefined();

    // A no-show only once the start has passed; the desk's rule, applied by its own code.
    expect(await markFromConsole(connection.db, later, 'no_show', now)).toEqual({ ok: false, reason: 'notMarkable' });
    expect(await markFromConsole(connection.db, started, 'no_show', now)).toEqual({ ok: true, before: 'confirmed', after: 'no_show' });
    // A late arrival: checked in after all.
    expect(await markFromConsole(connection.db, started, 'checked_in', now)).toEqual({ ok: true, before: 'no_show', after: 'checked_in' });
    const [row] = await connection.db.select().from(bookings).where(eq(bookings.id, started));
    expect(row).toMatchObject({ status: 'checked_in', noShowAt: null });
    expect(await markFromConsole(connection.db, 999_999, 'checked_in', now)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('is today in the venue zone without a day, and nothing for an unknown venue', async () => {
    const now = new Date();
    expect((await venueCalendar(connection.db, fixture.shopno, 'not-a-day', now))?.day).toBe(zonedDay(now, fixture.timeZone));
    expect(await venueCalendar(connection.db, 999_999, undefined, now)).toBeUndefined();
  });
});
