// The edge cache: what a CDN or nginx's proxy_cache would do in front of Next.js, inside the portal's
// own server (server/serve.mjs, through ./edge-http.mjs). A page Next serves from its ISR cache still
// costs ~4 ms of Next's server time per request (routing, the proxy, the response cache, copying an
// ~80 KB page); replaying stored bytes costs a fraction of that. This module holds the rules and the
// store; it never sees a socket, so every rule is unit-tested (edge-cache.test.ts).
//
// Plain JavaScript with Node's own modules only: the server script loads it without a build.
import zlib from 'node:zlib';
import { EDGE_NO_STORE_HEADER } from '../lib/portal/cache/query-bounds.mjs';
import { NEXT_CACHE_HEADER } from './next-internals.mjs';

/**
 * Private headers the cache handler (./script-hashes.mjs) puts on a cached page for this cache: the
 * page's Next cache tags (what a purge by tag matches) and when Next rendered it (so an entry's age is
 * the page's age, not the time it reached the edge). Never sent to a client (./edge-http.mjs strips them).
 */
export const EDGE_TAGS_HEADER = 'x-edge-cache-tags';
export const EDGE_RENDERED_AT_HEADER = 'x-edge-rendered-at';
/** proxy.ts's mark on a list asked for with junk or a search in its query (./query-bounds.mjs). */
export { EDGE_NO_STORE_HEADER };
/**
 * A shared route's private mark on an answer this cache may keep: its life in seconds. The route's own
 * Cache-Control (private, no-store) is for the browser, which must ask again on every poll.
 */
export const EDGE_SHARED_LIFE_HEADER = 'x-edge-shared-life';
export const INTERNAL_HEADERS = [EDGE_TAGS_HEADER, EDGE_RENDERED_AT_HEADER, EDGE_NO_STORE_HEADER, EDGE_SHARED_LIFE_HEADER];

const DEFAULT_MB = 64;
/** Purges remembered for the responses in flight when they happened (see purgedSince). */
const PURGE_LOG_KEPT = 1000;
/** How long, at least, other requests get a stale copy while one request asks Next for the new page. */
const REFRESH_HOLD_MS = 1000;

/**
 * EDGE_CACHE_MB: the cache's memory bound in MiB (bodies of every encoding, headers and keys); 0 turns
 * it off. EDGE_MEMBER_CACHE_MB bounds the members' own pages the same way (./member-pages.mjs), apart,
 * so that members' copies never push the public pages out.
 */
export function edgeCacheBytes(env = process.env, variable = 'EDGE_CACHE_MB') {
  const raw = env[variable]?.trim();
  if (!raw) return DEFAULT_MB * 1024 * 1024;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb < 0) throw new Error(`${variable} must be a number of MiB (0 turns the cache off), not "${raw}"`);
  return Math.floor(mb * 1024 * 1024);
}

// What is never answered from the cache, whatever Next says about it: the member API and route
// handlers (/api, /upstream: JSON per caller, often per session), the venues' signed round API, MyZone
// (the member's own pages, in either language) and Next's own files (already immutable and ETagged).
const NEVER_CACHED = /^\/(?:[a-z]{2}\/)?(?:api|upstream|venue|membership|_next)(?:\/|$)/;

// The portal's session (iron-session, `__Host-` on https: lib/portal/auth/cookie.ts) and next-auth's, whole
// or chunked (`.0`, `.1`). A request carrying one never gets a shared answer, and its answer is never
// stored: cached pages are the same for everyone today, but a session is exactly what a future page
// could read, and a member must never be served what another one caused to be stored.
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-|__Secure-)?(?:clubhouse_session|next-auth\.session-token)(?:\.\d+)?=/;

/** Whether a request carries a member's (or next-auth's) session cookie. */
export function carriesSession(headers) {
  return SESSION_COOKIE.test(headers.cookie ?? '');
}

/**
 * Route handlers whose JSON is the same for every caller: their code reads no cookie, session or
 * header (shared-routes.test.ts holds each to it), so an answer is kept and served whether or not the
 * request carries a session. A member polls the booking grid while logged in; without this, every
 * poll reached Next. Each answer opts in with EDGE_SHARED_LIFE_HEADER and its tags, so a listed path
 * that does not mark an answer (an error, a refusal) is never stored.
 */
export const SHARED_ROUTES = new Set(['/api/booking/availability']);

/**
 * Why a request may not be answered from (nor stored in) the cache, or null when it may.
 * `headers` is Node's lowercase header object.
 */
export function bypassReason(method, url, headers) {
  if (method !== 'GET' && method !== 'HEAD') return 'method';
  // An absolute-form or odd request target is left to Next to judge.
  if (typeof url !== 'string' || !url.startsWith('/')) return 'target';
  const path = url.split('?')[0];
  const sharedRoute = SHARED_ROUTES.has(path);
  if (!sharedRoute && NEVER_CACHED.test(path)) return 'path';
  // HTTP: a shared cache must not answer a request with credentials (RFC 9111 §3.5).
  if (headers.authorization) return 'authorization';
  if (!sharedRoute && carriesSession(headers)) return 'session';
  // Byte ranges of a page are rare and would need the range logic; Next answers them itself.
  if (headers.range) return 'range';
  return null;
}

/**
 * The primary key: the request target as sent (path and query; HEAD shares GET's entry). The Host is
 * not in it: an ISR page cannot read the Host (reading a header makes a page dynamic, so Next would not
 * mark it s-maxage) and its links come from APP_URL. The query is kept as is: a page that reads it
 * decides what it means, and distinct queries are distinct entries (bounded by the LRU).
 */
export function primaryKey(url) {
  return url.endsWith('?') ? url.slice(0, -1) : url;
}

/** The header names a response varies on, lowercase, without Accept-Encoding (the cache negotiates that itself). */
export function varyNames(vary) {
  const names = String(Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding');
  return [...new Set(names)].sort();
}

/**
 * The secondary key: the request's values of the headers the response varies on. Next varies a page on
 * RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch (and Next-Url where
 * routes intercept): a document, a client navigation's RSC payload and a prefetch are different bodies
 * at one URL, so each is stored under the values that chose it, as an HTTP cache does (RFC 9111 §4.1).
 */
export function variantKey(names, headers) {
  return names.map((name) => `${name}=${headers[name] ?? ''}`).join('\n');
}

/** Cache-Control directives as a map (lowercase names; a directive without a value maps to ''). */
export function cacheControlDirectives(value) {
  const directives = new Map();
  for (const part of String(value ?? '').split(',')) {
    const [name, ...rest] = part.split('=');
    const key = name.trim().toLowerCase();
    if (key) directives.set(key, rest.join('=').trim().replace(/^"|"$/g, ''));
  }
  return directives;
}

const seconds = (text) => (/^\d+$/.test(text ?? '') ? Number(text) : undefined);
const header = (headers, name) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

/**
 * Whether a response may be stored, and for how long: { sMaxAge, staleWhileRevalidate } (seconds) or
 * null. Only what Next itself marks as a shared, cacheable page is stored:
 * - status 200 (a 404 or a redirect is cheap for Next and may change with the next entity);
 * - `Cache-Control: s-maxage=N` with N > 0 and neither private, no-store nor no-cache: Next's ISR
 *   answer; a page rendered per request says `private, no-store` (nonce CSP, session);
 * - no Set-Cookie: a cookie is for one visitor (server/serve.mjs makes such answers private anyway);
 * - no EDGE_NO_STORE_HEADER: a list's query is junk or a search (proxy.ts);
 * - `x-nextjs-cache` set: Next's response cache produced it. A STALE answer (Next serves its old copy
 *   while it regenerates the page) is stored as already stale (see admit): it is what Next itself
 *   gives everyone meanwhile, and without it every request would reach Next until the new page is
 *   there (the first minute after a start, when build-time pages are past their s-maxage);
 * - no `Vary: *`, and a body encoding the cache can decode (it re-encodes per visitor).
 * A shared route's answer (SHARED_ROUTES) is the exception to the Next rules: it states its own life
 * in EDGE_SHARED_LIFE_HEADER, whatever its Cache-Control tells the browser.
 */
export function storableResponse(status, headers) {
  if (status !== 200) return null;
  if (headers['set-cookie'] !== undefined) return null;
  if (headers[EDGE_NO_STORE_HEADER] !== undefined) return null;
  if (varyNames(header(headers, 'vary')).includes('*')) return null;
  if (!DECODERS[(header(headers, 'content-encoding') ?? 'identity').trim().toLowerCase()]) return null;
  // A shared route's answer (SHARED_ROUTES): kept for the life it states, never served stale.
  const sharedLife = seconds(header(headers, EDGE_SHARED_LIFE_HEADER));
  if (sharedLife) return { sMaxAge: sharedLife, staleWhileRevalidate: 0 };
  const nextCache = header(headers, NEXT_CACHE_HEADER)?.toUpperCase();
  if (!['HIT', 'MISS', 'REVALIDATED', 'STALE'].includes(nextCache)) return null;
  const directives = cacheControlDirectives(header(headers, 'cache-control'));
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return null;
  const sMaxAge = seconds(directives.get('s-maxage'));
  if (!sMaxAge) return null;
  return { sMaxAge, staleWhileRevalidate: seconds(directives.get('stale-while-revalidate')) ?? 0 };
}

const DECODERS = {
  identity: async (body) => body,
  gzip: (body) => new Promise((resolve, reject) => zlib.gunzip(body, (error, out) => (error ? reject(error) : resolve(out)))),
  deflate: (body) => new Promise((resolve, reject) => zlib.inflate(body, (error, out) => (error ? reject(error) : resolve(out)))),
  br: (body) => new Promise((resolve, reject) => zlib.brotliDecompress(body, (error, out) => (error ? reject(error) : resolve(out)))),
};

// Each entry is compressed once, in the thread pool, rather than per request: gzip at Node's default
// level and Brotli at quality 5 (near quality 11's size on HTML at a small fraction of its CPU).
const ENCODERS = {
  br: (body) =>
    new Promise((resolve, reject) =>
      zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, (error, out) =>
        error ? reject(error) : resolve(out),
      ),
    ),
  gzip: (body) => new Promise((resolve, reject) => zlib.gzip(body, (error, out) => (error ? reject(error) : resolve(out)))),
};
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * The encoding to send: the most preferred of those the entry has (Brotli over gzip over identity on
 * equal preference). Identity is always available, so a client that accepts nothing listed still gets
 * the page.
 */
export function chooseEncoding(acceptEncoding, available) {
  const preference = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.split(';');
    const name = token.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
    preference.set(name, q === undefined ? 1 : Number(q));
  }
  let best = 'identity';
  let bestQ = 0;
  for (const name of ['br', 'gzip']) {
    if (!available[name]) continue;
    const q = preference.get(name) ?? preference.get('*') ?? 0;
    if (q > bestQ) [best, bestQ] = [name, q];
  }
  return best;
}

// Hop-by-hop and per-response headers are the server's to write on each answer (RFC 9110 §7.6.1);
// the body's length and encoding are the cache's. x-cache and age describe one answer, not the page.
// x-request-id names the request that rendered the page, never the one answered from it.
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date', 'age', 'x-cache', 'set-cookie', 'x-request-id', ...INTERNAL_HEADERS]);

/** The headers replayed with a stored page: Next's own, verbatim (security headers, the page's hash CSP, Cache-Control, Vary). */
export function replayedHeaders(headers) {
  const replayed = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value === undefined || NOT_REPLAYED.has(key)) continue;
    replayed[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  // A stored page is answered from a cache: Next's own marker says so, as when Next serves it (the
  // specs and a CDN in front read it); x-cache tells the edge's HIT from Next's.
  if (replayed[NEXT_CACHE_HEADER] !== undefined) replayed[NEXT_CACHE_HEADER] = 'HIT';
  // Whatever encoding the visitor gets, the body varies on Accept-Encoding for any cache further out.
  const vary = String(replayed.vary ?? '');
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) replayed.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  return replayed;
}

function tagsOf(headers) {
  const value = header(headers, EDGE_TAGS_HEADER);
  return value === undefined ? null : new Set(value.split(',').map((tag) => tag.trim()).filter(Boolean));
}

/**
 * A store of pages bounded by bytes, least recently used first out.
 * @param {{ maxBytes: number, now?: () => number }} options
 */
export function createEdgeCache({ maxBytes, now = Date.now }) {
  /** key (primary + variant) → entry; Map order is recency (a hit moves its entry to the end). */
  const entries = new Map();
  /** primary key → { names: the Vary names of its responses, count: entries under it } */
  const primaries = new Map();
  /**
   * key → { open, until }: a stale entry one request is refreshing through Next; the others get the
   * stale copy while that request is open and for a second after it began. The second matters while
   * Next regenerates a page: it answers STALE at once, and without it every next request (queued
   * behind Next's rendering) would go to Next again in turn.
   */
  const refreshing = new Map();
  // A page should leave room for others; a bigger one is served by Next every time.
  const maxEntryBytes = Math.floor(maxBytes / 4);
  let bytes = 0;
  let epoch = 0;
  /**
   * The latest purges, oldest first: { epoch, tags } (tags null: everything). A response whose request
   * began before one of them is stored only when none of them touched its tags: with a busy network
   * (rounds arriving every second) some purge happens during almost every slow render.
   */
  const purgeLog = [];
  let suspended = false;
  const enabled = maxBytes > 0;
  const stats = { hits: 0, stale: 0, misses: 0, stored: 0, evicted: 0, purged: 0 };

  function remove(key, keepRefreshClaim = false) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    if (!keepRefreshClaim) refreshing.delete(key);
    bytes -= entry.bytes;
    const primary = primaries.get(entry.primary);
    if (primary && --primary.count === 0) primaries.delete(entry.primary);
  }

  function evictToFit() {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(key);
      stats.evicted++;
    }
  }

  function keyOf(url, headers) {
    const primary = primaryKey(url);
    const names = primaries.get(primary)?.names;
    return names ? `${primary}\n${variantKey(names, headers)}` : undefined;
  }

  function logPurge(tags) {
    epoch++;
    purgeLog.push({ epoch, tags });
    if (purgeLog.length > PURGE_LOG_KEPT) purgeLog.shift();
  }

  /** Whether a purge since `startedEpoch` may have outdated a page with these tags (null: unknown). */
  function purgedSince(startedEpoch, tags) {
    if (startedEpoch === epoch) return false;
    // Purges older than the log keeps are unknown: assume the worst.
    if (!purgeLog.length || purgeLog[0].epoch > startedEpoch + 1) return true;
    return purgeLog.some((purge) => purge.epoch > startedEpoch && (!purge.tags || !tags || [...tags].some((tag) => purge.tags.has(tag))));
  }

  function purgeAll() {
    logPurge(null);
    stats.purged += entries.size;
    for (const key of [...entries.keys()]) remove(key);
  }

  return {
    enabled,
    maxBytes,
    /** The store's clock: a member's page notes its render time by it (./edge-http.mjs). */
    now,
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
    /** Bumped by every purge: a response that began before it was rendered from data it may have outdated. */
    get epoch() {
      return epoch;
    },
    get suspended() {
      return suspended;
    },
    stats,

    /**
     * The stored answer for a request: { key, entry, state } with state 'fresh', 'stale' (another
     * request is refreshing it: serve the stale copy) or 'refresh' (stale, and this request is the
     * one to ask Next: the caller passes it on and calls refreshDone(key) when it is over);
     * or undefined (not stored, expired, or the cache is off or suspended).
     */
    lookup(url, headers) {
      if (!enabled || suspended) return undefined;
      const key = keyOf(url, headers);
      const entry = key && entries.get(key);
      if (!entry) {
        stats.misses++;
        return undefined;
      }
      const time = now();
      // s-maxage + stale-while-revalidate is an entry's whole life, counted from Next's render.
      if (time >= entry.staleUntil) {
        remove(key);
        stats.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      if (time < entry.freshUntil) {
        stats.hits++;
        return { key, entry, state: 'fresh' };
      }
      const claim = refreshing.get(key);
      if (claim && (claim.open || time < claim.until)) {
        stats.stale++;
        return { key, entry, state: 'stale' };
      }
      refreshing.set(key, { open: true, until: time + REFRESH_HOLD_MS });
      stats.misses++;
      return { key, entry, state: 'refresh' };
    },

    /** Drops one entry (a member's copy whose session has ended). */
    forget(key) {
      remove(key);
    },

    refreshDone(key) {
      const claim = refreshing.get(key);
      if (claim) claim.open = false;
    },

    /** The body to send and its encoding, for a request's Accept-Encoding. */
    body(entry, acceptEncoding) {
      const encoding = chooseEncoding(acceptEncoding, entry.bodies);
      // Identity is kept only until the compressed bodies exist (see admit): a client that takes
      // neither, which browsers never are, gets it decoded from gzip, a fraction of a millisecond.
      return { encoding, body: entry.bodies[encoding] ?? zlib.gunzipSync(entry.bodies.gzip) };
    },

    /** The age of an entry's page in whole seconds (the Age header). */
    age(entry) {
      return Math.max(0, Math.floor((now() - entry.renderedAt) / 1000));
    },

    /**
     * Stores a finished response (identity or compressed body) when the rules allow, after decoding it.
     * `startedEpoch` is the epoch when its request came in: a purge since then of one of its tags means
     * it may show data from before a change, so it is not stored (the next request renders it again).
     * Resolves to the stored entry or undefined.
     * A member's page (./member-pages.mjs) brings its own `rule`, `tags` and `owner` (the member it
     * was rendered for, checked on every lookup by the caller), and may `adjust` the headers kept
     * once the body is decoded.
     */
    async admit({ url, requestHeaders, status, headers, body, startedEpoch, rule: givenRule, tags: givenTags, owner, adjust }) {
      const tags = givenTags ? new Set(givenTags) : tagsOf(headers);
      if (!enabled || suspended || purgedSince(startedEpoch, tags)) return undefined;
      const rule = givenRule ?? storableResponse(status, headers);
      if (!rule || body.length > maxEntryBytes) return undefined;
      let identity;
      try {
        identity = await DECODERS[(header(headers, 'content-encoding') ?? 'identity').trim().toLowerCase()](body);
      } catch {
        return undefined;
      }
      if (suspended || purgedSince(startedEpoch, tags) || identity.length > maxEntryBytes) return undefined;
      const time = now();
      const rendered = Number(header(headers, EDGE_RENDERED_AT_HEADER));
      const renderedAt = Number.isFinite(rendered) && rendered > 0 && rendered <= time ? rendered : time;
      // Next's stale copy is never fresh here, whatever its render time says: one request at a time
      // asks Next again (lookup's 'refresh') until Next has the new page, the others get this copy.
      const nextSaysStale = header(headers, NEXT_CACHE_HEADER)?.toUpperCase() === 'STALE';
      const freshUntil = nextSaysStale ? Math.min(time, renderedAt + rule.sMaxAge * 1000) : renderedAt + rule.sMaxAge * 1000;
      const staleUntil = renderedAt + (rule.sMaxAge + rule.staleWhileRevalidate) * 1000;
      if (time >= staleUntil) return undefined;

      const primary = primaryKey(url);
      const names = varyNames(header(headers, 'vary'));
      const known = primaries.get(primary);
      if (known && known.names.join() !== names.join()) {
        // The page now varies on other headers: its old variants can no longer be told apart.
        for (const key of [...entries.keys()]) if (entries.get(key).primary === primary) remove(key);
      }
      const key = `${primary}\n${variantKey(names, requestHeaders)}`;
      // A new copy replaces the old one; the refresh in progress stays claimed (Next's copy may be stale).
      remove(key, true);
      const replayed = replayedHeaders(adjust ? adjust(headers, identity) : headers);
      const entry = {
        primary,
        headers: replayed,
        bodies: { identity },
        tags,
        owner,
        renderedAt,
        freshUntil,
        staleUntil,
        bytes: identity.length + key.length * 2 + JSON.stringify(replayed).length * 2,
      };
      const record = primaries.get(primary) ?? { names, count: 0 };
      record.count++;
      primaries.set(primary, record);
      entries.set(key, entry);
      bytes += entry.bytes;
      stats.stored++;
      evictToFit();
      if (COMPRESSIBLE.test(String(replayed['content-type'] ?? ''))) {
        const encodings = Object.entries(ENCODERS);
        let encoded = 0;
        for (const [name, encode] of encodings) {
          encode(identity)
            .then((body) => {
              // Purged or replaced meanwhile: that body belongs to nothing.
              if (entries.get(key) !== entry || body.length >= identity.length) return;
              entry.bodies[name] = body;
              entry.bytes += body.length;
              bytes += body.length;
              // With both, the identity body goes: a 140 KB dashboard is kept in about 35 KB, so the
              // members' store holds five times the members (issue 22: 200 members' two pages with
              // every body, about 70 MiB, would not fit its 64 MiB, and an evicted page is rendered again).
              if (++encoded === encodings.length) {
                delete entry.bodies.identity;
                entry.bytes -= identity.length;
                bytes -= identity.length;
              }
              evictToFit();
            })
            .catch(() => {});
        }
      }
      return entries.get(key);
    },

    /**
     * Drops every entry showing one of these Next cache tags, and every entry whose tags are unknown.
     * Called when Next expires the tags (a mutation's `changes`, revalidateTag/revalidatePath anywhere),
     * here or, through Redis, on another instance.
     */
    purgeTags(tags) {
      const expired = new Set(Array.isArray(tags) ? tags : [tags]);
      logPurge(expired);
      for (const [key, entry] of [...entries]) {
        if (!entry.tags || [...entry.tags].some((tag) => expired.has(tag))) {
          remove(key);
          stats.purged++;
        }
      }
    },

    purgeAll,

    /** While purges may be missed (the Redis link between instances is down), nothing is served or stored. */
    suspend() {
      suspended = true;
      purgeAll();
    },

    /** The link is back: what was stored before may have missed purges, so the cache starts empty. */
    resume() {
      purgeAll();
      suspended = false;
    },
  };
}
