import 'server-only';
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { players, stores } from '@/lib/member-api/db/schema';
import { bays, bookingPayments, bookingPlayers, bookings, bookingSettings } from '@/lib/member-api/db/schema-booking';
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_STATUS,
  bookingSpan,
  cancelDecision,
  checkInCode,
  checkStart,
  daySlots,
  holdExpiresAt,
  quotePrice,
  bookingReminderHours,
  zonedClock,
  zonedDay,
  type BayKind,
  type BookingStatus,
  type PayMethod,
} from '@/lib/shared/domain/booking';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { BookingView, bookingOperations } from '@/lib/upstream/operations/booking';
import type { HandlersFor } from '../handler';
import { MemberApiError, notFound } from '../errors';
import { cardPaymentsEnabled } from '../payments';
import { sendInBackground } from '../mail/background';
import { checkInQrSvg, sendBookingCancelled, sendBookingConfirmation, sendBookingReminder } from './mail';
import {
  cancelOpenBookingPayments,
  createBookingPayment,
  decideBookingRefund,
  openBookingPayment,
  paidPayment,
  paymentRecord,
  requestBookingRefunds,
} from './payments';
import { noShowCounts } from './venue-desk';
import { exceptionFor, lapseExpiredHolds, loadVenue, takenRanges, termsView, venueName, type BookingVenue } from './venue';

const refuse = (message: string, code: number = UpstreamCode.conflict) => new MemberApiError(code, message);
const login = () => new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');

/** The SQLSTATE of a failed statement (Drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}
/**
 * The booking and its players in one statement: atomic without a transaction. On PGlite a
 * transaction holds the database from BEGIN to COMMIT, across a turn of the event loop for each of
 * its statements, so in a burst of bookings every other query waited behind those turns; one
 * statement holds it once, for a few hundred microseconds. The exclusion constraint refuses an
 * overlap (23P01) as before.
 */
async function insertBooking(db: Database, { booking, players }: { booking: typeof bookings.$inferInsert; players: { position: number; player_pk: number | null; guest_name: string | null }[] }): Promise<BookingRow> {
  // Drizzle embeds the insert in parentheses, as a CTE's body needs.
  const result = await db.execute<{ id: number }>(sql`
    with created as ${db.insert(bookings).values(booking).returning({ id: bookings.id })},
    seated as (
      insert into ${bookingPlayers} (booking_id, position, player_pk, guest_name)
      select created.id, p.position, p.player_pk, p.guest_name
      from created cross join json_to_recordset(${JSON.stringify(players)}::json) as p(position smallint, player_pk integer, guest_name varchar)
    )
    select id from created`);
  const [{ id }] = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as { id: number }[];
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The database's exclusion constraint refused an overlapping booking. */
const isOverlap = (error: unknown) => sqlState(error) === '23P01';
const isDuplicate = (error: unknown) => sqlState(error) === '23505';

/** What a start of `slots` slots at a venue covers and costs on a bay, checked against the hours and the terms. */
async function plan(db: Database, venue: BookingVenue, startsAt: Date, slots: number, bay: (typeof bays.$inferSelect) | undefined, now: Date) {
  const day = zonedDay(startsAt, venue.timeZone);
  const exception = await exceptionFor(db, venue.shopno, day);
  const check = checkStart({ startsAt, slots, day, timeZone: venue.timeZone, weekly: venue.weekly, exception, terms: venue.terms }, now);
  if (!check.ok) throw new MemberApiError(UpstreamCode.badRequest, `booking.error.${check.reason}`, { startsat: `booking.error.${check.reason}` });
  const span = bookingSpan(startsAt, slots, venue.terms);
  const price = bay ? quotePrice(bay.kind as BayKind, check.covered, venue.prices) : undefined;
  if (bay && !price) throw refuse('booking.error.noPrice');
  return { span, price: price!, covered: check.covered };
}

/** The bays a booking may take: the one asked for, or every bay of a kind (in number order). */
function candidateBays(venue: BookingVenue, input: { bayid?: number; kind?: BayKind }) {
  if (input.bayid !== undefined) {
    const bay = venue.bays.find((b) => b.id === input.bayid);
    if (!bay) throw new MemberApiError(UpstreamCode.badRequest, 'booking.error.bay', { bayid: 'booking.error.bay' });
    return [bay];
  }
  if (input.kind) {
    const list = venue.bays.filter((b) => b.kind === input.kind);
    if (list.length === 0) throw new MemberApiError(UpstreamCode.badRequest, 'booking.error.kind', { kind: 'booking.error.kind' });
    return list;
  }
  throw new MemberApiError(UpstreamCode.badRequest, 'booking.error.bay', { bayid: 'booking.error.bay' });
}

/** A new check-in code, unique among bookings (a collision, one in a billion, draws again). */
const newCode = () => checkInCode(crypto.randomBytes(6));

// ---------------------------------------------------------------- views

type BookingRow = typeof bookings.$inferSelect;

async function bookingViews(db: Database, rows: BookingRow[], lang: string, now = new Date()): Promise<BookingView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [bayRows, storeRows, settingRows, playerRows, paid] = await Promise.all([
    db.select().from(bays).where(inArray(bays.id, [...new Set(rows.map((r) => r.bayId))])),
    db.select({ shopno: stores.shopno, name: stores.name, nameKo: stores.nameKo, timezone: stores.timezone }).from(stores).where(inArray(stores.shopno, [...new Set(rows.map((r) => r.shopno))])),
    db.select().from(bookingSettings).where(inArray(bookingSettings.shopno, [...new Set(rows.map((r) => r.shopno))])),
    db
      .select({ bookingId: bookingPlayers.bookingId, position: bookingPlayers.position, playerPk: bookingPlayers.playerPk, guest: bookingPlayers.guestName, nickname: players.nickname })
      .from(bookingPlayers)
      .leftJoin(players, eq(players.playerPk, bookingPlayers.playerPk))
      .where(inArray(bookingPlayers.bookingId, ids))
      .orderBy(asc(bookingPlayers.position)),
    db
      .select({ bookingId: bookingPayments.bookingId, amount: bookingPayments.amount })
      .from(bookingPayments)
      .where(and(inArray(bookingPayments.bookingId, ids), eq(bookingPayments.status, 'succeeded'), isNull(bookingPayments.refundStatus))),
  ]);
  return rows.map((row) => {
    const bay = bayRows.find((b) => b.id === row.bayId)!;
    const store = storeRows.find((s) => s.shopno === row.shopno)!;
    const settings = settingRows.find((s) => s.shopno === row.shopno)!;
    const decision = cancelDecision({ startsAt: row.startsAt, status: row.status as BookingStatus, paid: paid.find((p) => p.bookingId === row.id)?.amount ?? 0 }, settings, now);
    return {
      bookingno: row.id,
      code: row.code,
      status: row.status as BookingStatus,
      shopno: row.shopno,
      shopname: venueName(store, lang),
      timezone: store.timezone,
      bayid: bay.id,
      baynumber: bay.number,
      bayname: bay.name,
      baykind: bay.kind as BayKind,
      startsat: row.startsAt.toISOString(),
      endsat: row.endsAt.toISOString(),
      day: zonedDay(row.startsAt, store.timezone),
      startlabel: zonedClock(row.startsAt, store.timezone),
      endlabel: zonedClock(row.endsAt, store.timezone),
      slots: row.slots,
      paymethod: row.payMethod as PayMethod,
      amount: row.amount,
      currency: row.currency,
      holdexpiresat: row.status === BOOKING_STATUS.held ? (row.holdExpiresAt?.toISOString() ?? null) : null,
      created_at: row.createdAt.toISOString(),
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      checkedin_at: row.checkedInAt?.toISOString() ?? null,
      players: playerRows
        .filter((p) => p.bookingId === row.id)
        .map((p) => ({ position: p.position, name: p.nickname ?? p.guest ?? '', playerpk: p.playerPk, guest: p.playerPk === null })),
      cancel: decision.allowed
        ? { allowed: true, refund: decision.refund, free: decision.free, freeuntil: decision.freeUntil.toISOString(), reason: null }
        : { allowed: false, refund: 0, free: false, freeuntil: decision.freeUntil.toISOString(), reason: decision.reason },
      terms: { freecancelhours: settings.freeCancelHours, laterefundpercent: settings.lateRefundPercent },
    };
  });
}

/** The member's own booking, locked or not; another member's answers 404 like a missing one. */
async function ownBooking(db: Pick<Database, 'select'>, bookingId: number, playerPk: number, lock = false) {
  const query = db.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.playerPk, playerPk)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('booking.error.notFound');
  return row;
}

// ---------------------------------------------------------------- the job

/**
 * The bookings' periodic work (job `bookings`): holds whose time ran out lapse (freeing their bays)
 * and their PaymentIntents are cancelled; refunds Stripe could not be reached for are asked again;
 * the reminder mail goes out once, a stated time before the start. Guarded by each row's state:
 * safe on any number of instances.
 */
export async function settleBookings(db: Database, now = new Date()): Promise<string> {
  const lapsed = await lapseExpiredHolds(db);
  await cancelOpenBookingPayments(
    db,
    lapsed.map((b) => b.id),
  );
  const refunds = await requestBookingRefunds(db);
  const due = await db
    .update(bookings)
    .set({ reminderSentAt: now })
    .where(and(eq(bookings.status, BOOKING_STATUS.confirmed), isNull(bookings.reminderSentAt), gt(bookings.startsAt, now), lte(bookings.startsAt, new Date(now.getTime() + bookingReminderHours * 3_600_000))))
    .returning({ id: bookings.id });
  for (const booking of due) await sendBookingReminder(db, booking.id).catch((error: unknown) => console.error('[booking] reminder', error));
  return `bookings: ${lapsed.length} holds lapsed, ${refunds} refunds requested, ${due.length} reminders sent`;
}

// ---------------------------------------------------------------- calls

export const bookingHandlers: HandlersFor<typeof bookingOperations> = {
  async bookingAvailability({ shopno, day, lang }, { db }) {
    const venue = await loadVenue(db, shopno);
    const now = new Date();
    const exception = await exceptionFor(db, shopno, day);
    const slots = daySlots({ day, timeZone: venue.timeZone, weekly: venue.weekly, exception, terms: venue.terms });
    const firstday = zonedDay(now, venue.timeZone);
    const lastday = zonedDay(new Date(now.getTime() + venue.terms.advanceDays * 86_400_000), venue.timeZone);
    const from = slots[0]?.startsAt ?? now;
    const to = slots.at(-1)?.endsAt ?? now;
    const taken = slots.length
      ? await takenRanges(
          db,
          venue.bays.map((b) => b.id),
          from,
          to,
        )
      : [];
    const horizon = now.getTime() + venue.terms.advanceDays * 86_400_000;
    return {
      shopno,
      shopname: venueName(venue, lang),
      timezone: venue.timeZone,
      day,
      firstday,
      lastday,
      note: exception?.note ?? null,
      terms: termsView(venue),
      paymentmode: cardPaymentsEnabled() ? 'card' : 'venue',
      prices: venue.priceRows.map((p) => ({ kind: p.kind, band: p.band, price: p.price, memberprice: p.memberPrice })),
      slots: slots.map((s) => ({ startsat: s.startsAt.toISOString(), label: s.label, band: s.band })),
      bays: venue.bays.map((bay) => ({
        bayid: bay.id,
        number: bay.number,
        name: bay.name,
        kind: bay.kind as BayKind,
        handedness: bay.handedness as 'right' | 'left' | 'both',
        capacity: bay.capacity,
        free: slots.map(
          (slot) =>
            slot.startsAt.getTime() > now.getTime() &&
            slot.startsAt.getTime() <= horizon &&
            !taken.some((t) => t.bayId === bay.id && t.startsAt < slot.endsAt && t.blockedUntil > slot.startsAt),
        ),
      })),
    };
  },

  async bookingQuote({ shopno, bayid, kind, startsat, slots }, { db }) {
    const venue = await loadVenue(db, shopno);
    const [bay] = candidateBays(venue, { bayid, kind });
    const { span, price } = await plan(db, venue, new Date(startsat), slots, bay, new Date());
    return {
      bayid: bay.id,
      bayname: bay.name,
      startsat: span.startsAt.toISOString(),
      endsat: span.endsAt.toISOString(),
      startlabel: zonedClock(span.startsAt, venue.timeZone),
      endlabel: zonedClock(span.endsAt, venue.timeZone),
      slots,
      amount: price.amount,
      walkin: price.walkIn,
      currency: venue.currency,
      freeuntil: new Date(span.startsAt.getTime() - venue.terms.freeCancelHours * 3_600_000).toISOString(),
    };
  },

  async bookingCreate(input, { db, member }) {
    if (!member) throw login();
    const now = new Date();
    const venue = await loadVenue(db, input.shopno);
    if (input.paymethod === 'venue' && !venue.payAtVenue) throw new MemberApiError(UpstreamCode.badRequest, 'booking.error.payAtVenue', { paymethod: 'booking.error.payAtVenue' });
    if (input.paymethod === 'card' && !cardPaymentsEnabled()) throw new MemberApiError(UpstreamCode.badRequest, 'payments.error.disabled', { paymethod: 'payments.error.disabled' });
    const candidates = candidateBays(venue, input);
    const startsAt = new Date(input.startsat);

    // Players: the member first, then other active members (once each), then guests by name.
    const others = [...new Set(input.members)].filter((pk) => pk !== member.playerPk);
    if (others.length) {
      const found = await db.select({ pk: players.playerPk }).from(players).where(and(inArray(players.playerPk, others), eq(players.status, 'active')));
      if (found.length !== others.length) throw new MemberApiError(UpstreamCode.badRequest, 'booking.error.member', { members: 'booking.error.member' });
    }
    const guests = input.guests.map((name) => name.trim()).filter(Boolean);
    const playerCount = 1 + others.length + guests.length;

    let lastRefusal: MemberApiError = refuse('booking.error.taken');
    for (const bay of candidates) {
      if (playerCount > bay.capacity) {
        lastRefusal = new MemberApiError(UpstreamCode.badRequest, 'booking.error.tooManyPlayers', { members: 'booking.error.tooManyPlayers' });
        continue;
      }
      const { span, price } = await plan(db, venue, startsAt, input.slots, bay, now);
      const card = input.paymethod === 'card';
      const hold = card ? holdExpiresAt(now) : null;
      let created: BookingRow | undefined;
      // A hold whose time ran out must not stand in the way of this booking (a statement of its own:
      // lapsing is right whether or not the booking below goes in).
      await lapseExpiredHolds(db, bay.id);
      for (let attempt = 0; attempt < 3 && !created; attempt++) {
        try {
          created = await insertBooking(db, {
            booking: {
              code: newCode(),
              shopno: venue.shopno,
              bayId: bay.id,
              playerPk: member.playerPk,
              ...span,
              slots: input.slots,
              status: card ? BOOKING_STATUS.held : BOOKING_STATUS.confirmed,
              payMethod: input.paymethod,
              amount: price.amount,
              currency: venue.currency,
              holdExpiresAt: hold,
              lang: input.lang,
              showName: input.showname,
              confirmedAt: card ? null : now,
            },
            players: [
              { position: 1, player_pk: member.playerPk, guest_name: null },
              ...others.map((pk, i) => ({ position: 2 + i, player_pk: pk, guest_name: null })),
              ...guests.map((name, i) => ({ position: 2 + others.length + i, player_pk: null, guest_name: name })),
            ],
          });
        } catch (error) {
          if (isOverlap(error)) break; // taken: try the next bay of the kind
          if (!isDuplicate(error)) throw error; // a code collision draws again
        }
      }
      if (!created) {
        lastRefusal = refuse('booking.error.taken');
        continue;
      }
      const [view] = await bookingViews(db, [created], input.lang);
      if (!card) {
        sendInBackground(() => sendBookingConfirmation(db, created.id), 'booking confirmation mail');
        return { booking: view, payment: null };
      }
      // The card step outside the transaction: a network call never holds a lock. Stripe out of
      // reach leaves the hold; the member's "Pay now" (bookingPay) asks again.
      const payment = await createBookingPayment(db, {
        id: created.id,
        playerPk: member.playerPk,
        amount: created.amount,
        currency: created.currency,
        holdExpiresAt: hold!,
        description: `Bay booking ${created.code}: ${bay.name}, ${venue.name}`,
      }).catch(() => null);
      return { booking: view, payment };
    }
    throw lastRefusal;
  },

  async bookingPay({ bookingno }, { db, member }) {
    if (!member) throw login();
    const booking = await ownBooking(db, bookingno, member.playerPk);
    if (booking.status !== BOOKING_STATUS.held || !booking.holdExpiresAt || booking.holdExpiresAt <= new Date()) throw refuse('booking.error.notHeld');
    const open = await openBookingPayment(db, booking.id, booking.holdExpiresAt);
    if (open) return open;
    const [bay] = await db.select({ name: bays.name }).from(bays).where(eq(bays.id, booking.bayId));
    return createBookingPayment(db, { id: booking.id, playerPk: member.playerPk, amount: booking.amount, currency: booking.currency, holdExpiresAt: booking.holdExpiresAt, description: `Bay booking ${booking.code}: ${bay?.name ?? ''}` });
  },

  async bookingCancel({ bookingno }, { db, member }) {
    if (!member) throw login();
    const now = new Date();
    const outcome = await db.transaction(async (tx) => {
      const booking = await ownBooking(tx as unknown as Database, bookingno, member.playerPk, true);
      const [settings] = await tx.select().from(bookingSettings).where(eq(bookingSettings.shopno, booking.shopno));
      const payment = booking.status === BOOKING_STATUS.confirmed && booking.payMethod === 'card' ? await paidPayment(tx as unknown as Database, booking.id) : undefined;
      const decision = cancelDecision({ startsAt: booking.startsAt, status: booking.status as BookingStatus, paid: payment?.amount ?? 0 }, settings, now);
      if (!decision.allowed) throw refuse(`booking.error.${decision.reason}`);
      await tx.update(bookings).set({ status: BOOKING_STATUS.cancelled, cancelledAt: now, holdExpiresAt: null }).where(eq(bookings.id, booking.id));
      if (payment && decision.refund > 0) {
        await decideBookingRefund(tx as unknown as Database, payment.id, decision.refund, 'cancelled');
        return { paymentId: payment.id, refund: { amount: decision.refund, currency: payment.currency }, held: false, shopno: booking.shopno };
      }
      return { paymentId: null, refund: null, held: booking.status === BOOKING_STATUS.held, shopno: booking.shopno };
    });
    if (outcome.paymentId !== null) await requestBookingRefunds(db, [outcome.paymentId]);
    if (outcome.held) await cancelOpenBookingPayments(db, [bookingno]);
    sendInBackground(() => sendBookingCancelled(db, bookingno, outcome.refund?.amount ?? 0), 'booking cancellation mail');
    return { bookingno, shopno: outcome.shopno, refund: outcome.refund };
  },

  async bookingChange(input, { db, member }) {
    if (!member) throw login();
    const now = new Date();
    const current = await ownBooking(db, input.bookingno, member.playerPk);
    const venue = await loadVenue(db, current.shopno);
    const [bay] = candidateBays(venue, { bayid: input.bayid ?? (input.kind ? undefined : current.bayId), kind: input.kind });
    const [{ n: playerCount }] = await db.select({ n: count() }).from(bookingPlayers).where(eq(bookingPlayers.bookingId, current.id));
    if (playerCount > bay.capacity) throw new MemberApiError(UpstreamCode.badRequest, 'booking.error.tooManyPlayers', { bayid: 'booking.error.tooManyPlayers' });
    const { span, price } = await plan(db, venue, new Date(input.startsat), input.slots, bay, now);
    try {
      await db.transaction(async (tx) => {
        const booking = await ownBooking(tx as unknown as Database, input.bookingno, member.playerPk, true);
        const decision = cancelDecision({ startsAt: booking.startsAt, status: booking.status as BookingStatus, paid: 0 }, venue.terms, now);
        // A change is a free cancellation and a new booking in one: only while cancelling is free.
        if (!decision.allowed) throw refuse(`booking.error.${decision.reason}`);
        if (!decision.free) throw refuse('booking.error.changeWindow');
        if (booking.status === BOOKING_STATUS.held) throw refuse('booking.error.notConfirmed');
        if (booking.payMethod === 'card' && price.amount !== booking.amount) throw refuse('booking.error.priceDiffers');
        await lapseExpiredHolds(tx as unknown as Database, bay.id);
        await tx
          .update(bookings)
          .set({ bayId: bay.id, ...span, slots: input.slots, amount: price.amount, reminderSentAt: null })
          .where(eq(bookings.id, booking.id));
      });
    } catch (error) {
      if (isOverlap(error)) throw refuse('booking.error.taken');
      throw error;
    }
    const [row] = await db.select().from(bookings).where(eq(bookings.id, current.id));
    sendInBackground(() => sendBookingConfirmation(db, row.id, 'changed'), 'booking change mail');
    const [view] = await bookingViews(db, [row], current.lang);
    return { booking: view };
  },

  async bookingMemberSearch({ q }, { db, member }) {
    if (!member) throw login();
    const text = q.toLowerCase();
    const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
    const rows = await db
      .select({ playerpk: players.playerPk, nickname: players.nickname })
      .from(players)
      .where(and(eq(players.status, 'active'), or(eq(players.playerId, text), ilike(players.nickname, `${escaped}%`)), sql`${players.playerPk} <> ${member.playerPk}`))
      .orderBy(sql`${players.playerId} = ${text} desc`, asc(players.nickname))
      .limit(8);
    return { members: rows };
  },

  async myBookings({ filter, pageno, pagesize, lang }, { db, member }) {
    if (!member) throw login();
    const now = new Date();
    const active = inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]);
    const where = and(
      eq(bookings.playerPk, member.playerPk),
      filter === 'cancelled'
        ? inArray(bookings.status, [BOOKING_STATUS.cancelled, BOOKING_STATUS.lapsed])
        : filter === 'upcoming'
          ? and(active, gt(bookings.endsAt, now))
          : and(active, lte(bookings.endsAt, now)),
    );
    const [rows, [{ n }], noShows] = await Promise.all([
      db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(filter === 'upcoming' ? asc(bookings.startsAt) : desc(bookings.startsAt), asc(bookings.id))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(bookings).where(where),
      noShowCounts(db, [member.playerPk]),
    ]);
    return { bookinglist: await bookingViews(db, rows, lang, now), bookinglistcnt: n, noshows: noShows.get(member.playerPk) ?? 0 };
  },

  async myBookingView({ bookingno, lang }, { db, member }) {
    if (!member) throw login();
    const booking = await ownBooking(db, bookingno, member.playerPk);
    const [[view], payments, qrsvg] = await Promise.all([
      bookingViews(db, [booking], lang),
      db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id)).orderBy(desc(bookingPayments.createdAt), desc(bookingPayments.id)),
      checkInQrSvg(booking.code),
    ]);
    return { booking: { ...view, payments: payments.map(paymentRecord), qrsvg } };
  },
};
