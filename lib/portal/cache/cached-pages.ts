import { generatedCachedPages } from './cached-pages.generated';

/**
 * The public pages served from Next's cache (ISR) rather than rendered per request: the same bytes
 * for every visitor, revalidated by tag when their data changes (lib/portal/cache/tags.ts) and after their
 * `revalidate` time. What depends on the visitor is an island on these pages (the header's login
 * state, the footer's CT zone, the view beacon). The lists among them carry a query that proxy.ts
 * rewrites to a canonical path segment (./list-pages.ts).
 *
 * The list is generated from the pages that declare `revalidate` (scripts/generate-cached-pages.mjs),
 * so a page cannot be cached without being listed, nor listed without being cached.
 *
 * proxy.ts gives them no nonce policy: their Content-Security-Policy comes with the cached page
 * (lib/portal/cache/script-hashes.mjs). The e2e security-header test checks each one. Paths are without the
 * locale prefix.
 */
export const cachedPages: readonly RegExp[] = generatedCachedPages;

export function isCachedPage(path: string): boolean {
  return cachedPages.some((pattern) => pattern.test(path));
}
