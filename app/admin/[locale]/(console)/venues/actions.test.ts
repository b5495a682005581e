import { asc, desc, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { stores } from '@/lib/member-api/db/schema';
import { bayPrices, bays, bookingExceptions, bookingSettings } from '@/lib/member-api/db/schema-booking';
import { staffAudit } from '@/lib/member-api/db/schema-staff';
import { insertBookingFixture, type BookingFixture } from '@/lib/member-api/booking/booking.fixture';
import { dispatch } from '@/lib/member-api/dispatch';
import { createSession } from '@/lib/member-api/sessions';
import { issueEnrolment } from '@/lib/portal/staff/accounts';
import { staffCookieName } from '@/lib/portal/staff/guard';
import { createStaffSession } from '@/lib/portal/staff/sessions';
import { zonedDay } from '@/lib/shared/domain/booking';
import type { BookingAvailability, BookingCreated } from '@/lib/upstream/operations/booking';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import {
  removeVenueBay,
  removeVenueException,
  saveBookingTerms,
  saveVenueBay,
  saveVenueDetails,
  saveVenueException,
  saveVenueHours,
  saveVenuePrices,
  setVenueBayService,
} from './actions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
const expired: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

/**
 * The console's venue page actions end to end on PGlite: a staff cookie, the matrix on the venue (or
 * the bay's venue) read from the database (a venue manager: their venue only, another's 404; support
 * 403), the forms' rules, the audit rows with before and after, the public caches expired, a bay
 * with bookings never removed, and the member API's own availability answering the new hours, bays
 * and prices at once.
 */
let connection: Connection;
let fixture: BookingFixture;
let other: number;
const tokens: Record<'admin' | 'manager' | 'support', string> = { admin: '', manager: '', support: '' };

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertBookingFixture(connection.db);
  const db = connection.db;
  const all = await db.select({ shopno: stores.shopno }).from(stores).orderBy(asc(stores.shopno));
  other = all.find((s) => s.shopno !== fixture.shopno)!.shopno;
  const admin = await issueEnrolment(db, { email: 'admin@example.com', name: 'Admin', role: 'network_admin' });
  const manager = await issueEnrolment(db, { email: 'mgr@example.com', name: 'Mgr', role: 'venue_manager', venues: [fixture.shopno] });
  const support = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' });
  tokens.admin = await createStaffSession(db, admin.staffId, {});
  tokens.manager = await createStaffSession(db, manager.staffId, {});
  tokens.support = await createStaffSession(db, support.staffId, {});
});
afterAll(() => connection.close());
beforeEach(() => {
  expired.length = 0;
});

function as(who: keyof typeof tokens) {
  setRequest({});
  cookieJar().set(staffCookieName(), tokens[who]);
}

const lastAudit = async () => (await connection.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1))[0];
type Answer<T> = T & { code: number; message: string };
const call = async <T,>(name: string, input: Record<string, unknown>, token?: string) => (await dispatch(name as never, input as never, token ? { token } : {})) as unknown as Answer<T>;
const availability = (day: string) => call<BookingAvailability>('bookingAvailability', { shopno: fixture.shopno, day, lang: 'en' });
const venueDay = (days: number) => zonedDay(new Date(Date.now() + days * 86_400_000), fixture.timeZone);

const ALL_DAY = Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].flatMap((d) => [[`${d}Open`, '00:00'], [`${d}Close`, '24:00']]));
const hours = (overrides: Record<string, string> = {}) => ({ shopno: String(fixture.shopno), locale: 'en', ...ALL_DAY, ...overrides });
const prices = (overrides: Record<string, string> = {}) => ({
  shopno: String(fixture.shopno),
  standard_offpeak_price: '4000',
  standard_offpeak_member: '3400',
  standard_peak_price: '5200',
  standard_peak_member: '4400',
  premium_offpeak_price: '5600',
  premium_offpeak_member: '4800',
  premium_peak_price: '7300',
  premium_peak_member: '6200',
  lounge_offpeak_price: '',
  lounge_offpeak_member: '',
  lounge_peak_price: '',
  lounge_peak_member: '',
  ...overrides,
});

describe('the console venue actions', () => {
  it('a venue manager edits their venue’s details, audited with before and after, the venue pages expired', async () => {
    as('manager');
    const result = await saveVenueDetails({ shopno: fixture.shopno, name: 'Austin Downtown', nameKo: '오스틴 다운타운', city: 'Austin', address: '1 Congress Ave', postalCode: '78701', phone: '+1 512-555-0100' });
    expect(result).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'venues.details', target: `venue:${fixture.shopno}`, after: { nameKo: '오스틴 다운타운', address: '1 Congress Ave', phone: '+1 512-555-0100' } });
    expect((await lastAudit()).before).toMatchObject({ name: 'Austin Downtown' });
    expect(expired).toEqual(expect.arrayContaining(['venues', `booking-venue-${fixture.shopno}`]));
  });

  it('another venue is not found for a venue manager, and support may do nothing', async () => {
    as('manager');
    expect(await saveVenueDetails({ shopno: other, name: 'Mine now', city: 'X', address: 'Y' })).toMatchObject({ ok: false, code: 404 });
    expect(await saveVenueHours(hours({ shopno: String(other) }))).toMatchObject({ ok: false, code: 404 });
    expect(await saveVenuePrices(prices({ shopno: String(other) }))).toMatchObject({ ok: false, code: 404 });
    expect(await saveVenueBay({ shopno: other, number: 9, name: 'Sneaky', kind: 'standard', handedness: 'both', capacity: 4 })).toMatchObject({ ok: false, code: 404 });
    expect(await saveVenueDetails({ shopno: 999_999, name: 'Nowhere', city: 'X', address: 'Y' })).toMatchObject({ ok: false, code: 404 });
    // Another venue's bay, and a bay of theirs moved to another venue.
    const [theirs] = await connection.db.insert(bays).values({ shopno: other, number: 1, name: 'Other bay', kind: 'standard' }).returning();
    expect(await setVenueBayService({ bayId: theirs.id, active: false })).toMatchObject({ ok: false, code: 404 });
    expect(await removeVenueBay({ bayId: theirs.id })).toMatchObject({ ok: false, code: 404 });
    expect(await saveVenueBay({ shopno: fixture.shopno, bayId: theirs.id, number: 1, name: 'Taken', kind: 'standard', handedness: 'both', capacity: 4 })).toMatchObject({ ok: false, code: 404 });
    expect(await saveVenueBay({ shopno: other, bayId: fixture.bayIds[0], number: 1, name: 'Moved', kind: 'standard', handedness: 'both', capacity: 4 })).toMatchObject({ ok: false, code: 404 });
    as('support');
    expect(await saveVenueDetails({ shopno: fixture.shopno, name: 'Help', city: 'X', address: 'Y' })).toMatchObject({ ok: false, code: 403 });
    expect(await saveVenuePrices(prices())).toMatchObject({ ok: false, code: 403 });
    expect(await setVenueBayService({ bayId: fixture.bayIds[0], active: false })).toMatchObject({ ok: false, code: 403 });
    expect(expired).toEqual([]);
  });

  it('answers each form’s rules as field errors', async () => {
    as('admin');
    expect(await saveVenueDetails({ shopno: fixture.shopno, name: '', city: 'Austin', address: '', phone: 'call me' })).toMatchObject({
      ok: false,
      code: 400,
      fieldErrors: { name: 'admin.venueAdmin.errors.nameRequired', address: 'admin.venueAdmin.errors.addressRequired', phone: 'admin.venueAdmin.errors.phoneInvalid' },
    });
    expect(await saveVenueHours(hours({ monOpen: '9:00', tueOpen: '10:00', tueClose: '10:00', wedOpen: '', wedClose: '18:00', thuOpen: '25:00', thuClose: '26:00' }))).toMatchObject({
      ok: false,
      code: 400,
      fieldErrors: { monClose: 'admin.venueAdmin.errors.timeInvalid', tueClose: 'admin.venueAdmin.errors.sameTimes', wedClose: 'admin.venueAdmin.errors.timeInvalid', thuClose: 'admin.venueAdmin.errors.timeInvalid' },
    });
    expect(
      await saveBookingTerms({ shopno: fixture.shopno, slotMinutes: '60', bufferMinutes: '60', maxSlots: '0', advanceDays: '14', freeCancelHours: '24', lateRefundPercent: '101', peakFrom: '17:00', payAtVenue: 'on', currency: 'usd' }),
    ).toMatchObject({
      ok: false,
      code: 400,
      fieldErrors: { bufferMinutes: 'admin.venueAdmin.errors.bufferInvalid', maxSlots: 'admin.venueAdmin.errors.maxSlotsInvalid', lateRefundPercent: 'admin.venueAdmin.errors.percentInvalid' },
    });
    expect(await saveVenueBay({ shopno: fixture.shopno, number: 4, name: '', kind: 'vip', handedness: 'any', capacity: 9 })).toMatchObject({
      ok: false,
      code: 400,
      fieldErrors: { name: 'admin.venueAdmin.errors.bayNameRequired', kind: 'admin.venueAdmin.errors.kindInvalid', handedness: 'admin.venueAdmin.errors.handednessInvalid', capacity: 'admin.venueAdmin.errors.capacityInvalid' },
    });
    expect(await saveVenuePrices(prices({ standard_peak_price: '-1', standard_offpeak_member: '34.5', lounge_peak_price: '9000' }))).toMatchObject({
      ok: false,
      code: 400,
      fieldErrors: { standard_peak_price: 'admin.venueAdmin.errors.priceInvalid', standard_offpeak_member: 'admin.venueAdmin.errors.priceInvalid', lounge_peak_member: 'admin.venueAdmin.errors.pricePair' },
    });
    expect(await saveVenueException({ shopno: fixture.shopno, day: '2031-02-30', closed: '', open: '', close: '', note: '' })).toMatchObject({
      ok: false,
      code: 400,
      fieldErrors: { day: 'admin.venueAdmin.errors.dayInvalid', close: 'admin.venueAdmin.errors.hoursOrClosed', note: 'admin.venueAdmin.errors.reasonRequired' },
    });
    expect(expired).toEqual([]);
  });

  it('changed weekly hours and an exception change the slots the member API offers', async () => {
    const day = venueDay(3);
    expect((await availability(day)).slots).toHaveLength(24);
    as('manager');
    // Every day from 10:00 to 02:00 the next morning (overnight): sixteen one-hour slots.
    const overnight = Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].flatMap((d) => [[`${d}Open`, '10:00'], [`${d}Close`, '02:00']]));
    expect(await saveVenueHours(hours(overnight))).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'venues.hours', before: { mon: '00:00-24:00' }, after: { mon: '10:00-02:00' } });
    expect(expired).toContain(`booking-venue-${fixture.shopno}`);
    const after = await availability(day);
    expect(after.slots).toHaveLength(16);
    expect(after.slots[0].label).toBe('10:00');

    expect(await saveVenueException({ shopno: fixture.shopno, day, closed: 'on', open: '', close: '', note: 'Holiday' })).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'venues.exception', target: `venue:${fixture.shopno}/day:${day}`, before: null, after: { hours: null, note: 'Holiday' } });
    const closed = await availability(day);
    expect(closed.slots).toEqual([]);
    expect(closed.note).toBe('Holiday');
    expect(await saveVenueException({ shopno: fixture.shopno, day, closed: '', open: '12:00', close: '15:00', note: 'Short day' })).toMatchObject({ ok: true });
    expect((await availability(day)).slots.map((s) => s.label)).toEqual(['12:00', '13:00', '14:00']);
    expect(await removeVenueException({ shopno: fixture.shopno, day })).toMatchObject({ ok: true });
    expect(await connection.db.select().from(bookingExceptions).where(eq(bookingExceptions.shopno, fixture.shopno))).toEqual([]);
    expect((await availability(day)).slots).toHaveLength(16);
    // Back to all day for the rest.
    expect(await saveVenueHours(hours())).toMatchObject({ ok: true });
  });

  it('booking terms and prices reach the member API’s answer', async () => {
    as('manager');
    expect(
      await saveBookingTerms({ shopno: fixture.shopno, slotMinutes: '30', bufferMinutes: '5', maxSlots: '4', advanceDays: '21', freeCancelHours: '12', lateRefundPercent: '25', peakFrom: '18:00', payAtVenue: '', currency: 'usd' }),
    ).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'venues.terms', before: { slotMinutes: 60, payAtVenue: true }, after: { slotMinutes: 30, peakFromMinute: 1080, payAtVenue: false, currency: 'USD' } });
    const answer = await availability(venueDay(2));
    expect(answer.slots).toHaveLength(48);
    expect(answer.terms).toMatchObject({ slotminutes: 30, bufferminutes: 5, maxslots: 4, advancedays: 21, freecancelhours: 12, laterefundpercent: 25 });

    expect(await saveVenuePrices(prices({ standard_peak_member: '4500', lounge_peak_price: '9000', lounge_peak_member: '8000' }))).toMatchObject({ ok: true });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'prices.edit', target: `venue:${fixture.shopno}/prices` });
    expect(audit.before).toEqual(expect.arrayContaining([{ kind: 'standard', band: 'peak', price: 5200, memberPrice: 4400 }]));
    expect(audit.after).toEqual(expect.arrayContaining([{ kind: 'standard', band: 'peak', price: 5200, memberPrice: 4500 }, { kind: 'lounge', band: 'peak', price: 9000, memberPrice: 8000 }]));
    expect((await availability(venueDay(2))).prices).toEqual(expect.arrayContaining([{ kind: 'standard', band: 'peak', price: 5200, memberprice: 4500 }]));
    expect(await connection.db.select().from(bayPrices).where(eq(bayPrices.shopno, fixture.shopno))).toHaveLength(5);
    // Back to the fixture's terms.
    await connection.db.update(bookingSettings).set({ slotMinutes: 60, bufferMinutes: 10, maxSlots: 3, advanceDays: 14, payAtVenue: true }).where(eq(bookingSettings.shopno, fixture.shopno));
  });

  it('adds and edits bays, takes one out of service, and never removes a bay with bookings', async () => {
    as('manager');
    const added = await saveVenueBay({ shopno: fixture.shopno, number: 4, name: 'Lounge', kind: 'lounge', handedness: 'both', capacity: 8 });
    if (!added.ok) throw new Error(JSON.stringify(added));
    const bayId = added.data.bayId;
    expect(await lastAudit()).toMatchObject({ action: 'bays.add', target: `venue:${fixture.shopno}/bay:${bayId}`, before: null, after: { number: 4, kind: 'lounge', capacity: 8, venueSimulators: 4 } });
    const simulators = async () => (await connection.db.select({ n: stores.simulators }).from(stores).where(eq(stores.shopno, fixture.shopno)))[0].n;
    expect(await simulators()).toBe(4);
    expect((await availability(venueDay(2))).bays.map((b) => b.name)).toContain('Lounge');
    expect(await saveVenueBay({ shopno: fixture.shopno, number: 1, name: 'Twin', kind: 'standard', handedness: 'both', capacity: 4 })).toMatchObject({ ok: false, code: 409, message: 'admin.venueAdmin.errors.bayNumberTaken' });
    expect(await saveVenueBay({ shopno: fixture.shopno, bayId: String(bayId), number: 4, name: 'Lounge L', kind: 'lounge', handedness: 'left', capacity: 6 })).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'bays.edit', before: { name: 'Lounge', handedness: 'both' }, after: { name: 'Lounge L', handedness: 'left', capacity: 6 } });

    // A bay no booking named is removed.
    expect(await removeVenueBay({ bayId })).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'bays.remove', before: { name: 'Lounge L' }, after: { bay: null, venueSimulators: 3 } });
    expect(await simulators()).toBe(3);
    expect(await connection.db.select().from(bays).where(eq(bays.id, bayId))).toEqual([]);

    // A booked bay stays: it may only be taken out of service, and then it is not offered.
    const member = await createSession(connection.db, fixture.playerPks[2]);
    const day = venueDay(3);
    const { slots } = await availability(day);
    const booked = await call<BookingCreated>('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[1], startsat: slots[10].startsat, slots: 1, members: [], guests: [], paymethod: 'venue', lang: 'en' }, member);
    expect(booked).toMatchObject({ code: 200 });
    expect(await removeVenueBay({ bayId: fixture.bayIds[1] })).toMatchObject({ ok: false, code: 409, message: 'admin.venueAdmin.errors.bayHasBookings' });
    expect(await connection.db.select().from(bays).where(eq(bays.id, fixture.bayIds[1]))).toHaveLength(1);
    expect(await setVenueBayService({ bayId: fixture.bayIds[1], active: '' })).toMatchObject({ ok: true, data: { upcoming: 1 } });
    expect(await lastAudit()).toMatchObject({ action: 'bays.service', before: { active: true }, after: { active: false, upcomingBookings: 1, venueSimulators: 2 } });
    expect(await simulators()).toBe(2);
    expect((await availability(day)).bays.map((b) => b.bayid)).not.toContain(fixture.bayIds[1]);
    expect(await setVenueBayService({ bayId: fixture.bayIds[1], active: 'on' })).toMatchObject({ ok: true });
    expect((await availability(day)).bays.map((b) => b.bayid)).toContain(fixture.bayIds[1]);
  });
});
