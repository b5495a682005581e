import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadOutageMessages, OUTAGE_DOCUMENT_CSP, outageDocument } from '@/server/outage-document.mjs';
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

describe('the 503 page (issue 26 item 17)', () => {
  const messages = loadOutageMessages(path.join(process.cwd(), 'messages'));
  const options = { document: (url: string | undefined) => outageDocument(url, messages), headers: { 'x-content-type-options': 'nosniff' }, csp: OUTAGE_DOCUMENT_CSP };

  async function serveWithPage(page: Page) {
    const server = http.createServer((req, res) => {
      void serveNotingOutages(res, () => page(req, res), options);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  /** Next's answer to a page that threw: its empty error document, compressed, with its own headers. */
  const nextErrorDocument: Page = async (_req, res) => {
    noteMemberApiOutage();
    await later();
    res.statusCode = 500;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-encoding', 'gzip');
    res.setHeader('etag', '"abc"');
    res.write(zlib.gzipSync('<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>'));
    res.end();
  };

  it('replaces Next’s empty error document with a real page in the address’s language, with the security headers', async () => {
    const server = await serveWithPage(nextErrorDocument);
    const english = await fetch(`${server.url}/golfcourse/courseView/7`);
    expect(english.status).toBe(503);
    expect(english.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(english.headers.get('cache-control')).toBe('no-store');
    expect(english.headers.get('x-robots-tag')).toBe('noindex');
    expect(english.headers.get('x-content-type-options')).toBe('nosniff');
    expect(english.headers.get('content-security-policy')).toBe(OUTAGE_DOCUMENT_CSP);
    expect(english.headers.get('content-encoding')).toBeNull();
    expect(english.headers.get('etag')).toBeNull();
    const html = await english.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('This page is taking a short break');
    expect(html).toContain('href="/golfcourse/courseView/7"');
    expect(html).not.toContain('__next_error__');

    const korean = await fetch(`${server.url}/ko/golfcourse/courseView/7?x=<b>`);
    expect(korean.status).toBe(503);
    const koreanHtml = await korean.text();
    expect(koreanHtml).toContain('<html lang="ko">');
    expect(koreanHtml).toContain('잠시 이 페이지를 표시할 수 없습니다');
    expect(koreanHtml).toContain('href="/ko"');
    // The address goes into the retry link escaped.
    expect(koreanHtml).not.toContain('<b>');
    await server.close();
  });

  it('leaves a client navigation’s answer (RSC) to Next, so its router draws the error screen', async () => {
    const server = await serveWithPage(nextErrorDocument);
    const response = await fetch(`${server.url}/ko/golfcourse/courseView/7`, { headers: { rsc: '1' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('__next_error__');
    await server.close();
  });
});
