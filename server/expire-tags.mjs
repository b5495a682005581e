// Expires Next cache tags outside a request (server/serve.mjs, for the routes it answers ahead of Next:
// server/direct-routes.mjs). revalidateTag needs a request's store and applies its tags when the
// request ends (next/dist/server/revalidation-utils.js, revalidateTags); this does the same with the
// server's own objects: every "use cache" handler's updateTags, then the incremental cache's
// revalidateTag, which is the configured cache handler's (Next's data and pages, and through
// ./script-hashes.mjs the edge cache's copies, on every instance with REDIS_URL).
// Next's internals come through ./next-internals.mjs. Plain JavaScript, loaded by the server script
// without a build.
import { cacheInternalsOf } from './next-internals.mjs';

/**
 * `app` is the server script's `next()` instance. Returns expireTags(tags), which expires them at
 * once, as `revalidateTag(tag, { expire: 0 })` does.
 */
export function tagExpirer(app) {
  if (typeof app.server?.getServer !== 'function') throw new Error('tagExpirer: this Next.js has no server.getServer() (see server/next-internals.mjs)');
  return async function expireTags(tags) {
    if (!tags.length) return;
    const durations = { expire: 0 };
    const { useCacheHandlers, incrementalCache } = await cacheInternalsOf(app);
    await Promise.all(useCacheHandlers.map((handler) => handler.updateTags?.(tags, durations)));
    await incrementalCache.revalidateTag(tags, durations);
  };
}

const SHARED = Symbol.for('clubhouse.expire-tags');

/**
 * Lets code Next compiled (a job's changes: app/upstream/follow-changes.ts) expire tags outside
 * any request, with the server's own expirer (server/serve.mjs shares it once Next is ready).
 */
export function shareTagExpirer(expireTags) {
  globalThis[SHARED] = expireTags;
}

/** Expires tags with the shared expirer; resolves false when none is shared (`next start`, a script). */
export async function expireTagsOutsideRequest(tags) {
  const expire = globalThis[SHARED];
  if (!expire || !tags.length) return false;
  await expire(tags);
  return true;
}
