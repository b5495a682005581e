// Expires Next cache tags outside a request (scripts/serve.mjs, for the routes it answers ahead of Next:
// lib/server/direct-routes.mjs). revalidateTag needs a request's store and applies its tags when the
// request ends (next/dist/server/revalidation-utils.js, revalidateTags); this does the same with the
// server's own objects: every "use cache" handler's updateTags, then the incremental cache's
// revalidateTag, which is the configured cache handler's (Next's data and pages, and through
// ./script-hashes.mjs the edge cache's copies, on every instance with REDIS_URL).
// Next's internals, not public exports: pinned with next 16.4 in package.json, as
// ./file-cache-handler.mjs is. Plain JavaScript, loaded by the server script without a build.
/**
 * `app` is the server script's `next()` instance. Returns expireTags(tags), which expires them at
 * once, as `revalidateTag(tag, { expire: 0 })` does.
 */
export function tagExpirer(app) {
  if (typeof app.server?.getServer !== 'function') throw new Error('tagExpirer: this Next.js has no server.getServer() (pinned to next 16.4)');
  return async function expireTags(tags) {
    if (!tags.length) return;
    const durations = { expire: 0 };
    // `next()` gives a custom-server wrapper; behind it, Next's own NextServer and its node server.
    const server = await app.server.getServer();
    // Loaded once Next's server is up: its modules need the environment the server sets up first.
    const { getCacheHandlers } = await import('next/dist/server/use-cache/handlers.js');
    // Made per request by Next too; the handlers keep their state in module scope or in Redis.
    const incrementalCache = await server.getIncrementalCache({ requestHeaders: {} });
    await Promise.all([...(getCacheHandlers() ?? [])].map((handler) => handler.updateTags?.(tags, durations)));
    await incrementalCache.revalidateTag(tags, durations);
  };
}
