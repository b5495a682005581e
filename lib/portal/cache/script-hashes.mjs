// Cached pages carry their own Content-Security-Policy. A nonce cannot protect a page that every
// visitor gets byte for byte, so a page served from Next's cache is allowed exactly the inline scripts
// it contains, by their SHA-256 (lib/shared/security/csp-policy.mjs). The hashes are taken from the finished
// HTML wherever the cache hands a page over: when a (re)rendered page is stored, and when one is read
// (build-time pages come from disk without them), and travel in the entry's headers, which Next sends
// with the page. proxy.ts leaves these routes' CSP to this (lib/portal/cache/cached-pages.ts lists them).
//
// Plain JavaScript: Next loads the cache handler at start-up as is, without a bundler.
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, policyHosts } from '../../shared/security/csp-policy.mjs';
import { EDGE_RENDERED_AT_HEADER, EDGE_TAGS_HEADER } from '../../../server/edge-cache.mjs';
import { announceExpiredTags, edgeCacheListening } from '../../../server/edge-purge.mjs';
import { CACHE_KIND, NEXT_CACHE_TAGS_HEADER } from '../../../server/next-internals.mjs';

const CSP = 'content-security-policy';
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The 'sha256-…' sources of a document's inline scripts: what a browser hashes is the text between
 * the tags exactly as sent, so the hash is taken of those bytes. Scripts with a src are files
 * ('self'); data blocks (JSON, ld+json) are never executed and need no source.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The policy of a cached page: its inline scripts by hash, the rest as for every page. */
export function cachedPagePolicy(html, env = process.env) {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), development: env.NODE_ENV !== 'production', ...policyHosts(env) });
}

// An entry read from memory is the same object each time: its policy is worked out once.
const stamped = new WeakSet();

/** Puts the policy of a cached App Router page into its headers (in place); other entries are left alone. */
export function stampPolicy(value) {
  if (!value || value.kind !== CACHE_KIND.appPage || typeof value.html !== 'string' || !value.html || stamped.has(value)) return value;
  value.headers = { ...value.headers, [CSP]: cachedPagePolicy(value.html) };
  stamped.add(value);
  return value;
}

/**
 * Tells the edge cache of this process (server/serve.mjs, ./edge-cache.mjs) a page's Next cache tags
 * (Next keeps them in the entry but sends them only in its minimal mode) and when it was rendered, in
 * private headers the edge takes out before anything is sent. Without an edge cache listening (`next
 * start`, EDGE_CACHE_MB=0) they are taken out here, so no client ever sees them.
 */
export function stampForEdge(value, renderedAt, listening = edgeCacheListening()) {
  if (!value || value.kind !== CACHE_KIND.appPage || !value.headers || typeof value.headers !== 'object') return value;
  if (!listening) {
    delete value.headers[EDGE_TAGS_HEADER];
    delete value.headers[EDGE_RENDERED_AT_HEADER];
    return value;
  }
  const tags = value.headers[NEXT_CACHE_TAGS_HEADER];
  if (typeof tags === 'string') value.headers[EDGE_TAGS_HEADER] = tags;
  if (Number.isFinite(renderedAt)) value.headers[EDGE_RENDERED_AT_HEADER] = String(renderedAt);
  return value;
}

/**
 * A cache handler class that stamps every page it stores or hands out with that page's policy (and
 * what the edge cache needs), and tells the edge cache when Next expires tags.
 * Wraps any handler (the file cache of a single instance, the shared Redis one).
 */
export function withScriptHashes(Handler) {
  return class ScriptHashCacheHandler extends Handler {
    async get(...args) {
      const entry = await super.get(...args);
      if (entry?.value) stampForEdge(stampPolicy(entry.value), entry.lastModified);
      return entry;
    }

    async set(key, data, ...rest) {
      return super.set(key, stampForEdge(stampPolicy(data), Date.now()), ...rest);
    }

    // Next calls this once it applies revalidateTag/revalidatePath (for a member-API mutation, after
    // its response: lib/upstream/revalidate.ts). The edge's copies go once Next's own are expired, and
    // even when expiring them failed: a page served by Next again is better than one kept too long.
    async revalidateTag(tags, ...rest) {
      try {
        return await super.revalidateTag(tags, ...rest);
      } finally {
        announceExpiredTags(tags);
      }
    }
  };
}
