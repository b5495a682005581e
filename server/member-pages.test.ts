import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import zlib from 'node:zlib';
import { createEdgeCache, type EdgeCache } from './edge-cache.mjs';
import { createAdmission } from './admission.mjs';
import { edgeCacheLayer, type Admit } from './edge-http.mjs';
import { memberPageKey, memberPageRule, notePageRead, registerMemberResolver } from './member-pages.mjs';
import { runInRequestScope } from './request-scope.mjs';
import { until } from '@/tests/support/until';

// The members' page copies over real loopback HTTP, in front of a stand-in for Next that renders a
// MyZone page as the real one does: inside the request scope, noting each read as lib/portal/data/read.ts
// does, with a nonce policy. The resolver stands in for lib/portal/auth/edge-member.ts (a cookie
// `clubhouse_session=<member>` is that member's live session unless the test ended it); the real one
// is exercised by tests/e2e/member-pages.spec.ts against the built portal.

type Render = { member?: number; reads?: { member?: number; tags: string[]; life: number; timedLife?: number }[]; untracked?: boolean; status?: number; headers?: Record<string, string>; body?: string; delayMs?: number };

const NONCE = 'bm9uY2Utbm9uY2Utbm9uY2U=';
const inlineScript = 'self.__next_f.push([1,"member"])';

/**
 * `admitRender` stands in for the server's admission in front of Next (server/serve.mjs): a request it
 * refuses is answered as server/admission.mjs refuses (a 503, or what the edge put instead of it).
 * `now` is the members' store's clock.
 */
async function serve(
  render: (req: IncomingMessage) => Render,
  { admitCheck, admitRender, now, lagMs }: { admitCheck?: Admit; admitRender?: Admit; now?: () => number; lagMs?: () => number } = {},
) {
  const cache = createEdgeCache({ maxBytes: 10_000_000, now });
  const ended = new Set<number>();
  let resolverFails = false;
  let resolverStalls = false;
  let pauseMs = 0;
  registerMemberResolver(async (cookie) => {
    if (resolverFails) throw new Error('member API down');
    if (resolverStalls) return new Promise<never>(() => {});
    const member = Number(/clubhouse_session=(\d+)/.exec(cookie)?.[1]);
    const live = Number.isInteger(member) && !ended.has(member) ? member : null;
    if (!pauseMs) return live;
    // The answer comes back as the database thread's do (a message, read when the loop polls for I/O),
    // and the whole thread stops before that poll, as in a garbage collection.
    const { port1, port2 } = new MessageChannel();
    const answered = new Promise<number | null>((resolve) => port2.once('message', resolve)).finally(() => port2.close());
    port1.postMessage(live);
    port1.close();
    const pause = pauseMs;
    queueMicrotask(() => {
      const until = Date.now() + pause;
      while (Date.now() < until);
    });
    return answered;
  });
  const renders: string[] = [];
  const serveFromEdge = edgeCacheLayer(createEdgeCache({ maxBytes: 0 }), {
    memberCache: cache,
    // As the server's admission refuses (server/admission.mjs).
    refuseBusy: (res) => res.writeHead(503, { 'retry-after': '1' }).end(),
    admitCheck,
    lagMs,
  });
  const next = (req: IncomingMessage, res: ServerResponse) =>
    runInRequestScope(res, async () => {
      const page = render(req);
      renders.push(`${req.url} ${req.headers.cookie ?? ''}`);
      // A render's reads, noted in its scope after an await, as React renders them.
      await new Promise((resolve) => setImmediate(resolve));
      if (page.delayMs) await new Promise((resolve) => setTimeout(resolve, page.delayMs));
      for (const read of page.reads ?? []) notePageRead(read);
      if (page.untracked) notePageRead({ untracked: true });
      res.statusCode = page.status ?? 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.setHeader('content-security-policy', `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`);
      res.setHeader('vary', 'rsc, next-router-state-tree');
      for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value);
      const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
      const html = page.body ?? `<p>member ${page.member} page ${renders.length}</p><script nonce="${NONCE}">${inlineScript}</script>`;
      if (gzip) res.setHeader('content-encoding', 'gzip');
      res.end(gzip ? zlib.gzipSync(html) : html);
    });
  const toNext = (req: IncomingMessage, res: ServerResponse) => (admitRender ? admitRender(req, res, () => void next(req, res)) : void next(req, res));
  const server = http.createServer((req, res) => {
    if (serveFromEdge(req, res, () => toNext(req, res))) return;
    toNext(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    cache,
    renders,
    end: (member: number) => ended.add(member),
    failResolver: () => (resolverFails = true),
    stallResolver: () => (resolverStalls = true),
    pauseAfterCheck: (ms: number) => (pauseMs = ms),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const as = (member: number, extra = '') => ({ cookie: `clubhouse_session=${member}${extra}` });
const dashboard = (member: number): Render => ({ member, reads: [{ member, tags: [`member-${member}`], life: 60 }] });
const memberOf = (req: IncomingMessage) => Number(/clubhouse_session=(\d+)/.exec(req.headers.cookie ?? '')?.[1]);

async function stored(cache: EdgeCache, count: number) {
  await until(() => cache.size >= count, `${count} kept pages`);
  expect(cache.size).toBe(count);
}

describe("a member's MyZone pages kept at the edge", () => {
  it('serves a member their own copy again, with a hash policy for its scripts instead of the nonce', async () => {
    const app = await serve((req) => dashboard(memberOf(req)));
    try {
      const first = await fetch(`${app.base}/membership/mysummary`, { headers: as(7) });
      expect(first.headers.get('x-cache')).toBe('MISS');
      const body = await first.text();
      await stored(app.cache, 1);

      const again = await fetch(`${app.base}/membership/mysummary`, { headers: as(7) });
      expect(again.headers.get('x-cache')).toBe('HIT');
      expect(await again.text()).toBe(body);
      const hash = createHash('sha256').update(inlineScript).digest('base64');
      expect(again.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
      expect(again.headers.get('content-security-policy')).not.toContain('nonce-');
      // The browser keeps nothing: the copy is the edge's, for this session only.
      expect(again.headers.get('cache-control')).toMatch(/private/);
      expect(app.renders).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("never serves one member's copy to another member, nor to another browser of the same member", async () => {
    const app = await serve((req) => dashboard(memberOf(req)));
    try {
      await fetch(`${app.base}/membership/mysummary`, { headers: as(7) }).then((r) => r.text());
      await stored(app.cache, 1);
      for (let round = 0; round < 3; round++) {
        const mine = await (await fetch(`${app.base}/membership/mysummary`, { headers: as(7) })).text();
        const theirs = await (await fetch(`${app.base}/ko/membership/mysummary`, { headers: as(8) })).text();
        expect(mine).toContain('member 7');
        expect(mine).not.toContain('member 8');
        expect(theirs).toContain('member 8');
      }
      // A second browser of member 7 (another cookie) gets a render of its own.
      const other = await fetch(`${app.base}/membership/mysummary`, { headers: as(7, '; theme=dark') });
      expect(other.headers.get('x-cache')).toBe('MISS');
    } finally {
      await app.close();
    }
  });

  it('sends a session that ended to Next (which sends it to log in), and forgets its copy', async () => {
    let endedOnce = false;
    const app = await serve((req) => (endedOnce ? { status: 307, headers: { location: '/login' }, body: '' } : dashboard(memberOf(req))));
    try {
      await fetch(`${app.base}/membership/mysummary`, { headers: as(7) }).then((r) => r.text());
      await stored(app.cache, 1);
      app.end(7);
      endedOnce = true;
      const refused = await fetch(`${app.base}/membership/mysummary`, { headers: as(7), redirect: 'manual' });
      expect(refused.status).toBe(307);
      expect(refused.headers.get('x-cache')).toBe('MISS');
      expect(app.cache.size).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('lets Next answer when the session cannot be checked (the member API is down)', async () => {
    const app = await serve((req) => dashboard(memberOf(req)));
    try {
      await fetch(`${app.base}/membership/mysummary`, { headers: as(7) }).then((r) => r.text());
      await stored(app.cache, 1);
      app.failResolver();
      const answer = await fetch(`${app.base}/membership/mysummary`, { headers: as(7) });
      expect(answer.headers.get('x-cache')).toBe('BYPASS');
      expect(app.renders).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('waits at most 500 ms for a session check the database cannot answer, then says it is busy (503, Retry-After)', async () => {
    const app = await serve((req) => dashboard(memberOf(req)));
    try {
      await fetch(`${app.base}/membership/mysummary`, { headers: as(7) }).then((r) => r.text());
      await stored(app.cache, 1);
      app.stallResolver();
      const started = Date.now();
      const answer = await fetch(`${app.base}/membership/mysummary`, { headers: as(7) });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(Date.now() - started).toBeLessThan(1000);
      // No render was added to a busy server.
      expect(app.renders).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('serves the copy when the check was answered during a pause of the whole thread longer than its bound', async () => {
    const app = await serve((req) => dashboard(memberOf(req)));
    try {
      await fetch(`${app.base}/membership/mysummary`, { headers: as(7) }).then((r) => r.text());
      await stored(app.cache, 1);
      app.pauseAfterCheck(600);
      const answer = await fetch(`${app.base}/membership/mysummary`, { headers: as(7) });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-cache')).toBe('HIT');
    } finally {
      await app.close();
    }
  });

  it('admits session checks on their own limits: past them a member is answered 503 at once, not queued behind the database', async () => {
    const checks = createAdmission({ maxInFlight: 1, maxQueued: 0, maxWaitMs: 250 });
    const app = await serve((req) => dashboard(memberOf(req)), { admitCheck: checks.admit });
    try {
      for (const member of [7, 8]) await fetch(`${app.base}/membership/mysummary`, { headers: as(member) }).then((r) => r.text());
      await stored(app.cache, 2);
      app.stallResolver();
      const held = fetch(`${app.base}/membership/mysummary`, { headers: as(7) });
      await until(() => checks.stats().inFlight === 1, 'the first check under way');
      const started = Date.now();
      const refused = await fetch(`${app.base}/membership/mysummary`, { headers: as(8) });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(Date.now() - started).toBeLessThan(500);
      // The one admitted waited its bound for the stalled database, then was refused too.
      expect((await held).status).toBe(503);
      expect(checks.stats()).toMatchObject({ admitted: 1, shed: 1, inFlight: 0 });
      expect(app.renders).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  describe('requests for a page whose render is under way', () => {
    const fiveAtOnce = (app: { base: string }) =>
      Promise.all(
        Array.from({ length: 5 }, async () => {
          const answer = await fetch(`${app.base}/membership/mysummary`, { headers: as(7) });
          return { status: answer.status, label: answer.headers.get('x-cache'), body: await answer.text() };
        }),
      );

    it("wait for it and are served its copy: the page is rendered once", async () => {
      const app = await serve((req) => ({ ...dashboard(memberOf(req)), delayMs: 300 }));
      try {
        const answers = await fiveAtOnce(app);
        expect(app.renders).toHaveLength(1);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
        expect(answers.map((answer) => answer.label).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
        expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      } finally {
        await app.close();
      }
    });

    it('are refused with it when the server refused it (503)', async () => {
      const app = await serve((req) => ({ ...dashboard(memberOf(req)), delayMs: 300, status: 503 }));
      try {
        const answers = await fiveAtOnce(app);
        expect(app.renders).toHaveLength(1);
        expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503]);
      } finally {
        await app.close();
      }
    });

    it('each go to Next when its answer could not be kept', async () => {
      const app = await serve((req) => ({ ...dashboard(memberOf(req)), delayMs: 300, headers: { 'set-cookie': 'clubhouse_session=renewed; Path=/' } }));
      try {
        const answers = await fiveAtOnce(app);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
        expect(answers.map((answer) => answer.label)).toEqual(['MISS', 'MISS', 'MISS', 'MISS', 'MISS']);
        expect(app.renders).toHaveLength(5);
      } finally {
        await app.close();
      }
    });

    it('wait only for the same member: another member renders their own at once', async () => {
      const app = await serve((req) => ({ ...dashboard(memberOf(req)), delayMs: 300 }));
      try {
        const [seven, eight] = await Promise.all([7, 8].map((member) => fetch(`${app.base}/membership/mysummary`, { headers: as(member) }).then((r) => r.text())));
        expect(seven).toContain('member 7');
        expect(eight).toContain('member 8');
        expect(app.renders).toHaveLength(2);
      } finally {
        await app.close();
      }
    });
  });

  describe('past its life', () => {
    /** A clock the test moves, an admission with one place, and a render that holds it while `hold` is set. */
    async function busyServer(render: (req: IncomingMessage) => Render = (req) => dashboard(memberOf(req))) {
      let time = Date.now();
      let hold = false;
      const admission = createAdmission({ maxInFlight: 1, maxQueued: 0, maxWaitMs: 0 });
      const app = await serve((req) => (hold ? { ...render(req), delayMs: 300 } : render(req)), { admitRender: admission.admit, now: () => time });
      return {
        ...app,
        admission,
        pass: (ms: number) => (time += ms),
        /** Another member's render takes the one place: every render asked meanwhile is refused. */
        async takeThePlace() {
          hold = true;
          const busy = fetch(`${app.base}/membership/mysummary`, { headers: as(99) }).then((r) => r.text());
          await until(() => admission.stats().inFlight === 1, 'the place to be taken');
          hold = false;
          // In an object: an async function returning the promise itself would wait for it.
          return { busy };
        },
      };
    }
    const get = (app: { base: string }, member: number) => fetch(`${app.base}/membership/mysummary`, { headers: as(member) });
    /** The member's dashboard rendered and kept, then `ms` later by the store's clock. */
    async function keptThenPast(app: { base: string; cache: EdgeCache }, pass: (ms: number) => unknown, ms: number) {
      await (await get(app, 7)).text();
      await stored(app.cache, 1);
      pass(ms);
    }

    it('a copy is rendered anew by one request while the member meanwhile gets the copy (STALE)', async () => {
      let version = 1;
      const app = await busyServer((req) => ({ ...dashboard(memberOf(req)), delayMs: 300, body: `<p>v${version}</p>` }));
      try {
        await keptThenPast(app, app.pass, 61_000);
        version = 2;
        const refresh = get(app, 7);
        await until(() => app.renders.length === 2, 'the new render to start');
        const meanwhile = await get(app, 7);
        expect(meanwhile.headers.get('x-cache')).toBe('STALE');
        expect(await meanwhile.text()).toBe('<p>v1</p>');
        const renewed = await refresh;
        expect(renewed.headers.get('x-cache')).toBe('MISS');
        expect(await renewed.text()).toBe('<p>v2</p>');
        await until(() => app.cache.stats.stored === 2, 'the new copy kept');
        const after = await get(app, 7);
        expect(after.headers.get('x-cache')).toBe('HIT');
        expect(await after.text()).toBe('<p>v2</p>');
        expect(app.renders).toHaveLength(2);
      } finally {
        await app.close();
      }
    });

    it('a busy server that refuses its render answers with the copy, after the session check, and does not keep it again', async () => {
      const app = await busyServer();
      try {
        await keptThenPast(app, app.pass, 61_000);
        const { busy } = await app.takeThePlace();
        const answer = await get(app, 7);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-cache')).toBe('STALE');
        expect(await answer.text()).toContain('member 7 page 1');
        expect(app.admission.stats()).toMatchObject({ shed: 1, servedStale: 1 });
        await busy;
        expect(app.cache.stats.stored).toBe(2);
        // The place is free again: past the refresh's second, the page is rendered anew.
        app.pass(1_100);
        const renewed = await get(app, 7);
        expect(renewed.headers.get('x-cache')).toBe('MISS');
        expect(await renewed.text()).toContain('member 7 page 3');
      } finally {
        await app.close();
      }
    });

    it('a busy server refuses (503) a member whose session ended, and forgets the copy', async () => {
      const app = await busyServer();
      try {
        await keptThenPast(app, app.pass, 61_000);
        app.end(7);
        const { busy } = await app.takeThePlace();
        const answer = await get(app, 7);
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('1');
        await busy;
        expect(app.cache.size).toBe(1);
        expect([...app.renders].filter((render) => render.includes('=7'))).toHaveLength(1);
      } finally {
        await app.close();
      }
    });

    it('a copy is not rendered anew while the event loop runs late: the member gets the copy until it keeps time again', async () => {
      let time = Date.now();
      let lag = 150;
      const app = await serve((req) => dashboard(memberOf(req)), { now: () => time, lagMs: () => lag });
      try {
        await keptThenPast(app, (ms) => (time += ms), 61_000);
        for (let i = 0; i < 2; i++) {
          const late = await get(app, 7);
          expect(late.headers.get('x-cache')).toBe('STALE');
          expect(await late.text()).toContain('member 7 page 1');
          time += 1_100;
        }
        lag = 5;
        const renewed = await get(app, 7);
        expect(renewed.headers.get('x-cache')).toBe('MISS');
        expect(app.renders).toHaveLength(2);
      } finally {
        await app.close();
      }
    });

    it.each<[string, (member: number) => Render, (app: { cache: EdgeCache }) => void]>([
      ['whose tag expired (the member changed something)', dashboard, (app) => app.cache.purgeTags(['member-7'])],
      ['past the moment time alone changes it (a booking starting)', (member) => ({ member, reads: [{ member, tags: [`member-${member}`], life: 120, timedLife: 60 }] }), () => {}],
      ['past twice its life', dashboard, () => {}],
    ])('a copy %s is never served, even by a busy server', async (title, render, expire) => {
      const app = await busyServer((req) => render(memberOf(req)));
      try {
        await keptThenPast(app, app.pass, title.startsWith('past twice') ? 121_000 : 61_000);
        expire(app);
        const { busy } = await app.takeThePlace();
        const answer = await get(app, 7);
        expect(answer.status).toBe(503);
        await busy;
      } finally {
        await app.close();
      }
    });
  });

  it("drops a copy when a tag of its reads expires: the member sees what they just did", async () => {
    let rounds = 1;
    const app = await serve((req) => ({ ...dashboard(memberOf(req)), body: `<p>${rounds} rounds</p>` }));
    try {
      await fetch(`${app.base}/membership/myrecords/myrounds`, { headers: as(7) }).then((r) => r.text());
      await stored(app.cache, 1);
      rounds = 2;
      app.cache.purgeTags(['member-8']);
      expect(await (await fetch(`${app.base}/membership/myrecords/myrounds`, { headers: as(7) })).text()).toBe('<p>1 rounds</p>');
      app.cache.purgeTags(['member-7']);
      const fresh = await fetch(`${app.base}/membership/myrecords/myrounds`, { headers: as(7) });
      expect(fresh.headers.get('x-cache')).toBe('MISS');
      expect(await fresh.text()).toBe('<p>2 rounds</p>');
    } finally {
      await app.close();
    }
  });

  it.each<[string, (member: number) => Render]>([
    ['a page that read nothing of a member', () => ({ reads: [{ tags: ['home'], life: 60 }] })],
    ['a page that read for two members', (member) => ({ reads: [...dashboard(member).reads!, { member: member + 1, tags: [], life: 60 }] })],
    ['a page that asked the member API outside the read table', (member) => ({ ...dashboard(member), untracked: true })],
    ['a page that sets a cookie', (member) => ({ ...dashboard(member), headers: { 'set-cookie': 'clubhouse_session=renewed; Path=/' } })],
    ['a refusal', (member) => ({ ...dashboard(member), status: 404 })],
  ])('never keeps %s', async (_, render) => {
    const app = await serve((req) => render(memberOf(req)));
    try {
      for (let i = 0; i < 2; i++) expect((await fetch(`${app.base}/membership/mysummary`, { headers: as(7) })).headers.get('x-cache')).toBe('MISS');
      expect(app.renders).toHaveLength(2);
      expect(app.cache.size).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('keeps nothing of a public page, a visitor, a POST or a request with credentials', async () => {
    const app = await serve((req) => dashboard(memberOf(req)));
    try {
      await fetch(`${app.base}/tournament/schedule`, { headers: as(7) });
      await fetch(`${app.base}/membership/mysummary`);
      await fetch(`${app.base}/membership/mysummary`, { method: 'POST', headers: as(7), body: 'x' });
      await fetch(`${app.base}/membership/mysummary`, { headers: { ...as(7), authorization: 'Bearer x' } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(app.cache.size).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('memberPageRule and memberPageKey', () => {
  const note = (over = {}) => ({ member: 7, members: 1, tags: new Set(['member-7']), life: 15, untracked: false, timedLife: Infinity, ...over });

  it('keeps a page for the shortest life of its reads, less up to a quarter of it', () => {
    expect(memberPageRule(200, {}, note(), () => 0)).toEqual({ sMaxAge: 15, staleWhileRevalidate: 15 });
    expect(memberPageRule(200, {}, note({ life: 120 }), () => 0.5)).toEqual({ sMaxAge: 105, staleWhileRevalidate: 120 });
    // Past its life a copy stands in for a refused render as long again, never past the moment time
    // alone changes the page.
    expect(memberPageRule(200, {}, note({ life: 15, timedLife: 15 }), () => 0)).toEqual({ sMaxAge: 15, staleWhileRevalidate: 0 });
    expect(memberPageRule(200, {}, note({ life: 15, timedLife: 15 }), () => 0.8)).toEqual({ sMaxAge: 12, staleWhileRevalidate: 3 });
    expect(memberPageRule(200, {}, note({ life: 120, timedLife: 200 }), () => 0)).toEqual({ sMaxAge: 120, staleWhileRevalidate: 80 });
    // Copies rendered together expire apart, and none outlives its reads.
    const lives = Array.from({ length: 200 }, () => memberPageRule(200, {}, note({ life: 120 }))!.sMaxAge);
    expect(Math.max(...lives)).toBeLessThanOrEqual(120);
    expect(Math.min(...lives)).toBeGreaterThanOrEqual(90);
    expect(Math.max(...lives) - Math.min(...lives)).toBeGreaterThan(10);
    expect(memberPageRule(200, {}, note({ life: Infinity }))).toBeNull();
    expect(memberPageRule(200, {}, undefined)).toBeNull();
  });

  it('keys by the whole Cookie header and the target', () => {
    expect(memberPageKey('a=1; clubhouse_session=x', '/membership')).toBe(memberPageKey('a=1; clubhouse_session=x', '/membership'));
    expect(memberPageKey('a=1; clubhouse_session=x', '/membership')).not.toBe(memberPageKey('a=2; clubhouse_session=x', '/membership'));
    expect(memberPageKey('clubhouse_session=x', '/membership?page=2')).not.toBe(memberPageKey('clubhouse_session=x', '/membership'));
  });
});
