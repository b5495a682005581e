import 'server-only';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '@/lib/member-api/db/client';
import { announceChanges, membersChanged } from '@/lib/member-api/changes';
import { entryPayments, paymentEvents, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { ENTRY_PAYMENT, PAYMENT_STATE, REFUND_STATE, TOURNAMENT_STATUS, tournamentEntryStatuses, type RefundReason } from '@/lib/shared/domain/enums';
import { withdrawalDecision } from '@/lib/shared/domain/refund-policy';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { Lang } from '@/lib/upstream/operations/fields';
import type { EntryState, PaymentRecord, PaymentStep, paymentOperations } from '@/lib/upstream/operations/payment';
import type { HandlersFor } from '../handler';
import { MemberApiError, notFound } from '../errors';
import { applyBookingEvent } from '../booking/payments';
import { sendBookingConfirmation, sendBookingReceipt } from '../booking/mail';
import { sendReceipt } from './receipts';
import { applyStaffRefundEvent } from './staff-refunds';
import { stripeClient, webhookSecret } from './stripe-client';

/** Payment records are kept five years (privacy policy: records of payment, 5 years). */
const RETENTION_YEARS = 5;

function retainUntil(from: Date): Date {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + RETENTION_YEARS);
  return until;
}

const providerError = (cause: unknown) => {
  console.error('[payments] Stripe call failed', cause);
  return new MemberApiError(UpstreamCode.internal, 'payments.error.provider');
};

/** An entry awaiting payment whose hold has run out no longer counts (SQL, for counts and deletes). */
export const entryLapsed = sql`(${tournamentEntries.paymentStatus} = ${ENTRY_PAYMENT.awaiting} and ${tournamentEntries.paymentDueAt} <= now())`;

/**
 * Creates the PaymentIntent of an entry fee and its payment record. Outside any transaction: a
 * network call must not hold the tournament's row lock. Only card payments (no redirect methods),
 * so the Payment Element confirms in the page.
 */
async function createCardPayment(
  db: Database,
  stripe: Stripe,
  entry: { tournamentno: number; playerPk: number; amount: number; currency: string; lang: Lang; description: string; dueAt: Date },
): Promise<PaymentStep> {
  const now = new Date();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: entry.amount,
        currency: entry.currency.toLowerCase(),
        // Cards only in practice: no payment method that would leave the page for a redirect.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        description: entry.description,
        metadata: { tournamentno: String(entry.tournamentno), player_pk: String(entry.playerPk) },
      },
      // One PaymentIntent per entry and hold, however often the browser asks.
      { idempotencyKey: `entry-${entry.tournamentno}-${entry.playerPk}-${entry.dueAt.getTime()}` },
    );
  } catch (error) {
    throw providerError(error);
  }
  await db
    .insert(entryPayments)
    .values({
      tournamentno: entry.tournamentno,
      playerPk: entry.playerPk,
      amount: entry.amount,
      currency: entry.currency,
      lang: entry.lang,
      paymentIntentId: intent.id,
      retainUntil: retainUntil(now),
    })
    .onConflictDoNothing();
  return { clientsecret: intent.client_secret ?? '', amount: entry.amount, currency: entry.currency, paymentdueat: entry.dueAt.toISOString() };
}

/** The tournament's fee and name for a payment description. */
async function tournamentFee(db: Database, tournamentno: number) {
  const [row] = await db
    .select({ fee: tournaments.entryFee, currency: tournaments.currency, name: tournaments.name, status: tournaments.status, endsAt: tournaments.endsAt })
    .from(tournaments)
    .where(eq(tournaments.tournamentno, tournamentno));
  return row;
}

/**
 * The entry step after tournamentJoin's transaction has recorded an entry awaiting payment: its
 * card payment. A card processor that cannot be reached leaves the entry awaiting payment: the
 * member's "Pay now" asks again (tournamentPay).
 */
export async function startEntryPayment(db: Database, entry: { tournamentno: number; playerPk: number; lang: Lang; dueAt: Date }): Promise<PaymentStep | null> {
  const stripe = stripeClient();
  const tournament = await tournamentFee(db, entry.tournamentno);
  if (!stripe || !tournament || tournament.fee <= 0) return null;
  try {
    return await createCardPayment(db, stripe, { ...entry, amount: tournament.fee, currency: tournament.currency, description: `Entry fee: ${tournament.name}` });
  } catch {
    return null;
  }
}

/** Is card payment on for this member API (the keys are set)? */
export function cardPaymentsEnabled(): boolean {
  return stripeClient() !== undefined;
}

/** Deletes the entries whose payment hold ran out (in one tournament, or all), answering whose they were. */
export async function deleteLapsedEntries(db: Pick<Database, 'delete'>, tournamentno?: number) {
  return db
    .delete(tournamentEntries)
    .where(and(entryLapsed, tournamentno === undefined ? undefined : eq(tournamentEntries.tournamentno, tournamentno)))
    .returning({ tournamentno: tournamentEntries.tournamentno, playerPk: tournamentEntries.playerPk });
}

/** Cancels the open PaymentIntents of entries that are gone (lapsed or withdrawn); one that already succeeded is refunded by its webhook. */
async function cancelOpenPayments(db: Database, gone: { tournamentno: number; playerPk: number }[]) {
  const stripe = stripeClient();
  for (const { tournamentno, playerPk } of gone) {
    const open = await db
      .select({ id: entryPayments.id, intent: entryPayments.paymentIntentId })
      .from(entryPayments)
      .where(and(eq(entryPayments.tournamentno, tournamentno), eq(entryPayments.playerPk, playerPk), inArray(entryPayments.status, [PAYMENT_STATE.requiresPayment, PAYMENT_STATE.failed])));
    for (const payment of open) {
      try {
        await stripe?.paymentIntents.cancel(payment.intent);
        await db.update(entryPayments).set({ status: PAYMENT_STATE.canceled }).where(and(eq(entryPayments.id, payment.id), inArray(entryPayments.status, [PAYMENT_STATE.requiresPayment, PAYMENT_STATE.failed])));
      } catch (error) {
        // Already succeeded (its webhook refunds it) or the processor is unreachable (the job tries again).
        console.warn(`[payments] could not cancel ${payment.intent}`, (error as Error).message);
      }
    }
  }
}

/** Asks Stripe for the refunds that were decided but not yet requested (idempotent per payment). */
async function requestPendingRefunds(db: Database, paymentIds?: number[]) {
  const stripe = stripeClient();
  if (!stripe) return 0;
  const pending = await db
    .select({ id: entryPayments.id, intent: entryPayments.paymentIntentId, amount: entryPayments.refundAmount, reason: entryPayments.refundReason })
    .from(entryPayments)
    .where(and(eq(entryPayments.refundStatus, REFUND_STATE.pending), isNull(entryPayments.refundId), paymentIds ? inArray(entryPayments.id, paymentIds) : undefined));
  let requested = 0;
  for (const payment of pending) {
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: payment.intent,
          amount: payment.amount ?? undefined,
          reason: payment.reason === 'withdrawn' ? 'requested_by_customer' : undefined,
          metadata: { payment_id: String(payment.id), refund_reason: payment.reason ?? '' },
        },
        // One refund per payment, however often this runs.
        { idempotencyKey: `refund-${payment.id}` },
      );
      await db.update(entryPayments).set({ refundId: refund.id }).where(eq(entryPayments.id, payment.id));
      requested++;
    } catch (error) {
      console.warn(`[payments] refund of payment ${payment.id} not requested yet`, (error as Error).message);
    }
  }
  return requested;
}

/** Marks a succeeded payment for refund (applied once: only while no refund is recorded). */
async function decideRefund(db: Pick<Database, 'update'>, paymentId: number, amount: number, reason: RefundReason) {
  return db
    .update(entryPayments)
    .set({ refundStatus: REFUND_STATE.pending, refundAmount: amount, refundReason: reason, refundRequestedAt: new Date() })
    .where(and(eq(entryPayments.id, paymentId), eq(entryPayments.status, PAYMENT_STATE.succeeded), isNull(entryPayments.refundStatus)))
    .returning({ id: entryPayments.id });
}

function toRecord(row: typeof entryPayments.$inferSelect): PaymentRecord {
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

/** The member's entry in a tournament with what the refund policy allows now. */
async function entryState(db: Database, tournamentno: number, playerPk: number, now = new Date()): Promise<EntryState | null> {
  const [row] = await db
    .select({
      paymentStatus: tournamentEntries.paymentStatus,
      enteredAt: tournamentEntries.enteredAt,
      paymentDueAt: tournamentEntries.paymentDueAt,
      attempts: tournamentEntries.attempts,
      status: tournaments.status,
      endsAt: tournaments.endsAt,
      lapsed: sql<boolean>`${entryLapsed}`,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.tournamentno, tournamentEntries.tournamentno))
    .where(and(eq(tournamentEntries.tournamentno, tournamentno), eq(tournamentEntries.playerPk, playerPk)));
  if (!row || row.lapsed) return null;
  const paid = row.paymentStatus === ENTRY_PAYMENT.paid ? await paidAmount(db, tournamentno, playerPk) : 0;
  const decision = withdrawalDecision({ attempts: row.attempts, paid }, { endsAt: row.endsAt, open: tournamentEntryStatuses.includes(row.status as never) }, now);
  return {
    tournamentno,
    paymentstatus: row.paymentStatus as EntryState['paymentstatus'],
    entered_at: row.enteredAt.toISOString(),
    paymentdueat: row.paymentStatus === ENTRY_PAYMENT.awaiting ? (row.paymentDueAt?.toISOString() ?? null) : null,
    attempts: row.attempts,
    withdraw: decision.allowed
      ? { allowed: true, refund: decision.refund, deadline: decision.deadline.toISOString(), reason: null }
      : { allowed: false, refund: 0, deadline: decision.deadline.toISOString(), reason: decision.reason },
  };
}

/** What the member paid by card for their current entry (the succeeded payment not refunded). */
async function paidAmount(db: Pick<Database, 'select'>, tournamentno: number, playerPk: number): Promise<number> {
  const [payment] = await db
    .select({ amount: entryPayments.amount })
    .from(entryPayments)
    .where(and(eq(entryPayments.tournamentno, tournamentno), eq(entryPayments.playerPk, playerPk), eq(entryPayments.status, PAYMENT_STATE.succeeded), isNull(entryPayments.refundStatus)))
    .orderBy(desc(entryPayments.id))
    .limit(1);
  return payment?.amount ?? 0;
}

// ---------------------------------------------------------------- webhook events

/** The payment record of a PaymentIntent, locked for the event's change. */
async function lockPayment(tx: Pick<Database, 'select'>, paymentIntentId: string) {
  const [payment] = await tx.select().from(entryPayments).where(eq(entryPayments.paymentIntentId, paymentIntentId)).for('update');
  return payment;
}

/** Work to do once the event's transaction has committed, on the database (not the closed transaction). */
type AfterCommit = (db: Database) => Promise<void>;

/** The entry a webhook event touched: the portal expires that member's and that tournament's cached reads. */
interface Touched {
  playerPk?: number;
  tournamentno?: number;
}

/**
 * Applies one verified event inside the transaction that records its id. Each transition has a guard
 * on the current state, so an event delivered late (a failure after the success, a refund update
 * after its completion) changes nothing: out of order is as safe as twice.
 */
async function applyEvent(tx: Database, event: Stripe.Event, after: AfterCommit[], touched: Touched = {}): Promise<void> {
  const lockTouched = async (intentId: string): ReturnType<typeof lockPayment> => {
    const payment = await lockPayment(tx, intentId);
    if (payment) Object.assign(touched, { playerPk: payment.playerPk, tournamentno: payment.tournamentno });
    return payment;
  };
  // A refund staff made in the console (its metadata names it) is completed by its own code: a
  // payment may have several of them, in part, where the automatic refund is one and whole.
  if (event.type === 'refund.created' || event.type === 'refund.updated' || event.type === 'refund.failed') {
    const staffRefund = await applyStaffRefundEvent(tx, event.data.object, new Date(event.created * 1000));
    if (staffRefund) {
      Object.assign(touched, staffRefund);
      return;
    }
  }
  // Bay bookings (issue 23) are paid on the same account and webhook: an event about one of their
  // PaymentIntents is applied by the booking code, with the same guards.
  if (await applyBookingEvent(tx, event, after, { confirmation: sendBookingConfirmation, receipt: sendBookingReceipt }, touched)) return;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const payment = await lockTouched(intent.id);
      if (!payment || payment.status === PAYMENT_STATE.succeeded) return;
      await tx.update(entryPayments).set({ status: PAYMENT_STATE.succeeded, paidAt: new Date(event.created * 1000), failureCode: null, declineCode: null, failureMessage: null }).where(eq(entryPayments.id, payment.id));
      const [entry] = await tx
        .update(tournamentEntries)
        .set({ paymentStatus: ENTRY_PAYMENT.paid, paymentDueAt: null })
        .where(and(eq(tournamentEntries.tournamentno, payment.tournamentno), eq(tournamentEntries.playerPk, payment.playerPk), eq(tournamentEntries.paymentStatus, ENTRY_PAYMENT.awaiting)))
        .returning({ id: tournamentEntries.id });
      if (!entry) {
        // Paid after the entry lapsed or was withdrawn, or a second payment for a paid entry:
        // the money goes back in full.
        await decideRefund(tx, payment.id, payment.amount, 'lapsed');
        after.push((db) => requestPendingRefunds(db, [payment.id]).then(() => undefined));
        return;
      }
      const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
      after.push(async (db) => {
        await recordCard(db, payment.id, paymentMethod);
        await sendReceipt(db, payment.id, 'payment');
      });
      return;
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const payment = await lockTouched(intent.id);
      if (!payment || payment.status === PAYMENT_STATE.succeeded || payment.status === PAYMENT_STATE.canceled) return;
      const error = intent.last_payment_error;
      await tx
        .update(entryPayments)
        .set({ status: PAYMENT_STATE.failed, failureCode: error?.code ?? null, declineCode: error?.decline_code ?? null, failureMessage: error?.message ?? null })
        .where(eq(entryPayments.id, payment.id));
      return;
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const intentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
      if (!intentId) return;
      const payment = await lockTouched(intentId);
      if (!payment || payment.refundStatus === REFUND_STATE.succeeded) return;
      if (refund.status === 'succeeded') {
        await tx
          .update(entryPayments)
          .set({ refundStatus: REFUND_STATE.succeeded, refundId: refund.id, refundAmount: refund.amount, refundedAt: new Date(event.created * 1000), refundReason: payment.refundReason ?? 'withdrawn' })
          .where(eq(entryPayments.id, payment.id));
        // A cancelled tournament's entries keep their row: they now show as refunded.
        await tx
          .update(tournamentEntries)
          .set({ paymentStatus: ENTRY_PAYMENT.refunded })
          .where(and(eq(tournamentEntries.tournamentno, payment.tournamentno), eq(tournamentEntries.playerPk, payment.playerPk), eq(tournamentEntries.paymentStatus, ENTRY_PAYMENT.paid)));
        after.push((db) => sendReceipt(db, payment.id, 'refund'));
      } else if (refund.status === 'failed' || refund.status === 'canceled') {
        await tx.update(entryPayments).set({ refundStatus: REFUND_STATE.failed, refundId: refund.id }).where(eq(entryPayments.id, payment.id));
      } else if (!payment.refundId) {
        await tx.update(entryPayments).set({ refundId: refund.id, refundStatus: payment.refundStatus ?? REFUND_STATE.pending }).where(eq(entryPayments.id, payment.id));
      }
      return;
    }
    default:
      return;
  }
}

/** The card's brand and last four digits for the receipt (never the number: Stripe keeps it). */
async function recordCard(db: Database, paymentId: number, paymentMethod: string | undefined) {
  const stripe = stripeClient();
  if (!stripe || !paymentMethod) return;
  try {
    const method = await stripe.paymentMethods.retrieve(paymentMethod);
    if (method.card) await db.update(entryPayments).set({ cardBrand: method.card.brand, cardLast4: method.card.last4 }).where(eq(entryPayments.id, paymentId));
  } catch (error) {
    console.warn('[payments] card details not read', (error as Error).message);
  }
}

/**
 * Verifies and applies a webhook event. The signature check is the `stripe` package's own
 * (constructEvent: HMAC-SHA256 of the timestamp and raw body with the webhook secret, five minutes
 * of tolerance); a bad one is refused (400) before anything is read. The event id is recorded in the
 * same transaction as its effect, so a second delivery finds it and changes nothing.
 */
export async function handleWebhook(db: Database, payload: string, signature: string): Promise<{ applied: boolean; type: string; playerpk?: number; tournamentno?: number }> {
  const stripe = stripeClient();
  const secret = webhookSecret();
  if (!stripe || !secret) throw new MemberApiError(UpstreamCode.notFound, 'payments.error.disabled');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new MemberApiError(UpstreamCode.badRequest, 'payments.error.signature');
  }
  const after: AfterCommit[] = [];
  const touched: Touched = {};
  const applied = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, createdAt: new Date(event.created * 1000) })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return false;
    await applyEvent(tx as unknown as Database, event, after, touched);
    return true;
  });
  // Mails and follow-up calls to Stripe only once the change is committed.
  for (const step of after) await step(db).catch((error: unknown) => console.error('[payments] after webhook', error));
  return applied ? { applied, type: event.type, playerpk: touched.playerPk, tournamentno: touched.tournamentno } : { applied, type: event.type };
}

// ---------------------------------------------------------------- the job

/**
 * The payments' periodic work, for the jobs runner (lib/member-api/jobs): lapses entries whose payment hold ran
 * out (and cancels their PaymentIntents), refunds every paid entry of a cancelled tournament, and
 * asks Stripe again for refunds it could not be reached for. Safe to run on several instances at
 * once: every transition is guarded by the row's current state and refunds carry idempotency keys.
 */
export async function settlePayments(db: Database, now = new Date()): Promise<string> {
  const lapsed = await db
    .delete(tournamentEntries)
    .where(and(eq(tournamentEntries.paymentStatus, ENTRY_PAYMENT.awaiting), lt(tournamentEntries.paymentDueAt, now)))
    .returning({ tournamentno: tournamentEntries.tournamentno, playerPk: tournamentEntries.playerPk });
  await cancelOpenPayments(db, lapsed);

  const cancelled = await db
    .select({ id: entryPayments.id, amount: entryPayments.amount, playerPk: entryPayments.playerPk })
    .from(entryPayments)
    .innerJoin(tournaments, eq(tournaments.tournamentno, entryPayments.tournamentno))
    .where(and(eq(tournaments.status, TOURNAMENT_STATUS.cancelled), eq(entryPayments.status, PAYMENT_STATE.succeeded), isNull(entryPayments.refundStatus)));
  let decided = 0;
  for (const payment of cancelled) decided += (await decideRefund(db, payment.id, payment.amount, 'cancelled')).length;
  const requested = await requestPendingRefunds(db);
  // A lapsed entry leaves its tournament's list and its member's MyZone; a decided refund shows there.
  announceChanges([
    ...[...new Set(lapsed.map((entry) => entry.tournamentno))].map((id) => ({ kind: 'tournament' as const, id })),
    ...membersChanged([...lapsed.map((entry) => entry.playerPk), ...(decided ? cancelled.map((payment) => payment.playerPk) : [])]),
  ]);
  return `payments: ${lapsed.length} unpaid entries lapsed, ${decided} refunds of cancelled tournaments decided, ${requested} refunds requested`;
}

// ---------------------------------------------------------------- calls

export const paymentHandlers: HandlersFor<typeof paymentOperations> = {
  async tournamentEntry({ tournamentno }, { db, member }) {
    if (!member) throw new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
    const [exists] = await db.select({ no: tournaments.tournamentno }).from(tournaments).where(eq(tournaments.tournamentno, tournamentno));
    if (!exists) throw notFound('tournament.error.notFound');
    const [entry, payments] = await Promise.all([
      entryState(db, tournamentno, member.playerPk),
      db
        .select()
        .from(entryPayments)
        .where(and(eq(entryPayments.tournamentno, tournamentno), eq(entryPayments.playerPk, member.playerPk)))
        .orderBy(desc(entryPayments.createdAt), desc(entryPayments.id)),
    ]);
    return { paymentmode: cardPaymentsEnabled() ? 'card' : 'venue', entry, payments: payments.map(toRecord) };
  },

  async tournamentPay({ tournamentno, lang }, { db, member }) {
    if (!member) throw new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
    const stripe = stripeClient();
    if (!stripe) throw new MemberApiError(UpstreamCode.conflict, 'payments.error.disabled');
    const entry = await entryState(db, tournamentno, member.playerPk);
    if (!entry) throw new MemberApiError(UpstreamCode.notFound, 'payments.error.notEntered');
    if (entry.paymentstatus !== ENTRY_PAYMENT.awaiting || !entry.paymentdueat) throw new MemberApiError(UpstreamCode.conflict, 'payments.error.notAwaiting');
    const dueAt = new Date(entry.paymentdueat);
    // A declined card leaves its PaymentIntent open for another try: the retry confirms the same one.
    const [open] = await db
      .select({ intent: entryPayments.paymentIntentId, amount: entryPayments.amount, currency: entryPayments.currency })
      .from(entryPayments)
      .where(
        and(
          eq(entryPayments.tournamentno, tournamentno),
          eq(entryPayments.playerPk, member.playerPk),
          inArray(entryPayments.status, [PAYMENT_STATE.requiresPayment, PAYMENT_STATE.failed]),
        ),
      )
      .orderBy(desc(entryPayments.id))
      .limit(1);
    if (open) {
      try {
        const intent = await stripe.paymentIntents.retrieve(open.intent);
        if (intent.status !== 'canceled' && intent.client_secret) {
          return { clientsecret: intent.client_secret, amount: open.amount, currency: open.currency, paymentdueat: dueAt.toISOString() };
        }
      } catch (error) {
        throw providerError(error);
      }
    }
    const tournament = await tournamentFee(db, tournamentno);
    if (!tournament) throw notFound('tournament.error.notFound');
    return createCardPayment(db, stripe, { tournamentno, playerPk: member.playerPk, amount: tournament.fee, currency: tournament.currency, lang, description: `Entry fee: ${tournament.name}`, dueAt });
  },

  async tournamentWithdraw({ tournamentno }, { db, member }) {
    if (!member) throw new MemberApiError(UpstreamCode.unauthorized, 'api.loginRequired');
    const outcome = await db.transaction(async (tx) => {
      const [tournament] = await tx.select({ status: tournaments.status, endsAt: tournaments.endsAt }).from(tournaments).where(eq(tournaments.tournamentno, tournamentno)).for('update');
      if (!tournament) throw notFound('tournament.error.notFound');
      const [entry] = await tx
        .select({ id: tournamentEntries.id, paymentStatus: tournamentEntries.paymentStatus, attempts: tournamentEntries.attempts, lapsed: sql<boolean>`${entryLapsed}` })
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentno, tournamentno), eq(tournamentEntries.playerPk, member.playerPk)))
        .for('update');
      if (!entry || entry.lapsed) throw new MemberApiError(UpstreamCode.notFound, 'payments.error.notEntered');
      const [payment] =
        entry.paymentStatus === ENTRY_PAYMENT.paid
          ? await tx
              .select({ id: entryPayments.id, amount: entryPayments.amount, currency: entryPayments.currency })
              .from(entryPayments)
              .where(and(eq(entryPayments.tournamentno, tournamentno), eq(entryPayments.playerPk, member.playerPk), eq(entryPayments.status, PAYMENT_STATE.succeeded), isNull(entryPayments.refundStatus)))
              .orderBy(desc(entryPayments.id))
              .limit(1)
          : [];
      const decision = withdrawalDecision(
        { attempts: entry.attempts, paid: payment?.amount ?? 0 },
        { endsAt: tournament.endsAt, open: tournamentEntryStatuses.includes(tournament.status as never) },
        new Date(),
      );
      if (!decision.allowed) throw new MemberApiError(UpstreamCode.conflict, `payments.error.${decision.reason}`);
      await tx.delete(tournamentEntries).where(eq(tournamentEntries.id, entry.id));
      if (payment && decision.refund > 0) {
        await decideRefund(tx as unknown as Database, payment.id, decision.refund, 'withdrawn');
        return { paymentId: payment.id, refund: { amount: decision.refund, currency: payment.currency }, awaiting: false };
      }
      return { paymentId: null, refund: null, awaiting: entry.paymentStatus === ENTRY_PAYMENT.awaiting };
    });
    if (outcome.paymentId !== null) await requestPendingRefunds(db, [outcome.paymentId]);
    if (outcome.awaiting) await cancelOpenPayments(db, [{ tournamentno, playerPk: member.playerPk }]);
    return { tournamentno, refund: outcome.refund };
  },

  async paymentWebhook({ payload, signature }, { db }) {
    return handleWebhook(db, payload, signature);
  },
};
