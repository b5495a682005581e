import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '@/lib/member-api/db/client';
import { entryPayments, tournamentEntries } from '@/lib/member-api/db/schema';
import { bookingPayments } from '@/lib/member-api/db/schema-booking';
import { staffRefunds } from '@/lib/member-api/db/schema-staff';
import { ENTRY_PAYMENT, PAYMENT_STATE, REFUND_STATE } from '@/lib/shared/domain/enums';

/**
 * Refunds staff make from the operator console (issue 24 item 3), in full or in part, of a card
 * payment: an entry fee (entry_payments) or a bay booking (booking_payments). Here, below the seam,
 * because the Stripe webhook (./index.ts) completes them; the console (lib/portal/staff/payments.ts) asks.
 *
 * What is refundable: the amount paid minus every refund already recorded on the payment (the
 * automatic ones of a withdrawal or a cancellation, and staff refunds). The payment's own refund
 * columns hold that running total, so the member's MyZone payment lines show staff refunds as they
 * show the automatic ones; staff_refunds keeps each request with its idempotency key. Once a payment
 * has a refund recorded, the automatic refunds (which refund a whole payment once) leave it alone.
 */
export type PaymentKind = 'entry' | 'booking';

/** A payment's reference as the console shows and finds it: E-12 (an entry fee), B-5 (a booking). */
export const paymentRef = (kind: PaymentKind, id: number) => `${kind === 'entry' ? 'E' : 'B'}-${id}`;

export const paymentTable = (kind: PaymentKind) => (kind === 'entry' ? entryPayments : bookingPayments);

/** The refund recorded on a payment's own columns (pending or done): what is no longer refundable. */
export const refundedOf = (payment: { refundStatus: string | null; refundAmount: number | null; amount: number }) =>
  payment.refundStatus === REFUND_STATE.pending || payment.refundStatus === REFUND_STATE.succeeded ? (payment.refundAmount ?? payment.amount) : 0;

/** What staff may still refund of a payment. */
export const refundableOf = (payment: { status: string; refundStatus: string | null; refundAmount: number | null; amount: number }) =>
  payment.status === PAYMENT_STATE.succeeded ? Math.max(0, payment.amount - refundedOf(payment)) : 0;

export type RefundOutcome =
  | { ok: true; refund: typeof staffRefunds.$inferSelect; repeated: boolean; refundable: number }
  | { ok: false; reason: 'notFound' | 'notPaid' | 'overLimit' | 'stripe' | 'stripeNoAnswer' | 'disabled'; refundable?: number };

/**
 * How long a staff member waits for Stripe's answer to a refund, in one try (security requirement 34:
 * an error within 5 s when Stripe stalls; the client's defaults are 20 s and two retries). A refund
 * Stripe did not answer stays reserved under its key: the same request again makes it at most once.
 */
export const STAFF_REFUND_TIMEOUT_MS = 3_500;

export interface RefundRequest {
  kind: PaymentKind;
  paymentId: number;
  /** Minor units. */
  amount: number;
  reason: string;
  /** One per refund request (the console form's): the same key again makes no second refund. */
  idempotencyKey: string;
  staffId: number | null;
}

/**
 * Refunds `amount` of a payment. In one transaction, with the payment's row locked: a request whose
 * key is known answers the refund it already made; otherwise the amount must be at most what is
 * still refundable, and it is reserved on the payment (its running refund total, state pending) and
 * recorded with its key, `audit` writing the audit entry in the same transaction. Then Stripe is
 * asked with the same key as Idempotency-Key (a retry of a request that reached Stripe gets the same
 * refund back). A refusal by Stripe releases the reservation; the webhook completes the rest
 * (applyStaffRefundEvent).
 */
export async function refundPayment(
  db: Database,
  stripe: Stripe | undefined,
  request: RefundRequest,
  audit: (tx: Database, before: unknown, after: unknown) => Promise<void>,
): Promise<RefundOutcome> {
  if (!stripe) return { ok: false, reason: 'disabled' };
  const table = paymentTable(request.kind);
  const reserved = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [payment] = await tx.select().from(table).where(eq(table.id, request.paymentId)).for('update');
    if (!payment) return { ok: false as const, reason: 'notFound' as const };
    const [known] = await tx.select().from(staffRefunds).where(eq(staffRefunds.idempotencyKey, request.idempotencyKey));
    const refundable = refundableOf(payment);
    if (known) {
      if (known.kind !== request.kind || known.paymentId !== request.paymentId) return { ok: false as const, reason: 'notFound' as const };
      return { ok: true as const, refund: known, repeated: true, intent: payment.paymentIntentId, refundable };
    }
    if (payment.status !== PAYMENT_STATE.succeeded) return { ok: false as const, reason: 'notPaid' as const, refundable };
    if (request.amount < 1 || request.amount > refundable) return { ok: false as const, reason: 'overLimit' as const, refundable };
    const before = { refunded: refundedOf(payment), refundable, refundStatus: payment.refundStatus };
    const total = refundedOf(payment) + request.amount;
    const [refund] = await tx
      .insert(staffRefunds)
      .values({ kind: request.kind, paymentId: payment.id, amount: request.amount, currency: payment.currency, idempotencyKey: request.idempotencyKey, reason: request.reason, staffId: request.staffId })
      .returning();
    // The payment's refund id is never empty while a staff refund is pending: the settle jobs ask
    // Stripe for the pending refunds with no id (the automatic ones), and must not ask for this one.
    await tx
      .update(table)
      .set({ refundAmount: total, refundStatus: REFUND_STATE.pending, refundReason: 'staff', refundRequestedAt: new Date(), refundId: payment.refundId ?? `staff:${refund.id}` })
      .where(eq(table.id, payment.id));
    await audit(tx, before, { refunded: total, refundable: refundable - request.amount, refundStatus: REFUND_STATE.pending, amount: request.amount, currency: payment.currency, reason: request.reason, refund: refund.id });
    return { ok: true as const, refund, repeated: false, intent: payment.paymentIntentId, refundable: refundable - request.amount };
  });
  if (!reserved.ok) return reserved;
  const { refund } = reserved;
  if (refund.stripeRefundId || refund.status !== REFUND_STATE.pending) return { ok: true, refund, repeated: reserved.repeated, refundable: reserved.refundable };
  try {
    const made = await stripe.refunds.create(
      { payment_intent: reserved.intent, amount: refund.amount, metadata: { staff_refund_id: String(refund.id), payment: paymentRef(refund.kind as PaymentKind, refund.paymentId) } },
      { idempotencyKey: `staff-refund-${refund.idempotencyKey}`, timeout: STAFF_REFUND_TIMEOUT_MS, maxNetworkRetries: 0 },
    );
    const [saved] = await db.update(staffRefunds).set({ stripeRefundId: made.id }).where(eq(staffRefunds.id, refund.id)).returning();
    return { ok: true, refund: saved ?? refund, repeated: reserved.repeated, refundable: reserved.refundable };
  } catch (error) {
    // An answer from Stripe refusing the refund: release what was reserved. Anything else (no answer)
    // keeps it pending: a retry with the same key asks Stripe again and cannot refund twice.
    const refused = (error as { type?: string }).type === 'StripeInvalidRequestError' || (error as { type?: string }).type === 'StripeCardError';
    console.warn(`[payments] staff refund ${refund.id} not made`, (error as Error).message);
    if (refused) await releaseRefund(db, refund.id);
    return { ok: false, reason: refused ? 'stripe' : 'stripeNoAnswer' };
  }
}

/** A refund that failed: its row failed, its amount back in what is refundable. Applied once. */
async function releaseRefund(db: Database, refundId: number, stripeRefundId?: string) {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [refund] = await tx.select().from(staffRefunds).where(eq(staffRefunds.id, refundId)).for('update');
    if (!refund || refund.status !== REFUND_STATE.pending) return;
    const table = paymentTable(refund.kind as PaymentKind);
    const [payment] = await tx.select().from(table).where(eq(table.id, refund.paymentId)).for('update');
    await tx.update(staffRefunds).set({ status: REFUND_STATE.failed, completedAt: new Date(), ...(stripeRefundId ? { stripeRefundId } : {}) }).where(eq(staffRefunds.id, refund.id));
    if (!payment) return;
    const left = Math.max(0, (payment.refundAmount ?? 0) - refund.amount);
    const pendingOthers = await tx.select({ id: staffRefunds.id }).from(staffRefunds).where(and(eq(staffRefunds.kind, refund.kind), eq(staffRefunds.paymentId, refund.paymentId), eq(staffRefunds.status, REFUND_STATE.pending)));
    await tx
      .update(table)
      .set(left === 0 ? { refundAmount: null, refundStatus: null, refundReason: null, refundRequestedAt: null, refundId: null } : { refundAmount: left, refundStatus: pendingOthers.length ? REFUND_STATE.pending : REFUND_STATE.succeeded })
      .where(eq(table.id, payment.id));
  });
}

/**
 * A Stripe refund event about a staff refund (its metadata names it): completes or fails that
 * refund and the payment's running total. True when the event was one (the caller applies nothing
 * else then). Guarded by the refund's state, so a late or repeated event changes nothing.
 */
export async function applyStaffRefundEvent(tx: Database, refund: Stripe.Refund, at: Date): Promise<{ playerPk: number; tournamentno?: number } | false> {
  const id = Number(refund.metadata?.staff_refund_id);
  if (!Number.isInteger(id) || id < 1) return false;
  const [row] = await tx.select().from(staffRefunds).where(eq(staffRefunds.id, id)).for('update');
  if (!row) return false;
  const table = paymentTable(row.kind as PaymentKind);
  const [payment] = await tx.select().from(table).where(eq(table.id, row.paymentId)).for('update');
  if (!payment) return false;
  const touched = { playerPk: payment.playerPk, tournamentno: 'tournamentno' in payment ? payment.tournamentno : undefined };
  if (row.status !== REFUND_STATE.pending) return touched;
  if (refund.status === 'succeeded') {
    await tx.update(staffRefunds).set({ status: REFUND_STATE.succeeded, stripeRefundId: refund.id, completedAt: at }).where(eq(staffRefunds.id, row.id));
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRefunds)
      .where(and(eq(staffRefunds.kind, row.kind), eq(staffRefunds.paymentId, row.paymentId), eq(staffRefunds.status, REFUND_STATE.pending)));
    await tx
      .update(table)
      .set({ refundStatus: open.n > 0 ? REFUND_STATE.pending : REFUND_STATE.succeeded, refundId: refund.id, refundedAt: at })
      .where(eq(table.id, payment.id));
    // Refunded in full: an entry's row shows as refunded, as after an automatic refund.
    if (row.kind === 'entry' && (payment.refundAmount ?? 0) >= payment.amount && 'tournamentno' in payment) {
      await tx
        .update(tournamentEntries)
        .set({ paymentStatus: ENTRY_PAYMENT.refunded })
        .where(and(eq(tournamentEntries.tournamentno, payment.tournamentno), eq(tournamentEntries.playerPk, payment.playerPk), eq(tournamentEntries.paymentStatus, ENTRY_PAYMENT.paid)));
    }
  } else if (refund.status === 'failed' || refund.status === 'canceled') {
    await releaseRefund(tx, row.id, refund.id);
  } else if (!row.stripeRefundId) {
    await tx.update(staffRefunds).set({ stripeRefundId: refund.id }).where(eq(staffRefunds.id, row.id));
  }
  return touched;
}
