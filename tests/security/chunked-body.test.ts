import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { limitChunkedBody } from '@/server/edge-security.mjs';

/**
 * Issue 25 item 6 / requirement 23: a chunked body (no Content-Length) to a page or a server action is
 * refused with 413 as soon as it passes its path's limit, and the server keeps none of it. The
 * handler behind the edge reads every body whole, as Next does for a server action before it checks
 * its bodySizeLimit, so anything the edge let through would pile up in this process's memory.
 */
let server: http.Server;
let base: string;
let bytesSeenByHandler = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    limitChunkedBody(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      bytesSeenByHandler += chunk.length;
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!res.headersSent) res.end(`read ${Buffer.concat(chunks).length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Streams up to `total` bytes chunked as fast as the socket takes them; resolves on the answer. */
function postChunked(path: string, total: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; sent: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const request = http.request(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'transfer-encoding': 'chunked', ...headers } }, (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent, ms: performance.now() - started });
    });
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

const MB = 1024 * 1024;

it('a chunked 100 MB body to a page and to a server action is 413 within a second, and memory stays flat', async () => {
  global.gc?.();
  const before = process.memoryUsage().rss;
  const page = await postChunked('/ko/tournament/tournamentschedule', 100 * MB);
  const action = await postChunked('/membership/myaccount/myprofile', 100 * MB, { 'next-action': '7f00c0ffee', accept: 'text/x-component' });
  const grown = process.memoryUsage().rss - before;
  for (const answer of [page, action]) {
    expect(answer.status).toBe(413);
    // ~1 MiB (the page limit) had to pass before the refusal; the client stopped long before 100 MB.
    expect(answer.sent).toBeLessThan(20 * MB);
    expect(answer.ms).toBeLessThan(1_000);
  }
  // The handler saw at most the limit of each body, and the process did not keep the bodies.
  expect(bytesSeenByHandler).toBeLessThanOrEqual(2 * MB);
  expect(grown).toBeLessThan(50 * MB);
  console.log(`chunked 100 MB: page 413 after ${page.ms.toFixed(0)} ms (${(page.sent / MB).toFixed(1)} MB sent), action 413 after ${action.ms.toFixed(0)} ms (${(action.sent / MB).toFixed(1)} MB sent), RSS ${(grown / MB).toFixed(1)} MB`);
});

it('a chunked body within the limit reaches the handler whole', async () => {
  const answer = await new Promise<string>((resolve, reject) => {
    const request = http.request(`${base}/login`, { method: 'POST', headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(text));
    });
    request.on('error', reject);
    request.write('a'.repeat(1000));
    request.end('b'.repeat(1000));
  });
  expect(answer).toBe('read 2000');
});
