import Stripe from 'stripe';
import type { Database } from '@/lib/member-api/db/connect';
import { entryPayments } from '@/lib/member-api/db/schema';

/** A `stripe` client talking to the loopback stand-in (tests/payments/loopback-stripe.mjs) at `url`: one try, no telemetry. */
export function loopbackStripeClient(url: string, secretKey: string): Stripe {
  const api = new URL(url);
  return new Stripe(secretKey, { protocol: 'http', host: api.hostname, port: api.port, maxNetworkRetries: 0, telemetry: false });
}

/**
 * A succeeded card payment of an entry fee, 15.00 USD: a PaymentIntent the stand-in knows, paid with
 * Stripe's 4242 test card the way the browser's Stripe.js confirms it, and its entry_payments row.
 */
export async function paidEntry(
  db: Database,
  stripe: { url: string; secretKey: string; publishableKey: string },
  entry: { tournamentno: number; playerPk: number },
): Promise<{ id: number; intent: string }> {
  const intent = await loopbackStripeClient(stripe.url, stripe.secretKey).paymentIntents.create({ amount: 1500, currency: 'usd' });
  const body = new URLSearchParams({ key: stripe.publishableKey, client_secret: intent.client_secret ?? '', 'payment_method_data[type]': 'card', 'payment_method_data[card][number]': '4242424242424242' });
  await fetch(`${stripe.url}/v1/payment_intents/${intent.id}/confirm`, { method: 'POST', body });
  const [row] = await db
    .insert(entryPayments)
    .values({ ...entry, amount: 1500, currency: 'USD', paymentIntentId: intent.id, status: 'succeeded', paidAt: new Date(), retainUntil: new Date(Date.now() + 5 * 365 * 86_400_000) })
    .returning({ id: entryPayments.id });
  return { id: row.id, intent: intent.id };
}
