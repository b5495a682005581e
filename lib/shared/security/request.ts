import 'server-only';
import { env } from '@/lib/shared/config/env';

/**
 * Mutations only from our own pages (design.md §5): the browser's Origin must be this site's,
 * either APP_URL or the address the request came to. A request without Origin passes only when the
 * browser says it is same-origin (Fetch Metadata); anything else is refused.
 */
export function sameOrigin(request: Request): boolean {
  return sameOriginHeaders(request.headers, new URL(request.url).host);
}

/**
 * The same rule for a server action, which has the request's headers but no Request: the address
 * it came to is the Host (or X-Forwarded-Host) header, the one Next.js compares too. A browser
 * cannot set either header for another site, so a forged cross-site post still shows its own Origin.
 */
export function sameOriginHeaders(headers: Headers, host = headers.get('x-forwarded-host') ?? headers.get('host') ?? undefined): boolean {
  const origin = headers.get('origin');
  if (!origin) return headers.get('sec-fetch-site') === 'same-origin';
  if (origin === new URL(env.appUrl).origin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The address that per-address rate limits key on. Behind TRUSTED_PROXY_HOPS proxies it is the
 * entry the outermost trusted proxy appended to X-Forwarded-For (counted from the right, so a
 * client cannot choose it). With no proxy, Next.js fills the header from the socket unless the client
 * sent one; such limits are then advisory, and the calls that matter also limit per account.
 */
export function clientIp(request: Pick<Request, 'headers'>, hops = env.trustedProxyHops): string | undefined {
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!forwarded.length) return request.headers.get('x-real-ip') ?? undefined;
  if (hops <= 0) return forwarded[0];
  return forwarded[Math.max(0, forwarded.length - hops)];
}
