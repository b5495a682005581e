// The edge cache on Node's HTTP server (server/serve.mjs): answers a request from the store
// (./edge-cache.mjs) before Next.js sees it, or lets Next answer and keeps a copy of what it sent when
// the rules allow. Every answer of the portal passes here, so the cache's private headers never leave.
//
// x-cache on a request the cache may serve: HIT (stored, fresh), STALE (stored, past s-maxage, another
// request is fetching the new one, or the server is too busy to), MISS (Next answered); BYPASS on a
// page request whose answer it must not keep (a session: served what a visitor stored, never stored)
// or serve (credentials). Age: seconds since Next rendered the page.
import { insteadOfRefusal } from './admission.mjs';
import { deadline } from './deadlines.mjs';
import { waitLeft } from './loop-lag.mjs';
import { bypassReason, carriesSession, EDGE_RENDERED_AT_HEADER, INTERNAL_HEADERS } from './edge-cache.mjs';
import { attachPageNote, isMemberPagePath, memberPageKey, memberPageRule, memberResolver } from './member-pages.mjs';
import { NEXT_CACHE_HEADER } from './next-internals.mjs';
import { cachedPagePolicy } from '../lib/portal/cache/script-hashes.mjs';

/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, work: () => void) => void} Admit */

/**
 * The middleware: `(req, res, passOn) => boolean`, true when the cache took the request (the caller
 * then stops); `passOn()` hands a request it took back to Next (a member's copy whose session is no
 * longer theirs). Call it first, before anything else wraps `res`, so it sees the response exactly as sent.
 * `memberCache` keeps MyZone pages per member (./member-pages.mjs); without it they all go to Next.
 * `refuseBusy` answers a request whose copy's session check came too late (the server's 503).
 * `admitCheck` runs a copy's session check now, later or never (a 503), as ./admission.mjs admits
 * requests: checks beyond what the database answers in time are refused at once, not queued there.
 * `lagMs` is how late the event loop runs now (./loop-lag.mjs): the waits for a session check and for
 * another request's render end within the request's second (waitLeft).
 * @param {ReturnType<import('./edge-cache.mjs').createEdgeCache>} cache
 * @param {{ memberCache?: ReturnType<import('./edge-cache.mjs').createEdgeCache>, refuseBusy?: (res: import('node:http').ServerResponse) => void, admitCheck?: Admit, lagMs?: () => number }} [options]
 */
export function edgeCacheLayer(cache, { memberCache, refuseBusy, admitCheck = (_req, _res, work) => work(), lagMs = () => 0 } = {}) {
  /** @type {MemberPageOptions} */
  const memberOptions = { refuseBusy, admitCheck, lagMs, renders: new Map() };
  return function serveFromEdge(req, res, passOn) {
    const method = req.method ?? 'GET';
    if (memberCache?.enabled && passOn && isMemberPageRequest(method, req)) return serveMemberPage(memberCache, req, res, passOn, memberOptions);
    if (!cache.enabled) {
      observe(res, {});
      return false;
    }
    const reason = bypassReason(method, req.url, req.headers);
    if (reason && reason !== 'session') {
      observe(res, { label: reason === 'authorization' ? 'BYPASS' : undefined });
      return false;
    }
    const found = cache.lookup(req.url, req.headers);
    if (found && found.state !== 'refresh') {
      reply(cache, req, res, found.entry, found.state === 'fresh' ? 'HIT' : 'STALE');
      return true;
    }
    // A member (issue 22) is served a public page a visitor's request stored: such a page is the same
    // for everyone (it never reads the session; what is the member's comes from islands). What Next
    // answers a member is never stored, so nothing a member caused can reach anyone else.
    if (reason === 'session') {
      const observed = observe(res, { label: 'BYPASS' });
      if (found) refreshing(cache, req, res, found, observed);
      return false;
    }
    // HEAD has no body to keep; its GET will store the page. The request's headers are copied now:
    // Next deletes the RSC ones from req.headers while it handles a request, and they choose the
    // variant the answer is stored under (a client navigation's payload must never become the document).
    const keep = method === 'GET' ? { cache, url: req.url, requestHeaders: { ...req.headers }, startedEpoch: cache.epoch } : undefined;
    const observed = observe(res, { label: 'MISS', keep });
    if (found) refreshing(cache, req, res, found, observed);
    return false;
  };
}

/**
 * This request asks Next for a stale page's new copy: when it ends, another may ask; refused by a busy
 * server (./admission.mjs), it still answers, with the copy everyone else gets meanwhile.
 */
function refreshing(cache, req, res, found, observed) {
  res.once('close', () => cache.refreshDone(found.key));
  insteadOfRefusal(res, () => {
    observed.answeredFromCopy('STALE');
    reply(cache, req, res, found.entry, 'STALE');
  });
}

/**
 * How long a copy waits for its session check: past it the database is too busy to say, and the
 * request is answered 503 with Retry-After like one admission refuses (within a second in all),
 * never waiting unbounded in the database's queue. At most what is left of the request's second
 * (./loop-lag.mjs), but never under the floor a check on a busy database needs.
 */
const SESSION_CHECK_BOUND_MS = 500;
const SESSION_CHECK_FLOOR_MS = 50;

class SessionCheckLate extends Error {}

/** The promise's value, or a SessionCheckLate rejection once `ms` have passed without one (./deadlines.mjs). */
function withinBound(promise, ms) {
  let cancel = () => {};
  const late = new Promise((_, reject) => {
    cancel = deadline(ms, () => reject(new SessionCheckLate(`no answer within ${ms} ms`)));
  });
  return Promise.race([promise, late]).finally(cancel);
}

/** A MyZone document or payload asked for with a session, which the member's copy may answer. */
function isMemberPageRequest(method, req) {
  if ((method !== 'GET' && method !== 'HEAD') || typeof req.url !== 'string' || !req.url.startsWith('/')) return false;
  if (!isMemberPagePath(req.url.split('?')[0]) || !carriesSession(req.headers)) return false;
  return !req.headers.authorization && !req.headers.range && memberResolver() !== undefined;
}

/**
 * How long a request waits for the render of the same member's page that another request started,
 * at most: past it the server is too busy, and the request is refused (503, Retry-After) within the
 * second a refusal may take. Under 1 000 connections a render took seconds, and its waiters with it.
 */
const RENDER_WAIT_MS = 750;

/**
 * @typedef {(outcome: 'rendered' | 'busy') => void} RenderWaiter
 * @typedef {{ refuseBusy?: (res: import('node:http').ServerResponse) => void, admitCheck: Admit, lagMs: () => number, renders: Map<string, RenderWaiter[]> }} MemberPageOptions
 * `renders`: the member pages Next is rendering now, by key, with the requests waiting for each.
 */

/**
 * How late the event loop may run for a copy past its life to be rendered anew rather than served as
 * it is: a render would add its work to a thread already behind, and the copy may still be served for
 * a while (./member-pages.mjs). The render waits for a request that finds the loop keeping time.
 */
const BUSY_LAG_MS = 100;

/**
 * A member's copy of a MyZone page, served once the cookie's session is confirmed live and theirs;
 * otherwise Next renders it, and the render is kept when its reads allow (./member-pages.mjs).
 * A request for a page whose render is under way waits for that render's copy instead of starting
 * another: a member's tabs, retries and prefetches of an expired dashboard render it once. Under
 * 1 000 connections of 200 members, each expired dashboard was rendered five times at once.
 * A copy past its life is rendered anew by one request; the others meanwhile, and that one if the
 * server refuses its render or the event loop runs late (BUSY_LAG_MS), get the copy (STALE). Before,
 * such a copy was forgotten, and under 1 000 connections every request of its member then asked for
 * a render until one got through (1 948–3 391 misses in 15 s).
 * @param {MemberPageOptions} options
 */
function serveMemberPage(memberCache, req, res, passOn, options) {
  const key = memberPageKey(req.headers.cookie, req.url);
  const found = memberCache.lookup(key, req.headers);
  if (found?.state === 'refresh' && options.lagMs() >= BUSY_LAG_MS) {
    // Too busy to render it anew now: a later request will, once the loop keeps time again.
    memberCache.refreshDone(found.key);
    found.state = 'stale';
  }
  if (found && found.state !== 'refresh') {
    options.admitCheck(req, res, () => answerFromCopy(memberCache, req, res, passOn, options, key, found));
    return true;
  }
  const waiters = !found && req.method === 'GET' ? options.renders.get(key) : undefined;
  if (waiters) {
    waitForRender(waiters, memberCache, req, res, passOn, key, options);
    return true;
  }
  renderForMember(memberCache, req, res, key, options, found, options.renders);
  return false;
}

/**
 * Lets Next render a member's page (keepForMember); given the expired copy this request refreshes
 * (`found`, state 'refresh'), the copy answers instead if the server refuses the render.
 * @param {MemberPageOptions} options
 * @param {Map<string, RenderWaiter[]>} [renders]
 */
function renderForMember(memberCache, req, res, key, options, found, renders) {
  const observed = keepForMember(memberCache, req, res, key, renders);
  if (!found) return;
  res.once('close', () => memberCache.refreshDone(found.key));
  insteadOfRefusal(res, () => copyInsteadOfRefusal(memberCache, req, res, options, found, observed));
}

/**
 * A busy server refused the render of a page whose expired copy is kept: the copy, once the
 * session check says it is this member's, within what is left of the request's second; else 503.
 * @param {MemberPageOptions} options
 */
function copyInsteadOfRefusal(memberCache, req, res, options, found, observed) {
  const refuse = () => {
    observed.answeredFromCopy('BYPASS');
    if (options.refuseBusy) options.refuseBusy(res);
    else res.writeHead(503, { 'retry-after': '1' }).end();
  };
  options.admitCheck(req, res, () => {
    // What is left of the request's second once the check may start (it may have waited in line).
    const left = waitLeft(req, SESSION_CHECK_BOUND_MS, options.lagMs());
    if (left < SESSION_CHECK_FLOOR_MS) return refuse();
    withinBound(memberResolver()(String(req.headers.cookie)), left).then(
      (member) => {
        if (res.destroyed) return;
        if (member === null || member !== found.entry.owner) {
          // The session ended or is someone else's: no copy of it is served again.
          memberCache.forget(found.key);
          refuse();
          return;
        }
        observed.answeredFromCopy('STALE');
        reply(memberCache, req, res, found.entry, 'STALE');
      },
      () => {
        if (!res.destroyed) refuse();
      },
    );
  });
}

/**
 * Waits for the render under way of this request's page: then its copy (after this request's own
 * session check), or Next when it was not kept; refused (503) when that render was, or ran too long.
 * @param {RenderWaiter[]} waiters
 * @param {MemberPageOptions} options
 */
function waitForRender(waiters, memberCache, req, res, passOn, key, options) {
  let woken = false;
  let cancel = () => {};
  /** @type {RenderWaiter} */
  const wake = (outcome) => {
    if (woken) return;
    woken = true;
    cancel();
    if (res.destroyed) return;
    if (outcome === 'busy' && options.refuseBusy) {
      observe(res, { label: 'BYPASS' });
      options.refuseBusy(res);
      return;
    }
    const found = memberCache.lookup(key, req.headers);
    if (found && found.state !== 'refresh') {
      options.admitCheck(req, res, () => answerFromCopy(memberCache, req, res, passOn, options, key, found));
      return;
    }
    renderForMember(memberCache, req, res, key, options, found);
    passOn();
  };
  const waitMs = waitLeft(req, RENDER_WAIT_MS, options.lagMs());
  if (waitMs === 0) {
    wake('busy');
    return;
  }
  cancel = deadline(waitMs, () => wake('busy'));
  waiters.push(wake);
}

/**
 * The copy (fresh, or past its life while another request renders it anew), once its session check
 * says the cookie's session is live and its member's; else Next, or 503 when too late.
 * @param {MemberPageOptions} options
 */
function answerFromCopy(memberCache, req, res, passOn, options, key, found) {
  const { refuseBusy, lagMs } = options;
  const check = memberResolver()(String(req.headers.cookie));
  withinBound(check, Math.max(SESSION_CHECK_FLOOR_MS, waitLeft(req, SESSION_CHECK_BOUND_MS, lagMs()))).then(
    (member) => {
      if (res.destroyed) return;
      if (member !== null && member === found.entry.owner) {
        reply(memberCache, req, res, found.entry, found.state === 'fresh' ? 'HIT' : 'STALE');
        return;
      }
      // The session ended or is someone else's now: its copy goes, and Next answers (log in).
      memberCache.forget(found.key);
      keepForMember(memberCache, req, res, key);
      passOn();
    },
    (error) => {
      if (res.destroyed) return;
      observe(res, { label: 'BYPASS' });
      // Not in time: the database is too busy to say, and a render would only add to it.
      if (error instanceof SessionCheckLate && refuseBusy) refuseBusy(res);
      // The member API does not answer: Next's render meets the same failure and answers 503.
      else passOn();
    },
  );
}

/**
 * Lets Next answer a member's page, with a note its reads fill in, and keeps the result when allowed.
 * Given `renders`, the render is listed there until its copy is kept or not, and the requests that
 * waited for it are woken: 'busy' when Next's answer was a 503 (the server refused it).
 * Returns the response's watcher (observe).
 * @param {Map<string, RenderWaiter[]>} [renders]
 */
function keepForMember(memberCache, req, res, key, renders) {
  const note = attachPageNote(res);
  const startedAt = memberCache.now();
  const keep =
    req.method === 'GET'
      ? {
          cache: memberCache,
          url: key,
          requestHeaders: { ...req.headers },
          startedEpoch: memberCache.epoch,
          member: { note, renderedAt: startedAt },
          /** @type {Promise<unknown> | undefined} set when the finished response is offered to the store */
          storing: undefined,
        }
      : undefined;
  const observed = observe(res, { label: 'MISS', keep });
  if (!keep || !renders) return observed;
  /** @type {RenderWaiter[]} */
  const waiters = [];
  renders.set(key, waiters);
  // 'close' follows 'finish', or comes alone when the response was cut short.
  res.once('close', () => {
    const outcome = res.statusCode === 503 ? 'busy' : 'rendered';
    void Promise.resolve(keep.storing)
      .catch(() => undefined)
      .then(() => {
        if (renders.get(key) === waiters) renders.delete(key);
        for (const wake of waiters) wake(outcome);
      });
  });
  return observed;
}

/** A kept member's page has no nonce to vouch for its scripts (a nonce sent twice is none): their hashes do. */
function hashPolicy(headers, identity) {
  if (!/^text\/html/i.test(String(headers['content-type'] ?? ''))) return headers;
  return { ...headers, 'content-security-policy': cachedPagePolicy(identity.toString('utf8')) };
}

function reply(cache, req, res, entry, label) {
  const { encoding, body } = cache.body(entry, req.headers['accept-encoding']);
  const headers = { ...entry.headers, 'content-length': String(body.length), age: String(cache.age(entry)), 'x-cache': label };
  if (label === 'STALE' && headers[NEXT_CACHE_HEADER] !== undefined) headers[NEXT_CACHE_HEADER] = 'STALE';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Watches a response Next writes: takes the cache's private headers out, labels it, and when `keep` is
 * given copies the body and offers the finished response to the cache.
 */
/**
 * @param {import('node:http').ServerResponse} res
 * @param {{ label?: string, keep?: { cache: import('./edge-cache.mjs').EdgeCache, url: string, requestHeaders: import('node:http').IncomingHttpHeaders, startedEpoch: number, member?: { note: import('./member-pages.mjs').PageNote, renderedAt: number }, storing?: Promise<unknown> } }} what
 */
function observe(res, { label, keep }) {
  let shownLabel = label;
  const writeHead = res.writeHead;
  let chunks = keep ? [] : undefined;
  let size = 0;
  let status;
  let sent;
  res.writeHead = function observedWriteHead(statusCode, ...rest) {
    // Headers given to writeHead join those set before, so that getHeaders() below is the whole set.
    const reason = typeof rest[0] === 'string' ? rest.shift() : undefined;
    const given = rest[0];
    if (Array.isArray(given)) {
      for (let i = 0; i + 1 < given.length; i += 2) res.appendHeader(String(given[i]), given[i + 1]);
    } else if (given && typeof given === 'object') {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    }
    if (shownLabel) res.setHeader('x-cache', shownLabel);
    if (keep) {
      status = statusCode;
      sent = res.getHeaders();
    }
    for (const name of INTERNAL_HEADERS) res.removeHeader(name);
    return reason === undefined ? writeHead.call(this, statusCode) : writeHead.call(this, statusCode, reason);
  };
  /** The answer is not Next's after all (a refused refresh, answered from the copy or 503): labelled so, and not stored. */
  const observed = {
    answeredFromCopy(copyLabel) {
      shownLabel = copyLabel;
      chunks = undefined;
    },
  };
  if (!keep) return observed;

  // Next's compression (if the visitor accepts it) wraps write/end after this, so what arrives here
  // are the bytes on the wire; the cache decodes them once and encodes per visitor.
  const maxBytes = keep.cache.maxBytes;
  const copy = (chunk, encoding) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8')) : Buffer.from(chunk);
    size += buffer.length;
    if (size > maxBytes) chunks = undefined;
    else chunks.push(buffer);
  };
  const write = res.write;
  res.write = function copiedWrite(chunk, encoding, ...rest) {
    copy(chunk, encoding);
    return write.call(this, chunk, encoding, ...rest);
  };
  const end = res.end;
  res.end = function copiedEnd(chunk, encoding, ...rest) {
    copy(chunk, encoding);
    return end.call(this, chunk, encoding, ...rest);
  };
  // 'finish': the whole response went out; a response cut short ('close' alone) is never stored.
  res.once('finish', () => {
    if (!chunks || !sent) return;
    const { cache, url, requestHeaders, startedEpoch, member } = keep;
    const body = Buffer.concat(chunks, size);
    chunks = undefined;
    const memberRule = member && memberPageRule(status, sent, member.note);
    if (member && !memberRule) return;
    const stored = member
      ? (keep.storing = cache.admit({
          url,
          requestHeaders,
          status,
          headers: { ...sent, [EDGE_RENDERED_AT_HEADER]: String(member.renderedAt) },
          body,
          startedEpoch,
          rule: memberRule,
          tags: member.note.tags,
          owner: member.note.member,
          adjust: hashPolicy,
        }))
      : cache.admit({ url, requestHeaders, status, headers: sent, body, startedEpoch });
    stored.catch((error) => console.error('[edge-cache] not stored:', error instanceof Error ? error.message : error));
  });
  return observed;
}
