import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';

/**
 * Stripe's webhook endpoint (register https://<APP_URL>/api/payments/stripe/webhook for
 * payment_intent.succeeded, payment_intent.payment_failed, refund.created, refund.updated and
 * refund.failed). The raw body and its Stripe-Signature header go to the member API as they came
 * (paymentWebhook): it checks the signature with the `stripe` package and the webhook secret and
 * applies the event once. Answers 2xx once the event is recorded, 400 for a bad signature (Stripe
 * does not retry those), 5xx otherwise (Stripe retries).
 */
export async function POST(request: Request) {
  const payload = await request.text();
  const signature = request.headers.get('stripe-signature') ?? '';
  try {
    const result = await callUpstream('paymentWebhook', { payload, signature });
    return Response.json({ received: true, applied: result.applied }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    const code = isUpstreamError(error) ? error.code : 500;
    if (!isUpstreamError(error)) console.error('[payments] webhook failed', error);
    const status = code >= 400 && code < 600 ? code : 500;
    return Response.json({ received: false, message: isUpstreamError(error) ? error.message : 'api.internal' }, { status, headers: { 'cache-control': 'no-store' } });
  }
}
