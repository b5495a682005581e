import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { stores } from '@/lib/member-api/db/schema';
import { bays, bookings } from '@/lib/member-api/db/schema-booking';
import { isCalendarDay, zonedDay } from '@/lib/shared/domain/booking';
import { markBooking, venueDayBookings, type DeskBooking, type DeskMark } from '@/lib/member-api/booking/venue-desk';

/**
 * A venue's booking calendar in the console (issue 24 item 3): one day of the venue's bays and their
 * bookings, in the venue's own zone, read and marked by the venue desk's own code
 * (lib/member-api/booking/venue-desk.ts: the day list and markBooking, the same rules as the desk's
 * signed HTTP calls), never a second path.
 */
export interface CalendarDay {
  shopno: number;
  venue: string;
  timezone: string;
  day: string;
  /** Each bay's bookings; `started`: its start has passed (a no-show may be marked). */
  bays: { number: number; name: string; bookings: (DeskBooking & { started: boolean })[] }[];
}

/** The day a query names (YYYY-MM-DD), or today in the venue's zone. */
export const calendarDayOf = (text: string | undefined, timezone: string, now = new Date()) => (text && isCalendarDay(text) ? text : zonedDay(now, timezone));

export async function venueCalendar(db: Database, shopno: number, dayText: string | undefined, now = new Date()): Promise<CalendarDay | undefined> {
  const [store] = await db.select({ name: stores.name, nameKo: stores.nameKo, timezone: stores.timezone }).from(stores).where(eq(stores.shopno, shopno));
  if (!store) return undefined;
  const day = calendarDayOf(dayText, store.timezone, now);
  const [list, bayRows] = await Promise.all([
    venueDayBookings(db, shopno, day),
    db.select({ number: bays.number, name: bays.name }).from(bays).where(and(eq(bays.shopno, shopno), eq(bays.active, true))).orderBy(asc(bays.number)),
  ]);
  const booked = list?.bookings ?? [];
  // Every active bay, and any bay a booking of the day is on (a bay taken out of service keeps its bookings in view).
  const numbers = [...new Set([...bayRows.map((bay) => bay.number), ...booked.map((booking) => booking.bay)])].sort((a, b) => a - b);
  return {
    shopno,
    venue: store.name,
    timezone: store.timezone,
    day,
    bays: numbers.map((number) => ({
      number,
      name: bayRows.find((bay) => bay.number === number)?.name ?? booked.find((booking) => booking.bay === number)?.bayname ?? String(number),
      bookings: booked.filter((booking) => booking.bay === number).map((booking) => ({ ...booking, started: Date.parse(booking.startsat) <= now.getTime() })),
    })),
  };
}

/** The venue of a booking, when it exists (the mark actions' venueOf). */
export async function bookingVenue(db: Database, bookingno: number): Promise<number | undefined> {
  const [row] = await db.select({ shopno: bookings.shopno }).from(bookings).where(eq(bookings.id, bookingno));
  return row?.shopno;
}

/** Marks a booking checked in or a no-show with the desk's rules; answers the status before and after, or why not. */
export async function markFromConsole(db: Database, bookingno: number, mark: DeskMark, now = new Date()) {
  const [before] = await db.select({ shopno: bookings.shopno, status: bookings.status }).from(bookings).where(eq(bookings.id, bookingno));
  if (!before) return { ok: false as const, reason: 'notFound' as const };
  const result = await markBooking(db, before.shopno, String(bookingno), mark, now);
  return result.ok ? { ok: true as const, before: before.status, after: result.status } : result;
}
