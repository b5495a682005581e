import 'server-only';
import { env } from '@/lib/config/env';

/**
 * Mutations only from our own pages (design.md §5): the browser's Origin must be this site's,
 * either APP_URL or the address the request came to. A request without Origin passes only when the
 * browser says it is same-origin (Fetch Metadata); anything else is refused.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  return origin === new URL(env.appUrl).origin || origin === new URL(request.url).origin;
}

/**
 * The address that per-address rate limits key on. Behind TRUSTED_PROXY_HOPS proxies it is the
 * entry the outermost trusted proxy appended to X-Forwarded-For (counted from the right, so a
 * client cannot choose it). With no proxy, Next.js fills the header from the socket unless the client
 * sent one; such limits are then advisory, and the calls that matter also limit per account.
 */
export function clientIp(request: Request, hops = env.trustedProxyHops): string | undefined {
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!forwarded.length) return request.headers.get('x-real-ip') ?? undefined;
  if (hops <= 0) return forwarded[0];
  return forwarded[Math.max(0, forwarded.length - hops)];
}
