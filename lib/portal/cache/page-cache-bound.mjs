// What an anonymous request can make the page cache keep, bounded (issue 25, item 6). Each distinct
// list query (lib/portal/cache/list-pages.ts makes it canonical first) is a page Next renders and caches:
// about 128 KB on disk (HTML, RSC payload, prefetch segments) and the same in memory. Without a bound,
// 300 requests with random searches wrote 38.5 MB, and a scan left 261 MB behind.
// - Free-text searches (`searchname`) are never stored: a search is one visitor's words, rarely asked
//   twice, and every stored one pushes a real page out. They render per request (one indexed query).
// - Everything else Next's file cache writes while serving (pages, route responses, cached data) is
//   counted in bytes on disk and the least recently used entries are deleted past PAGE_CACHE_DISK_MB.
//   What the build wrote is the deployment itself and is never deleted.
// - In memory: Next's own LRU (cacheMaxMemorySize = PAGE_CACHE_MEMORY_MB, next.config.mjs) and the edge
//   cache's (EDGE_CACHE_MB, ./edge-cache.mjs), which also keeps no free-text search.
// Plain JavaScript with Node's own modules: the cache handlers and the server script load it without a build.
import fs from 'node:fs';
import path from 'node:path';
import { countMetric, registerMetricSource } from '../../shared/observability/count.mjs';
import { keyHasFreeText } from './query-bounds.mjs';
import { CACHE_KIND } from '../../../server/next-internals.mjs';

export { FREE_TEXT_FIELDS, keyHasFreeText, queryHasFreeText } from './query-bounds.mjs';

const DEFAULT_DISK_MB = 256;
export const DEFAULT_MEMORY_MB = 50;

function megabytes(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback * 1024 * 1024;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb <= 0) throw new Error(`${name} must be a positive number of MiB, not "${raw}"`);
  return Math.floor(mb * 1024 * 1024);
}

/** PAGE_CACHE_DISK_MB: what the page cache may write to disk while serving, in MiB (default 256). */
export function pageCacheDiskBytes(env = process.env) {
  return megabytes(env, 'PAGE_CACHE_DISK_MB', DEFAULT_DISK_MB);
}

/** PAGE_CACHE_MEMORY_MB: Next's in-memory page cache, in MiB (default 50, Next's own). */
export function pageCacheMemoryBytes(env = process.env) {
  return megabytes(env, 'PAGE_CACHE_MEMORY_MB', DEFAULT_MEMORY_MB);
}

// Next's cache kinds (../../server/next-internals.mjs): the files each is written as.
const FILES_OF_KIND = {
  [CACHE_KIND.appPage]: (key) => [`${key}.html`, `${key}.rsc`, `${key}.meta`, `${key}.segments`],
  [CACHE_KIND.appRoute]: (key) => [`${key}.body`, `${key}.meta`],
  [CACHE_KIND.pages]: (key) => [`${key}.html`, `${key}.json`, `${key}.meta`],
  [CACHE_KIND.fetch]: (key) => [key],
};
const PAGE_KINDS = new Set([CACHE_KIND.appPage, CACHE_KIND.appRoute, CACHE_KIND.pages]);

function sizeOf(file) {
  let stat;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of fs.readdirSync(file)) total += sizeOf(path.join(file, name));
  return total;
}

/**
 * The ledger of one cache folder: entry → { bytes, files }, least recently used first (Map order),
 * shared by every handler Next constructs on that folder in this process.
 */
export function createDiskLedger({ maxBytes, log = (line) => console.error(line) }) {
  const entries = new Map();
  let bytes = 0;
  const stats = { evicted: 0, evictedBytes: 0 };

  function drop(id) {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    bytes -= entry.bytes;
    for (const file of entry.files) {
      try {
        fs.rmSync(file, { recursive: true, force: true });
      } catch (error) {
        log(`[cache] could not delete ${path.basename(file)}: ${error instanceof Error ? error.message : error}`);
      }
    }
    stats.evicted++;
    stats.evictedBytes += entry.bytes;
  }

  return {
    maxBytes,
    stats,
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
    has: (id) => entries.has(id),
    /** Records (or re-records) what an entry occupies now, then deletes the oldest entries past the bound. */
    record(id, files) {
      const previous = entries.get(id);
      if (previous) {
        entries.delete(id);
        bytes -= previous.bytes;
      }
      const size = files.reduce((sum, file) => sum + sizeOf(file), 0);
      if (size === 0) return;
      entries.set(id, { bytes: size, files });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes || oldest === id) break;
        drop(oldest);
      }
    },
    /** A read: the entry becomes the most recently used. */
    touch(id) {
      const entry = entries.get(id);
      if (!entry) return;
      entries.delete(id);
      entries.set(id, entry);
    },
    forget: drop,
  };
}

/** Files below `dir`, oldest first, grouped into entries by `entryOf(file)` (null: not an entry). */
function scan(dir, entryOf) {
  const found = new Map();
  const walk = (folder) => {
    let names;
    try {
      names = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const dirent of names) {
      const file = path.join(folder, dirent.name);
      const entry = entryOf(file, dirent.isDirectory());
      if (entry) {
        // A folder's time changes with what is put in it (a copy, a backup): the files' times are the entry's.
        const mtime = dirent.isDirectory() ? 0 : fs.lstatSync(file).mtimeMs;
        const known = found.get(entry.id);
        if (known) known.mtime = Math.max(known.mtime, mtime);
        else found.set(entry.id, { files: entry.files, mtime });
      } else if (dirent.isDirectory()) walk(file);
    }
  };
  walk(dir);
  return [...found].sort((a, b) => a[1].mtime - b[1].mtime);
}

const ledgers = new Map(); // serverDistDir → ledger

/**
 * The ledger of a build's cache folder, filled from what earlier runs left on disk (oldest first) the
 * first time: a restart must not forget them, or each start could add another bound's worth.
 * Next writes what it renders while serving under `server/route-cache/` (scoped keys) and cached data
 * under `cache/fetch-cache/`; the build's own pages under `server/app/` are not counted.
 */
export function ledgerFor(serverDistDir, maxBytes) {
  let ledger = ledgers.get(serverDistDir);
  if (ledger) return ledger;
  ledger = createDiskLedger({ maxBytes });
  ledgers.set(serverDistDir, ledger);
  const counted = ledger;
  registerMetricSource('pageCacheDisk', () => ({ bytes: counted.bytes, entries: counted.size, maxBytes }));
  const routeCache = path.join(serverDistDir, 'route-cache');
  const suffixes = /\.(?:html|rsc|meta|segments|body|json)$/;
  for (const [id, { files }] of scan(routeCache, (file) => {
    if (!suffixes.test(file)) return null;
    const base = file.replace(suffixes, '');
    return { id: `page:${base}`, files: ['.html', '.rsc', '.meta', '.segments', '.body', '.json'].map((suffix) => base + suffix) };
  })) {
    ledger.record(id, files);
  }
  const fetchCache = path.join(serverDistDir, '..', 'cache', 'fetch-cache');
  for (const [id, { files }] of scan(fetchCache, (file, isDirectory) => (isDirectory ? null : { id: `data:${file}`, files: [file] }))) {
    ledger.record(id, files);
  }
  return ledger;
}

/** The ledger's id of an entry, or null when the entry is the build's (never counted nor deleted). */
function entryId(handler, key, kind) {
  const files = FILES_OF_KIND[kind];
  if (!files) return null;
  let paths;
  try {
    paths = files(key).map((name) => handler.getFilePath(name, kind));
  } catch {
    return null;
  }
  if (kind === CACHE_KIND.fetch) return { id: `data:${paths[0]}`, files: paths };
  const routeCache = path.join(handler.serverDistDir, 'route-cache') + path.sep;
  if (!paths[0].startsWith(routeCache)) return null;
  const base = paths[0].replace(/\.(?:html|body)$/, '');
  return { id: `page:${base}`, files: paths };
}

/**
 * Next's file-system cache handler class (or one extending it), bounded: free-text searches are not
 * stored, and what it writes while serving is deleted least recently used first past `maxBytes`.
 */
export function withBoundedStore(Handler, { maxBytes = pageCacheDiskBytes() } = {}) {
  return class BoundedCacheHandler extends Handler {
    constructor(ctx, ...rest) {
      super(ctx, ...rest);
      this.ledger = ctx?.serverDistDir && ctx.flushToDisk !== false ? ledgerFor(ctx.serverDistDir, maxBytes) : undefined;
    }

    async get(key, ctx, ...rest) {
      const entry = await super.get(key, ctx, ...rest);
      countMetric('pageCache', { outcome: entry ? 'hit' : 'miss' });
      if (entry && this.ledger) {
        const id = entryId(this, key, ctx?.kind);
        if (id) this.ledger.touch(id.id);
      }
      return entry;
    }

    async set(key, data, ctx, ...rest) {
      const kind = data?.kind;
      if (PAGE_KINDS.has(kind) && keyHasFreeText(key)) return;
      await super.set(key, data, ctx, ...rest);
      if (!this.ledger || !data) return;
      const id = entryId(this, key, PAGE_KINDS.has(kind) || kind === CACHE_KIND.fetch ? kind : undefined);
      if (id) this.ledger.record(id.id, id.files);
    }
  };
}
