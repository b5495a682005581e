import http from 'node:http';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Connection } from '@/lib/member-api/db/connect';
import { entryPayments, tournaments } from '@/lib/member-api/db/schema';
import { staffRefunds } from '@/lib/member-api/db/schema-staff';
import { dispatch } from '@/lib/member-api/dispatch';
import { settlePayments } from '@/lib/member-api/payments';
import { insertTournamentFixture, type TournamentFixture } from '@/lib/member-api/tournament.fixture';
import { useMemoryDatabase } from '@/tests/support/database';
// The loopback stand-in for Stripe (Stripe's servers cannot be reached from tests); the `stripe`
// client, its Idempotency-Key handling and the webhook signature check are the real ones.
import { startLoopbackStripe } from '@/tests/payments/loopback-stripe.mjs';
import { loopbackStripeClient, paidEntry } from '@/tests/payments/paid-entry';
import { listPayments, majorUnits, minorUnits, paymentDetail, refundPayment } from './payments';

const KEYS = { secretKey: 'sk_test_staff_refunds', publishableKey: 'pk_test_staff_refunds', webhookSecret: 'whsec_staff_refunds' };

let connection: Connection;
let fixture: TournamentFixture;
let loopback: Awaited<ReturnType<typeof startLoopbackStripe>>;
let stripe: Stripe;
let webhook: http.Server;
const saved = { ...process.env };
const audits: { before: unknown; after: unknown }[] = [];
const audit = async (_tx: unknown, before: unknown, after: unknown) => {
  audits.push({ before, after });
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A succeeded card payment of 15.00 USD (tests/payments/paid-entry.ts): its row's id. */
const paidFor = async (playerIndex: number) => (await paidEntry(connection.db, { url: loopback.url, ...KEYS }, { tournamentno: fixture.ready, playerPk: fixture.playerPks[playerIndex] })).id;

const payment = async (id: number) => (await connection.db.select().from(entryPayments).where(eq(entryPayments.id, id)))[0];
const refundRequest = (paymentId: number, amount: number, idempotencyKey: string) => ({ kind: 'entry' as const, paymentId, amount, reason: 'Bay broke mid-round', idempotencyKey, staffId: null });
const refundsAtStripe = () => loopback.delivered.filter((event) => event.type === 'refund.created').length;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
  loopback = await startLoopbackStripe({ ...KEYS, refundDelayMs: 50 });
  // The portal's webhook route in miniature: the raw body and its signature go to the member API as they came.
  webhook = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = (await dispatch('paymentWebhook', { payload: Buffer.concat(chunks).toString(), signature: String(req.headers['stripe-signature'] ?? '') })) as { code: number };
    res.writeHead(answer.code === 200 ? 200 : answer.code).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  loopback.setWebhookUrl(`http://127.0.0.1:${(webhook.address() as { port: number }).port}/`);
  Object.assign(process.env, { STRIPE_SECRET_KEY: KEYS.secretKey, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey, STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret, STRIPE_API_URL: loopback.url });
  stripe = loopbackStripeClient(loopback.url, KEYS.secretKey);
});

afterAll(async () => {
  process.env = saved;
  await loopback.close();
  await new Promise((resolve) => webhook.close(resolve));
  await connection.close();
});

describe('staff refunds', () => {
  it('refunds part, then refuses more than what is left, then refunds the rest in full; the member-facing columns carry the total', async () => {
    const id = await paidFor(3);
    const before = refundsAtStripe();
    const part = await refundPayment(connection.db, stripe, refundRequest(id, 500, 'key-part-1'), audit);
    expect(part).toMatchObject({ ok: true, repeated: false, refundable: 1000 });
    // The settle job, running while the refund is pending, asks Stripe for no second one.
    expect(await settlePayments(connection.db)).toMatch(/, 0 refunds requested/);
    expect(audits.at(-1)).toEqual({ before: { refunded: 0, refundable: 1500, refundStatus: null }, after: expect.objectContaining({ refunded: 500, refundable: 1000, amount: 500 }) });
    // The webhook completes it: the payment's own refund columns (what MyZone shows) say 5.00 refunded.
    const done = await until(() => payment(id), (row) => row.refundStatus === 'succeeded', 'the refund webhook');
    expect(done).toMatchObject({ refundAmount: 500, refundReason: 'staff' });
    expect((await paymentDetail(connection.db, 'entry', id))?.refundable).toBe(1000);

    const over = await refundPayment(connection.db, stripe, refundRequest(id, 1001, 'key-part-2'), audit);
    expect(over).toEqual({ ok: false, reason: 'overLimit', refundable: 1000 });
    expect(refundsAtStripe()).toBe(before + 1);

    const rest = await refundPayment(connection.db, stripe, refundRequest(id, 1000, 'key-part-3'), audit);
    expect(rest).toMatchObject({ ok: true, refundable: 0 });
    const full = await until(() => payment(id), (row) => row.refundStatus === 'succeeded' && row.refundAmount === 1500, 'the second refund webhook');
    expect(full.refundAmount).toBe(1500);
    const rows = await connection.db.select().from(staffRefunds).where(eq(staffRefunds.paymentId, id));
    expect(rows.map((row) => [row.amount, row.status])).toEqual([
      [500, 'succeeded'],
      [1000, 'succeeded'],
    ]);
    // Nothing is left: even one cent more is refused.
    expect(await refundPayment(connection.db, stripe, refundRequest(id, 1, 'key-part-4'), audit)).toEqual({ ok: false, reason: 'overLimit', refundable: 0 });
  });

  it('refunds a whole payment in one request', async () => {
    const id = await paidFor(5);
    expect(await refundPayment(connection.db, stripe, refundRequest(id, 1500, 'key-full'), audit)).toMatchObject({ ok: true, refundable: 0 });
    expect(await until(() => payment(id), (row) => row.refundStatus === 'succeeded', 'the refund webhook')).toMatchObject({ refundAmount: 1500 });
  });

  it('makes one refund of a request sent twice (a double submit) or retried, even at once', async () => {
    const id = await paidFor(6);
    const before = refundsAtStripe();
    const [first, second] = await Promise.all([
      refundPayment(connection.db, stripe, refundRequest(id, 300, 'key-twice'), audit),
      refundPayment(connection.db, stripe, refundRequest(id, 300, 'key-twice'), audit),
    ]);
    expect([first.ok, second.ok]).toEqual([true, true]);
    const retry = await refundPayment(connection.db, stripe, refundRequest(id, 300, 'key-twice'), audit);
    expect(retry).toMatchObject({ ok: true, repeated: true, refundable: 1200 });
    await until(() => payment(id), (row) => row.refundStatus === 'succeeded', 'the refund webhook');
    expect(await connection.db.select().from(staffRefunds).where(eq(staffRefunds.paymentId, id))).toHaveLength(1);
    expect((await payment(id)).refundAmount).toBe(300);
    expect(refundsAtStripe()).toBe(before + 1);
  });

  it('refuses a payment that was never paid, and a key reused for another payment', async () => {
    const [unpaid] = await connection.db
      .insert(entryPayments)
      .values({ tournamentno: fixture.ready, playerPk: fixture.playerPks[7], amount: 1500, currency: 'USD', paymentIntentId: 'pi_never_paid', status: 'requires_payment', retainUntil: new Date(Date.now() + 86_400_000) })
      .returning({ id: entryPayments.id });
    expect(await refundPayment(connection.db, stripe, refundRequest(unpaid.id, 100, 'key-unpaid'), audit)).toMatchObject({ ok: false, reason: 'notPaid' });
    expect(await refundPayment(connection.db, stripe, refundRequest(unpaid.id, 100, 'key-twice'), audit)).toMatchObject({ ok: false, reason: 'notFound' });
  });
});

describe('the payments list', () => {
  it('finds by member ID, reference and state, and shows a venue manager only their venues', async () => {
    const all = await listPayments(connection.db, {});
    expect(all.rows.length).toBeGreaterThanOrEqual(4);
    const ref = all.rows[0].ref;
    const memberId = all.rows.find((row) => row.memberId)?.memberId ?? '';
    expect((await listPayments(connection.db, { member: memberId.toUpperCase() })).rows.every((row) => row.memberId === memberId)).toBe(true);
    expect((await listPayments(connection.db, { reference: ref })).rows.map((row) => row.ref)).toEqual([ref]);
    expect((await listPayments(connection.db, { state: 'requires_payment' })).rows.map((row) => row.status)).toEqual(['requires_payment']);
    expect((await listPayments(connection.db, { state: 'refunded' })).rows).toHaveLength(3);
    const [ready] = await connection.db.select({ shopno: tournaments.shopno }).from(tournaments).where(eq(tournaments.tournamentno, fixture.ready));
    // The tournament's venue's manager sees its payments; another venue's manager none of them.
    expect(ready.shopno).not.toBeNull();
    expect((await listPayments(connection.db, { venues: [ready.shopno ?? 0] })).rows).toHaveLength(all.rows.length);
    expect((await listPayments(connection.db, { venues: [(ready.shopno ?? 0) + 100] })).rows).toHaveLength(0);
    expect((await listPayments(connection.db, { member: 'nobody-at-all' })).rows).toHaveLength(0);
  });

  it('reads amounts in the currency’s own units', () => {
    expect(minorUnits('12.5', 'USD')).toBe(1250);
    expect(minorUnits('12,000', 'KRW')).toBe(12000);
    expect(minorUnits('1.5', 'KRW')).toBeNaN();
    expect(minorUnits('abc', 'USD')).toBeNaN();
    expect(majorUnits(1250, 'USD')).toBe('12.50');
  });
});
