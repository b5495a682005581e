import 'server-only';
import { env } from '@/lib/shared/config/env';

/** How entry fees are paid here: by card online (the Stripe keys are set) or at the venue. The one switch. */
export type PaymentMode = 'card' | 'venue';

/** What the browser needs to load Stripe.js: the publishable key, and a stand-in's address in tests. */
export interface StripePublicConfig {
  publishableKey: string;
  /** Stripe.js from elsewhere than js.stripe.com (the tests' loopback stand-in); absent in production. */
  jsUrl?: string;
}

export function paymentMode(): PaymentMode {
  return env.stripe ? 'card' : 'venue';
}

/** Read at render time on the server, never inlined into the build: one build serves either mode. */
export function stripePublicConfig(): StripePublicConfig | null {
  const stripe = env.stripe;
  return stripe ? { publishableKey: stripe.publishableKey, ...(stripe.jsUrl ? { jsUrl: stripe.jsUrl } : {}) } : null;
}
