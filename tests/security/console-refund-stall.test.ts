import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { entryPayments } from '@/lib/member-api/db/schema';
import { staffAudit, staffRefunds } from '@/lib/member-api/db/schema-staff';
import { dispatch } from '@/lib/member-api/dispatch';
import { STAFF_REFUND_TIMEOUT_MS } from '@/lib/member-api/payments/staff-refunds';
import { insertTournamentFixture, type TournamentFixture } from '@/lib/member-api/tournament.fixture';
import { issueEnrolment } from '@/lib/portal/staff/accounts';
import { staffCookieName } from '@/lib/portal/staff/guard';
import { createStaffSession } from '@/lib/portal/staff/sessions';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { startLoopbackStripe } from '@/tests/payments/loopback-stripe.mjs';
import { paidEntry } from '@/tests/payments/paid-entry';
import { refundPaymentAction } from '@/app/admin/[locale]/(console)/payments/actions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);

/**
 * Security requirement 34 on the staff side (tests/security/README.md): a refund made in the console
 * while Stripe stalls (a loopback server that takes the request and never answers, in place of Stripe)
 * gives the staff member an error within 5 s, not after the client's 20 s and two retries, and leaves
 * nothing half-done: the refund is held pending under its key (the payment not shown refunded), and
 * the same request sent again once Stripe answers makes it exactly once. Through the real server
 * action, the real `stripe` client and the loopback stand-in for Stripe (tests/payments/loopback-stripe.mjs).
 */
const KEYS = { secretKey: 'sk_test_refund_stall', publishableKey: 'pk_test_refund_stall', webhookSecret: 'whsec_refund_stall' };
const saved = { ...process.env };

let connection: Connection;
let fixture: TournamentFixture;
let loopback: Awaited<ReturnType<typeof startLoopbackStripe>>;
let webhook: http.Server;
let stalled: http.Server;
let stalledUrl = '';
let session = '';
/** Requests the stalled Stripe took (and never answered). */
let stalledRequests = 0;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
  const admin = await issueEnrolment(connection.db, { email: 'refunds@example.com', name: 'Refunds', role: 'network_admin' });
  session = await createStaffSession(connection.db, admin.staffId, {});
  loopback = await startLoopbackStripe({ ...KEYS, refundDelayMs: 50 });
  // The portal's webhook route in miniature, so the refund Stripe makes completes as in production.
  webhook = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = (await dispatch('paymentWebhook', { payload: Buffer.concat(chunks).toString(), signature: String(req.headers['stripe-signature'] ?? '') })) as { code: number };
    res.writeHead(answer.code === 200 ? 200 : answer.code).end(JSON.stringify(answer));
  });
  loopback.setWebhookUrl(`${await listen(webhook)}/`);
  stalled = http.createServer((req) => {
    stalledRequests += 1;
    req.resume();
  });
  stalledUrl = await listen(stalled);
  Object.assign(process.env, { STRIPE_SECRET_KEY: KEYS.secretKey, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret });
});

afterAll(async () => {
  process.env = saved;
  stalled.closeAllConnections();
  await new Promise((resolve) => stalled.close(resolve));
  await loopback.close();
  await new Promise((resolve) => webhook.close(resolve));
  await connection.close();
});

/** A succeeded card payment of 15.00 USD (tests/payments/paid-entry.ts): its row's id. */
const paidFor = async () => (await paidEntry(connection.db, { url: loopback.url, ...KEYS }, { tournamentno: fixture.ready, playerPk: fixture.playerPks[0] })).id;

function asStaff() {
  setRequest({ 'x-forwarded-for': '198.18.9.1' });
  cookieJar().set(staffCookieName(), session);
}
const payment = async (id: number) => (await connection.db.select().from(entryPayments).where(eq(entryPayments.id, id)))[0];
const refundsOf = (id: number) => connection.db.select().from(staffRefunds).where(eq(staffRefunds.paymentId, id));
/** Waits for Stripe's refund events to complete the payment's refund (the webhook, a moment later). */
async function refundSettled(id: number) {
  const deadline = Date.now() + 10_000;
  while ((await payment(id)).refundStatus !== 'succeeded') {
    if (Date.now() > deadline) throw new Error(`the refund of payment ${id} did not complete: ${JSON.stringify(await payment(id))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const refundsAtStripe = () => loopback.delivered.filter((event) => event.type === 'refund.created').length;

it('ASVS 16.5.3 (req. 34): a console refund against a stalled Stripe answers an error within 5 s and holds the refund pending; sent again once Stripe answers, it is made exactly once', async () => {
  const id = await paidFor();
  const request = { ref: `E-${id}`, amount: '5.00', reason: 'Bay broke mid-round', idempotencyKey: randomUUID(), locale: 'en' };

  process.env.STRIPE_API_URL = stalledUrl;
  asStaff();
  const started = Date.now();
  const answer = await refundPaymentAction(request);
  const elapsed = Date.now() - started;
  console.log(`console refund, Stripe stalled: answered ${JSON.stringify(answer)} after ${elapsed} ms (timeout ${STAFF_REFUND_TIMEOUT_MS} ms)`);
  expect(answer).toEqual({ ok: false, code: 504, message: 'admin.payments.errors.stripeNoAnswer', fieldErrors: {} });
  expect(elapsed).toBeLessThan(5_000);
  // One try, no retries on the staff member's time.
  expect(stalledRequests).toBe(1);

  // Nothing half-done: the refund is reserved and pending under its key, with no Stripe refund named;
  // the payment shows the amount pending, never refunded; the audit says pending, nothing more.
  const [held] = await refundsOf(id);
  expect(held).toMatchObject({ amount: 500, status: 'pending', stripeRefundId: null, idempotencyKey: request.idempotencyKey });
  expect(await payment(id)).toMatchObject({ status: 'succeeded', refundStatus: 'pending', refundAmount: 500 });
  const [audit] = await connection.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
  expect(audit).toMatchObject({ action: 'payments.refund', target: `payment:E-${id}`, after: expect.objectContaining({ refundStatus: 'pending', amount: 500 }) });

  // Stripe answers again; the form sends the same request (it keeps its key after an error).
  process.env.STRIPE_API_URL = loopback.url;
  asStaff();
  expect(await refundPaymentAction(request)).toMatchObject({ ok: true, data: { repeated: true } });
  await refundSettled(id);
  expect(await refundsOf(id)).toEqual([expect.objectContaining({ status: 'succeeded', stripeRefundId: expect.stringMatching(/^re_/) })]);
  // A third time changes nothing: one refund at Stripe, 5.00 refunded of 15.00.
  asStaff();
  expect(await refundPaymentAction(request)).toMatchObject({ ok: true, data: { repeated: true } });
  expect(refundsAtStripe()).toBe(1);
  expect(await payment(id)).toMatchObject({ refundAmount: 500, refundStatus: 'succeeded' });
}, 30_000);
