import type { MetadataRoute } from 'next';
import { legal } from '@/content/legal/en';
import { env } from '@/lib/shared/config/env';
import { getSitemapEntries } from '@/lib/portal/data/sitemap';
import { isSitemapKind, pagesOfKind, sitemapKinds, sitemapUrls } from '@/lib/portal/site/sitemap';

// Rendered on request from the data cache (lib/portal/data/sitemap.ts: an hour, and expired by tag when an
// entry or a comment changes what a page shows): the member API is not there at build time.
export const dynamic = 'force-dynamic';

/**
 * One sitemap per kind of page, at /sitemaps/sitemap/{kind}.xml; /sitemap.xml is their index
 * (app/sitemap.xml/route.ts: Next reserves /sitemap.xml for app/sitemap.ts even when it only serves
 * generateSitemaps' parts, so the parts live one folder down).
 */
export function generateSitemaps() {
  return sitemapKinds.map((id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const kind = await id;
  if (!isSitemapKind(kind)) return [];
  return sitemapUrls(pagesOfKind(kind, await getSitemapEntries(), legal.terms.effectiveDate), env.appUrl);
}
