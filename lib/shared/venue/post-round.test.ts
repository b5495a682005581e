import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { backoffDelay, postRound } from './post-round';
import { VENUE_HEADERS } from './signature';

/**
 * The bay's retry (README "Rounds from the bays"), against a loopback portal stand-in that answers
 * 503 with Retry-After, then 429, then drops a connection, then 200: the round arrives on the fourth
 * attempt, each attempt signed with a fresh nonce over the same body (the same bay round id).
 */
it('retries 503, 429 and a dropped connection with back-off, the same body each time and a new nonce', async () => {
  const seen: { nonce: string; body: string }[] = [];
  const script = [
    (res: http.ServerResponse) => res.writeHead(503, { 'retry-after': '1', 'content-type': 'application/json' }).end('{"code":503,"message":"venue.error.unavailable"}'),
    (res: http.ServerResponse) => res.writeHead(429, { 'content-type': 'application/json' }).end('{"code":429,"message":"slow down"}'),
    (res: http.ServerResponse) => res.socket?.destroy(),
    (res: http.ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"message":"success"}'),
  ];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ nonce: String(req.headers[VENUE_HEADERS.nonce]), body });
      script[seen.length - 1](res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const waits: number[] = [];
  try {
    const result = await postRound(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { keyId: 'k1', secret: 's'.repeat(32) }, '{"bay_round_id":"bay-9"}', {
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result.status).toBe(200);
    expect(result.attempts).toBe(4);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  expect(seen).toHaveLength(4);
  expect(new Set(seen.map((attempt) => attempt.body))).toEqual(new Set(['{"bay_round_id":"bay-9"}']));
  expect(new Set(seen.map((attempt) => attempt.nonce)).size).toBe(4);
  // Retry-After: 1 is honoured; the rest back off exponentially.
  expect(waits[0]).toBeGreaterThanOrEqual(1_000);
  expect(waits).toHaveLength(3);
});

it('a refusal that a retry cannot fix (401, 400) is answered at once', async () => {
  const server = http.createServer((_req, res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":401,"message":"venue.error.badSignature"}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const result = await postRound(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { keyId: 'k1', secret: 's'.repeat(32) }, '{}', { sleep: async () => {} });
    expect([result.status, result.attempts]).toEqual([401, 1]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

it('backs off exponentially with jitter, capped', () => {
  expect(backoffDelay(1, 500, 30_000, null, () => 1)).toBe(500);
  expect(backoffDelay(4, 500, 30_000, null, () => 1)).toBe(4_000);
  expect(backoffDelay(4, 500, 30_000, null, () => 0)).toBe(2_000);
  expect(backoffDelay(20, 500, 30_000, null, () => 1)).toBe(30_000);
  expect(backoffDelay(1, 500, 30_000, '7', () => 0)).toBe(7_000);
});
