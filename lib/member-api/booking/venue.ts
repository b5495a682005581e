import 'server-only';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { stores } from '@/lib/member-api/db/schema';
import { bayPrices, bays, bookingExceptions, bookings, bookingSettings } from '@/lib/member-api/db/schema-booking';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUS, bookingHoldMinutes, type BayKind, type BookingTerms, type PriceBand, type PriceTable } from '@/lib/shared/domain/booking';
import type { BookingTermsView } from '@/lib/upstream/operations/booking';
import { notFound } from '../errors';
import { cardPaymentsEnabled } from '../payments';

/** A venue as booking sees it: its zone and hours, its terms, bays and prices. */
export interface BookingVenue {
  shopno: number;
  name: string;
  nameKo: string | null;
  address: string;
  timeZone: string;
  weekly: Record<string, string>;
  terms: BookingTerms;
  payAtVenue: boolean;
  currency: string;
  bays: (typeof bays.$inferSelect)[];
  prices: PriceTable;
  priceRows: { kind: BayKind; band: PriceBand; price: number; memberPrice: number }[];
}

/** The venue's booking set-up, or 404 when the venue does not exist or takes no bookings. */
export async function loadVenue(db: Database, shopno: number): Promise<BookingVenue> {
  const [row] = await db
    .select({ store: stores, settings: bookingSettings })
    .from(stores)
    .innerJoin(bookingSettings, eq(bookingSettings.shopno, stores.shopno))
    .where(eq(stores.shopno, shopno));
  if (!row) throw notFound('booking.error.venueNotFound');
  const [bayRows, priceRows] = await Promise.all([
    db.select().from(bays).where(and(eq(bays.shopno, shopno), eq(bays.active, true))).orderBy(asc(bays.number)),
    db.select().from(bayPrices).where(eq(bayPrices.shopno, shopno)),
  ]);
  const prices: PriceTable = {};
  for (const price of priceRows) {
    const kind = price.kind as BayKind;
    prices[kind] = { ...prices[kind], [price.band as PriceBand]: { price: price.price, memberPrice: price.memberPrice } };
  }
  const { settings, store } = row;
  return {
    shopno,
    name: store.name,
    nameKo: store.nameKo,
    address: store.address,
    timeZone: store.timezone,
    weekly: store.hours,
    terms: {
      slotMinutes: settings.slotMinutes,
      bufferMinutes: settings.bufferMinutes,
      maxSlots: settings.maxSlots,
      advanceDays: settings.advanceDays,
      freeCancelHours: settings.freeCancelHours,
      lateRefundPercent: settings.lateRefundPercent,
      peakFromMinute: settings.peakFromMinute,
    },
    // Without card payments on the network, every booking is paid at the venue.
    payAtVenue: settings.payAtVenue || !cardPaymentsEnabled(),
    currency: settings.currency,
    bays: bayRows,
    prices,
    priceRows: priceRows.map((p) => ({ kind: p.kind as BayKind, band: p.band as PriceBand, price: p.price, memberPrice: p.memberPrice })),
  };
}

export function termsView(venue: BookingVenue): BookingTermsView {
  return {
    slotminutes: venue.terms.slotMinutes,
    bufferminutes: venue.terms.bufferMinutes,
    maxslots: venue.terms.maxSlots,
    advancedays: venue.terms.advanceDays,
    freecancelhours: venue.terms.freeCancelHours,
    laterefundpercent: venue.terms.lateRefundPercent,
    holdminutes: bookingHoldMinutes,
    payatvenue: venue.payAtVenue,
    currency: venue.currency,
  };
}

export const venueName = (venue: { name: string; nameKo: string | null }, lang: string) => (lang === 'ko' && venue.nameKo ? venue.nameKo : venue.name);

/** The exception for a venue day, if any. */
export async function exceptionFor(db: Database, shopno: number, day: string) {
  const [row] = await db.select({ hours: bookingExceptions.hours, note: bookingExceptions.note }).from(bookingExceptions).where(and(eq(bookingExceptions.shopno, shopno), eq(bookingExceptions.day, day)));
  return row;
}

/**
 * A booking that takes its bay now: active, and not a hold whose time ran out (the job lapses those,
 * and a new booking lapses them first, so one is never shown taken and then booked over).
 */
export const takesBay = sql`(${bookings.status} in (${sql.join(
  ACTIVE_BOOKING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}) and not (${bookings.status} = ${BOOKING_STATUS.held} and ${bookings.holdExpiresAt} <= now()))`;

/** The active bookings of some bays that overlap [from, to). */
export async function takenRanges(db: Pick<Database, 'select'>, bayIds: number[], from: Date, to: Date) {
  if (bayIds.length === 0) return [];
  return db
    .select({ bayId: bookings.bayId, startsAt: bookings.startsAt, blockedUntil: bookings.blockedUntil })
    .from(bookings)
    .where(and(inArray(bookings.bayId, bayIds), lt(bookings.startsAt, to), gt(bookings.blockedUntil, from), takesBay));
}

/** Lapses the holds of a bay whose time ran out, so the exclusion constraint no longer counts them. */
export async function lapseExpiredHolds(db: Pick<Database, 'update'>, bayId?: number) {
  return db
    .update(bookings)
    .set({ status: BOOKING_STATUS.lapsed, holdExpiresAt: null })
    .where(and(eq(bookings.status, BOOKING_STATUS.held), lt(bookings.holdExpiresAt, new Date()), bayId === undefined ? undefined : eq(bookings.bayId, bayId)))
    .returning({ id: bookings.id });
}
