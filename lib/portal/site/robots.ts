import type { MetadataRoute } from 'next';

/** Paths no crawler has any business in: MyZone (both languages), the JSON routes and the member API. */
export const disallowedPaths = ['/membership', '/ko/membership', '/api/', '/upstream/', '/admin'] as const;

/**
 * The portal is the production host when it is asked for under APP_URL's own host: a copy reached at
 * any other address (a staging server, a preview, the bare IP) tells crawlers to stay away entirely,
 * so it never competes with the real site.
 */
export function isProductionHost(appUrl: string, requestHost: string | null): boolean {
  if (!requestHost) return false;
  return new URL(appUrl).host.toLowerCase() === requestHost.toLowerCase();
}

export function robotsFor(appUrl: string, requestHost: string | null): MetadataRoute.Robots {
  if (!isProductionHost(appUrl, requestHost)) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...disallowedPaths] },
    sitemap: `${appUrl}/sitemap.xml`,
  };
}
