/** Types of the loopback Stripe stand-in (loopback-stripe.mjs), for the TypeScript tests. */
export interface LoopbackStripe {
  url: string;
  jsUrl: string;
  delivered: { id: string; type: string; status: number }[];
  intents: Map<string, Record<string, unknown> & { id: string; status: string; client_secret: string }>;
  /** Every refund made, by id (a request repeated under its Idempotency-Key makes none). */
  refunds: Map<string, Record<string, unknown> & { id: string; status: string; amount: number; payment_intent: string; metadata: Record<string, string> }>;
  setWebhookUrl(url: string): void;
  emit(type: string, object: unknown): unknown;
  deliver(event: unknown): Promise<void>;
  close(): Promise<void>;
}

export function signPayload(payload: string, secret: string, timestamp?: number): string;

export function startLoopbackStripe(options: {
  port?: number;
  host?: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  webhookUrl?: string;
  duplicateDeliveries?: boolean;
  refundDelayMs?: number;
}): Promise<LoopbackStripe>;
