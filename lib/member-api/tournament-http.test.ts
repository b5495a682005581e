import type { Connection } from '@/lib/member-api/db/connect';
import { serveMemberApi } from '@/lib/member-api/http';
import { serveNodeOnLoopback, serveOnLoopback, upstreamRoute } from '@/tests/support/serve';
import { useMemoryDatabase } from '@/tests/support/database';
import { serveMemberApiNode } from './node-http';
import { createSession } from './sessions';
import { insertTournamentFixture, type TournamentFixture } from './tournament.fixture';

/** The four tournament and player calls of spec §7, over real HTTP, in the spec's names and shapes. */
let connection: Connection;
let fixture: TournamentFixture;
let server: { url: string; close: () => Promise<void> };
let token: string;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
  token = await createSession(connection.db, fixture.playerPks[0]);
  server = await serveOnLoopback(upstreamRoute(serveMemberApi));
});

afterAll(async () => {
  await server.close();
  await connection.close();
});

const get = async (path: string, bearer?: string) => {
  const response = await fetch(`${server.url}/upstream${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('spec §7 tournament calls over HTTP', () => {
  it('GET /tournament/tournamentlist answers code, message, pageno, pagesize, tournamentlistcnt, tournamentlist', async () => {
    const { status, body } = await get('/tournament/tournamentlist?searchtype=tournamentname&searchname=spring&tourstatus_fk=3&tourtype_fk=1&tour_rank_type=0&pageno=1&pagesize=10', token);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'pageno', 'pagesize', 'tournamentlist', 'tournamentlistcnt']);
    expect(body).toMatchObject({ code: 200, message: 'success', pageno: 1, pagesize: 10, tournamentlistcnt: 1 });
    expect((body.tournamentlist as Record<string, unknown>[])[0]).toMatchObject({ tournamentno: fixture.completed, tournamentname: 'Spring Classic', tourstatus: '3' });
  });

  it('GET /tournament/tournamentcondition/{tournamentno} answers tournamentcondition', async () => {
    const { body } = await get(`/tournament/tournamentcondition/${fixture.completed}`, token);
    expect(body).toMatchObject({ code: 200, message: 'success', tournamentcondition: { tournamentno: fixture.completed, wind: 2, mulligans: 1 } });
    const missing = await get('/tournament/tournamentcondition/987654');
    expect(missing).toEqual({ status: 404, body: { code: 404, message: 'tournament.error.notFound' } });
  });

  it('GET /tournament/tournamentranking/{tournamentno} answers the ranking entity', async () => {
    const { body } = await get(`/tournament/tournamentranking/${fixture.completed}?scoretype=stroke&gender=M&pageno=2&pagesize=5&tour_rank_type=0`, token);
    expect(body).toMatchObject({ code: 200, message: 'success', tournamentname: 'Spring Classic', tournamentranklistcnt: 27, pageno: 2, pagesize: 5 });
    const rows = body.tournamentranklist as Record<string, unknown>[];
    expect(rows).toHaveLength(5);
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining(['rank', 'overallrank', 'player_pk', 'nickname', 'gender', 'gross', 'topar', 'handicap', 'net', 'points']),
    );
    expect(rows.every((row) => row.gender === 'M')).toBe(true);
  });

  it('GET /common/playerinfo answers playerbasicinfo and playerpalyinfo with the spec field names', async () => {
    const { body } = await get(`/common/playerinfo?player=${fixture.playerPks[0]}&type=all`, token);
    expect(body.code).toBe(200);
    expect(Object.keys(body.playerbasicinfo as object)).toEqual(expect.arrayContaining(['nickname', 'gender', 'shopname', 'timezone_date']));
    expect((body.playerbasicinfo as { timezone_date: object }).timezone_date).toHaveProperty('timezone_common');
    expect(Object.keys(body.playerpalyinfo as object).sort()).toEqual(
      ['avgdriver', 'avggreenhit', 'avgshot', 'farewayrate', 'greenrate', 'minshot', 'parsaverate', 'playcnt'].sort(),
    );
    const missing = await get('/common/playerinfo?player=31337');
    expect(missing.body).toEqual({ code: 404, message: 'memberInfo.error.notFound' });
  });
});

describe("GET calls through Node's request (server/serve.mjs answers them ahead of Next)", () => {
  let direct: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    direct = await serveNodeOnLoopback((req, res) => serveMemberApiNode(req, res, { headers: { 'x-content-type-options': 'nosniff' } }));
  });
  afterAll(() => direct.close());

  it('answers every call the same as the route, with the portal headers (private, no-store when 200)', async () => {
    const paths = [
      `/tournament/tournamentranking/${fixture.completed}?scoretype=stroke&gender=M&pageno=2&pagesize=5&tour_rank_type=0`,
      `/tournament/tournamentcondition/${fixture.completed}`,
      '/tournament/tournamentcondition/987654',
      `/common/playerinfo?player=${fixture.playerPks[0]}&type=all`,
      '/tournament/nosuchcall',
      // A members-only call: 401 without the bearer token, the member's own data with it.
      '/membership/myaccount/favoritelocation',
    ];
    for (const path of paths) {
      for (const bearer of [undefined, token]) {
        const headers = bearer ? { authorization: `Bearer ${bearer}` } : undefined;
        const [viaRoute, viaNode] = await Promise.all([fetch(`${server.url}/upstream${path}`, { headers }), fetch(`${direct.url}/upstream${path}`, { headers })]);
        expect({ path, status: viaNode.status, body: await viaNode.json() }).toEqual({ path, status: viaRoute.status, body: await viaRoute.json() });
        expect(viaNode.headers.get('cache-control')).toBe(viaRoute.headers.get('cache-control'));
        if (viaNode.status === 200) expect(viaNode.headers.get('cache-control')).toBe('private, no-store');
        expect(viaNode.headers.get('x-content-type-options')).toBe('nosniff');
        expect(viaNode.headers.get('content-type')).toBe('application/json');
      }
    }
  });
});

describe("POST calls through Node's request (the body handed on as the request's stream)", () => {
  let direct: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    direct = await serveNodeOnLoopback((req, res) => serveMemberApiNode(req, res, { headers: { 'x-content-type-options': 'nosniff' } }));
  });
  afterAll(() => direct.close());

  // Calls that change nothing (the member's own venue again: 409; refusals), so both adapters see the same state.
  const posts = (shopno: number): { label: string; path: string; init: RequestInit }[] => [
    { label: 'form body', path: '/membership/myaccount/favoritelocation_change', init: { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `shopno=${shopno}` } },
    { label: 'JSON body', path: '/membership/myaccount/favoritelocation_change', init: { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ shopno }) } },
    { label: 'invalid field', path: '/membership/myaccount/favoritelocation_change', init: { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ shopno: 'x' }) } },
    { label: 'malformed JSON', path: '/membership/myaccount/favoritelocation_change', init: { headers: { 'content-type': 'application/json' }, body: '{"shopno":' } },
    { label: 'unknown call', path: '/tournament/nosuchcall', init: { headers: { 'content-type': 'application/json' }, body: '{}' } },
    { label: 'cross-site', path: '/membership/myaccount/favoritelocation_change', init: { headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body: '{}' } },
    { label: 'over the limit', path: '/membership/myaccount/favoritelocation_change', init: { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ shopno, pad: 'x'.repeat(70 * 1024) }) } },
  ];

  it('answers every call the same as the route, with and without the bearer token', async () => {
    const own = await fetch(`${server.url}/upstream/membership/myaccount/favoritelocation`, { headers: { authorization: `Bearer ${token}` } });
    const shopno = ((await own.json()) as { favorite: { shopno: number } }).favorite.shopno;
    const statuses = new Set<number>();
    for (const { label, path, init } of posts(shopno)) {
      for (const bearer of [undefined, token]) {
        const headers = { ...(init.headers as Record<string, string>), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
        const viaRoute = await fetch(`${server.url}/upstream${path}`, { ...init, method: 'POST', headers });
        const viaNode = await fetch(`${direct.url}/upstream${path}`, { ...init, method: 'POST', headers });
        expect({ label, bearer: Boolean(bearer), status: viaNode.status, body: await viaNode.json() }).toEqual({ label, bearer: Boolean(bearer), status: viaRoute.status, body: await viaRoute.json() });
        expect(viaNode.headers.get('x-content-type-options')).toBe('nosniff');
        statuses.add(viaNode.status);
      }
    }
    // Each way a call can end was taken: refused by the rules (409), the schema (400), the body's
    // reading (400, 413), the origin (403), the table (404) and the missing token (401).
    expect([...statuses].sort()).toEqual([400, 401, 403, 404, 409, 413]);
  });
});
