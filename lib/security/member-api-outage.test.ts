import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { noteMemberApiOutage, RETRY_AFTER_SECONDS, serveNotingOutages } from './member-api-outage.mjs';

/**
 * The edge's side of "no soft errors", over real HTTP: a request whose page failed (500) after the
 * member API failed goes out as 503 with Retry-After, noindex and no-store; nothing else changes, and
 * one request's outage never leaks into another's answer.
 */
type Page = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

async function serve(page: Page) {
  const server = http.createServer((req, res) => {
    void serveNotingOutages(res, () => page(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A page the way Next answers: status and headers set on the response, the head written implicitly. */
function answer(res: http.ServerResponse, status: number) {
  res.statusCode = status;
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end('<!DOCTYPE html><html><head><meta name="robots" content="noindex"/></head><body></body></html>');
}

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

it('turns a 500 that follows a member-API outage into a 503 that nothing stores or indexes', async () => {
  const server = await serve(async (_req, res) => {
    await later();
    noteMemberApiOutage();
    await later();
    answer(res, 500);
  });
  const response = await fetch(server.url);
  expect(response.status).toBe(503);
  expect(response.statusText).toBe('Service Unavailable');
  expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.text()).toContain('<html>');
  await server.close();
});

it('holds when the head is written explicitly with its own headers', async () => {
  const server = await serve(async (_req, res) => {
    noteMemberApiOutage();
    res.writeHead(500, 'Internal Server Error', { 'Cache-Control': 's-maxage=60', 'content-type': 'text/plain' });
    res.end('failed');
  });
  const response = await fetch(server.url);
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toBe('text/plain');
  await server.close();
});

it('leaves a 500 without an outage (a bug) and any other answer after an outage as they are', async () => {
  const server = await serve(async (req, res) => {
    if (req.url === '/handled') noteMemberApiOutage();
    answer(res, req.url === '/bug' ? 500 : 200);
  });
  const bug = await fetch(`${server.url}/bug`);
  expect(bug.status).toBe(500);
  expect(bug.headers.get('retry-after')).toBeNull();
  // A page that handled the failure itself (a stale copy, an optional part left out) keeps its answer.
  const handled = await fetch(`${server.url}/handled`);
  expect(handled.status).toBe(200);
  expect(handled.headers.get('retry-after')).toBeNull();
  await server.close();
});

it('keeps each request to its own outage', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const server = await serve(async (req, res) => {
    if (req.url === '/down') noteMemberApiOutage();
    else await gate;
    answer(res, 500);
  });
  const healthy = fetch(`${server.url}/healthy`);
  const down = await fetch(`${server.url}/down`);
  release();
  expect(down.status).toBe(503);
  expect((await healthy).status).toBe(500);
  await server.close();
});

it('does nothing outside a request', () => {
  expect(() => noteMemberApiOutage()).not.toThrow();
});
