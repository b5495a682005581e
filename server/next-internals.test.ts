import { createRequire } from 'node:module';
import { CACHE_KIND, NEXT_CACHE_HEADER, NEXT_CACHE_TAGS_HEADER, NEXT_VERSION_TESTED, fileSystemCacheClass } from './next-internals.mjs';

/**
 * Every Next.js internal the server and the cache handlers use, held against the installed Next. When an
 * upgrade breaks one of these, this test names it; fix server/next-internals.mjs (the only place they are
 * used) and raise NEXT_VERSION_TESTED.
 */
const require = createRequire(__filename);

describe('the Next.js internals behind server/next-internals.mjs', () => {
  it(`are read from the installed Next (${NEXT_VERSION_TESTED}.x)`, () => {
    const installed: string = require('next/package.json').version;
    expect(`Next ${installed.split('.').slice(0, 2).join('.')}`).toBe(`Next ${NEXT_VERSION_TESTED}`);
  });

  it("keep Next's file-system cache handler where our handlers wrap it", () => {
    const FileSystemCache = fileSystemCacheClass();
    expect(typeof FileSystemCache).toBe('function');
    for (const method of ['get', 'set', 'revalidateTag']) expect([method, typeof FileSystemCache.prototype[method as keyof object]]).toEqual([method, 'function']);
  });

  it('keep the header names and cache kinds', () => {
    expect(require('next/dist/lib/constants.js').NEXT_CACHE_TAGS_HEADER).toBe(NEXT_CACHE_TAGS_HEADER);
    // The response-cache header is written inline by Next's server: its source must still name it.
    expect(require('node:fs').readFileSync(require.resolve('next/dist/server/next-server.js'), 'utf8')).toContain(`'${NEXT_CACHE_HEADER}'`);
    const { CachedRouteKind } = require('next/dist/server/response-cache/types.js');
    for (const kind of Object.values(CACHE_KIND)) expect([kind, CachedRouteKind[kind]]).toEqual([kind, kind]);
  });

  it('keep the server objects that expire tags outside a request', () => {
    // next() (next/dist/server/next.js exports only its factory): the custom-server wrapper's `server`, a
    // NextServer whose getServer() gives the node server.
    const factorySource: string = require('node:fs').readFileSync(require.resolve('next/dist/server/next.js'), 'utf8');
    expect(factorySource).toMatch(/class NextServer \{[\s\S]*async getServer\(\)/);
    const NodeServer = require('next/dist/server/next-server.js').default;
    expect(typeof NodeServer.prototype.getIncrementalCache).toBe('function');
    expect(typeof require('next/dist/server/use-cache/handlers.js').getCacheHandlers).toBe('function');
  });
});
