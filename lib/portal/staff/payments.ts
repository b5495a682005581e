import 'server-only';
import { and, desc, eq, gte, ilike, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/member-api/db/client';
import { entryPayments, players, stores, tournaments } from '@/lib/member-api/db/schema';
import { bookingPayments, bookings } from '@/lib/member-api/db/schema-booking';
import { staffRefunds } from '@/lib/member-api/db/schema-staff';
import { PAYMENT_STATE } from '@/lib/shared/domain/enums';
import { paymentRef, paymentTable, refundableOf, refundPayment, type PaymentKind, type RefundRequest } from '@/lib/member-api/payments/staff-refunds';
import { stripeClient } from '@/lib/member-api/payments/stripe-client';
import { firstValue, pageFrom, type ListQuery } from './list-query';

export { paymentRef, refundPayment, type PaymentKind, type RefundOutcome, type RefundRequest } from '@/lib/member-api/payments/staff-refunds';

/**
 * The console's payments (issue 24 item 3): card payments of tournament entries (entry_payments)
 * and of bay bookings (booking_payments), listed and found together, and refunded in full or in part
 * by staff through Stripe. A payment's venue is its tournament's (none for a network-wide one) or its
 * booking's; a venue manager sees and refunds only their venues' payments.
 * The refunds themselves: lib/member-api/payments/staff-refunds.ts (the webhook completes them).
 */
export const PAYMENT_KINDS: readonly PaymentKind[] = ['entry', 'booking'];
export const PAYMENT_STATES = ['succeeded', 'refunded', 'requires_payment', 'failed', 'canceled'] as const;
export type PaymentStateFilter = (typeof PAYMENT_STATES)[number];
export const PAYMENTS_PAGE = 25;

export function parsePaymentRef(text: string): { kind: PaymentKind; id: number } | undefined {
  const match = /^\s*([EB])-?(\d{1,9})\s*$/i.exec(text);
  return match ? { kind: match[1].toUpperCase() === 'E' ? 'entry' : 'booking', id: Number(match[2]) } : undefined;
}

export interface PaymentFilter {
  /** The member's login ID (exact, case-insensitive). */
  member?: string;
  /** E-12, B-5 or a Stripe PaymentIntent id. */
  reference?: string;
  /** Inclusive instants of the payment's creation. */
  from?: Date;
  to?: Date;
  state?: PaymentStateFilter;
  /** A venue manager's venues; undefined: the whole network. */
  venues?: readonly number[];
}

const tableOf = paymentTable;

/** A minor-unit amount from what staff typed in the currency's major units ("12.50" USD: 1250), or NaN. */
export function minorUnits(text: string, currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const match = new RegExp(`^\\s*(\\d{1,9})(?:[.](\\d{1,${Math.max(digits, 1)}}))?\\s*$`).exec(text.replace(/,/g, ''));
  if (!match || (digits === 0 && match[2])) return NaN;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

/** The same, the other way: what a form shows ("12.50"). */
export function majorUnits(minor: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

function conditions(kind: PaymentKind, filter: PaymentFilter, venue: typeof tournaments.shopno | typeof bookings.shopno): SQL | undefined {
  const table = tableOf(kind);
  const where: (SQL | undefined)[] = [];
  if (filter.member) where.push(ilike(players.playerId, filter.member.replace(/[\\%_]/g, '\\$&')));
  if (filter.reference) {
    const ref = parsePaymentRef(filter.reference);
    if (ref) where.push(ref.kind === kind ? eq(table.id, ref.id) : sql`false`);
    else where.push(eq(table.paymentIntentId, filter.reference.trim()));
  }
  if (filter.from) where.push(gte(table.createdAt, filter.from));
  if (filter.to) where.push(lte(table.createdAt, filter.to));
  if (filter.state === 'refunded') where.push(isNotNull(table.refundStatus));
  else if (filter.state === 'succeeded') where.push(and(eq(table.status, PAYMENT_STATE.succeeded), sql`${table.refundStatus} is null`));
  else if (filter.state) where.push(eq(table.status, filter.state));
  if (filter.venues) where.push(filter.venues.length ? inArray(venue as typeof bookings.shopno, [...filter.venues]) : sql`false`);
  const present = where.filter((c): c is SQL => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/** One page of payments, newest first, and whether there are more. */
export async function listPayments(db: Database, filter: PaymentFilter, page = 1) {
  const columns = (kind: PaymentKind) => {
    const table = tableOf(kind);
    return {
      kind: sql<PaymentKind>`${kind}`.as('kind'),
      id: table.id,
      memberId: players.playerId,
      playerPk: table.playerPk,
      amount: table.amount,
      currency: table.currency,
      status: table.status,
      refundStatus: table.refundStatus,
      refundAmount: table.refundAmount,
      createdAt: table.createdAt,
      shopno: kind === 'entry' ? tournaments.shopno : bookings.shopno,
    };
  };
  const entries = db
    .select(columns('entry'))
    .from(entryPayments)
    .innerJoin(tournaments, eq(tournaments.tournamentno, entryPayments.tournamentno))
    .leftJoin(players, eq(players.playerPk, entryPayments.playerPk))
    .where(conditions('entry', filter, tournaments.shopno));
  const booked = db
    .select(columns('booking'))
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .leftJoin(players, eq(players.playerPk, bookingPayments.playerPk))
    .where(conditions('booking', filter, bookings.shopno));
  const rows = await unionAll(entries, booked)
    .orderBy(desc(sql`created_at`), desc(sql`id`))
    .limit(PAYMENTS_PAGE + 1)
    .offset((page - 1) * PAYMENTS_PAGE);
  return { rows: rows.slice(0, PAYMENTS_PAGE).map((row) => ({ ...row, ref: paymentRef(row.kind, row.id), createdAt: new Date(row.createdAt) })), more: rows.length > PAYMENTS_PAGE };
}

/** The venue a payment belongs to (0: a network-wide tournament's, no venue's), or undefined when there is no such payment. */
export async function paymentVenue(db: Database, kind: PaymentKind, id: number): Promise<number | undefined> {
  if (kind === 'entry') {
    const [row] = await db.select({ shopno: tournaments.shopno }).from(entryPayments).innerJoin(tournaments, eq(tournaments.tournamentno, entryPayments.tournamentno)).where(eq(entryPayments.id, id));
    return row ? (row.shopno ?? 0) : undefined;
  }
  const [row] = await db.select({ shopno: bookings.shopno }).from(bookingPayments).innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId)).where(eq(bookingPayments.id, id));
  return row?.shopno;
}

/** A payment with what it was for, its member, its staff refunds and what is still refundable. */
export async function paymentDetail(db: Database, kind: PaymentKind, id: number) {
  const table = tableOf(kind);
  const [payment] = await db.select().from(table).where(eq(table.id, id));
  if (!payment) return undefined;
  const [member] = await db.select({ playerId: players.playerId, nickname: players.nickname }).from(players).where(eq(players.playerPk, payment.playerPk));
  let about: { title: string; shopno: number | null; venue: string | null };
  if (kind === 'entry') {
    const [row] = await db
      .select({ title: tournaments.name, shopno: tournaments.shopno, venue: stores.name })
      .from(tournaments)
      .leftJoin(stores, eq(stores.shopno, tournaments.shopno))
      .where(eq(tournaments.tournamentno, (payment as typeof entryPayments.$inferSelect).tournamentno));
    about = row ?? { title: '', shopno: null, venue: null };
  } else {
    const [row] = await db
      .select({ title: bookings.code, shopno: bookings.shopno, venue: stores.name })
      .from(bookings)
      .innerJoin(stores, eq(stores.shopno, bookings.shopno))
      .where(eq(bookings.id, (payment as typeof bookingPayments.$inferSelect).bookingId));
    about = row ?? { title: '', shopno: null, venue: null };
  }
  const refunds = await db.select().from(staffRefunds).where(and(eq(staffRefunds.kind, kind), eq(staffRefunds.paymentId, id))).orderBy(desc(staffRefunds.id));
  const refundable = refundableOf(payment);
  return { kind, ref: paymentRef(kind, id), payment, member: member ?? null, about, refunds, refundable };
}


/** A staff refund through the portal's Stripe client (undefined when card payments are off). */
export function refundThroughStripe(db: Database, request: RefundRequest, audit: (tx: Database, before: unknown, after: unknown) => Promise<void>) {
  return refundPayment(db, stripeClient(), request, audit);
}

/** A payment filter from the list page's query; a malformed date is reported, never guessed. */
export function paymentFilterFrom(query: ListQuery) {
  const one = firstValue;
  const values = { member: one(query.member).trim().slice(0, 40), ref: one(query.ref).trim().slice(0, 255), from: one(query.from), to: one(query.to), state: one(query.state) };
  const filter: PaymentFilter = {};
  if (values.member) filter.member = values.member;
  if (values.ref) filter.reference = values.ref;
  if ((PAYMENT_STATES as readonly string[]).includes(values.state)) filter.state = values.state as PaymentStateFilter;
  let badDate = false;
  const day = (text: string, end: boolean) => {
    if (!text) return undefined;
    const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T${end ? '23:59:59.999' : '00:00:00.000'}Z`) : new Date(NaN);
    if (Number.isNaN(date.getTime())) badDate = true;
    return Number.isNaN(date.getTime()) ? undefined : date;
  };
  filter.from = day(values.from, false);
  filter.to = day(values.to, true);
  return { filter, values, badDate, page: pageFrom(query) };
}
