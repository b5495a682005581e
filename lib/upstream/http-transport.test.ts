import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { players } from '@/lib/member-api/db/schema';
import type { Connection } from '@/lib/member-api/db/connect';
import { dispatch } from '@/lib/member-api/dispatch';
import { serveMemberApi } from '@/lib/member-api/http';
import { createSession } from '@/lib/member-api/sessions';
import { serveOnLoopback, upstreamRoute } from '@/tests/support/serve';
import { useMemoryDatabase } from '@/tests/support/database';
import { MemberApiUnavailable, UpstreamError, isMemberApiUnavailable } from './errors';
import { httpTransport } from './http-transport';

let connection: Connection;
let server: { url: string; close: () => Promise<void> };
let token: string;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const [player] = await connection.db
    .insert(players)
    .values({
      playerId: 'tester',
      email: 'tester@example.com',
      nickname: 'Tester',
      firstname: 'Test',
      lastname: 'Er',
      timezone: 'America/New_York',
      gender: 'M',
      status: 'active',
    })
    .returning();
  token = await createSession(connection.db, player.playerPk);
  server = await serveOnLoopback(upstreamRoute(serveMemberApi));
});

afterAll(async () => {
  await server.close();
  await connection.close();
});

describe('the member API over real HTTP', () => {
  it('answers the timezone call in the wire format: the network zone for a visitor', async () => {
    const response = await fetch(`${server.url}/upstream/common/timezone_date_get`, { method: 'POST' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ code: 200, message: 'success', timezone: { timezone_name: 'Asia/Seoul', timezone_offset: '+09:00' } });
  });

  it("answers the member's own zone with a bearer token", async () => {
    const transport = httpTransport(`${server.url}/upstream`, 5000);
    const body = await transport('timezone', {}, { token });
    expect(body.code).toBe(200);
    expect((body as { timezone: { timezone_name: string } }).timezone.timezone_name).toBe('America/New_York');
  });

  it('gives the same answer over HTTP as in process', async () => {
    const transport = httpTransport(`${server.url}/upstream`, 5000);
    const overHttp = await transport('mainSummary', { lang: 'ko' }, {});
    const inProcess = await dispatch('mainSummary', { lang: 'ko' });
    expect(overHttp).toEqual(JSON.parse(JSON.stringify(inProcess)));
    expect(overHttp).toMatchObject({ code: 200, playing: [], upcoming: [], notices: [], leaders: [] });
  });

  it('ignores a revoked or made-up token rather than failing', async () => {
    const transport = httpTransport(`${server.url}/upstream`, 5000);
    const body = await transport('timezone', {}, { token: 'not-a-token' });
    expect(body).toMatchObject({ code: 200, timezone: { timezone_name: 'Asia/Seoul' } });
  });

  it('answers an unknown call with a failure body', async () => {
    const response = await fetch(`${server.url}/upstream/no/such/call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'api.noSuchCall' });
  });

  it('answers a POST call asked with GET as unknown', async () => {
    const response = await fetch(`${server.url}/upstream/common/timezone_date_get`);
    expect(response.status).toBe(404);
  });
});

describe('failures without an answer (spec §8)', () => {
  it('normalises a refused connection to code 400 api.network', async () => {
    const closed = await serveOnLoopback(async () => new Response('x'));
    await closed.close();
    const transport = httpTransport(`${closed.url}/upstream`, 2000);
    const failure = await transport('timezone', {}, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(failure).toMatchObject({ code: 400, message: 'api.network', network: true });
    // An outage, which public pages throw on (503) rather than show in an error box.
    expect(failure).toBeInstanceOf(MemberApiUnavailable);
    expect(isMemberApiUnavailable(failure)).toBe(true);
  });

  it('gives up after the configured timeout with api.timeout', async () => {
    const silent = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const transport = httpTransport(`http://127.0.0.1:${port}`, 300);
    const started = Date.now();
    const failure = await transport('timezone', {}, {}).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(failure).toMatchObject({ code: 400, message: 'api.timeout', network: true });
    expect(isMemberApiUnavailable(failure)).toBe(true);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('reports an answer that is not JSON', async () => {
    const broken = await serveOnLoopback(async () => new Response('<html>proxy error</html>', { status: 502 }));
    const transport = httpTransport(broken.url, 2000);
    const failure = await transport('timezone', {}, {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 502, message: 'api.badAnswer' });
    expect(isMemberApiUnavailable(failure)).toBe(true);
    await broken.close();
  });

  it('reads a 4xx answer that is not JSON as a refusal, not an outage', async () => {
    const refusing = await serveOnLoopback(async () => new Response('<html>Forbidden</html>', { status: 403 }));
    const failure = await httpTransport(refusing.url, 2000)('timezone', {}, {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 403, message: 'api.badAnswer' });
    expect(isMemberApiUnavailable(failure)).toBe(false);
    await refusing.close();
  });

  it("passes a remote server's own failure code and message through", async () => {
    const remote = await serveOnLoopback(async () => Response.json({ code: 9001, message: 'Server is under maintenance' }));
    const transport = httpTransport(remote.url, 2000);
    expect(await transport('timezone', {}, {})).toEqual({ code: 9001, message: 'Server is under maintenance' });
    await remote.close();
  });
});
