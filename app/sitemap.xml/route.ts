import { legal } from '@/content/legal/en';
import { env } from '@/lib/shared/config/env';
import { getSitemapEntries } from '@/lib/portal/data/sitemap';
import { newestOf, pagesOfKind, sitemapIndexXml, sitemapKinds, sitemapPartUrl } from '@/lib/portal/site/sitemap';

// Same data as the sitemaps it lists (the data cache), read on request: not at build time.
export const dynamic = 'force-dynamic';

/** The sitemap index: Next serves each sitemap of app/sitemaps/sitemap.ts (generateSitemaps) but no index of them. */
export async function GET() {
  const entries = await getSitemapEntries();
  const xml = sitemapIndexXml(
    sitemapKinds.map((kind) => ({ url: sitemapPartUrl(env.appUrl, kind), lastmod: newestOf(pagesOfKind(kind, entries, legal.terms.effectiveDate)) })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' } });
}
