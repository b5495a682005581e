import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDiskLedger, keyHasFreeText, pageCacheDiskBytes, pageCacheMemoryBytes, queryHasFreeText, withBoundedStore } from './page-cache-bound.mjs';
import { encodeListSegment } from './list-pages';
import { searchField } from '@/lib/upstream/operations/fields';
import { operations } from '@/lib/upstream/operations';
import { FREE_TEXT_FIELDS } from './query-bounds.mjs';

const KB = 1024;
const MB = 1024 * KB;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-bound-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function du(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  const stat = fs.lstatSync(folder);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(folder).reduce((sum, name) => sum + du(path.join(folder, name)), 0);
}

/**
 * Next's FileSystemCache as far as the bound sees it: keys become files under the build's folder
 * (scoped page keys under server/route-cache, cached data under cache/fetch-cache), written on set.
 */
class FakeFileCache {
  serverDistDir: string;
  flushToDisk: boolean;
  store = new Map<string, unknown>();
  constructor(ctx: { serverDistDir: string; flushToDisk?: boolean }) {
    this.serverDistDir = ctx.serverDistDir;
    this.flushToDisk = ctx.flushToDisk ?? true;
  }
  getFilePath(name: string, kind: string) {
    if (kind === 'FETCH') return path.join(this.serverDistDir, '..', 'cache', 'fetch-cache', name);
    return name.startsWith('/route-cache/') ? path.join(this.serverDistDir, name) : path.join(this.serverDistDir, 'app', name);
  }
  // Next passes a context (the kind, tags…) that this fake does not need.
  async get(key: string, ctx?: unknown) {
    void ctx;
    return this.store.get(key) ?? null;
  }
  async set(key: string, data: { kind: string; html?: string }, ctx?: unknown) {
    void ctx;
    this.store.set(key, data);
    if (!this.flushToDisk) return;
    const write = (name: string, kind: string, bytes: number) => {
      const file = this.getFilePath(name, kind);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.alloc(bytes, 0x61));
    };
    if (data.kind === 'FETCH') return write(key, 'FETCH', 10 * KB);
    // The sizes of a list page as measured on the landed build: ~128 KB an entry.
    write(`${key}.html`, data.kind, 60 * KB);
    write(`${key}.rsc`, data.kind, 40 * KB);
    write(`${key}.meta`, data.kind, 1 * KB);
    write(`${key}.segments/_tree.segment.rsc`, data.kind, 27 * KB);
  }
}

const pageKey = (query: string) => `/route-cache/owner/$/en/support/notice/${encodeListSegment(query)}`;

describe('the page cache on disk (issue 25 item 6)', () => {
  it('1 000 distinct list queries grow the disk by less than the bound; the newest stay, the oldest go', async () => {
    const maxBytes = 2 * MB;
    const Handler = withBoundedStore(FakeFileCache, { maxBytes });
    const serverDistDir = path.join(dir, 'one', 'server');
    const handler = new Handler({ serverDistDir });
    for (let page = 2; page < 1002; page++) await handler.set(pageKey(`pageno=${page}`), { kind: 'APP_PAGE' }, {});
    const grown = du(path.join(serverDistDir, 'route-cache'));
    // Unbounded this would be 1 000 × 128 KB = 125 MB.
    expect(grown).toBeLessThanOrEqual(maxBytes);
    expect(grown).toBeGreaterThan(maxBytes - 256 * KB);
    expect(fs.existsSync(path.join(serverDistDir, pageKey('pageno=1001') + '.html'))).toBe(true);
    expect(fs.existsSync(path.join(serverDistDir, pageKey('pageno=2') + '.html'))).toBe(false);
    expect(fs.existsSync(path.join(serverDistDir, pageKey('pageno=2') + '.segments'))).toBe(false);
  });

  it('keeps a page that is read: least recently used, not least recently written, goes first', async () => {
    const Handler = withBoundedStore(FakeFileCache, { maxBytes: 400 * KB });
    const serverDistDir = path.join(dir, 'two', 'server');
    const handler = new Handler({ serverDistDir });
    await handler.set(pageKey('pageno=2'), { kind: 'APP_PAGE' }, {});
    await handler.set(pageKey('pageno=3'), { kind: 'APP_PAGE' }, {});
    await handler.set(pageKey('pageno=4'), { kind: 'APP_PAGE' }, {});
    await handler.get(pageKey('pageno=2'), { kind: 'APP_PAGE' });
    await handler.set(pageKey('pageno=5'), { kind: 'APP_PAGE' }, {});
    const exists = (query: string) => fs.existsSync(path.join(serverDistDir, `${pageKey(query)}.html`));
    expect([exists('pageno=2'), exists('pageno=3'), exists('pageno=4'), exists('pageno=5')]).toEqual([true, false, true, true]);
  });

  it('never stores a free-text search, in memory or on disk', async () => {
    const Handler = withBoundedStore(FakeFileCache, { maxBytes: 10 * MB });
    const serverDistDir = path.join(dir, 'three', 'server');
    const handler = new Handler({ serverDistDir });
    await handler.set(pageKey('searchname=golf'), { kind: 'APP_PAGE' }, {});
    expect(await handler.get(pageKey('searchname=golf'), { kind: 'APP_PAGE' })).toBeNull();
    expect(du(serverDistDir)).toBe(0);
    // The schedule's empty search is the page asking for a term: one entry, stored.
    await handler.set(pageKey('searchname='), { kind: 'APP_PAGE' }, {});
    expect(await handler.get(pageKey('searchname='), { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it("counts cached data too, and never deletes the build's own pages", async () => {
    const Handler = withBoundedStore(FakeFileCache, { maxBytes: 300 * KB });
    const serverDistDir = path.join(dir, 'four', 'server');
    const handler = new Handler({ serverDistDir });
    await handler.set('/en/support/notice', { kind: 'APP_PAGE' }, {});
    for (let i = 0; i < 50; i++) await handler.set(`data-${i}`, { kind: 'FETCH' }, {});
    for (let page = 2; page < 10; page++) await handler.set(pageKey(`pageno=${page}`), { kind: 'APP_PAGE' }, {});
    expect(du(path.join(serverDistDir, 'route-cache')) + du(path.join(dir, 'four', 'cache'))).toBeLessThanOrEqual(300 * KB);
    expect(fs.existsSync(path.join(serverDistDir, 'app', 'en', 'support', 'notice.html'))).toBe(true);
  });

  it('counts what an earlier run left on disk, oldest first', async () => {
    const earlierDir = path.join(dir, 'earlier', 'server');
    const earlier = new (withBoundedStore(FakeFileCache, { maxBytes: 100 * MB }))({ serverDistDir: earlierDir });
    for (let page = 2; page < 12; page++) await earlier.set(pageKey(`pageno=${page}`), { kind: 'APP_PAGE' }, {});
    for (const suffix of ['.html', '.rsc', '.meta', '.segments']) fs.utimesSync(path.join(earlierDir, pageKey('pageno=2') + suffix), new Date(1000), new Date(1000));
    // A restart: a new process finds the folder as the last one left it (a fresh ledger on a copy).
    fs.cpSync(path.join(dir, 'earlier'), path.join(dir, 'restarted'), { recursive: true, preserveTimestamps: true });
    const serverDistDir = path.join(dir, 'restarted', 'server');
    const bound = 10 * 128 * KB;
    const handler = new (withBoundedStore(FakeFileCache, { maxBytes: bound }))({ serverDistDir });
    expect(handler.ledger!.size).toBe(10);
    expect(handler.ledger!.bytes).toBe(bound);
    await handler.set(pageKey('pageno=99'), { kind: 'APP_PAGE' }, {});
    // The oldest entry on disk (pageno=2, dated 1970) made room for the new one.
    expect(fs.existsSync(path.join(serverDistDir, `${pageKey('pageno=2')}.html`))).toBe(false);
    expect(fs.existsSync(path.join(serverDistDir, `${pageKey('pageno=3')}.html`))).toBe(true);
    expect(fs.existsSync(path.join(serverDistDir, `${pageKey('pageno=99')}.html`))).toBe(true);
    expect(du(path.join(serverDistDir, 'route-cache'))).toBeLessThanOrEqual(bound);
  });

  it('a ledger deletes nothing of an entry larger than the bound but that entry itself once another comes', () => {
    const file = path.join(dir, 'big');
    fs.writeFileSync(file, Buffer.alloc(2 * KB));
    const ledger = createDiskLedger({ maxBytes: KB });
    ledger.record('big', [file]);
    expect(fs.existsSync(file)).toBe(true);
    const small = path.join(dir, 'small');
    fs.writeFileSync(small, Buffer.alloc(100));
    ledger.record('small', [small]);
    expect(fs.existsSync(file)).toBe(false);
    expect(ledger.bytes).toBe(100);
  });
});

describe('free text', () => {
  it('tells a search from a list query, in a query and in a cache key', () => {
    expect(queryHasFreeText('pageno=2&searchname=golf')).toBe(true);
    expect(queryHasFreeText('searchname=')).toBe(false);
    expect(queryHasFreeText('searchname=+')).toBe(false);
    expect(queryHasFreeText('pageno=2')).toBe(false);
    expect(keyHasFreeText(pageKey('searchname=golf'))).toBe(true);
    expect(keyHasFreeText(pageKey('pageno=2'))).toBe(false);
    expect(keyHasFreeText(`/en/support/notice/%7E${encodeListSegment('searchname=x').slice(1)}`)).toBe(true);
    expect(keyHasFreeText('/en/support/notice')).toBe(false);
    expect(keyHasFreeText(undefined)).toBe(false);
  });

  it("names every operation field that holds a visitor's words", () => {
    const searchFields = new Set<string>();
    for (const operation of Object.values(operations)) {
      const fields = (operation.input as { fields?: Record<string, unknown> }).fields ?? {};
      for (const [name, field] of Object.entries(fields)) if (field === searchField) searchFields.add(name);
    }
    expect(searchFields.size).toBeGreaterThan(0);
    for (const name of searchFields) expect(FREE_TEXT_FIELDS).toContain(name);
  });
});

describe('the bounds are configured', () => {
  it('reads PAGE_CACHE_DISK_MB and PAGE_CACHE_MEMORY_MB, with stated defaults, and refuses nonsense', () => {
    expect(pageCacheDiskBytes({})).toBe(256 * MB);
    expect(pageCacheDiskBytes({ PAGE_CACHE_DISK_MB: '16' })).toBe(16 * MB);
    expect(pageCacheMemoryBytes({})).toBe(50 * MB);
    expect(() => pageCacheDiskBytes({ PAGE_CACHE_DISK_MB: 'lots' })).toThrow(/PAGE_CACHE_DISK_MB/);
    expect(() => pageCacheMemoryBytes({ PAGE_CACHE_MEMORY_MB: '0' })).toThrow(/PAGE_CACHE_MEMORY_MB/);
  });
});
