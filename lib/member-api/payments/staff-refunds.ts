import 'server-only';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '@/lib/member-api/db/client';
import { announceChanges, membersChanged } from '@/lib/member-api/changes';
import { entryPayments, tournamentEntries } from '@/lib/member-api/db/schema';
import { bookingPayments } from '@/lib/member-api/db/schema-booking';
import { staffAudit, staffRefunds } from '@/lib/member-api/db/schema-staff';
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
  const asked = await askStripe(db, stripe, refund, reserved.intent);
  if (asked.ok) return { ok: true, refund: asked.refund, repeated: reserved.repeated, refundable: reserved.refundable };
  return { ok: false, reason: asked.refused ? 'stripe' : 'stripeNoAnswer' };
}

/**
 * Asks Stripe for a reserved refund, in one try of STAFF_REFUND_TIMEOUT_MS, under the refund's own
 * idempotency key (asked again, Stripe answers the refund it made, never a second one), and names
 * Stripe's refund on the row. An answer refusing it releases the reservation; no answer keeps it
 * pending for the next try.
 */
async function askStripe(
  db: Database,
  stripe: Stripe,
  refund: typeof staffRefunds.$inferSelect,
  intent: string,
): Promise<{ ok: true; refund: typeof staffRefunds.$inferSelect; made: Stripe.Refund } | { ok: false; refused: boolean; released: boolean }> {
  try {
    const made = await stripe.refunds.create(
      { payment_intent: intent, amount: refund.amount, metadata: { staff_refund_id: String(refund.id), payment: paymentRef(refund.kind as PaymentKind, refund.paymentId) } },
      { idempotencyKey: `staff-refund-${refund.idempotencyKey}`, timeout: STAFF_REFUND_TIMEOUT_MS, maxNetworkRetries: 0 },
    );
    const [saved] = await db.update(staffRefunds).set({ stripeRefundId: made.id }).where(eq(staffRefunds.id, refund.id)).returning();
    return { ok: true, refund: saved ?? refund, made };
  } catch (error) {
    const refused = refusedByStripe(error);
    console.warn(`[payments] staff refund ${refund.id} not made`, (error as Error).message);
    return { ok: false, refused, released: refused && (await releaseRefund(db, refund.id)) };
  }
}

/** An answer from Stripe saying no (as opposed to no answer at all: a timeout, a connection error, a 5xx). */
const refusedByStripe = (error: unknown) => {
  const type = (error as { type?: string }).type;
  return type === 'StripeInvalidRequestError' || type === 'StripeCardError';
};

/** A refund that failed: its row failed, its amount back in what is refundable. Applied once: true when this call did. */
async function releaseRefund(db: Database, refundId: number, stripeRefundId?: string): Promise<boolean> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [refund] = await tx.select().from(staffRefunds).where(eq(staffRefunds.id, refundId)).for('update');
    if (!refund || refund.status !== REFUND_STATE.pending) return false;
    const table = paymentTable(refund.kind as PaymentKind);
    const [payment] = await tx.select().from(table).where(eq(table.id, refund.paymentId)).for('update');
    await tx.update(staffRefunds).set({ status: REFUND_STATE.failed, completedAt: new Date(), ...(stripeRefundId ? { stripeRefundId } : {}) }).where(eq(staffRefunds.id, refund.id));
    if (!payment) return true;
    const left = Math.max(0, (payment.refundAmount ?? 0) - refund.amount);
    const pendingOthers = await tx.select({ id: staffRefunds.id }).from(staffRefunds).where(and(eq(staffRefunds.kind, refund.kind), eq(staffRefunds.paymentId, refund.paymentId), eq(staffRefunds.status, REFUND_STATE.pending)));
    await tx
      .update(table)
      .set(left === 0 ? { refundAmount: null, refundStatus: null, refundReason: null, refundRequestedAt: null, refundId: null } : { refundAmount: left, refundStatus: pendingOthers.length ? REFUND_STATE.pending : REFUND_STATE.succeeded })
      .where(eq(table.id, payment.id));
    return true;
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

/**
 * A staff refund pending this long was left by a Stripe that did not answer the console in its one
 * try (STAFF_REFUND_TIMEOUT_MS), or its completion event never arrived: the settle job takes it up.
 * Far beyond the console's own wait, so a refund still being asked is never asked twice at once.
 */
export const STAFF_REFUND_SETTLE_AFTER_MS = 60 * 1000;

/** Who the audit log names for what the settle job does (no staff member: the job). */
export const SETTLE_JOB_ACTOR = 'job:settle-staff-refunds';

export interface StaffRefundSettlement {
  /** Asked of Stripe again under their key (Stripe had not answered the console). */
  asked: number;
  completed: number;
  failed: number;
  /** Still pending: Stripe stalled again, or its refund is not final yet (the next run looks again). */
  waiting: number;
}

/**
 * Settles the staff refunds left pending (the `settle-staff-refunds` job), oldest first. A refund
 * Stripe never named is asked again with the same idempotency key the console used, so Stripe makes
 * it exactly once however often this runs or the form is sent; a refund Stripe named is read back
 * from Stripe. A final answer is applied as the webhook applies it (applyStaffRefundEvent: the
 * refund's row, the payment's running total, an entry refunded in full), with an audit entry in the
 * same transaction; a refusal releases the reservation as the console does. When Stripe does not
 * answer, the run stops there: the rest wait for the next run instead of each waiting out a timeout.
 */
export async function settleStaffRefunds(db: Database, stripe: Stripe | undefined, now = new Date()): Promise<StaffRefundSettlement> {
  const result: StaffRefundSettlement = { asked: 0, completed: 0, failed: 0, waiting: 0 };
  if (!stripe) return result;
  const stale = await db
    .select()
    .from(staffRefunds)
    .where(and(eq(staffRefunds.status, REFUND_STATE.pending), lt(staffRefunds.createdAt, new Date(now.getTime() - STAFF_REFUND_SETTLE_AFTER_MS))))
    .orderBy(asc(staffRefunds.id));
  for (const [index, refund] of stale.entries()) {
    const table = paymentTable(refund.kind as PaymentKind);
    const [payment] = await db.select({ intent: table.paymentIntentId }).from(table).where(eq(table.id, refund.paymentId));
    if (!payment) continue;
    let stripeRefundId = refund.stripeRefundId;
    if (!stripeRefundId) {
      const asked = await askStripe(db, stripe, refund, payment.intent);
      if (!asked.ok && asked.refused) {
        if (asked.released) {
          await recordSettlement(db, refund, REFUND_STATE.failed, null);
          result.failed += 1;
        }
        continue;
      }
      if (!asked.ok) {
        result.waiting += stale.length - index;
        return result;
      }
      result.asked += 1;
      stripeRefundId = asked.made.id;
    }
    // Read back, also just after asking: a request Stripe had already taken answers the refund as it
    // was made (pending), and it may be final by now.
    let answer: Stripe.Refund;
    try {
      answer = await stripe.refunds.retrieve(stripeRefundId, {}, { timeout: STAFF_REFUND_TIMEOUT_MS, maxNetworkRetries: 0 });
    } catch (error) {
      console.warn(`[payments] staff refund ${refund.id} not read back`, (error as Error).message);
      result.waiting += stale.length - index;
      return result;
    }
    const settled = await applySettlement(db, refund, answer);
    if (settled === REFUND_STATE.succeeded) result.completed += 1;
    else if (settled === REFUND_STATE.failed) result.failed += 1;
    else if (settled === REFUND_STATE.pending) result.waiting += 1;
  }
  return result;
}

/**
 * Applies Stripe's refund as its event would, once (the row's state guards it), with the audit entry.
 * Answers the state this call left the refund in, or undefined when another (the webhook, another
 * run) had settled it already.
 */
async function applySettlement(db: Database, refund: typeof staffRefunds.$inferSelect, answer: Stripe.Refund): Promise<string | undefined> {
  if (answer.status !== 'succeeded' && answer.status !== 'failed' && answer.status !== 'canceled') return REFUND_STATE.pending;
  const settled = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [row] = await tx.select({ status: staffRefunds.status }).from(staffRefunds).where(eq(staffRefunds.id, refund.id)).for('update');
    if (row?.status !== REFUND_STATE.pending) return undefined;
    const touched = await applyStaffRefundEvent(tx, answer, new Date());
    const [after] = await tx.select({ status: staffRefunds.status }).from(staffRefunds).where(eq(staffRefunds.id, refund.id));
    await recordSettlement(tx, refund, after.status, answer.id);
    return { status: after.status, touched };
  });
  // The member's MyZone shows the refund (and an entry refunded in full leaves the tournament's list).
  if (settled?.touched) {
    const { playerPk, tournamentno } = settled.touched;
    announceChanges([...membersChanged([playerPk]), ...(tournamentno === undefined ? [] : [{ kind: 'tournament' as const, id: tournamentno }])]);
  }
  return settled?.status;
}

/** The audit entry of a refund the job settled: which refund, and how it ended. */
async function recordSettlement(db: Database, refund: typeof staffRefunds.$inferSelect, status: string, stripeRefundId: string | null) {
  await db.insert(staffAudit).values({
    staffId: null,
    staffEmail: SETTLE_JOB_ACTOR,
    action: 'payments.refund.settle',
    target: `payment:${paymentRef(refund.kind as PaymentKind, refund.paymentId)}`,
    before: { refund: refund.id, status: REFUND_STATE.pending, amount: refund.amount, currency: refund.currency, requestedBy: refund.staffId },
    after: { refund: refund.id, status, stripeRefund: stripeRefundId },
  });
}
