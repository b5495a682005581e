/**
 * Bay booking through the real in-process member API on PGlite: availability in the venue's zone,
 * booking at the venue and by card (the loopback Stripe, the real `stripe` client and its webhook
 * signature check), the confirmation mail with its .ics (parsed with ical.js) and QR image, refusals,
 * cancellation by the venue's rule with Stripe refunds, lapsed holds and reminders (the job).
 */
import http from 'node:http';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { Connection } from '@/lib/member-api/db/connect';
import { bookings } from '@/lib/member-api/db/schema-booking';
import { bookingHoldMinutes, zonedDay } from '@/lib/shared/domain/booking';
import type { BookingAvailability, BookingCreated, BookingDetail, BookingView } from '@/lib/upstream/operations/booking';
import { startLoopbackStripe } from '@/tests/payments/loopback-stripe.mjs';
// The loopback stand-in for Stripe (Stripe's servers cannot be reached here); the `stripe` client
// and its webhook signature check used by the member API are the real ones.
import { useMemoryDatabase } from '@/tests/support/database';
import { startMailCatcher } from '@/tests/support/mail-catcher';
import { mimeParts } from '@/tests/support/mime';
import type { Change } from '@/lib/upstream/operation';
import { onMemberApiChanges } from '../changes';
import { dispatch } from '../dispatch';
import { createSession } from '../sessions';
import { insertBookingFixture, type BookingFixture } from './booking.fixture';
import { settleBookings } from './index';

jest.setTimeout(60_000);

const KEYS = { secretKey: 'sk_test_loopback', publishableKey: 'pk_test_loopback', webhookSecret: 'whsec_loopback_secret' };

let connection: Connection;
let fixture: BookingFixture;
let stripe: Awaited<ReturnType<typeof startLoopbackStripe>>;
let webhook: http.Server;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let member: string;
let friend: string;
const saved = { ...process.env };

function startWebhookReceiver(): Promise<string> {
  webhook = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = (await dispatch('paymentWebhook', { payload: Buffer.concat(chunks).toString(), signature: String(req.headers['stripe-signature'] ?? '') })) as { code: number };
    res.writeHead(answer.code === 200 ? 200 : answer.code).end(JSON.stringify(answer));
  });
  return new Promise((resolve) => webhook.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(webhook.address() as { port: number }).port}/`)));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function payWithCard(clientSecret: string, number: string) {
  const intent = clientSecret.split('_secret_')[0];
  const body = new URLSearchParams({
    key: KEYS.publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '2034',
    'payment_method_data[card][cvc]': '123',
  });
  return (await fetch(`${stripe.url}/v1/payment_intents/${intent}/confirm`, { method: 'POST', body })).json();
}

type Answer<T> = T & { code: number; message: string; errors?: Record<string, string> };
const call = async <T>(name: string, input: Record<string, unknown>, token?: string) => (await dispatch(name as never, input as never, token ? { token } : {})) as unknown as Answer<T>;
const availability = (day: string) => call<BookingAvailability>('bookingAvailability', { shopno: fixture.shopno, day, lang: 'en' });
/** A booking's view; a refusal as it came. The envelope's own code is 200 (the booking's check-in code is nested, not on top of it). */
const view = async (bookingno: number, token = member): Promise<BookingDetail> => {
  const answer = await call<{ booking: BookingDetail }>('myBookingView', { bookingno, lang: 'en' }, token);
  if (answer.code !== 200) return answer as unknown as BookingDetail;
  expect(answer.booking.code).toMatch(/^[A-Z2-9]{6}$/);
  return answer.booking;
};

/** The venue's day after `days` days, in its own calendar. */
const venueDay = (days: number) => zonedDay(new Date(Date.now() + days * 86_400_000), fixture.timeZone);
/** A slot of a venue day by its label. */
async function slotAt(day: string, label: string) {
  const answer = await availability(day);
  const index = answer.slots.findIndex((s) => s.label === label);
  return { answer, index, startsat: answer.slots[index].startsat };
}

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertBookingFixture(connection.db);
  member = await createSession(connection.db, fixture.playerPks[2]);
  friend = await createSession(connection.db, fixture.playerPks[3]);
  smtp = await startMailCatcher();
  stripe = await startLoopbackStripe({ ...KEYS, refundDelayMs: 50 });
  stripe.setWebhookUrl(await startWebhookReceiver());
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: KEYS.secretKey,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_URL: stripe.url,
    SMTP_URL: smtp.url,
  });
});

afterAll(async () => {
  process.env = saved;
  await stripe.close();
  await smtp.close();
  await new Promise((resolve) => webhook.close(resolve));
  await connection.close();
});

describe('availability', () => {
  it("shows the venue's day in the venue's zone, every bay free, with terms and prices", async () => {
    const day = venueDay(2);
    const answer = await availability(day);
    expect(answer).toMatchObject({ code: 200, shopno: fixture.shopno, timezone: 'America/Chicago', day, paymentmode: 'card', terms: { slotminutes: 60, bufferminutes: 10, holdminutes: bookingHoldMinutes, payatvenue: true, currency: 'USD' } });
    // Open all day: 24 slots on an ordinary day (23 or 25 on a clock-change night), labelled 00:00 … on the venue's clock.
    expect(answer.slots.length).toBeGreaterThanOrEqual(23);
    expect(answer.slots[0].label).toBe('00:00');
    expect(answer.bays.map((b) => b.name)).toEqual(['Bay 1', 'Bay 2', 'Premium bay']);
    expect(answer.bays.every((b) => b.free.every(Boolean))).toBe(true);
    expect(await call('bookingAvailability', { shopno: fixture.shopno, day: '2026-02-30' })).toMatchObject({ code: 400 });
  });
});

describe('booking at the venue', () => {
  let booked: BookingView;

  it('confirms at once, mails the .ics at the right instant with the code and its QR image, and takes the slot', async () => {
    const day = venueDay(3);
    const { startsat } = await slotAt(day, '10:00');
    const members = [fixture.playerPks[3]];
    const created = await call<BookingCreated>('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[0], startsat, slots: 2, members, guests: ['Jane Guest'], paymethod: 'venue', lang: 'en' }, member);
    expect(created).toMatchObject({ code: 200, payment: null, booking: { status: 'confirmed', startlabel: '10:00', endlabel: '11:50', slots: 2, timezone: 'America/Chicago', paymethod: 'venue' } });
    booked = created.booking;
    expect(booked.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(booked.players.map((p) => [p.name, p.guest])).toEqual([
      ['Golfer_02', false],
      ['Golfer_03', false],
      ['Jane Guest', true],
    ]);

    const mail = await until(async () => smtp.mails.filter((m) => m.text.includes(booked.code)), (list) => list.length === 1, 'the confirmation');
    const parts = mimeParts(mail[0].raw);
    const ics = parts.find((p) => p.contentType === 'text/calendar');
    expect(ics).toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(ics!.body.toString('utf8')));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(booked.startsat);
    expect(event.endDate.toJSDate().toISOString()).toBe(booked.endsat);
    expect(event.uid).toBe(`booking-${booked.bookingno}@clubhouse`);
    expect(event.description).toContain(booked.code);
    expect(event.description).toContain('America/Chicago');
    const qr = parts.find((p) => p.contentType === 'image/png');
    expect(qr?.body.subarray(1, 4).toString()).toBe('PNG');
    expect(mail[0].text).toContain('Cancellation rule');

    const after = await availability(day);
    const index = after.slots.findIndex((s) => s.label === '10:00');
    expect(after.bays[0].free.slice(index, index + 3)).toEqual([false, false, true]);
    expect(after.bays[1].free[index]).toBe(true);
  });

  it('refuses the same bay and time to anyone else, clearly; books a bay of the kind that is free', async () => {
    const taken = await call('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[0], startsat: booked.startsat, slots: 1, paymethod: 'venue' }, friend);
    expect(taken).toMatchObject({ code: 409, message: 'booking.error.taken' });
    const byKind = await call<BookingCreated>('bookingCreate', { shopno: fixture.shopno, kind: 'standard', startsat: booked.startsat, slots: 1, paymethod: 'venue' }, friend);
    expect(byKind).toMatchObject({ code: 200, booking: { bayid: fixture.bayIds[1] } });
    expect(await call('bookingCreate', { shopno: fixture.shopno, kind: 'standard', startsat: booked.startsat, slots: 1, paymethod: 'venue' }, friend)).toMatchObject({ code: 409, message: 'booking.error.taken' });
  });

  it('refuses what the rules do not allow, each with its reason', async () => {
    const { startsat } = await slotAt(venueDay(3), '15:00');
    const base = { shopno: fixture.shopno, bayid: fixture.bayIds[0], startsat, slots: 1, paymethod: 'venue' };
    expect(await call('bookingCreate', base)).toMatchObject({ code: 401 });
    expect(await call('bookingCreate', { ...base, startsat: new Date(Date.parse(startsat) + 30 * 60_000).toISOString() }, member)).toMatchObject({ code: 400, message: 'booking.error.notOnGrid' });
    expect(await call('bookingCreate', { ...base, slots: 4 }, member)).toMatchObject({ code: 400, message: 'booking.error.tooLong' });
    expect(await call('bookingCreate', { ...base, guests: ['A', 'B', 'C', 'D'] }, member)).toMatchObject({ code: 400, message: 'booking.error.tooManyPlayers' });
    expect(await call('bookingCreate', { ...base, members: [999_999] }, member)).toMatchObject({ code: 400, message: 'booking.error.member' });
    expect(await call('bookingCreate', { ...base, startsat: new Date(Date.now() - 3_600_000).toISOString() }, member)).toMatchObject({ code: 400 });
    expect(await call('bookingCreate', { ...base, startsat: (await slotAt(venueDay(20), '10:00')).startsat }, member)).toMatchObject({ code: 400, message: 'booking.error.tooFarAhead' });
  });

  it('finds members by ID or nickname, never showing more than the nickname', async () => {
    const found = await call<{ members: { playerpk: number; nickname: string }[] }>('bookingMemberSearch', { q: 'golfer5' }, member);
    expect(found.members).toEqual([{ playerpk: fixture.playerPks[5], nickname: 'Golfer_05' }]);
    const byNick = await call<{ members: { nickname: string }[] }>('bookingMemberSearch', { q: 'golfer_1' }, member);
    expect(byNick.members.length).toBeGreaterThan(5);
    expect(await call('bookingMemberSearch', { q: 'g' }, member)).toMatchObject({ code: 400 });
  });

  it('lists it under upcoming, changes it within the free window, and cancels it free', async () => {
    const list = await call<{ bookinglist: BookingView[]; bookinglistcnt: number }>('myBookings', { filter: 'upcoming', lang: 'en' }, member);
    expect(list.bookinglist.map((b) => b.bookingno)).toContain(booked.bookingno);
    const { startsat } = await slotAt(venueDay(3), '13:00');
    const changed = await call<{ booking: BookingView }>('bookingChange', { bookingno: booked.bookingno, startsat, slots: 1 }, member);
    expect(changed).toMatchObject({ code: 200, booking: { startlabel: '13:00', slots: 1, code: booked.code } });
    await until(async () => smtp.mails.filter((m) => m.text.includes('Booking changed')), (l) => l.length === 1, 'the change mail');
    // Another member's booking is not theirs to see or cancel.
    expect(await view(booked.bookingno, friend)).toMatchObject({ code: 404 });
    expect(await call('bookingCancel', { bookingno: booked.bookingno }, friend)).toMatchObject({ code: 404 });
    expect(await call('bookingCancel', { bookingno: booked.bookingno }, member)).toMatchObject({ code: 200, refund: null });
    expect(await view(booked.bookingno)).toMatchObject({ status: 'cancelled', cancel: { allowed: false, reason: 'notActive' } });
    const cancelled = await call<{ bookinglist: BookingView[] }>('myBookings', { filter: 'cancelled', lang: 'en' }, member);
    expect(cancelled.bookinglist.map((b) => b.bookingno)).toEqual([booked.bookingno]);
  });
});

describe('booking by card', () => {
  it('holds the bay until the signed webhook says paid, then confirms, mails and refunds in full inside the free window', async () => {
    const { startsat } = await slotAt(venueDay(4), '18:00');
    const created = await call<BookingCreated>('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[2], startsat, slots: 1, paymethod: 'card', lang: 'en' }, member);
    expect(created).toMatchObject({ code: 200, booking: { status: 'held' }, payment: { amount: created.booking.amount, currency: 'USD' } });
    expect(created.booking.amount).toBe(6200); // a weekday's 18:00 is peak, or a weekend: premium members' peak price either way
    expect(created.booking.holdexpiresat).not.toBeNull();
    expect((await payWithCard(created.payment!.clientsecret, '4000000000000002')).error).toMatchObject({ code: 'card_declined' });
    const retry = await call<{ clientsecret: string }>('bookingPay', { bookingno: created.booking.bookingno, lang: 'en' }, member);
    expect(retry.clientsecret).toBe(created.payment!.clientsecret);
    expect((await payWithCard(retry.clientsecret, '4242424242424242')).status).toBe('succeeded');
    const paid = await until(() => view(created.booking.bookingno), (v) => v.status === 'confirmed', 'the payment webhook');
    expect(paid.payments[0]).toMatchObject({ status: 'succeeded', amount: 6200 });
    expect(paid.cancel).toMatchObject({ allowed: true, free: true, refund: 6200 });
    expect(paid.qrsvg).toContain('<svg');
    await until(async () => smtp.mails.filter((m) => m.text.includes(created.booking.code)), (l) => l.length === 2, 'the confirmation and the receipt');

    expect(await call('bookingCancel', { bookingno: created.booking.bookingno }, member)).toMatchObject({ code: 200, refund: { amount: 6200, currency: 'USD' } });
    const refunded = await until(() => view(created.booking.bookingno), (v) => v.payments[0]?.refund_status === 'succeeded', 'the refund webhook');
    expect(refunded.payments[0]).toMatchObject({ refund_amount: 6200, refund_reason: 'cancelled' });
  });

  it('refunds the stated part when cancelled inside the late window', async () => {
    // The next slot starting at least an hour from now: well inside 24 hours.
    const today = await availability(venueDay(0));
    const tomorrow = await availability(venueDay(1));
    const slot = [...today.slots, ...tomorrow.slots].find((s) => Date.parse(s.startsat) > Date.now() + 3_600_000)!;
    const created = await call<BookingCreated>('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[1], startsat: slot.startsat, slots: 1, paymethod: 'card', lang: 'en' }, member);
    await payWithCard(created.payment!.clientsecret, '4242424242424242');
    const paid = await until(() => view(created.booking.bookingno), (v) => v.status === 'confirmed', 'the payment');
    expect(paid.cancel).toMatchObject({ allowed: true, free: false, refund: Math.floor(paid.amount / 2) });
    // Changing is for the free window only.
    expect(await call('bookingChange', { bookingno: paid.bookingno, startsat: slot.startsat, slots: 1 }, member)).toMatchObject({ code: 409, message: 'booking.error.changeWindow' });
    expect(await call('bookingCancel', { bookingno: paid.bookingno }, member)).toMatchObject({ code: 200, refund: { amount: Math.floor(paid.amount / 2) } });
    await until(() => view(paid.bookingno), (v) => v.payments[0]?.refund_status === 'succeeded', 'the partial refund');
  });

  it('lapses an unpaid hold after the stated time and frees the bay; a payment after that is refunded in full', async () => {
    const { startsat, index } = await slotAt(venueDay(5), '09:00');
    const created = await call<BookingCreated>('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[0], startsat, slots: 1, paymethod: 'card', lang: 'en' }, member);
    expect((await availability(venueDay(5))).bays[0].free[index]).toBe(false);
    await connection.db.update(bookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, created.booking.bookingno));
    // Shown free at once (an expired hold takes no bay), and lapsed by the job.
    expect((await availability(venueDay(5))).bays[0].free[index]).toBe(true);
    const heard: Change[] = [];
    const stopListening = onMemberApiChanges((changes) => heard.push(...changes));
    expect(await settleBookings(connection.db)).toMatch(/^bookings: 1 holds lapsed/);
    stopListening();
    // What shows the lapse is told (lib/member-api/changes.ts): the member's bookings, the venue's grid.
    expect(heard).toEqual([
      { kind: 'member', id: fixture.playerPks[2] },
      { kind: 'bookingVenue', id: fixture.shopno },
    ]);
    expect(await view(created.booking.bookingno)).toMatchObject({ status: 'lapsed' });
    expect(await call('bookingPay', { bookingno: created.booking.bookingno }, member)).toMatchObject({ code: 409, message: 'booking.error.notHeld' });
    const again = await call<BookingCreated>('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[0], startsat, slots: 1, paymethod: 'venue', lang: 'en' }, friend);
    expect(again).toMatchObject({ code: 200 });
  });
});

describe('the reminder', () => {
  it('goes out once, a stated time before the start', async () => {
    const today = await availability(venueDay(0));
    const tomorrow = await availability(venueDay(1));
    const slot = [...today.slots, ...tomorrow.slots].find((s) => Date.parse(s.startsat) > Date.now() + 3_600_000)!;
    const created = await call<BookingCreated>('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[2], startsat: slot.startsat, slots: 1, paymethod: 'venue', lang: 'en' }, friend);
    expect(created.code).toBe(200);
    const startsAt = Date.parse(slot.startsat);
    // Run the job as if it were 2 hours 59 minutes before the start, then again.
    const first = await settleBookings(connection.db, new Date(startsAt - (3 * 60 - 1) * 60_000));
    expect(first).toMatch(/1 reminders sent$/);
    expect(await settleBookings(connection.db, new Date(startsAt - 60 * 60_000))).toMatch(/0 reminders sent$/);
    await until(async () => smtp.mails.filter((m) => m.text.includes('Reminder: your bay')), (l) => l.length === 1, 'the reminder');
  });
});
