import type { ServerResponse } from 'node:http';
import { serveNotingOutages } from '@/server/member-api-outage.mjs';
import { serveOnLoopback } from '@/tests/support/serve';
import { MemberApiUnavailable, UpstreamError, isMemberApiUnavailable } from './errors';

/**
 * callUpstream against a remote member API (UPSTREAM_URL) on loopback: which failures are outages,
 * and that an outage is noted for the portal's edge, which then turns the page's 500 into a 503.
 */
let remote: { url: string; close: () => Promise<void> };
let answer: () => Response;

beforeAll(async () => {
  remote = await serveOnLoopback(async () => answer());
  process.env.UPSTREAM_URL = `${remote.url}/upstream`;
});

afterAll(async () => {
  delete process.env.UPSTREAM_URL;
  await remote.close();
});

/** Runs a call as a page would inside the edge, which then answers 500, and returns the status sent. */
async function callThenFail(): Promise<{ error: unknown; status: number }> {
  const { callUpstream } = await import('./client');
  const sent: number[] = [];
  const res = { writeHead: (status: number) => sent.push(status), setHeader: () => undefined } as unknown as ServerResponse;
  let error: unknown;
  await serveNotingOutages(res, async () => {
    error = await callUpstream('timezone', {}).catch((failure: unknown) => failure);
    res.writeHead(500);
  });
  return { error, status: sent[0]! };
}

it('reads a 5xx answer as an outage and notes it, so the page answers 503', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answer = () => Response.json({ code: 500, message: 'api.internal' });
  const { error, status } = await callThenFail();
  expect(error).toBeInstanceOf(MemberApiUnavailable);
  expect(error).toMatchObject({ code: 500, message: 'api.internal' });
  expect(status).toBe(503);
});

it('reads a refusal (4xx) as an UpstreamError that is no outage: a failing page stays a 500', async () => {
  answer = () => Response.json({ code: 404, message: 'api.notFound' });
  const { error, status } = await callThenFail();
  expect(error).toBeInstanceOf(UpstreamError);
  expect(isMemberApiUnavailable(error)).toBe(false);
  expect(status).toBe(500);
});

it('reads no answer at all as an outage', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answer = () => {
    throw new Error('dropped');
  };
  const closed = await serveOnLoopback(async () => new Response('x'));
  await closed.close();
  process.env.UPSTREAM_URL = `${closed.url}/upstream`;
  jest.resetModules();
  const { error, status } = await callThenFail();
  expect(error).toMatchObject({ code: 400, message: 'api.network', network: true });
  expect(isMemberApiUnavailable(error)).toBe(true);
  expect(status).toBe(503);
});
