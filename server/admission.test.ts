/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdmission, isExemptFromAdmission } from './admission.mjs';

// A real loopback server with the admission in front of a handler that holds every response until
// the test lets it go: the server is "full" for as long as the test wants.
function heldServer(limits: { maxInFlight: number; maxQueued: number; maxWaitMs: number }) {
  const admission = createAdmission({ ...limits, headers: { 'x-content-type-options': 'nosniff' } });
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const work = () => {
      if (req.url === '/quick' || req.url === '/healthz') res.end('quick');
      else held.push(res);
    };
    if (isExemptFromAdmission(req.url)) work();
    else admission.admit(req, res, work);
  });
  return {
    admission,
    held,
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

  it('leaves health checks, static chunks and public files alone, and nothing else', () => {
    for (const url of ['/healthz', '/readyz', '/_next/static/chunks/a.js', '/fonts/x.woff2', '/favicon.svg', '/robots.txt']) expect(isExemptFromAdmission(url)).toBe(true);
    for (const url of ['/', '/membership/mysummary', '/healthzz', '/_next/data/x.json', '/upstream/login']) expect(isExemptFromAdmission(url)).toBe(false);
  });
});
