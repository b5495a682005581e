import { createHash } from 'node:crypto';
import { EDGE_RENDERED_AT_HEADER, EDGE_TAGS_HEADER } from '../../../server/edge-cache.mjs';
import { announceExpiredTags, edgeCacheListening, onExpiredTags } from '../../../server/edge-purge.mjs';
import { inlineScriptHashes, stampForEdge, stampPolicy, withScriptHashes } from './script-hashes.mjs';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

const page =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script type="application/ld+json">{"@type":"Thing"}</script></head><body><p>한국어</p>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script nonce="old">self.__next_f.push([1,"é"])</script>' +
  '<script type="module">import("/x.js")</script></body></html>';

describe('inlineScriptHashes', () => {
  it('hashes each inline script as sent (UTF-8), skipping files and data blocks', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('(self.__next_f=self.__next_f||[]).push([0])'), sha('self.__next_f.push([1,"é"])'), sha('import("/x.js")')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('stampPolicy', () => {
  it("gives a cached page a policy of its scripts' hashes: no nonce, no unsafe-inline, no unsafe-eval", () => {
    const value = stampPolicy<{ kind: string; html: string; headers: Record<string, unknown> }>({ kind: 'APP_PAGE', html: page, headers: { 'x-next-cache-tags': 'a' } });
    const csp = String(value.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' '${sha('(self.__next_f=self.__next_f||[]).push([0])')}' '${sha('self.__next_f.push([1,"é"])')}' '${sha('import("/x.js")')}'${process.env.NODE_ENV === 'production' ? '' : " 'unsafe-eval'"}`);
    expect(scriptSrc).not.toMatch(/nonce|unsafe-inline|strict-dynamic/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(value.headers['x-next-cache-tags']).toBe('a');
  });

  it('leaves route responses, redirects and empty pages alone', () => {
    const route = { kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {} };
    expect(stampPolicy(route)).toEqual({ kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {} });
    expect(stampPolicy(null)).toBeNull();
    expect(stampPolicy({ kind: 'APP_PAGE', html: '', headers: undefined }).headers).toBeUndefined();
  });
});

describe('withScriptHashes', () => {
  it('stamps pages on the way into the cache and on the way out (build-time pages come from disk without it)', async () => {
    const stored = new Map<string, { value: unknown }>();
    class Plain {
      async get(key: string) {
        return stored.get(key) ?? null;
      }
      async set(key: string, data: unknown) {
        stored.set(key, { value: data });
      }
    }
    const Handler = withScriptHashes(Plain);
    const handler = new Handler();
    await handler.set('/en/support/noticeview/1', { kind: 'APP_PAGE', html: page, headers: {} });
    expect((stored.get('/en/support/noticeview/1')!.value as { headers: Record<string, string> }).headers['content-security-policy']).toContain('sha256-');
    stored.set('/en', { value: { kind: 'APP_PAGE', html: page, headers: { 'x-nextjs-prerender': '1' } } });
    const entry = (await handler.get('/en')) as { value: { headers: Record<string, string> } };
    expect(entry.value.headers['content-security-policy']).toContain(sha('(self.__next_f=self.__next_f||[]).push([0])'));
    expect(await handler.get('/missing')).toBeNull();
  });
});

describe('what the cache handler tells the edge cache (server/edge-cache.mjs)', () => {
  it("copies a page's Next cache tags and render time into the edge's private headers, and removes them when no edge cache listens", () => {
    const value = { kind: 'APP_PAGE', html: page, headers: { 'x-next-cache-tags': '_N_T_/layout,home' } as Record<string, unknown> };
    stampForEdge(value, 1234, true);
    expect(value.headers[EDGE_TAGS_HEADER]).toBe('_N_T_/layout,home');
    expect(value.headers[EDGE_RENDERED_AT_HEADER]).toBe('1234');
    stampForEdge(value, 1234, false);
    expect(value.headers).toEqual({ 'x-next-cache-tags': '_N_T_/layout,home' });
    const route = { kind: 'APP_ROUTE', headers: { 'x-next-cache-tags': 'a' } };
    expect(stampForEdge(route, 1, true)).toEqual({ kind: 'APP_ROUTE', headers: { 'x-next-cache-tags': 'a' } });
  });

  it('announces expired tags once the wrapped handler has expired them, and also when that failed', async () => {
    const order: string[] = [];
    const stop = onExpiredTags((tags) => order.push(`edge ${tags.join(',')}`));
    try {
      expect(edgeCacheListening()).toBe(true);
      let fail = false;
      class Plain {
        async get() {
          return null;
        }
        async set() {}
        async revalidateTag(tags: string | string[]) {
          await new Promise((resolve) => setImmediate(resolve));
          order.push(`next ${[tags].flat().join(',')}`);
          if (fail) throw new Error('Redis is down');
        }
      }
      const handler = new (withScriptHashes(Plain))();
      await handler.revalidateTag(['home', 'tournament-3']);
      await handler.revalidateTag('sitemap');
      fail = true;
      await expect(handler.revalidateTag('home')).rejects.toThrow('Redis is down');
      expect(order).toEqual(['next home,tournament-3', 'edge home,tournament-3', 'next sitemap', 'edge sitemap', 'next home', 'edge home']);

      // A listener that throws does not keep the purge from the others.
      const second: string[][] = [];
      const stopBroken = onExpiredTags(() => {
        throw new Error('broken');
      });
      const stopSecond = onExpiredTags((tags) => second.push(tags));
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      announceExpiredTags(['home', 42]);
      error.mockRestore();
      stopBroken();
      stopSecond();
      expect(second).toEqual([['home']]);
    } finally {
      stop();
    }
    expect(edgeCacheListening()).toBe(false);
  });
});
