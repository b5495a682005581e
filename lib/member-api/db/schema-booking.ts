/**
 * Bay booking (issue 23): each venue's bays, the venue's booking terms, prices, exceptions to its
 * weekly hours (the weekly hours themselves are the venue's `stores.hours`, in its own zone), and
 * the bookings with their players and card payments. That no two active bookings of one bay overlap
 * is enforced by the database itself: an exclusion constraint over (bay, [starts_at, blocked_until))
 * written by hand in the `booking_sql` migration (btree_gist), not only by the code that books.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { players, stores } from './schema';

const tz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => tz('created_at').notNull().defaultNow();

/** A venue's booking terms (lib/shared/domain/booking.ts states the defaults and what each means). */
export const bookingSettings = pgTable('booking_settings', {
  shopno: integer('shopno')
    .primaryKey()
    .references(() => stores.shopno),
  /** Length of one slot: bookings start on the slot grid and last a whole number of slots. */
  slotMinutes: smallint('slot_minutes').notNull().default(60),
  /** Minutes the bay is kept free after a booking's play ends (cleaning, reset), within the last slot. */
  bufferMinutes: smallint('buffer_minutes').notNull().default(10),
  /** The longest booking, in slots. */
  maxSlots: smallint('max_slots').notNull().default(3),
  /** How many days ahead a bay may be booked. */
  advanceDays: smallint('advance_days').notNull().default(14),
  /** Free cancellation until this many hours before the start; later, `lateRefundPercent` of the price goes back. */
  freeCancelHours: smallint('free_cancel_hours').notNull().default(24),
  lateRefundPercent: smallint('late_refund_percent').notNull().default(50),
  /** Peak time on weekdays starts at this minute of the day (weekends are peak all day). */
  peakFromMinute: smallint('peak_from_minute').notNull().default(17 * 60),
  /** Whether members may book now and pay at the venue. */
  payAtVenue: boolean('pay_at_venue').notNull().default(true),
  currency: varchar('currency', { length: 3 }).notNull(),
  /**
   * A new random value whenever the venue's booking definition changes: these terms, its bays, its
   * prices, or its name, address, zone or weekly hours (triggers of the `booking_revision` migration).
   * A process that keeps the definition (lib/member-api/booking/venue.ts) compares it on every call.
   */
  revision: uuid('revision').notNull().defaultRandom(),
});

/** The simulator bays of a venue. */
export const bays = pgTable(
  'bays',
  {
    id: serial('id').primaryKey(),
    shopno: integer('shopno')
      .notNull()
      .references(() => stores.shopno),
    /** The number painted on the bay, as the bays post it with their rounds. */
    number: smallint('number').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    /** standard, premium, lounge (lib/shared/domain/booking BAY_KIND). */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** right, left, both: which golfers the bay's hitting mat serves. */
    handedness: varchar('handedness', { length: 5 }).notNull().default('both'),
    /** Players at most. */
    capacity: smallint('capacity').notNull().default(4),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('bays_shop_number_idx').on(t.shopno, t.number)],
);

/** Prices of one slot of a bay kind in a time band: the walk-in price and the members' price (minor units). */
export const bayPrices = pgTable(
  'bay_prices',
  {
    shopno: integer('shopno')
      .notNull()
      .references(() => stores.shopno),
    kind: varchar('kind', { length: 12 }).notNull(),
    /** peak, offpeak. */
    band: varchar('band', { length: 8 }).notNull(),
    price: integer('price').notNull(),
    memberPrice: integer('member_price').notNull(),
  },
  (t) => [uniqueIndex('bay_prices_idx').on(t.shopno, t.kind, t.band)],
);

/** A day on which a venue keeps other hours than its weekly ones (a holiday), or is closed (hours null). */
export const bookingExceptions = pgTable(
  'booking_exceptions',
  {
    shopno: integer('shopno')
      .notNull()
      .references(() => stores.shopno),
    /** The venue's local calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    /** "HH:MM-HH:MM" like stores.hours, or null: closed all day. */
    hours: varchar('hours', { length: 11 }),
    note: varchar('note', { length: 120 }),
  },
  (t) => [uniqueIndex('booking_exceptions_idx').on(t.shopno, t.day)],
);

/**
 * One booking of a bay. `blockedUntil` is the end of play plus the venue's buffer: the exclusion
 * constraint covers [starts_at, blocked_until) of active bookings (held, confirmed, checked_in,
 * no_show), so a cancelled or lapsed one frees the bay at once.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** The check-in code: short, unambiguous letters and digits (lib/shared/domain/booking checkInCode). */
    code: varchar('code', { length: 8 }).notNull(),
    shopno: integer('shopno')
      .notNull()
      .references(() => stores.shopno),
    bayId: integer('bay_id')
      .notNull()
      .references(() => bays.id),
    /** The member who booked (and pays). */
    playerPk: integer('player_pk')
      .notNull()
      .references(() => players.playerPk),
    startsAt: tz('starts_at').notNull(),
    /** End of play. */
    endsAt: tz('ends_at').notNull(),
    /** End of play plus the buffer: the bay is taken until then. */
    blockedUntil: tz('blocked_until').notNull(),
    slots: smallint('slots').notNull(),
    /** held, confirmed, checked_in, no_show, cancelled, lapsed (lib/shared/domain/booking BOOKING_STATUS). */
    status: varchar('status', { length: 12 }).notNull(),
    /** card, venue. */
    payMethod: varchar('pay_method', { length: 5 }).notNull(),
    /** The price (minor units) and its currency, fixed when booked. */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** A held booking lapses at this moment unless paid (card) — null once confirmed. */
    holdExpiresAt: tz('hold_expires_at'),
    /** The member's language: mails go out in it. */
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    /**
     * Whether the booking member lets the venue's TV show their nickname on this booking's bay (off
     * unless they ask: the screen then says only that the bay is booked). Guests are never named there.
     */
    showName: boolean('show_name').notNull().default(false),
    confirmedAt: tz('confirmed_at'),
    checkedInAt: tz('checked_in_at'),
    noShowAt: tz('no_show_at'),
    cancelledAt: tz('cancelled_at'),
    reminderSentAt: tz('reminder_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_code_idx').on(t.code),
    index('bookings_player_idx').on(t.playerPk, t.startsAt),
    index('bookings_shop_day_idx').on(t.shopno, t.startsAt),
    index('bookings_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'held'`),
    check('bookings_range_check', sql`${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.blockedUntil}`),
  ],
);

/**
 * Who plays in a booking: position 1 is the booking member; others are members (player_pk) or guests
 * by name only (no other data of a guest is kept, and the name goes with the booking).
 */
export const bookingPlayers = pgTable(
  'booking_players',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    playerPk: integer('player_pk').references(() => players.playerPk),
    guestName: varchar('guest_name', { length: 40 }),
  },
  (t) => [
    uniqueIndex('booking_players_idx').on(t.bookingId, t.position),
    index('booking_players_player_idx').on(t.playerPk),
    check('booking_players_who_check', sql`(${t.playerPk} is null) <> (${t.guestName} is null)`),
  ],
);

/**
 * A card payment of a booking (a Stripe PaymentIntent) and its refund, like entry_payments: kept five
 * years (`retainUntil`), no foreign key to the player so a withdrawn member's purge leaves it alone.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    playerPk: integer('player_pk').notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }).notNull(),
    /** requires_payment, succeeded, failed, canceled (lib/shared/domain/enums PAYMENT_STATE). */
    status: varchar('status', { length: 20 }).notNull().default('requires_payment'),
    failureCode: varchar('failure_code', { length: 80 }),
    declineCode: varchar('decline_code', { length: 80 }),
    failureMessage: text('failure_message'),
    paidAt: tz('paid_at'),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    refundId: varchar('refund_id', { length: 255 }),
    /** null, pending, succeeded, failed (lib/shared/domain/enums REFUND_STATE). */
    refundStatus: varchar('refund_status', { length: 20 }),
    refundAmount: integer('refund_amount'),
    /** cancelled (by the member), lapsed (paid after the hold ran out). */
    refundReason: varchar('refund_reason', { length: 20 }),
    refundRequestedAt: tz('refund_requested_at'),
    refundedAt: tz('refunded_at'),
    createdAt: createdAt(),
    retainUntil: tz('retain_until').notNull(),
  },
  (t) => [uniqueIndex('booking_payments_intent_idx').on(t.paymentIntentId), index('booking_payments_booking_idx').on(t.bookingId)],
);
