// Routes that server/serve.mjs answers itself, ahead of Next's request pipeline, with code Next
// compiled: a route module registers its handler from instrumentation.ts (which Next builds with the
// app's aliases and runs in the server's process), and the server script, which loads no TypeScript,
// finds it here. Only a hot path earns one (the venue round API, issue 11): Next's routing and its
// fetch Request and Response cost more CPU than such a request's own work. Until a handler is
// registered, and under `next start` or `next dev`, the same path is served by Next's route.
//
// A global registry (not module state): the instrumentation bundle carries its own copy of this
// module, and both sides must meet in one process. Plain JavaScript, no imports.

const ROUTES = Symbol.for('clubhouse.direct-routes');

function routes() {
  globalThis[ROUTES] ??= new Map();
  return globalThis[ROUTES];
}

/** Registers the handler of one method on one exact path (no pattern, no trailing slash). */
export function registerDirectRoute(method, path, handler) {
  routes().set(`${method} ${path}`, handler);
}

/**
 * Registers the handler of one method on every path under a first segment (a prefix ending with a slash, e.g.
 * `/upstream/`): an exact path registered with registerDirectRoute wins over it.
 */
export function registerDirectPrefix(method, prefix, handler) {
  if (!prefix.endsWith('/')) throw new Error(`a direct route prefix ends with a slash: ${prefix}`);
  routes().set(`${method} ${prefix}*`, handler);
}

/** The handler registered for this request line, if any (the query is not part of the match). */
export function directRoute(method, url) {
  const map = routes();
  if (!map.size) return undefined;
  const path = (url ?? '/').split('?')[0];
  const exact = map.get(`${method} ${path}`);
  if (exact) return exact;
  const second = path.indexOf('/', 1);
  return second > 0 ? map.get(`${method} ${path.slice(0, second + 1)}*`) : undefined;
}
