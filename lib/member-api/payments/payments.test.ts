import http from 'node:http';
import { and, count, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { entryPayments, paymentEvents, players, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import type { TournamentEntryAnswer } from '@/lib/upstream/operations/payment';
import { useMemoryDatabase } from '@/tests/support/database';
import { startMailCatcher } from '@/tests/support/mail-catcher';
// The loopback stand-in for Stripe (Stripe's servers cannot be reached here); the `stripe` client
// and its webhook signature check used by the member API are the real ones.
import { signPayload, startLoopbackStripe } from '@/tests/payments/loopback-stripe.mjs';
import type { Change } from '@/lib/upstream/operation';
import { onMemberApiChanges } from '../changes';
import { dispatch } from '../dispatch';
import { createSession } from '../sessions';
import { insertTournamentFixture, type TournamentFixture } from '../tournament.fixture';
import { settlePayments } from './index';

const KEYS = { secretKey: 'sk_test_loopback', publishableKey: 'pk_test_loopback', webhookSecret: 'whsec_loopback_secret' };

let connection: Connection;
let fixture: TournamentFixture;
let stripe: Awaited<ReturnType<typeof startLoopbackStripe>>;
let webhook: http.Server;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let paid: number;
let member: string;
const saved = { ...process.env };

/** The portal's webhook route in miniature: the raw body and its signature go to the member API as they came. */
function startWebhookReceiver(): Promise<string> {
  webhook = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = (await dispatch('paymentWebhook', { payload: Buffer.concat(chunks).toString(), signature: String(req.headers['stripe-signature'] ?? '') })) as { code: number };
    res.writeHead(answer.code === 200 ? 200 : answer.code).end(JSON.stringify(answer));
  });
  return new Promise((resolve) => webhook.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(webhook.address() as { port: number }).port}/`)));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the stand-in Stripe.js's card frame posts: the PaymentIntent confirmed with a test card. */
async function payWithCard(clientSecret: string, number: string) {
  const intent = clientSecret.split('_secret_')[0];
  const body = new URLSearchParams({
    key: KEYS.publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '2034',
    'payment_method_data[card][cvc]': '123',
  });
  return (await fetch(`${stripe.url}/v1/payment_intents/${intent}/confirm`, { method: 'POST', body })).json();
}

const entryOf = async (tournamentno: number, token = member) => (await dispatch('tournamentEntry', { tournamentno }, { token })) as unknown as TournamentEntryAnswer & { code: number };
/** The receipts the mailer has delivered, as text. */
const receipts = () => smtp.mails.map((mail) => mail.text);

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
  const [row] = await connection.db
    .insert(tournaments)
    .values({ name: 'Paid Cup', nameKo: '유료 컵', tourType: 1, tourClass: 1, rankType: 0, status: '2', playFormat: 1, courseno: (await connection.db.select({ courseno: tournaments.courseno }).from(tournaments).limit(1))[0].courseno, entryFee: 1500, currency: 'USD', season: 2026, startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 10 * 86_400_000) })
    .returning({ tournamentno: tournaments.tournamentno });
  paid = row.tournamentno;
  member = await createSession(connection.db, fixture.playerPks[4]);
  // A member far from the network's zone: the receipt must speak their time and say which (issue 26 item 1).
  await connection.db.update(players).set({ timezone: 'America/Chicago' }).where(eq(players.playerPk, fixture.playerPks[4]));
  // A real SMTP server on loopback receives the receipts the mailer sends.
  smtp = await startMailCatcher();
  stripe = await startLoopbackStripe({ ...KEYS, refundDelayMs: 50 });
  stripe.setWebhookUrl(await startWebhookReceiver());
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: KEYS.secretKey,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_URL: stripe.url,
    SMTP_URL: smtp.url,
  });
});

afterAll(async () => {
  process.env = saved;
  await stripe.close();
  await smtp.close();
  await new Promise((resolve) => webhook.close(resolve));
  await connection.close();
});

describe('a paid entry with card payments on', () => {
  it('is awaiting payment until the signed webhook says paid; a declined card is recorded with its code and the retry pays', async () => {
    const joined = (await dispatch('tournamentJoin', { tournamentno: paid, lang: 'en' }, { token: member })) as { code: number; paymentstatus: string; payment: { clientsecret: string; amount: number; currency: string } };
    expect(joined).toMatchObject({ code: 200, paymentstatus: 'awaiting', payment: { amount: 1500, currency: 'USD' } });
    expect((await entryOf(paid)).entry).toMatchObject({ paymentstatus: 'awaiting', withdraw: { allowed: true, refund: 0 } });

    const declined = await payWithCard(joined.payment.clientsecret, '4000000000000002');
    expect(declined.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' });
    const failed = await until(() => entryOf(paid), (answer) => answer.payments[0]?.status === 'failed', 'the failure webhook');
    expect(failed.payments[0]).toMatchObject({ failure_code: 'card_declined', decline_code: 'generic_decline', failure_message: 'Your card was declined.' });
    expect(failed.entry).toMatchObject({ paymentstatus: 'awaiting' });

    // The retry confirms the same PaymentIntent (Stripe leaves it open after a decline).
    const retry = (await dispatch('tournamentPay', { tournamentno: paid, lang: 'en' }, { token: member })) as { clientsecret: string };
    expect(retry.clientsecret).toBe(joined.payment.clientsecret);
    expect((await payWithCard(retry.clientsecret, '4242424242424242')).status).toBe('succeeded');
    const done = await until(() => entryOf(paid), (answer) => answer.entry?.paymentstatus === 'paid', 'the success webhook');
    expect(done.entry?.withdraw).toMatchObject({ allowed: true, refund: 1500 });
    expect(done.payments).toHaveLength(1);
    expect(done.payments[0]).toMatchObject({ status: 'succeeded', failure_code: null });
    const receipt = await until(async () => receipts(), (mails) => mails.length === 1, 'the receipt');
    expect(receipt[0]).toContain('Subject: Receipt: entry fee for Paid Cup');
    expect(receipt[0]).toContain('$15.00');
    expect(receipt[0]).toMatch(/VISA •••• 4242/);
    // The payment's moment in the member's own zone, named (as MyZone shows it), not the network's unnamed.
    const [{ paidAt }] = await connection.db.select({ paidAt: entryPayments.paidAt }).from(entryPayments).where(eq(entryPayments.status, 'succeeded'));
    const chicago = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'America/Chicago' }).format(paidAt!);
    expect(receipt[0]).toMatch(new RegExp(`${chicago} GMT-[56] \\(America/Chicago\\)`));
  });

  it('applies an event delivered twice once, and a late failure after the success changes nothing', async () => {
    const succeeded = await until(async () => stripe.delivered.filter((d: { type: string }) => d.type === 'payment_intent.succeeded'), (list) => list.length > 0, 'the delivery');
    const [before] = await connection.db.select({ n: count() }).from(paymentEvents);
    // The same event, posted again as Stripe may.
    const event = { id: succeeded[0].id, object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object: [...stripe.intents.values()][0] } };
    const payload = JSON.stringify(event);
    expect(await dispatch('paymentWebhook', { payload, signature: signPayload(payload, KEYS.webhookSecret) })).toMatchObject({ code: 200, applied: false });
    // An old failure arriving after the success, as a new event.
    const late = JSON.stringify({ ...event, id: 'evt_late_failure', type: 'payment_intent.payment_failed', data: { object: { ...event.data.object, last_payment_error: { code: 'card_declined', message: 'late' } } } });
    expect(await dispatch('paymentWebhook', { payload: late, signature: signPayload(late, KEYS.webhookSecret) })).toMatchObject({ code: 200, applied: true });
    const [after] = await connection.db.select({ n: count() }).from(paymentEvents);
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expect((await entryOf(paid)).payments[0]).toMatchObject({ status: 'succeeded', failure_code: null });
    expect(receipts()).toHaveLength(1);
  });

  it('refuses a webhook with a bad signature (400) and changes nothing: no request can mark an entry paid without the secret', async () => {
    const other = await createSession(connection.db, fixture.playerPks[7]);
    const joined = (await dispatch('tournamentJoin', { tournamentno: paid, lang: 'ko' }, { token: other })) as { payment: { clientsecret: string } };
    const intent = stripe.intents.get(joined.payment.clientsecret.split('_secret_')[0]);
    const forged = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), data: { object: { ...intent, status: 'succeeded' } } });
    const [before] = await connection.db.select({ n: count() }).from(paymentEvents);
    for (const signature of [signPayload(forged, 'whsec_not_the_secret'), '', 't=1,v1=abc', signPayload(forged, KEYS.webhookSecret, Math.floor(Date.now() / 1000) - 3600)]) {
      expect(await dispatch('paymentWebhook', { payload: forged, signature })).toMatchObject({ code: 400, message: 'payments.error.signature' });
    }
    const [after] = await connection.db.select({ n: count() }).from(paymentEvents);
    expect(after.n).toBe(before.n);
    expect((await entryOf(paid, other)).entry).toMatchObject({ paymentstatus: 'awaiting' });
    // Withdrawing an unpaid entry frees the place and cancels its PaymentIntent.
    expect(await dispatch('tournamentWithdraw', { tournamentno: paid }, { token: other })).toMatchObject({ code: 200, refund: null });
    expect((await entryOf(paid, other)).entry).toBeNull();
    expect(intent?.status).toBe('canceled');
  });

  it('withdraws before the deadline with a Stripe refund, completed by its webhook, mailed once, and kept in the records', async () => {
    expect(await dispatch('tournamentWithdraw', { tournamentno: paid }, { token: member })).toMatchObject({ code: 200, refund: { amount: 1500, currency: 'USD' } });
    const answer = await until(() => entryOf(paid), (a) => a.payments[0]?.refund_status === 'succeeded', 'the refund webhook');
    expect(answer.entry).toBeNull();
    expect(answer.payments[0]).toMatchObject({ status: 'succeeded', refund_amount: 1500, refund_reason: 'withdrawn' });
    const mails = await until(async () => receipts(), (list) => list.length === 2, 'the refund receipt');
    expect(mails.find((mail) => mail.includes('Subject: Refund: entry fee for Paid Cup'))).toContain('refunded in full');
    // A second withdrawal has no entry to withdraw; a payment record outlives the entry by five years.
    expect(await dispatch('tournamentWithdraw', { tournamentno: paid }, { token: member })).toMatchObject({ code: 404, message: 'payments.error.notEntered' });
    const [record] = await connection.db.select({ retainUntil: entryPayments.retainUntil, createdAt: entryPayments.createdAt }).from(entryPayments).where(eq(entryPayments.refundReason, 'withdrawn'));
    expect(record.retainUntil.getUTCFullYear() - record.createdAt.getUTCFullYear()).toBe(5);
  });

  it('lapses an unpaid entry after the hold, freeing its place; refunds every paid entry of a cancelled tournament', async () => {
    const late = await createSession(connection.db, fixture.playerPks[10]);
    expect(await dispatch('tournamentJoin', { tournamentno: paid, lang: 'en' }, { token: late })).toMatchObject({ code: 200, paymentstatus: 'awaiting' });
    const count = async () => ((await dispatch('tournamentCondition', { tournamentno: paid, lang: 'en' })) as unknown as { tournamentcondition: { entrycnt: number } }).tournamentcondition.entrycnt;
    const before = await count();
    await connection.db.update(tournamentEntries).set({ paymentDueAt: new Date(Date.now() - 1000) }).where(and(eq(tournamentEntries.tournamentno, paid), eq(tournamentEntries.paymentStatus, 'awaiting')));
    expect(await count()).toBe(before - 1);
    const heard: Change[] = [];
    const stopListening = onMemberApiChanges((changes) => heard.push(...changes));
    expect(await settlePayments(connection.db)).toMatch(/^payments: 1 unpaid entries lapsed/);
    stopListening();
    // What shows the lapse is told (lib/member-api/changes.ts): the tournament's list and the member's MyZone.
    expect(heard).toEqual([
      { kind: 'tournament', id: paid },
      { kind: 'member', id: fixture.playerPks[10] },
    ]);
    expect((await entryOf(paid, late)).entry).toBeNull();

    // A member pays, then the tournament is cancelled: the job refunds without any request.
    const joined = (await dispatch('tournamentJoin', { tournamentno: paid, lang: 'en' }, { token: late })) as { payment: { clientsecret: string } };
    await payWithCard(joined.payment.clientsecret, '5555555555554444');
    await until(() => entryOf(paid, late), (a) => a.entry?.paymentstatus === 'paid', 'the payment');
    await connection.db.update(tournaments).set({ status: '4' }).where(eq(tournaments.tournamentno, paid));
    expect(await settlePayments(connection.db)).toMatch(/1 refunds of cancelled tournaments decided, 1 refunds requested$/);
    const refunded = await until(() => entryOf(paid, late), (a) => a.entry?.paymentstatus === 'refunded', 'the cancellation refund');
    expect(refunded.payments[0]).toMatchObject({ refund_status: 'succeeded', refund_reason: 'cancelled', refund_amount: 1500 });
    // Run again: nothing more is refunded.
    expect(await settlePayments(connection.db)).toMatch(/0 refunds of cancelled tournaments decided, 0 refunds requested$/);
    await until(async () => receipts(), (mails) => mails.length === 4, 'the payment and refund receipts of the cancelled entry');
  });
});

describe('without Stripe keys', () => {
  it('records a paid entry as paid at the venue, and the webhook is not there', async () => {
    for (const name of ['STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];
    await connection.db.update(tournaments).set({ status: '2' }).where(eq(tournaments.tournamentno, paid));
    const venue = await createSession(connection.db, fixture.playerPks[12]);
    expect(await dispatch('tournamentJoin', { tournamentno: paid, lang: 'en' }, { token: venue })).toMatchObject({ code: 200, paymentstatus: 'venue', payment: null });
    expect(await entryOf(paid, venue)).toMatchObject({ paymentmode: 'venue', entry: { paymentstatus: 'venue' } });
    expect(await dispatch('tournamentPay', { tournamentno: paid, lang: 'en' }, { token: venue })).toMatchObject({ code: 409, message: 'payments.error.disabled' });
    expect(await dispatch('paymentWebhook', { payload: '{}', signature: 't=1,v1=x' })).toMatchObject({ code: 404 });
  });
});
