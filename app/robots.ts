import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { env } from '@/lib/shared/config/env';
import { robotsFor } from '@/lib/portal/site/robots';

/** robots.txt: everything open but MyZone, the JSON routes and the member API, on the production host only (lib/portal/site/robots.ts). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const requestHeaders = await headers();
  // Behind a trusted reverse proxy the address the visitor asked for is the proxy's X-Forwarded-Host.
  const forwarded = env.trustedProxyHops > 0 ? requestHeaders.get('x-forwarded-host') : null;
  return robotsFor(env.appUrl, forwarded ?? requestHeaders.get('host'));
}
