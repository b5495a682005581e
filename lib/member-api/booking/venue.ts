import 'server-only';
import { and, asc, between, eq, gt, inArray, lt, sql } from 'drizzle-orm';
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

/** A venue's booking definition as kept, with the revision it was read at and its own pay-at-venue setting. */
type KeptVenue = Omit<BookingVenue, 'payAtVenue'> & { revision: string; payAtVenueSetting: boolean };

/**
 * The booking definitions this process has read, per database (tests open several in one process).
 * Why in the process and checked against the database's revision on every call, rather than purged
 * through the tag expiry (server/edge-purge.mjs, its Redis relay): the revision is read in the
 * statement the call makes anyway for the day's exceptions, so the check costs no statement; and it
 * holds whoever changes the venue (the console, a seed, a restore, psql) and on every instance, with
 * or without Redis, with no window in which a purge is on its way. The triggers of the
 * `booking_revision` migration draw a new revision on every change a booking reads.
 */
const keptVenues = new WeakMap<Database, Map<number, KeptVenue>>();

/** The venue's booking set-up as the database holds it now, or undefined when it takes no bookings. */
async function readVenue(db: Database, shopno: number): Promise<KeptVenue | undefined> {
  const [row] = await db
    .select({ store: stores, settings: bookingSettings })
    .from(stores)
    .innerJoin(bookingSettings, eq(bookingSettings.shopno, stores.shopno))
    .where(eq(stores.shopno, shopno));
  if (!row) return undefined;
  // Read after the revision, never with it: bays or prices changed in between are newer than the
  // revision kept with them, so the next call reads them again (the other way round, older ones
  // would be kept under the newer revision for good).
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
    revision: settings.revision,
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
    payAtVenueSetting: settings.payAtVenue,
    currency: settings.currency,
    bays: bayRows,
    prices,
    priceRows: priceRows.map((p) => ({ kind: p.kind as BayKind, band: p.band as PriceBand, price: p.price, memberPrice: p.memberPrice })),
  };
}

/** The revision of a venue's booking definition, with its exceptions on the days from..to (one row per exception, or one with none). */
function prepareRevisionQuery(db: Database) {
  return db
    .select({ revision: bookingSettings.revision, day: bookingExceptions.day, hours: bookingExceptions.hours, note: bookingExceptions.note })
    .from(bookingSettings)
    .leftJoin(bookingExceptions, and(eq(bookingExceptions.shopno, bookingSettings.shopno), between(bookingExceptions.day, sql.placeholder('from'), sql.placeholder('to'))))
    .where(eq(bookingSettings.shopno, sql.placeholder('shopno')))
    .prepare('booking_venue_revision');
}
const revisionQueries = new WeakMap<Database, ReturnType<typeof prepareRevisionQuery>>();

export type VenueException = { hours: string | null; note: string | null };

/** A venue as a booking call needs it: its definition (at `revision`), and its exceptions on the days the call may touch. */
export interface VenueDays {
  venue: BookingVenue;
  revision: string;
  exceptionOn(day: string): VenueException | undefined;
}

/** The definition as a call uses it; the pay-at-venue rule also depends on this process's card payments. */
function inUse(definition: KeptVenue, exceptions: Map<string, VenueException>): VenueDays {
  const { revision, payAtVenueSetting, ...venue } = definition;
  // Without card payments on the network (a setting of this process), every booking is paid at the venue.
  return { venue: { ...venue, payAtVenue: payAtVenueSetting || !cardPaymentsEnabled() }, revision, exceptionOn: (day) => exceptions.get(day) };
}

/**
 * The venue's booking set-up and its exceptions on the days from..to (its own calendar days,
 * YYYY-MM-DD), or 404 when the venue does not exist or takes no bookings. One statement when the
 * definition kept is current, which is nearly always.
 */
export async function loadVenue(db: Database, shopno: number, days: { from: string; to: string }): Promise<VenueDays> {
  let query = revisionQueries.get(db);
  if (!query) revisionQueries.set(db, (query = prepareRevisionQuery(db)));
  const rows = await query.execute({ shopno, ...days });
  if (rows.length === 0) throw notFound('booking.error.venueNotFound');
  let kept = keptVenues.get(db);
  if (!kept) keptVenues.set(db, (kept = new Map()));
  let definition = kept.get(shopno);
  if (definition?.revision !== rows[0].revision) {
    definition = await readVenue(db, shopno);
    if (!definition) throw notFound('booking.error.venueNotFound');
    kept.set(shopno, definition);
  }
  return inUse(definition, new Map(rows.filter((row) => row.day !== null).map((row) => [row.day!, { hours: row.hours, note: row.note }])));
}

/**
 * The definition kept for a venue as last read, assuming no exception on any day, without asking the
 * database: a guess, for a statement that checks it itself (a booking's insert states the revision
 * and the day's exception it was planned with, and goes in only if both still hold).
 */
export function keptVenue(db: Database, shopno: number): VenueDays | undefined {
  const definition = keptVenues.get(db)?.get(shopno);
  return definition && inUse(definition, new Map());
}

/**
 * The calendar days around an instant: its day in any zone (UTC−12 to UTC+14) is among them, so the
 * exceptions of the instant's venue day are read before the venue's zone is known.
 */
export function daysAround(at: Date): { from: string; to: string } {
  const day = (offset: number) => new Date(at.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-1), to: day(1) };
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
    .returning({ id: bookings.id, playerPk: bookings.playerPk, shopno: bookings.shopno });
}
