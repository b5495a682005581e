// The one place Clubhouse leans on Next.js internals: modules under next/dist, header names, cache kinds
// and the server objects behind `next()`. None of them is a public API, so they are named here once and
// nowhere else, and server/next-internals.test.ts checks each against the installed Next: an upgrade that
// moves or renames one fails that test with the name of what changed, not a cache that silently stops
// expiring. Pinned with NEXT_VERSION_TESTED; raise it only after that test passes on the new version.
// Plain JavaScript: loaded by the server script (no build) and by Next as part of the cache handler.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The Next.js major.minor these internals were read from (package.json pins it with ^). */
export const NEXT_VERSION_TESTED = '16.4';

/** What Next's response cache says of an answer: HIT, STALE, MISS or REVALIDATED. */
export const NEXT_CACHE_HEADER = 'x-nextjs-cache';

/** The tags of a cached page, as Next stores them in the page's cached headers. */
export const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** Next's CachedRouteKind names (next/dist/server/response-cache/types) that this project tells apart. */
export const CACHE_KIND = Object.freeze({ appPage: 'APP_PAGE', appRoute: 'APP_ROUTE', pages: 'PAGES', fetch: 'FETCH' });

/** Next's built-in file-system cache handler class (memory, then .next/server), which ours wrap. */
export function fileSystemCacheClass() {
  const loaded = require('next/dist/server/lib/incremental-cache/file-system-cache.js');
  return loaded.default ?? loaded;
}

/**
 * `app` is the server script's `next()` instance. Returns what expiring tags outside a request needs:
 * every "use cache" handler and the incremental cache (the configured cache handler). Call it once
 * Next's server is up: its modules need the environment the server sets up first.
 */
export async function cacheInternalsOf(app) {
  if (typeof app.server?.getServer !== 'function') throw new Error(`next-internals: this Next.js has no server.getServer() (read from next ${NEXT_VERSION_TESTED})`);
  // `next()` gives a custom-server wrapper; behind it, Next's own NextServer and its node server.
  const server = await app.server.getServer();
  const { getCacheHandlers } = require('next/dist/server/use-cache/handlers.js');
  // Made per request by Next too; the handlers keep their state in module scope or in Redis.
  const incrementalCache = await server.getIncrementalCache({ requestHeaders: {} });
  return { useCacheHandlers: [...(getCacheHandlers() ?? [])], incrementalCache };
}
