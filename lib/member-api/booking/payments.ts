import 'server-only';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '@/lib/member-api/db/client';
import { bookingPayments, bookings } from '@/lib/member-api/db/schema-booking';
import { BOOKING_STATUS } from '@/lib/shared/domain/booking';
import { PAYMENT_STATE, REFUND_STATE } from '@/lib/shared/domain/enums';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { PaymentRecord, PaymentStep } from '@/lib/upstream/operations/payment';
import { MemberApiError } from '../errors';
import { stripeClient } from '../payments/stripe-client';

/**
 * Card payments of bookings, on the same Stripe account, client and signed webhook as entry fees
 * (lib/member-api/payments): a PaymentIntent per booking hold, a refund per payment (idempotency
 * keys), and each webhook transition guarded by the current state, so a late or repeated event
 * changes nothing. Payment records are kept five years like entry payments.
 */

const RETENTION_YEARS = 5;
const retainUntil = (from: Date) => {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
  return until;
};

const providerError = (cause: unknown) => {
  console.error('[booking] Stripe call failed', cause);
  return new MemberApiError(UpstreamCode.internal, 'payments.error.provider');
};

/** Creates (or, for the same hold, finds again) the PaymentIntent of a held booking and its record. */
export async function createBookingPayment(
  db: Database,
  booking: { id: number; playerPk: number; amount: number; currency: string; holdExpiresAt: Date; description: string },
): Promise<PaymentStep> {
  const stripe = stripeClient();
  if (!stripe) throw new MemberApiError(UpstreamCode.conflict, 'payments.error.disabled');
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: booking.amount,
        currency: booking.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        description: booking.description,
        metadata: { booking_id: String(booking.id), player_pk: String(booking.playerPk) },
      },
      { idempotencyKey: `booking-${booking.id}-${booking.holdExpiresAt.getTime()}` },
    );
  } catch (error) {
    throw providerError(error);
  }
  await db
    .insert(bookingPayments)
    .values({ bookingId: booking.id, playerPk: booking.playerPk, amount: booking.amount, currency: booking.currency, paymentIntentId: intent.id, retainUntil: retainUntil(new Date()) })
    .onConflictDoNothing();
  return { clientsecret: intent.client_secret ?? '', amount: booking.amount, currency: booking.currency, paymentdueat: booking.holdExpiresAt.toISOString() };
}

/** The open PaymentIntent of a held booking (a declined card leaves it open for another try), if Stripe still has it. */
export async function openBookingPayment(db: Database, bookingId: number, holdExpiresAt: Date): Promise<PaymentStep | null> {
  const stripe = stripeClient();
  if (!stripe) return null;
  const [open] = await db
    .select({ intent: bookingPayments.paymentIntentId, amount: bookingPayments.amount, currency: bookingPayments.currency })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), inArray(bookingPayments.status, [PAYMENT_STATE.requiresPayment, PAYMENT_STATE.failed])))
    .orderBy(desc(bookingPayments.id))
    .limit(1);
  if (!open) return null;
  try {
    const intent = await stripe.paymentIntents.retrieve(open.intent);
    if (intent.status === 'canceled' || !intent.client_secret) return null;
    return { clientsecret: intent.client_secret, amount: open.amount, currency: open.currency, paymentdueat: holdExpiresAt.toISOString() };
  } catch (error) {
    throw providerError(error);
  }
}

/** The succeeded, not yet refunded card payment of a booking. */
export async function paidPayment(db: Pick<Database, 'select'>, bookingId: number) {
  const [payment] = await db
    .select({ id: bookingPayments.id, amount: bookingPayments.amount, currency: bookingPayments.currency })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.status, PAYMENT_STATE.succeeded), isNull(bookingPayments.refundStatus)))
    .orderBy(desc(bookingPayments.id))
    .limit(1);
  return payment;
}

/** Marks a succeeded payment for refund (once: only while no refund is recorded). */
export async function decideBookingRefund(db: Pick<Database, 'update'>, paymentId: number, amount: number, reason: 'cancelled' | 'lapsed') {
  return db
    .update(bookingPayments)
    .set({ refundStatus: REFUND_STATE.pending, refundAmount: amount, refundReason: reason, refundRequestedAt: new Date() })
    .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.status, PAYMENT_STATE.succeeded), isNull(bookingPayments.refundStatus)))
    .returning({ id: bookingPayments.id });
}

/** Asks Stripe for the booking refunds decided but not yet requested (idempotent per payment). */
export async function requestBookingRefunds(db: Database, paymentIds?: number[]): Promise<number> {
  const stripe = stripeClient();
  if (!stripe) return 0;
  const pending = await db
    .select({ id: bookingPayments.id, intent: bookingPayments.paymentIntentId, amount: bookingPayments.refundAmount, reason: bookingPayments.refundReason })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.refundStatus, REFUND_STATE.pending), isNull(bookingPayments.refundId), paymentIds ? inArray(bookingPayments.id, paymentIds) : undefined));
  let requested = 0;
  for (const payment of pending) {
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: payment.intent, amount: payment.amount ?? undefined, reason: payment.reason === 'cancelled' ? 'requested_by_customer' : undefined, metadata: { booking_payment_id: String(payment.id) } },
        { idempotencyKey: `booking-refund-${payment.id}` },
      );
      await db.update(bookingPayments).set({ refundId: refund.id }).where(eq(bookingPayments.id, payment.id));
      requested++;
    } catch (error) {
      console.warn(`[booking] refund of payment ${payment.id} not requested yet`, (error as Error).message);
    }
  }
  return requested;
}

/** Cancels the open PaymentIntents of bookings that no longer wait for them (cancelled or lapsed holds). */
export async function cancelOpenBookingPayments(db: Database, bookingIds: number[]): Promise<void> {
  const stripe = stripeClient();
  if (!stripe || bookingIds.length === 0) return;
  const open = await db
    .select({ id: bookingPayments.id, intent: bookingPayments.paymentIntentId })
    .from(bookingPayments)
    .where(and(inArray(bookingPayments.bookingId, bookingIds), inArray(bookingPayments.status, [PAYMENT_STATE.requiresPayment, PAYMENT_STATE.failed])));
  for (const payment of open) {
    try {
      await stripe.paymentIntents.cancel(payment.intent);
      await db
        .update(bookingPayments)
        .set({ status: PAYMENT_STATE.canceled })
        .where(and(eq(bookingPayments.id, payment.id), inArray(bookingPayments.status, [PAYMENT_STATE.requiresPayment, PAYMENT_STATE.failed])));
    } catch (error) {
      // Already succeeded (its webhook refunds it) or Stripe is unreachable (the job tries again).
      console.warn(`[booking] could not cancel ${payment.intent}`, (error as Error).message);
    }
  }
}

export function paymentRecord(row: typeof bookingPayments.$inferSelect): PaymentRecord {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentRecord['status'],
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    failure_code: row.failureCode,
    decline_code: row.declineCode,
    failure_message: row.failureMessage,
    refund_status: row.refundStatus as PaymentRecord['refund_status'],
    refund_amount: row.refundAmount,
    refund_reason: row.refundReason as PaymentRecord['refund_reason'],
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/** Work to do once the webhook's transaction has committed. */
export type AfterCommit = (db: Database) => Promise<void>;

/** The intent id a payment or refund event is about. */
function intentOf(event: Stripe.Event): string | undefined {
  if (event.type.startsWith('payment_intent.')) return (event.data.object as Stripe.PaymentIntent).id;
  if (event.type.startsWith('refund.')) {
    const refund = event.data.object as Stripe.Refund;
    return typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  }
  return undefined;
}

/**
 * Applies a verified Stripe event to a booking payment, inside the webhook's transaction. Answers
 * false when the event is not about a booking (the entry-fee code applies it then).
 */
export async function applyBookingEvent(
  tx: Database,
  event: Stripe.Event,
  after: AfterCommit[],
  mails: { confirmation(db: Database, bookingId: number): Promise<void>; receipt(db: Database, paymentId: number, kind: 'payment' | 'refund'): Promise<void> },
  touched?: { playerPk?: number },
): Promise<boolean> {
  const intentId = intentOf(event);
  if (!intentId) return false;
  const [payment] = await tx.select().from(bookingPayments).where(eq(bookingPayments.paymentIntentId, intentId)).for('update');
  if (!payment) return false;
  // The webhook's answer names the member, so their bookings' cached reads expire at once (a paid
  // booking shows confirmed, a refund completed, on the next view rather than after the reads' life).
  if (touched) touched.playerPk = payment.playerPk;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      if (payment.status === PAYMENT_STATE.succeeded) return true;
      const intent = event.data.object;
      await tx.update(bookingPayments).set({ status: PAYMENT_STATE.succeeded, paidAt: new Date(event.created * 1000), failureCode: null, declineCode: null, failureMessage: null }).where(eq(bookingPayments.id, payment.id));
      const [confirmed] = await tx
        .update(bookings)
        .set({ status: BOOKING_STATUS.confirmed, holdExpiresAt: null, confirmedAt: new Date() })
        .where(and(eq(bookings.id, payment.bookingId), eq(bookings.status, BOOKING_STATUS.held)))
        .returning({ id: bookings.id });
      if (!confirmed) {
        // Paid after the hold lapsed or the booking was cancelled: all of it goes back.
        await decideBookingRefund(tx, payment.id, payment.amount, 'lapsed');
        after.push((db) => requestBookingRefunds(db, [payment.id]).then(() => undefined));
        return true;
      }
      const method = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
      after.push(async (db) => {
        await recordCard(db, payment.id, method);
        await mails.confirmation(db, payment.bookingId);
        await mails.receipt(db, payment.id, 'payment');
      });
      return true;
    }
    case 'payment_intent.payment_failed': {
      if (payment.status === PAYMENT_STATE.succeeded || payment.status === PAYMENT_STATE.canceled) return true;
      const error = event.data.object.last_payment_error;
      await tx
        .update(bookingPayments)
        .set({ status: PAYMENT_STATE.failed, failureCode: error?.code ?? null, declineCode: error?.decline_code ?? null, failureMessage: error?.message ?? null })
        .where(eq(bookingPayments.id, payment.id));
      return true;
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      if (payment.refundStatus === REFUND_STATE.succeeded) return true;
      const refund = event.data.object;
      if (refund.status === 'succeeded') {
        await tx
          .update(bookingPayments)
          .set({ refundStatus: REFUND_STATE.succeeded, refundId: refund.id, refundAmount: refund.amount, refundedAt: new Date(event.created * 1000), refundReason: payment.refundReason ?? 'cancelled' })
          .where(eq(bookingPayments.id, payment.id));
        after.push((db) => mails.receipt(db, payment.id, 'refund'));
      } else if (refund.status === 'failed' || refund.status === 'canceled') {
        await tx.update(bookingPayments).set({ refundStatus: REFUND_STATE.failed, refundId: refund.id }).where(eq(bookingPayments.id, payment.id));
      } else if (!payment.refundId) {
        await tx.update(bookingPayments).set({ refundId: refund.id, refundStatus: payment.refundStatus ?? REFUND_STATE.pending }).where(eq(bookingPayments.id, payment.id));
      }
      return true;
    }
    default:
      return true;
  }
}

async function recordCard(db: Database, paymentId: number, paymentMethod: string | undefined) {
  const stripe = stripeClient();
  if (!stripe || !paymentMethod) return;
  try {
    const method = await stripe.paymentMethods.retrieve(paymentMethod);
    if (method.card) await db.update(bookingPayments).set({ cardBrand: method.card.brand, cardLast4: method.card.last4 }).where(eq(bookingPayments.id, paymentId));
  } catch (error) {
    console.warn('[booking] card details not read', (error as Error).message);
  }
}
