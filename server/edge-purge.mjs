// Tells the edge cache (./edge-cache.mjs, in server/serve.mjs) which Next cache tags just expired.
// The cache handler (./script-hashes.mjs) announces them when Next hands it revalidateTag, that is once
// Next's own copy is expired: a request after the purge can only get the new page from Next. Purging
// earlier (where the member API's seam calls revalidateTag, which Next applies only after the response)
// would let a request in between store the old page again.
//
// Next loads the cache handler with its own import(); a global registry (not module state) makes sure
// both sides meet in one process whatever module instance each got. Plain JavaScript, no imports.

const LISTENERS = Symbol.for('clubhouse.edge-cache.expired-tags');

function listeners() {
  globalThis[LISTENERS] ??= new Set();
  return globalThis[LISTENERS];
}

/** Registers the edge cache's purge; returns the function that removes it. */
export function onExpiredTags(listener) {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** True when an edge cache listens in this process (the cache handler then stamps pages for it). */
export function edgeCacheListening() {
  return listeners().size > 0;
}

/** Announces expired tags (a tag or a list) to every listener; a failing listener does not stop the others. */
export function announceExpiredTags(tags) {
  const list = (Array.isArray(tags) ? tags : [tags]).filter((tag) => typeof tag === 'string');
  if (!list.length) return;
  for (const listener of listeners()) {
    try {
      listener(list);
    } catch (error) {
      console.error('[edge-cache] purge failed:', error instanceof Error ? error.message : error);
    }
  }
}
