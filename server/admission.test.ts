/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MessageChannel } from 'node:worker_threads';
import { createAdmission, insteadOfRefusal, isExemptFromAdmission } from './admission.mjs';
import { runOverdue } from './deadlines.mjs';
import { markArrival, REFUSE_WITHIN_MS } from './loop-lag.mjs';

// A real loopback server with the admission in front of a handler that holds every response until
// the test lets it go: the server is "full" for as long as the test wants.
// `arrivedBeforeMs`: requests arrive (markArrival, as server/serve.mjs notes it) that long before
// they reach the admission, as after an earlier wait.
function heldServer({ arrivedBeforeMs, ...limits }: { maxInFlight: number; maxQueued: number; maxWaitMs: number; lagMs?: () => number; arrivedBeforeMs?: number }) {
  const admission = createAdmission({ ...limits, headers: { 'x-content-type-options': 'nosniff' } });
  const held: http.ServerResponse[] = [];
  const handle = { instead: undefined as ((res: http.ServerResponse) => void) | undefined };
  const server = http.createServer((req, res) => {
    handle.instead?.(res);
    const work = () => {
      if (req.url === '/quick' || req.url === '/healthz') res.end('quick');
      else held.push(res);
    };
    if (isExemptFromAdmission(req.url)) return work();
    if (arrivedBeforeMs === undefined) return admission.admit(req, res, work);
    markArrival(req);
    setTimeout(() => admission.admit(req, res, work), arrivedBeforeMs);
  });
  return {
    admission,
    held,
    set instead(give: ((res: http.ServerResponse) => void) | undefined) {
      handle.instead = give;
    },
    releaseAll: () => held.splice(0).forEach((res) => res.end('done')),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

type Answer = { status: number; retryAfter: string | null; ms: number; body: string };

async function timed(url: string, signal?: AbortSignal): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { signal });
  const body = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started, body };
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('admission: load shedding at the edge', () => {
  it('answers the overflow 503 with Retry-After within a second, and the admitted requests normally', async () => {
    const server = heldServer({ maxInFlight: 2, maxQueued: 2, maxWaitMs: 300 });
    const base = await server.listen();
    try {
      const answers = Array.from({ length: 10 }, () => timed(`${base}/page`));
      await waitFor(() => server.held.length === 2 && server.admission.stats().shed === 6);
      // The six beyond the line were refused at once; the two in line give up after their wait.
      await waitFor(() => server.admission.stats().shed === 8);
      // Health and static files pass while the server is full.
      expect((await timed(`${base}/healthz`)).status).toBe(200);
      expect(server.held.length).toBe(2);
      server.releaseAll();
      const settled = await Promise.all(answers);
      const refused = settled.filter((answer) => answer.status === 503);
      expect(settled.filter((answer) => answer.status === 200)).toHaveLength(2);
      expect(refused).toHaveLength(8);
      for (const answer of refused) {
        expect(answer.retryAfter).toBe('1');
        expect(answer.ms).toBeLessThan(1000);
        expect(answer.body).toContain('busy');
      }
      // Once the work in hand is done, the next request is served.
      expect((await timed(`${base}/quick`)).status).toBe(200);
      await waitFor(() => server.admission.stats().inFlight === 0 && server.admission.stats().queued === 0);
    } finally {
      server.releaseAll();
      await server.close();
    }
  });

  it('serves a request in line as soon as a place frees, and drops one whose client left', async () => {
    const server = heldServer({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 5_000 });
    const base = await server.listen();
    try {
      const first = timed(`${base}/page`);
      await waitFor(() => server.held.length === 1);
      const leaving = new AbortController();
      const gaveUp = timed(`${base}/page`, leaving.signal).catch((error: Error) => error.name);
      const waiting = timed(`${base}/page`);
      await waitFor(() => server.admission.stats().queued === 2);
      leaving.abort();
      expect(await gaveUp).toBe('AbortError');
      await waitFor(() => server.admission.stats().queued === 1);
      server.releaseAll();
      expect((await first).status).toBe(200);
      // The one that left never reached the handler: the one behind it did.
      await waitFor(() => server.held.length === 1);
      server.releaseAll();
      expect((await waiting).status).toBe(200);
      await waitFor(() => server.admission.stats().inFlight === 0);
      expect(server.admission.stats()).toMatchObject({ queued: 0, admitted: 2, shed: 0 });
    } finally {
      server.releaseAll();
      await server.close();
    }
  });

  it('admits a request whose wait ran out during a pause of the whole thread, when a place freed in it', async () => {
    const server = heldServer({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 200 });
    const base = await server.listen();
    const { port1, port2 } = new MessageChannel();
    try {
      const first = timed(`${base}/page`);
      await waitFor(() => server.held.length === 1);
      const waiting = timed(`${base}/page`);
      await waitFor(() => server.admission.stats().queued === 1);
      // The held response ends on a message (read when the loop next polls for I/O, as the database
      // thread's answers are), and the thread stops for longer than the wait before that poll.
      port2.once('message', () => server.releaseAll());
      port1.postMessage('release');
      const until = Date.now() + 400;
      while (Date.now() < until);
      expect((await first).status).toBe(200);
      await waitFor(() => server.held.length === 1);
      server.releaseAll();
      expect((await waiting).status).toBe(200);
      expect(server.admission.stats()).toMatchObject({ shed: 0 });
    } finally {
      port1.close();
      port2.close();
      server.releaseAll();
      await server.close();
    }
  });

  it('answers one with a copy of its own from that copy at once when full, without a place in line', async () => {
    const server = heldServer({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 500 });
    const base = await server.listen();
    try {
      const first = timed(`${base}/page`);
      await waitFor(() => server.held.length === 1);
      server.instead = (res) => insteadOfRefusal(res, () => res.end('last copy'));
      const copy = await timed(`${base}/page`);
      expect(copy).toMatchObject({ status: 200, body: 'last copy' });
      expect(copy.ms).toBeLessThan(200);
      expect(server.admission.stats()).toMatchObject({ waited: 0, shed: 1, servedStale: 1 });
      server.releaseAll();
      expect((await first).status).toBe(200);
    } finally {
      server.releaseAll();
      await server.close();
    }
  });

  it('refuses one whose wait ran out while the loop was busy as soon as asked (each arrival asks), not after the turn', async () => {
    const server = heldServer({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 200 });
    const base = await server.listen();
    try {
      const first = timed(`${base}/page`);
      await waitFor(() => server.held.length === 1);
      const waiting = timed(`${base}/page`);
      await waitFor(() => server.admission.stats().queued === 1);
      runOverdue();
      expect(server.admission.stats()).toMatchObject({ queued: 1, shed: 0 });
      // A long turn of the loop: the timer of the wait cannot run before it ends.
      const until = Date.now() + 300;
      while (Date.now() < until);
      runOverdue();
      expect(server.admission.stats()).toMatchObject({ queued: 0, shed: 1 });
      expect((await waiting).status).toBe(503);
      server.releaseAll();
      expect((await first).status).toBe(200);
      expect(server.admission.stats()).toMatchObject({ shed: 1 });
    } finally {
      server.releaseAll();
      await server.close();
    }
  });

  it('lets a request wait in line only what is left of its second, less twice the event loop lag', async () => {
    let lag = 250;
    const server = heldServer({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 5_000, lagMs: () => lag });
    const base = await server.listen();
    try {
      const first = timed(`${base}/page`);
      await waitFor(() => server.held.length === 1);
      // The second's budget less 2 × 250 ms of lag (300 ms), not 5 s.
      const shortened = await timed(`${base}/page`);
      expect(shortened.status).toBe(503);
      expect(shortened.ms).toBeGreaterThanOrEqual(REFUSE_WITHIN_MS - 500 - 50);
      expect(shortened.ms).toBeLessThan(REFUSE_WITHIN_MS - 500 + 300);
      lag = 450;
      const refused = await timed(`${base}/page`);
      expect(refused.status).toBe(503);
      expect(refused.ms).toBeLessThan(150);
      expect(server.admission.stats()).toMatchObject({ waited: 1, shed: 2 });
      server.releaseAll();
      expect((await first).status).toBe(200);
    } finally {
      server.releaseAll();
      await server.close();
    }
  });

  it('counts the second from the arrival: a request that waited elsewhere first waits here only the rest', async () => {
    const server = heldServer({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 5_000, arrivedBeforeMs: 500 });
    const base = await server.listen();
    try {
      const first = timed(`${base}/page`);
      await waitFor(() => server.held.length === 1);
      const refused = await timed(`${base}/page`);
      expect(refused.status).toBe(503);
      // Refused when the budget since its arrival ran out, not 5 s after it was lined up.
      expect(refused.ms).toBeGreaterThanOrEqual(REFUSE_WITHIN_MS - 50);
      expect(refused.ms).toBeLessThan(REFUSE_WITHIN_MS + 300);
      server.releaseAll();
      expect((await first).status).toBe(200);
    } finally {
      server.releaseAll();
      await server.close();
    }
  });

  it('leaves health checks, static chunks and public files alone, and nothing else', () => {
    for (const url of ['/healthz', '/readyz', '/_next/static/chunks/a.js', '/fonts/x.woff2', '/favicon.svg', '/robots.txt']) expect(isExemptFromAdmission(url)).toBe(true);
    for (const url of ['/', '/membership/mysummary', '/healthzz', '/_next/data/x.json', '/upstream/login']) expect(isExemptFromAdmission(url)).toBe(false);
  });
});
