import 'server-only';
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, gt, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { announceChanges, membersChanged } from '@/lib/member-api/changes';
import { players } from '@/lib/member-api/db/schema';
import { bays, bookingExceptions, bookingPayments, bookingPlayers, bookings, bookingSettings } from '@/lib/member-api/db/schema-booking';
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
} from '@/lib/shared/domain/booking';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { BookingCreated, bookingOperations } from '@/lib/upstream/operations/booking';
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
import { daysAround, keptVenue, lapseExpiredHolds, loadVenue, takenRanges, termsView, venueName, type BookingVenue, type VenueDays } from './venue';
import { bookingPlayerNames, bookingView, bookingViews, paidAmounts, type BookingRow, type BookingViewParts } from './view';

const refuse = (message: string, code: number = UpstreamCode.conflict) => new MemberApiError(code, message);
const login = () => new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');

/** The SQLSTATE of a failed statement (Drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

/** Advisory-lock class of a bay's booking inserts (the second key is the bay's id). */
const BAY_INSERT_LOCK = 7412;

/**
 * The booking and its players in one statement: atomic without a transaction. On PGlite a
 * transaction holds the database from BEGIN to COMMIT, across a turn of the event loop for each of
 * its statements, so in a burst of bookings every other query waited behind those turns; one
 * statement holds it once, for a few hundred microseconds. The exclusion constraint refuses an
 * overlap (23P01) as before.
 *
 * The booking was planned with a venue definition and an exception of its day (or none): it goes
 * in only if the venue's revision and that day's exception are still those, else no row comes back
 * and the booking is planned again from the database. So a booking planned with the definition this
 * process keeps needs no statement of its own to check it. Prepared once per database: building a
 * statement of this size cost about a millisecond of the event loop each time.
 */
function prepareInsertBooking(db: Database) {
  const value = (name: string) => sql.placeholder(name);
  const created = db.$with('created', getTableColumns(bookings)).as(sql`
    insert into ${bookings} (code, shopno, bay_id, player_pk, starts_at, ends_at, blocked_until, slots, status, pay_method, amount, currency, hold_expires_at, lang, show_name, confirmed_at)
    select ${value('code')}::varchar, ${value('shopno')}::integer, ${value('bayId')}::integer, ${value('playerPk')}::integer,
      ${value('startsAt')}::timestamptz, ${value('endsAt')}::timestamptz, ${value('blockedUntil')}::timestamptz, ${value('slots')}::smallint,
      ${value('status')}::varchar, ${value('payMethod')}::varchar, ${value('amount')}::integer, ${value('currency')}::varchar,
      ${value('holdExpiresAt')}::timestamptz, ${value('lang')}::varchar, ${value('showName')}::boolean, ${value('confirmedAt')}::timestamptz
    where exists (select 1 from ${bookingSettings} where shopno = ${value('shopno')}::integer and revision = ${value('revision')}::uuid)
      -- Inserts on one bay take turns (released at the statement's commit). Two that overlap and
      -- go in together each find the other's index entry and wait for it: PostgreSQL breaks that
      -- deadlock only after deadlock_timeout (1 s), which under load emptied the pool.
      and pg_advisory_xact_lock(${BAY_INSERT_LOCK}, ${value('bayId')}::integer) is not null
      -- No exception row: null; a closed day (never planned into a booking): 'closed'.
      and (select coalesce(hours, 'closed') from ${bookingExceptions} where shopno = ${value('shopno')}::integer and day = ${value('day')}::date) is not distinct from ${value('exceptionHours')}::varchar
    returning *`);
  const seated = db.$with('seated', {}).as(sql`
    insert into ${bookingPlayers} (booking_id, position, player_pk, guest_name)
    select created.id, p.position, p.player_pk, p.guest_name
    from created cross join json_to_recordset(${value('players')}::json) as p(position smallint, player_pk integer, guest_name varchar)`);
  return db.with(created, seated).select().from(created).prepare('booking_insert');
}
const insertStatements = new WeakMap<Database, ReturnType<typeof prepareInsertBooking>>();

type NewBooking = Required<Pick<typeof bookings.$inferInsert, 'code' | 'shopno' | 'bayId' | 'playerPk' | 'startsAt' | 'endsAt' | 'blockedUntil' | 'slots' | 'status' | 'payMethod' | 'amount' | 'currency' | 'holdExpiresAt' | 'lang' | 'showName' | 'confirmedAt'>>;
type NewPlayer = { position: number; player_pk: number | null; guest_name: string | null };
/** What the booking was planned with: the venue's revision, and its day's exception hours (null: none). */
type PlannedWith = { revision: string; day: string; exceptionHours: string | null };

/** The booking inserted, or undefined when the venue's revision or the day's exception are no longer those it was planned with. */
async function insertBooking(db: Database, booking: NewBooking, players: NewPlayer[], plannedWith: PlannedWith): Promise<BookingRow | undefined> {
  let statement = insertStatements.get(db);
  if (!statement) insertStatements.set(db, (statement = prepareInsertBooking(db)));
  const [row] = await statement.execute({
    ...booking,
    ...plannedWith,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    blockedUntil: booking.blockedUntil.toISOString(),
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    players: JSON.stringify(players),
  });
  return row;
}

/** The database's exclusion constraint refused an overlapping booking. */
const isOverlap = (error: unknown) => sqlState(error) === '23P01';
const isDuplicate = (error: unknown) => sqlState(error) === '23505';
/** PostgreSQL broke a lock cycle by failing this statement: nothing went in, so it may simply run again. */
const isDeadlock = (error: unknown) => sqlState(error) === '40P01';

/** What a start of `slots` slots at a venue covers and costs on a bay, checked against the hours and the terms. */
function plan({ venue, exceptionOn }: VenueDays, startsAt: Date, slots: number, bay: (typeof bays.$inferSelect) | undefined, now: Date) {
  const day = zonedDay(startsAt, venue.timeZone);
  const check = checkStart({ startsAt, slots, day, timeZone: venue.timeZone, weekly: venue.weekly, exception: exceptionOn(day), terms: venue.terms }, now);
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
  // A lapsed hold leaves its member's bookings and frees its slot on the venue's grid.
  announceChanges([...membersChanged(lapsed.map((b) => b.playerPk)), ...[...new Set(lapsed.map((b) => b.shopno))].map((id) => ({ kind: 'bookingVenue' as const, id }))]);
  return `bookings: ${lapsed.length} holds lapsed, ${refunds} refunds requested, ${due.length} reminders sent`;
}

/** A booking being made: the call's member, input and clock, and the players it resolved. */
interface BookingAttempt {
  db: Database;
  member: { playerPk: number };
  input: BookingCreateInput;
  now: Date;
  startsAt: Date;
  seated: BookingViewParts['players'];
}
type BookingCreateInput = Parameters<(typeof bookingHandlers)['bookingCreate']>[0];

/**
 * Plans and inserts a booking with a venue definition (the bay asked for, or the first free one of
 * the kind), answering it; undefined when the database's revision of the venue or the day's
 * exception differ from those it was planned with (nothing was inserted).
 */
async function placeBooking({ db, member, input, now, startsAt, seated }: BookingAttempt, venueDays: VenueDays): Promise<BookingCreated | undefined> {
  const { venue } = venueDays;
  if (input.paymethod === 'venue' && !venue.payAtVenue) throw new MemberApiError(UpstreamCode.badRequest, 'booking.error.payAtVenue', { paymethod: 'booking.error.payAtVenue' });
  if (input.paymethod === 'card' && !cardPaymentsEnabled()) throw new MemberApiError(UpstreamCode.badRequest, 'payments.error.disabled', { paymethod: 'payments.error.disabled' });
  const day = zonedDay(startsAt, venue.timeZone);
  const exception = venueDays.exceptionOn(day);
  const plannedWith = { revision: venueDays.revision, day, exceptionHours: exception ? (exception.hours ?? 'closed') : null };
  const seatedRows = seated.map((p) => ({ position: p.position, player_pk: p.playerPk, guest_name: p.playerPk === null ? p.name : null }));

  let lastRefusal: MemberApiError = refuse('booking.error.taken');
  for (const bay of candidateBays(venue, input)) {
    if (seated.length > bay.capacity) {
      lastRefusal = new MemberApiError(UpstreamCode.badRequest, 'booking.error.tooManyPlayers', { members: 'booking.error.tooManyPlayers' });
      continue;
    }
    const { span, price } = plan(venueDays, startsAt, input.slots, bay, now);
    const card = input.paymethod === 'card';
    const hold = card ? holdExpiresAt(now) : null;
    let created: BookingRow | undefined;
    let lapsed = false;
    for (let attempt = 0; attempt < 3 && !created; attempt++) {
      try {
        created = await insertBooking(
          db,
          {
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
          seatedRows,
          plannedWith,
        );
        if (!created) return undefined; // planned with what no longer holds
      } catch (error) {
        if (isOverlap(error)) {
          // A hold whose time ran out still counts for the constraint until it lapses: the bay's
          // lapse and the booking tries once more. Only then, not before every booking: a booking
          // that goes in needs no such statement (the job lapses the rest).
          if (lapsed || (await lapseExpiredHolds(db, bay.id)).length === 0) break; // taken: try the next bay of the kind
          lapsed = true;
        } else if (!isDuplicate(error) && !isDeadlock(error)) throw error; // a code collision draws again
      }
    }
    if (!created) {
      lastRefusal = refuse('booking.error.taken');
      continue;
    }
    const booked = created;
    const view = bookingView(booked, { venue, bay, terms: venue.terms, players: seated, paid: 0 }, input.lang, now);
    if (!card) {
      sendInBackground(() => sendBookingConfirmation(db, booked.id), 'booking confirmation mail');
      return { booking: view, payment: null };
    }
    // The card step outside the transaction: a network call never holds a lock. Stripe out of
    // reach leaves the hold; the member's "Pay now" (bookingPay) asks again.
    const payment = await createBookingPayment(db, {
      id: booked.id,
      playerPk: member.playerPk,
      amount: booked.amount,
      currency: booked.currency,
      holdExpiresAt: hold!,
      description: `Bay booking ${booked.code}: ${bay.name}, ${venue.name}`,
    }).catch(() => null);
    return { booking: view, payment };
  }
  throw lastRefusal;
}

// ---------------------------------------------------------------- calls

export const bookingHandlers: HandlersFor<typeof bookingOperations> = {
  async bookingAvailability({ shopno, day, lang }, { db }) {
    const { venue, exceptionOn } = await loadVenue(db, shopno, { from: day, to: day });
    const now = new Date();
    const exception = exceptionOn(day);
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
    const startsAt = new Date(startsat);
    const venueDays = await loadVenue(db, shopno, daysAround(startsAt));
    const { venue } = venueDays;
    const [bay] = candidateBays(venue, { bayid, kind });
    const { span, price } = plan(venueDays, startsAt, slots, bay, new Date());
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
    const startsAt = new Date(input.startsat);

    // Players: the member first, then other active members (once each), then guests by name.
    const others = [...new Set(input.members)].filter((pk) => pk !== member.playerPk);
    const nicknames = new Map<number, string>();
    if (others.length) {
      const found = await db
        .select({ pk: players.playerPk, nickname: players.nickname })
        .from(players)
        .where(and(inArray(players.playerPk, others), eq(players.status, 'active')));
      if (found.length !== others.length) throw new MemberApiError(UpstreamCode.badRequest, 'booking.error.member', { members: 'booking.error.member' });
      for (const { pk, nickname } of found) nicknames.set(pk, nickname);
    }
    const guests = input.guests.map((name) => name.trim()).filter(Boolean);
    const seated = [
      { position: 1, playerPk: member.playerPk as number | null, name: member.nickname },
      ...others.map((pk, i) => ({ position: 2 + i, playerPk: pk, name: nicknames.get(pk)! })),
      ...guests.map((name, i) => ({ position: 2 + others.length + i, playerPk: null, name })),
    ];
    const booking = { db, member, input, now, startsAt, seated };

    // First as planned with the definition this process keeps, and no exception on the day (nearly
    // every booking): the insert checks both itself, so the booking makes one statement. A refusal
    // planned from that guess (closed, off the grid, no such bay …) is not answered: only the
    // database's own (the bay taken, after the insert's check held) is.
    const kept = keptVenue(db, input.shopno);
    if (kept) {
      const outcome = await placeBooking(booking, kept).catch((error: unknown) => {
        if (error instanceof MemberApiError && error.message !== 'booking.error.taken') return undefined;
        throw error;
      });
      if (outcome) return outcome;
    }
    // Planned from the database: the revision read with the day's exceptions (and the definition
    // read again when it changed). Only a change of the venue between that read and the insert
    // sends it round again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const outcome = await placeBooking(booking, await loadVenue(db, input.shopno, daysAround(startsAt)));
      if (outcome) return outcome;
    }
    throw new Error('booking: the venue changed during three attempts at one booking');
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
    const startsAt = new Date(input.startsat);
    const current = await ownBooking(db, input.bookingno, member.playerPk);
    const venueDays = await loadVenue(db, current.shopno, daysAround(startsAt));
    const { venue } = venueDays;
    const [bay] = candidateBays(venue, { bayid: input.bayid ?? (input.kind ? undefined : current.bayId), kind: input.kind });
    const seated = await bookingPlayerNames(db, [current.id]);
    if (seated.length > bay.capacity) throw new MemberApiError(UpstreamCode.badRequest, 'booking.error.tooManyPlayers', { bayid: 'booking.error.tooManyPlayers' });
    const { span, price } = plan(venueDays, startsAt, input.slots, bay, now);
    let row: BookingRow;
    try {
      row = await db.transaction(async (tx) => {
        const booking = await ownBooking(tx as unknown as Database, input.bookingno, member.playerPk, true);
        const decision = cancelDecision({ startsAt: booking.startsAt, status: booking.status as BookingStatus, paid: 0 }, venue.terms, now);
        // A change is a free cancellation and a new booking in one: only while cancelling is free.
        if (!decision.allowed) throw refuse(`booking.error.${decision.reason}`);
        if (!decision.free) throw refuse('booking.error.changeWindow');
        if (booking.status === BOOKING_STATUS.held) throw refuse('booking.error.notConfirmed');
        if (booking.payMethod === 'card' && price.amount !== booking.amount) throw refuse('booking.error.priceDiffers');
        await lapseExpiredHolds(tx as unknown as Database, bay.id);
        const [changed] = await tx
          .update(bookings)
          .set({ bayId: bay.id, ...span, slots: input.slots, amount: price.amount, reminderSentAt: null })
          .where(eq(bookings.id, booking.id))
          .returning();
        return changed;
      });
    } catch (error) {
      if (isOverlap(error)) throw refuse('booking.error.taken');
      throw error;
    }
    sendInBackground(() => sendBookingConfirmation(db, row.id, 'changed'), 'booking change mail');
    const [paid] = await paidAmounts(db, [row.id]);
    return { booking: bookingView(row, { venue, bay, terms: venue.terms, players: seated, paid: paid?.amount ?? 0 }, current.lang, now) };
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
