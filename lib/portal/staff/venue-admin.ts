import 'server-only';
import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { cacheTags } from '@/lib/portal/cache/tags';
import type { Database } from '@/lib/member-api/db/client';
import { stores } from '@/lib/member-api/db/schema';
import { bayPrices, bays, bookingExceptions, bookings, bookingSettings } from '@/lib/member-api/db/schema-booking';
import { ACTIVE_BOOKING_STATUSES, BAY_KINDS, bookingDefaults, PRICE_BANDS, zonedDay } from '@/lib/shared/domain/booking';
import {
  clockOf,
  inputFromWeekly,
  minuteOf,
  priceRowsFromInput,
  weeklyFromInput,
  type BayInput,
  type BayPricesInput,
  type BookingTermsInput,
  type VenueDetailsInput,
  type VenueExceptionInput,
  type VenueHoursInput,
  type PriceField,
} from '@/lib/shared/validation/venue-admin';

/**
 * A venue as the operator console manages it (issue 24 item 3): its details and weekly hours
 * (`stores`), the exceptions to those hours, its booking terms, bays and prices (the booking tables of
 * lib/member-api/db/schema-booking.ts, which the member API's booking calls read through loadVenue).
 * Each change answers what it was and what it became for the audit log; the server action then
 * expires the public pages and the venue's booking availability (expireVenue).
 */

export type Change<T> = { ok: true; before: T; after: T } | { ok: false; status: 404 | 409; message: string };
const refused = (status: 404 | 409, key: string) => ({ ok: false as const, status, message: `admin.venueAdmin.errors.${key}` });

/** The venue of a bay, when the bay exists (the bay actions' venueOf). */
export async function venueOfBay(db: Database, bayId: number): Promise<number | undefined> {
  const [row] = await db.select({ shopno: bays.shopno }).from(bays).where(eq(bays.id, bayId));
  return row?.shopno;
}

/** Everything the venue page shows and its forms start from; undefined when there is no such venue. */
export async function venueAdminView(db: Database, shopno: number, now = new Date()) {
  const [store] = await db.select().from(stores).where(eq(stores.shopno, shopno));
  if (!store) return undefined;
  const today = zonedDay(now, store.timezone);
  const [[settings], bayRows, priceRows, exceptions, booked] = await Promise.all([
    db.select().from(bookingSettings).where(eq(bookingSettings.shopno, shopno)),
    db.select().from(bays).where(eq(bays.shopno, shopno)).orderBy(asc(bays.number)),
    db.select().from(bayPrices).where(eq(bayPrices.shopno, shopno)),
    db.select().from(bookingExceptions).where(and(eq(bookingExceptions.shopno, shopno), gte(bookingExceptions.day, today))).orderBy(asc(bookingExceptions.day)).limit(200),
    db.select({ bayId: bookings.bayId, n: count() }).from(bookings).where(eq(bookings.shopno, shopno)).groupBy(bookings.bayId),
  ]);
  const prices = {} as Record<PriceField, string>;
  for (const kind of BAY_KINDS)
    for (const band of PRICE_BANDS) {
      const row = priceRows.find((p) => p.kind === kind && p.band === band);
      prices[`${kind}_${band}_price`] = row ? String(row.price) : '';
      prices[`${kind}_${band}_member`] = row ? String(row.memberPrice) : '';
    }
  return {
    store,
    today,
    details: { shopno, name: store.name, nameKo: store.nameKo ?? '', city: store.city, address: store.address, postalCode: store.postalCode ?? '', phone: store.phone ?? '' } satisfies VenueDetailsInput,
    hours: { shopno, ...inputFromWeekly(store.hours) },
    terms: {
      shopno,
      slotMinutes: settings?.slotMinutes ?? bookingDefaults.slotMinutes,
      bufferMinutes: settings?.bufferMinutes ?? bookingDefaults.bufferMinutes,
      maxSlots: settings?.maxSlots ?? bookingDefaults.maxSlots,
      advanceDays: settings?.advanceDays ?? bookingDefaults.advanceDays,
      freeCancelHours: settings?.freeCancelHours ?? bookingDefaults.freeCancelHours,
      lateRefundPercent: settings?.lateRefundPercent ?? bookingDefaults.lateRefundPercent,
      peakFrom: clockOf(settings?.peakFromMinute ?? bookingDefaults.peakFromMinute),
      payAtVenue: settings?.payAtVenue ?? true,
      currency: settings?.currency ?? '',
    } satisfies BookingTermsInput,
    takesBookings: Boolean(settings),
    bays: bayRows.map((bay) => ({ ...bay, bookings: booked.find((b) => b.bayId === bay.id)?.n ?? 0 })),
    prices: { shopno, ...prices },
    exceptions,
  };
}

// ---------------------------------------------------------------- details and hours

function detailsOf(row: typeof stores.$inferSelect) {
  return { name: row.name, nameKo: row.nameKo, city: row.city, address: row.address, postalCode: row.postalCode, phone: row.phone };
}

export async function saveDetails(db: Database, input: VenueDetailsInput): Promise<Change<ReturnType<typeof detailsOf>>> {
  const [before] = await db.select().from(stores).where(eq(stores.shopno, input.shopno));
  if (!before) return refused(404, 'notFound');
  const [after] = await db
    .update(stores)
    .set({ name: input.name, nameKo: input.nameKo || null, city: input.city, address: input.address, postalCode: input.postalCode || null, phone: input.phone || null })
    .where(eq(stores.shopno, input.shopno))
    .returning();
  return { ok: true, before: detailsOf(before), after: detailsOf(after) };
}

export async function saveHours(db: Database, input: VenueHoursInput): Promise<Change<Record<string, string>>> {
  const [before] = await db.select({ hours: stores.hours }).from(stores).where(eq(stores.shopno, input.shopno));
  if (!before) return refused(404, 'notFound');
  const weekly = weeklyFromInput(input);
  await db.update(stores).set({ hours: weekly }).where(eq(stores.shopno, input.shopno));
  return { ok: true, before: before.hours, after: weekly };
}

// ---------------------------------------------------------------- exceptions

type ExceptionRow = { day: string; hours: string | null; note: string | null } | null;

export async function saveException(db: Database, input: VenueExceptionInput): Promise<Change<ExceptionRow>> {
  const where = and(eq(bookingExceptions.shopno, input.shopno), eq(bookingExceptions.day, input.day));
  const [before] = await db.select({ day: bookingExceptions.day, hours: bookingExceptions.hours, note: bookingExceptions.note }).from(bookingExceptions).where(where);
  const row = { shopno: input.shopno, day: input.day, hours: input.closed ? null : `${input.open}-${input.close}`, note: input.note };
  await db.insert(bookingExceptions).values(row).onConflictDoUpdate({ target: [bookingExceptions.shopno, bookingExceptions.day], set: { hours: row.hours, note: row.note } });
  return { ok: true, before: before ?? null, after: { day: row.day, hours: row.hours, note: row.note } };
}

export async function removeException(db: Database, input: { shopno: number; day: string }): Promise<Change<ExceptionRow>> {
  const [before] = await db
    .delete(bookingExceptions)
    .where(and(eq(bookingExceptions.shopno, input.shopno), eq(bookingExceptions.day, input.day)))
    .returning({ day: bookingExceptions.day, hours: bookingExceptions.hours, note: bookingExceptions.note });
  if (!before) return refused(404, 'notFound');
  return { ok: true, before, after: null };
}

// ---------------------------------------------------------------- booking terms

type TermsRow = Omit<typeof bookingSettings.$inferSelect, 'shopno'> | null;
const termsOf = (row: typeof bookingSettings.$inferSelect | undefined): TermsRow => {
  if (!row) return null;
  const { shopno, ...terms } = row;
  void shopno;
  return terms;
};

/** The booking terms; a venue without a booking_settings row takes bookings from this first save on. */
export async function saveTerms(db: Database, input: BookingTermsInput): Promise<Change<TermsRow>> {
  const [before] = await db.select().from(bookingSettings).where(eq(bookingSettings.shopno, input.shopno));
  const values = {
    slotMinutes: input.slotMinutes,
    bufferMinutes: input.bufferMinutes,
    maxSlots: input.maxSlots,
    advanceDays: input.advanceDays,
    freeCancelHours: input.freeCancelHours,
    lateRefundPercent: input.lateRefundPercent,
    peakFromMinute: minuteOf(input.peakFrom),
    payAtVenue: input.payAtVenue,
    currency: input.currency,
  };
  const [after] = await db
    .insert(bookingSettings)
    .values({ shopno: input.shopno, ...values })
    .onConflictDoUpdate({ target: bookingSettings.shopno, set: values })
    .returning();
  return { ok: true, before: termsOf(before), after: termsOf(after) };
}

// ---------------------------------------------------------------- bays

type BayRow = Omit<typeof bays.$inferSelect, 'shopno'> | null;
const bayOf = (row: typeof bays.$inferSelect | undefined): BayRow => {
  if (!row) return null;
  const { shopno, ...bay } = row;
  void shopno;
  return bay;
};
const isDuplicate = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause?.code ?? e.code) === '23505';
};

/**
 * The venue's simulator count (stores.simulators, which its public page shows) follows its bays in
 * service after every bay change.
 */
export async function syncSimulators(db: Pick<Database, 'select' | 'update'>, shopno: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(bays).where(and(eq(bays.shopno, shopno), eq(bays.active, true)));
  await db.update(stores).set({ simulators: n }).where(eq(stores.shopno, shopno));
  return n;
}

/** Adds a bay (no bayId) or edits one of the venue's. Its number is unique at the venue. */
export async function saveBay(db: Database, input: BayInput): Promise<Change<BayRow> & { bayId?: number }> {
  const values = { number: input.number, name: input.name, kind: input.kind, handedness: input.handedness, capacity: input.capacity };
  try {
    if (input.bayId === undefined) {
      const [after] = await db
        .insert(bays)
        .values({ shopno: input.shopno, ...values })
        .returning();
      return { ok: true, before: null, after: bayOf(after), bayId: after.id };
    }
    const [before] = await db.select().from(bays).where(and(eq(bays.id, input.bayId), eq(bays.shopno, input.shopno)));
    if (!before) return refused(404, 'notFound');
    const [after] = await db.update(bays).set(values).where(eq(bays.id, input.bayId)).returning();
    return { ok: true, before: bayOf(before), after: bayOf(after), bayId: after.id };
  } catch (error) {
    if (isDuplicate(error)) return refused(409, 'bayNumberTaken');
    throw error;
  }
}

/** Takes a bay out of service (no longer offered for booking; its bookings stay) or back in. */
export async function setBayService(db: Database, bayId: number, active: boolean): Promise<Change<BayRow> & { upcoming?: number }> {
  const [before] = await db.select().from(bays).where(eq(bays.id, bayId));
  if (!before) return refused(404, 'notFound');
  const [after] = await db.update(bays).set({ active }).where(eq(bays.id, bayId)).returning();
  const [{ upcoming }] = await db
    .select({ upcoming: count() })
    .from(bookings)
    .where(and(eq(bookings.bayId, bayId), gte(bookings.startsAt, new Date()), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
  return { ok: true, before: bayOf(before), after: bayOf(after), upcoming };
}

/** Removes a bay no booking ever named; a bay with bookings (past ones too: their records name it) is taken out of service instead. */
export async function removeBay(db: Database, bayId: number): Promise<Change<BayRow>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(bays).where(eq(bays.id, bayId)).for('update');
    if (!before) return refused(404, 'notFound');
    const [{ n }] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.bayId, bayId));
    if (n > 0) return refused(409, 'bayHasBookings');
    await tx.delete(bays).where(eq(bays.id, bayId));
    return { ok: true as const, before: bayOf(before), after: null };
  });
}

// ---------------------------------------------------------------- prices

type PriceRows = { kind: string; band: string; price: number; memberPrice: number }[];

/** Sets the venue's prices by bay kind and time band at once (a pair left empty: no price for it). */
export async function savePrices(db: Database, input: BayPricesInput): Promise<Change<PriceRows>> {
  const rows = priceRowsFromInput(input);
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ kind: bayPrices.kind, band: bayPrices.band, price: bayPrices.price, memberPrice: bayPrices.memberPrice })
      .from(bayPrices)
      .where(eq(bayPrices.shopno, input.shopno))
      .orderBy(asc(bayPrices.kind), asc(bayPrices.band));
    await tx.delete(bayPrices).where(eq(bayPrices.shopno, input.shopno));
    if (rows.length) await tx.insert(bayPrices).values(rows.map((row) => ({ shopno: input.shopno, ...row })));
    return { ok: true as const, before, after: rows };
  });
}

// ---------------------------------------------------------------- the public side

/**
 * What shows a venue: the venue lists and pages (and the directory the console names venues with),
 * and its booking availability (the grid). Expired at once after every change of the venue page.
 */
export const venueChangeTags = (shopno: number): string[] => [cacheTags.venues, cacheTags.bookingVenue(shopno)];

export function expireVenue(shopno: number): void {
  for (const tag of venueChangeTags(shopno)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a Next.js request (a unit test) there is no cache to expire.
      if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
    }
  }
}
