// The Next.js cache (rendered pages, route responses, unstable_cache data and their tags) in Redis, so
// several `next start` instances behind one load balancer share it: a revalidation on one instance is
// seen by all (design.md §1 "Scaling out"). next.config.mjs installs this handler only when REDIS_URL
// is set; a single instance keeps Next's own in-memory and file cache.
//
// @fortedigital/nextjs-cache-handler does the Next-specific part (entry shapes, tag maps, lifespans)
// and is maintained for Next 16; ioredis is the client the portal already uses for rate limits.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import Redis from 'ioredis';
import { configFingerprint } from './config-fingerprint.mjs';
import { keyHasFreeText } from './query-bounds.mjs';
import { withScriptHashes } from './script-hashes.mjs';
import { CACHE_KIND } from '../../../server/next-internals.mjs';

/** A slow Redis must not hold a page: past this a read is a miss and the page renders. */
const REDIS_TIMEOUT_MS = 1000;

CacheHandler.onCreation(async ({ buildId }) => {
  const url = process.env.REDIS_URL;
  // Entries of one build are meaningless to another (chunk names change), hence the build id; and a
  // page rendered under one configuration (APP_URL, card payments…) is wrong under another, hence its
  // fingerprint (./config-fingerprint.mjs): every instance of one configuration shares the entries.
  const keyPrefix = `${process.env.REDIS_CACHE_PREFIX || 'clubhouse'}:${buildId ?? 'dev'}:${configFingerprint()}:`;
  if (url && buildId) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    client.on('error', (error) => console.error('[cache] Redis:', error.message));
    try {
      await client.connect();
      return {
        handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix, timeoutMs: REDIS_TIMEOUT_MS })],
      };
    } catch (error) {
      // Serving from a per-instance cache is better than not serving; the log says the cache is not shared.
      console.error(`[cache] Redis at REDIS_URL is unreachable (${error.message}): this instance caches in memory, unshared`);
      client.disconnect();
    }
  }
  return { handlers: [createLruHandler()] };
});

/** A free-text search is one visitor's words: never stored in the shared cache either (./page-cache-bound.mjs). */
class SharedCacheHandler extends CacheHandler {
  async set(key, data, ...rest) {
    if (data && data.kind !== CACHE_KIND.fetch && keyHasFreeText(key)) return;
    return super.set(key, data, ...rest);
  }
}

// Cached pages carry their hash-based CSP whichever cache holds them (./script-hashes.mjs).
export default withScriptHashes(SharedCacheHandler);
