import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Connection } from '@/lib/member-api/db/connect';
import { entryPayments } from '@/lib/member-api/db/schema';
import { staffAudit, staffRefunds } from '@/lib/member-api/db/schema-staff';
import { refundPayment, SETTLE_JOB_ACTOR, STAFF_REFUND_SETTLE_AFTER_MS, STAFF_REFUND_TIMEOUT_MS } from '@/lib/member-api/payments/staff-refunds';
import { insertTournamentFixture, type TournamentFixture } from '@/lib/member-api/tournament.fixture';
import { useMemoryDatabase } from '@/tests/support/database';
// The loopback stand-in for Stripe (Stripe's servers cannot be reached from tests); the `stripe`
// client and its Idempotency-Key handling are the real ones.
import { startLoopbackStripe } from '@/tests/payments/loopback-stripe.mjs';
import { loopbackStripeClient, paidEntry } from '@/tests/payments/paid-entry';
import { settleStaffRefundsJob } from './settle-staff-refunds';

/**
 * The settle-staff-refunds job (issue 24; security requirement 34's other half): a refund the console
 * left pending because Stripe stalled is settled by the job, asked again under the console's own
 * idempotency key, so Stripe makes it exactly once whether or not the stalled request had reached it,
 * and recorded completed (or failed, when Stripe refuses it) with the payment's running total and an
 * audit entry. Stripe's events are not delivered here (no webhook), so what settles a refund is the job.
 */
const KEYS = { secretKey: 'sk_test_settle_refunds', publishableKey: 'pk_test_settle_refunds', webhookSecret: 'whsec_settle_refunds' };
const saved = { ...process.env };

let connection: Connection;
let fixture: TournamentFixture;
let loopback: Awaited<ReturnType<typeof startLoopbackStripe>>;
/** Stripe stalled: takes a request and never answers. */
let stalled: http.Server;
/** Stripe that makes the refund but whose answer never comes back: passes the request on, keeps the answer. */
let lost: http.Server;
const urls = { stalled: '', lost: '' };
let stripe: Stripe;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const clientOf = (url: string) => loopbackStripeClient(url, KEYS.secretKey);

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
  // A refund completes at Stripe 1.5 s after it is made: a run just after asking finds it still pending.
  loopback = await startLoopbackStripe({ ...KEYS, refundDelayMs: 1_500 });
  stripe = clientOf(loopback.url);
  stalled = http.createServer((req) => req.resume());
  urls.stalled = await listen(stalled);
  lost = http.createServer(async (req) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    await fetch(`${loopback.url}${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks) });
  });
  urls.lost = await listen(lost);
  Object.assign(process.env, { STRIPE_SECRET_KEY: KEYS.secretKey, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret });
});

afterAll(async () => {
  process.env = saved;
  for (const server of [stalled, lost]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await loopback.close();
  await connection.close();
});

const paidFor = (playerIndex: number) => paidEntry(connection.db, { url: loopback.url, ...KEYS }, { tournamentno: fixture.ready, playerPk: fixture.playerPks[playerIndex] });

/** A staff refund of 5.00 sent while Stripe does not answer (through `via`): the console's 504, the refund pending under its key. */
async function pendingRefund(paymentId: number, via: string) {
  const started = Date.now();
  const outcome = await refundPayment(connection.db, clientOf(via), { kind: 'entry', paymentId, amount: 500, reason: 'Bay broke mid-round', idempotencyKey: randomUUID(), staffId: null }, async () => {});
  expect(outcome).toEqual({ ok: false, reason: 'stripeNoAnswer' });
  expect(Date.now() - started).toBeLessThan(STAFF_REFUND_TIMEOUT_MS + 1_000);
  const [refund] = await connection.db.select().from(staffRefunds).where(eq(staffRefunds.paymentId, paymentId));
  expect(refund).toMatchObject({ status: 'pending', stripeRefundId: null });
  return refund;
}

/** The job, as `npm run jobs` runs it, with Stripe at `url`, as of a moment after the refunds' settle bound. */
function runJob(url: string, now = new Date(Date.now() + STAFF_REFUND_SETTLE_AFTER_MS + 1_000)) {
  process.env.STRIPE_API_URL = url;
  return settleStaffRefundsJob.run(now, connection.db);
}

const payment = async (id: number) => (await connection.db.select().from(entryPayments).where(eq(entryPayments.id, id)))[0];
const refundRow = async (id: number) => (await connection.db.select().from(staffRefunds).where(eq(staffRefunds.id, id)))[0];
const refundsAtStripe = (intent: string) => [...loopback.refunds.values()].filter((refund) => refund.payment_intent === intent);
const settleAudits = (paymentId: number) =>
  connection.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'payments.refund.settle'), eq(staffAudit.target, `payment:E-${paymentId}`))).orderBy(desc(staffAudit.id));
const untilStripeFinal = async (intent: string) => {
  const deadline = Date.now() + 10_000;
  while (!refundsAtStripe(intent).every((refund) => refund.status === 'succeeded')) {
    if (Date.now() > deadline) throw new Error('the stand-in did not complete its refund');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

it('ASVS 16.5.3 (req. 34): a refund left pending by a stalled Stripe is left alone while Stripe stalls, then made once when it recovers and recorded completed; run twice more, still one refund', async () => {
  const { id, intent } = await paidFor(0);
  const refund = await pendingRefund(id, urls.stalled);

  // Younger than the bound: the console may still be asking; the job leaves it.
  expect(await runJob(loopback.url, new Date())).toBe('staff refunds: 0 asked of Stripe again, 0 completed, 0 failed, 0 still pending');
  expect(refundsAtStripe(intent)).toHaveLength(0);

  // Stripe still stalled: one try within the console's bound, nothing changes.
  const started = Date.now();
  expect(await runJob(urls.stalled)).toBe('staff refunds: 0 asked of Stripe again, 0 completed, 0 failed, 1 still pending');
  expect(Date.now() - started).toBeLessThan(STAFF_REFUND_TIMEOUT_MS + 1_000);
  expect(await refundRow(refund.id)).toMatchObject({ status: 'pending', stripeRefundId: null });

  // Stripe recovers: asked again under the same key; the refund it makes is still pending at Stripe.
  expect(await runJob(loopback.url)).toBe('staff refunds: 1 asked of Stripe again, 0 completed, 0 failed, 1 still pending');
  const [made] = refundsAtStripe(intent);
  expect(made).toMatchObject({ amount: 500, metadata: { staff_refund_id: String(refund.id) } });
  expect(await refundRow(refund.id)).toMatchObject({ status: 'pending', stripeRefundId: made.id });

  // Once Stripe has completed it, the next run reads it back and records it completed.
  await untilStripeFinal(intent);
  expect(await runJob(loopback.url)).toBe('staff refunds: 0 asked of Stripe again, 1 completed, 0 failed, 0 still pending');
  expect(await refundRow(refund.id)).toMatchObject({ status: 'succeeded', stripeRefundId: made.id, completedAt: expect.any(Date) });
  expect(await payment(id)).toMatchObject({ status: 'succeeded', refundStatus: 'succeeded', refundAmount: 500, refundId: made.id });
  expect(await settleAudits(id)).toEqual([
    expect.objectContaining({ staffId: null, staffEmail: SETTLE_JOB_ACTOR, before: expect.objectContaining({ refund: refund.id, status: 'pending', amount: 500 }), after: { refund: refund.id, status: 'succeeded', stripeRefund: made.id } }),
  ]);

  // Twice more: nothing to do, one refund at Stripe, one audit entry.
  for (let run = 0; run < 2; run++) expect(await runJob(loopback.url)).toBe('staff refunds: 0 asked of Stripe again, 0 completed, 0 failed, 0 still pending');
  expect(refundsAtStripe(intent)).toHaveLength(1);
  expect(await settleAudits(id)).toHaveLength(1);
}, 30_000);

it('ASVS 16.5.3 (req. 34): when the stalled request had reached Stripe (its answer lost), the job\'s retry under the same key gets that refund back, never a second; two runs at once make one', async () => {
  const paid = await paidFor(1);
  const refund = await pendingRefund(paid.id, urls.lost);
  // Stripe made it; the console never heard.
  await untilStripeFinal(paid.intent);
  expect(refundsAtStripe(paid.intent)).toHaveLength(1);

  const both = await Promise.all([runJob(loopback.url), runJob(loopback.url)]);
  // Each run asks under the key and gets the same refund back; it is final, and one of them records it.
  expect(both.sort()).toEqual(['staff refunds: 1 asked of Stripe again, 0 completed, 0 failed, 0 still pending', 'staff refunds: 1 asked of Stripe again, 1 completed, 0 failed, 0 still pending']);
  expect(refundsAtStripe(paid.intent)).toHaveLength(1);
  const [made] = refundsAtStripe(paid.intent);
  expect(await refundRow(refund.id)).toMatchObject({ status: 'succeeded', stripeRefundId: made.id });
  expect(await payment(paid.id)).toMatchObject({ refundStatus: 'succeeded', refundAmount: 500 });
  expect(await settleAudits(paid.id)).toHaveLength(1);
  expect(await runJob(loopback.url)).toBe('staff refunds: 0 asked of Stripe again, 0 completed, 0 failed, 0 still pending');
  expect(refundsAtStripe(paid.intent)).toHaveLength(1);
}, 30_000);

it('a refund Stripe refuses when asked again is recorded failed, its amount refundable again, and audited', async () => {
  const paid = await paidFor(2);
  const refund = await pendingRefund(paid.id, urls.stalled);
  // Meanwhile the whole payment was refunded at Stripe by other means (its dashboard): nothing is left to refund.
  await stripe.refunds.create({ payment_intent: paid.intent, amount: 1500 });

  expect(await runJob(loopback.url)).toBe('staff refunds: 0 asked of Stripe again, 0 completed, 1 failed, 0 still pending');
  expect(await refundRow(refund.id)).toMatchObject({ status: 'failed' });
  expect(await payment(paid.id)).toMatchObject({ refundStatus: null, refundAmount: null });
  expect(await settleAudits(paid.id)).toEqual([expect.objectContaining({ staffEmail: SETTLE_JOB_ACTOR, after: { refund: refund.id, status: 'failed', stripeRefund: null } })]);
  expect(await runJob(loopback.url)).toBe('staff refunds: 0 asked of Stripe again, 0 completed, 0 failed, 0 still pending');
}, 30_000);
