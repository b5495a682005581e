// Each request the edge hands to Next (or to a direct route) runs inside a scope of its own, an
// AsyncLocalStorage kept on globalThis so that the code Next bundled (which has its own copy of every
// module, but the same globalThis) finds it: the database thread (lib/member-api/db/pglite-thread.ts) reads it to
// bound the queries one request may have waiting at once (a page that fires twenty queries together
// takes its turns like everyone else instead of filling the one queue). A client that leaves drops
// nothing: the render may be filling the shared page cache, or be a background revalidation that runs
// in this scope, and other visitors wait on it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pageNoteOf } from './member-pages.mjs';

const scopeKey = Symbol.for('clubhouse.requestScope');
globalThis[scopeKey] ??= new AsyncLocalStorage();
const storage = globalThis[scopeKey];

/** Runs `work` in a new request scope; `requestId` names the request in every log line (lib/shared/log/json-console.mjs). */
export function runInRequestScope(res, work, requestId) {
  // A MyZone page the edge may keep for its member carries a note its reads fill in (./member-pages.mjs).
  const scope = { dbInFlight: 0, dbWaiting: [], requestId, page: pageNoteOf(res) };
  return storage.run(scope, work);
}

const TRUSTED_ID = /^[A-Za-z0-9._:-]{8,80}$/;

/**
 * The request's id: the balancer's X-Request-Id when the balancer is trusted (TRUSTED_PROXY_HOPS > 0,
 * deploy/haproxy.cfg sets one per request), so one id follows a request through the balancer's log
 * and the portal's; otherwise a new one. A client never chooses it.
 */
export function requestIdOf(req, env = process.env) {
  const sent = req.headers['x-request-id'];
  if (Number(env.TRUSTED_PROXY_HOPS) > 0 && typeof sent === 'string' && TRUSTED_ID.test(sent)) return sent;
  return crypto.randomUUID();
}
