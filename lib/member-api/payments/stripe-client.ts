import 'server-only';
import Stripe from 'stripe';
import { env } from '@/lib/shared/config/env';

let client: { key: string; apiUrl: string | undefined; stripe: Stripe } | undefined;

/**
 * The `stripe` client, or undefined when card payments are off (lib/shared/config/env `stripe`, the one
 * switch). STRIPE_API_URL points it elsewhere than api.stripe.com: the tests' loopback Stripe.
 */
export function stripeClient(): Stripe | undefined {
  const config = env.stripe;
  if (!config) return undefined;
  if (client?.key === config.secretKey && client.apiUrl === config.apiUrl) return client.stripe;
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Clubhouse' },
    ...(api ? { protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const), host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80) } : {}),
  });
  client = { key: config.secretKey, apiUrl: config.apiUrl, stripe };
  return stripe;
}

/** The webhook secret events are signed with (card payments on). */
export function webhookSecret(): string | undefined {
  return env.stripe?.webhookSecret;
}
