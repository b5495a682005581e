import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData, unsealData } from 'iron-session';
import type { Connection } from '@/lib/member-api/db/connect';
import { players } from '@/lib/member-api/db/schema';
import { sessionCookieName } from '@/lib/portal/auth/cookie';
import { parseSessionPassword } from '@/lib/shared/config/secrets';
import { refusedConfiguration, seedOnStartDecision } from '@/lib/shared/config/env';
import { mailQueueIdle } from '@/lib/member-api/mail/send';
import { dispatch } from '@/lib/member-api/dispatch';
import { serveMemberApi } from '@/lib/member-api/http';
import { hashPassword } from '@/lib/member-api/password';
import { createSession, resolveSession, setAccountStatus, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/lib/member-api/sessions';
import { edgeRefusal, normaliseForwarding, refuse } from '@/server/edge-security.mjs';
import { useMemoryDatabase } from '@/tests/support/database';
import { serveOnLoopback, upstreamRoute } from '@/tests/support/serve';

/** Security requirements 12, 14–16, 19, 23, 26 and the production start rules (tests/security). */
let connection: Connection;
let playerPk: number;

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
  const [row] = await connection.db
    .insert(players)
    .values({ playerId: 'sessions', email: 'sessions@example.com', nickname: 'Sessions', firstname: 'Se', lastname: 'Ss', timezone: 'Asia/Seoul', gender: 'M', status: 'active' })
    .returning();
  playerPk = row.playerPk;
}, 120_000);

afterAll(async () => {
  // The inquiry posted over /upstream queues its acknowledgement: let it be written before the database closes.
  await mailQueueIdle(connection.db);
  await connection.close();
});

describe('Sessions', () => {
  it('ASVS 3.3.1 (req. 12): on an https origin the cookie is __Host- prefixed; a public production origin on http refuses to start; localhost may', () => {
    expect(sessionCookieName('https://portal.example.com')).toBe('__Host-clubhouse_session');
    expect(sessionCookieName('http://localhost:3000')).toBe('clubhouse_session');
    expect(refusedConfiguration({ NODE_ENV: 'production', APP_URL: 'http://portal.example.com' })).toMatch(/https/);
    expect(refusedConfiguration({ NODE_ENV: 'production', APP_URL: 'https://portal.example.com' })).toBeUndefined();
    expect(refusedConfiguration({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' })).toBeUndefined();
  });

  it('ASVS 7.3.1 / 7.3.2 (req. 15): a session idle for 31 minutes, or issued 12 hours ago, is rejected', async () => {
    const token = await createSession(connection.db, playerPk);
    const now = Date.now();
    expect(await resolveSession(connection.db, token, new Date(now + 29 * 60_000))).toBeDefined();
    expect(await resolveSession(connection.db, token, new Date(now + 29 * 60_000 + 31 * 60_000))).toBeUndefined();
    expect(SESSION_IDLE_MS).toBe(30 * 60_000);
    expect(SESSION_ABSOLUTE_MS).toBe(12 * 3_600_000);
    // Kept alive every 20 minutes, it still ends 12 hours after login.
    const busy = await createSession(connection.db, playerPk);
    let at = Date.now();
    for (let step = 0; step < 35; step += 1) {
      at += 20 * 60_000;
      const alive = await resolveSession(connection.db, busy, new Date(at));
      if (at - now < SESSION_ABSOLUTE_MS - 60_000) expect(alive).toBeDefined();
      if (at - now > SESSION_ABSOLUTE_MS + 60_000) expect(alive).toBeUndefined();
    }
  });

  it('ASVS 7.4.2 / 7.4.5 (req. 14): blocking an account revokes its sessions, and unblocking does not revive them', async () => {
    const token = await createSession(connection.db, playerPk);
    expect(await resolveSession(connection.db, token)).toBeDefined();
    await setAccountStatus(connection.db, playerPk, 'blocked');
    expect(await resolveSession(connection.db, token)).toBeUndefined();
    await setAccountStatus(connection.db, playerPk, 'active');
    expect(await resolveSession(connection.db, token)).toBeUndefined();
  });

  it('(req. 16): SESSION_PASSWORD rotation {2: new, 1: old} opens old cookies and seals with the new one; a tampered or unknown-key cookie does not open', async () => {
    const old = 'o'.repeat(32);
    const fresh = 'n'.repeat(32);
    const sealedOld = await sealData({ token: 't1' }, { password: parseSessionPassword(JSON.stringify({ 1: old })) });
    const rotated = parseSessionPassword(JSON.stringify({ 2: fresh, 1: old }));
    expect(await unsealData(sealedOld, { password: rotated })).toEqual({ token: 't1' });
    const sealedNew = await sealData({ token: 't2' }, { password: rotated });
    expect(await unsealData(sealedNew, { password: { 2: fresh } })).toEqual({ token: 't2' });
    expect(await unsealData(sealedOld, { password: { 2: fresh } })).toEqual({});
    expect(await unsealData(`${sealedNew.slice(0, -4)}AAAA`, { password: rotated })).toEqual({});
    expect(() => parseSessionPassword('{"1":"short"}')).toThrow();
  });
});

describe('Input, bodies and headers', () => {
  it('ASVS 1.3.11 / 2.2.1 (req. 23): a NUL byte or another control character in any field is a 400 at the schema, never a database error', async () => {
    const answer = await dispatch('noticeList', { searchname: 'golf\u0000', lang: 'en' }, {});
    expect(answer).toMatchObject({ code: 400, message: 'api.invalidInput', errors: { searchname: 'validation.text.control' } });
    const inquiry = await dispatch('inquiryWrite', { title: 'Hi\u001b[31m', name: 'Kim', email: 'kim@example.com', contents: 'Line one\nLine two', lang: 'en' }, {});
    expect(inquiry).toMatchObject({ code: 400, errors: { title: 'validation.text.control' } });
  });

  it('ASVS 8.3.1 (req. 17): the edge answers 404 to a path with an encoded slash or backslash, encoded once or twice; the query may carry them', () => {
    for (const path of ['/api%2Fsession', '/api%2fsession', '/api%252Fsession', '/upstream%2Fmember%2Fmyinfo', '/api%2F..%2Fsession', '/ko%5Clogin', '/x%25252Fy']) {
      expect([path, edgeRefusal('GET', path, {})]).toEqual([path, { status: 404, message: 'Not Found' }]);
    }
    for (const path of ['/api/session', '/_next/image?url=%2Fstorage%2Fa.webp&w=64', '/support/notice?searchname=a%2Fb', '/%EA%B3%A8%ED%94%84']) {
      expect([path, edgeRefusal('GET', path, {})]).toEqual([path, null]);
    }
  });

  it('ASVS 4.1 / 15.2 (req. 23): the edge answers TRACE and unknown methods 405 with the security headers, a wrong type 415 and a 50 MB body 413 at once, without reading it', async () => {
    const server = http.createServer((req, res) => {
      const refusal = edgeRefusal(req.method ?? 'GET', req.url, req.headers);
      if (refusal) return refuse(res, refusal);
      normaliseForwarding(req, 0);
      res.end(JSON.stringify({ forwarded: req.headers['x-forwarded-for'] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const trace = await fetch(`${base}/`, { method: 'PROPFIND' });
      expect(trace.status).toBe(405);
      expect(trace.headers.get('x-content-type-options')).toBe('nosniff');
      expect(trace.headers.get('allow')).toContain('GET');
      const xml = await fetch(`${base}/upstream/support/inquiry`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
      expect(xml.status).toBe(415);
      // A declared 50 MB body: answered from the headers; the client's upload is cut off.
      const started = Date.now();
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}/upstream/support/inquiry`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(50 * 1024 * 1024) } }, (response) => resolve(response.statusCode ?? 0));
        request.on('error', reject);
        request.write(Buffer.alloc(64 * 1024));
      });
      // Answered while the client had sent 64 KiB of its 50 MB: the body was never read. (The time is
      // ~5 ms on an idle machine; the bound is loose because CI shares its cores.)
      expect(status).toBe(413);
      expect(Date.now() - started).toBeLessThan(1_000);
      // Without a trusted proxy the client's own X-Forwarded-For is replaced by the socket's address.
      const spoofed = await (await fetch(`${base}/`, { headers: { 'x-forwarded-for': '6.6.6.6' } })).json();
      expect(spoofed.forwarded).toMatch(/127\.0\.0\.1/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('ASVS 3.5.1–3.5.3 (req. 19): /upstream refuses a cross-site browser write; a server call without Origin passes; a chunked body past 64 KiB is 413', async () => {
    const server = await serveOnLoopback(upstreamRoute(serveMemberApi));
    try {
      const form = { title: 'Hello', name: 'Kim', email: 'kim@example.com', contents: 'A question', lang: 'en' };
      const forged = await fetch(`${server.url}/upstream/support/inquiry`, { method: 'POST', headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' }, body: new URLSearchParams(form) });
      expect(forged.status).toBe(403);
      const fromServer = await fetch(`${server.url}/upstream/support/inquiry`, { method: 'POST', body: new URLSearchParams(form) });
      expect((await fromServer.json()).code).toBe(200);
      const big = await fetch(`${server.url}/upstream/support/inquiry`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `contents=${'x'.repeat(70 * 1024)}` });
      expect(big.status).toBe(413);
      const json = await fetch(`${server.url}/upstream/support/inquiry`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<x/>' });
      expect(json.status).toBe(415);
    } finally {
      await server.close();
    }
  });

  it('(demo data): a public production start never seeds unless SEED_ON_START=true; a developer machine does', () => {
    expect(seedOnStartDecision({ NODE_ENV: 'production', APP_URL: 'https://portal.example.com' })).toBe(false);
    expect(seedOnStartDecision({ NODE_ENV: 'production', APP_URL: 'https://portal.example.com', SEED_ON_START: 'true' })).toBe(true);
    expect(seedOnStartDecision({ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' })).toBe(true);
    expect(seedOnStartDecision({ NODE_ENV: 'development' })).toBe(true);
  });

  it('(demo data): a seeded demo account cannot log in on a public production origin unless SEED_ON_START=true; an ordinary account can', async () => {
    const passwordHash = await hashPassword('Fairway!Putt9');
    const common = { passwordHash, firstname: 'De', lastname: 'Mo', timezone: 'Asia/Seoul', gender: 'M', status: 'active' } as const;
    await connection.db.insert(players).values([
      { ...common, playerId: 'seededdemo', email: 'seededdemo@example.com', nickname: 'SeededDemo', isDemo: true },
      { ...common, playerId: 'realmember', email: 'realmember@example.com', nickname: 'RealMember' },
    ]);
    const login = (player_id: string) => dispatch('login', { player_id, password: 'Fairway!Putt9' }, { ip: '198.51.100.7' });
    const saved = { NODE_ENV: process.env.NODE_ENV, APP_URL: process.env.APP_URL, SEED_ON_START: process.env.SEED_ON_START };
    const mutable = process.env as Record<string, string | undefined>;
    try {
      Object.assign(mutable, { NODE_ENV: 'production', APP_URL: 'https://portal.example.com' });
      delete mutable.SEED_ON_START;
      expect(await login('seededdemo')).toMatchObject({ code: 403, message: 'auth.error.demoAccount' });
      expect(await login('realmember')).toMatchObject({ code: 200 });
      mutable.SEED_ON_START = 'true';
      expect(await login('seededdemo')).toMatchObject({ code: 200 });
      delete mutable.SEED_ON_START;
      mutable.APP_URL = 'http://localhost:3000';
      expect(await login('seededdemo')).toMatchObject({ code: 200 });
    } finally {
      for (const [key, value] of Object.entries(saved)) if (value === undefined) delete mutable[key];
      else mutable[key] = value;
    }
  });
});

describe('the edge body limit of a profile picture (issue 13)', () => {
  it('lets a 2 MB picture through to its page and the member API, and nothing else that large', async () => {
    const { bodyLimits } = await import('@/server/edge-security.mjs');
    const limitOf = (path: string) => bodyLimits({} as NodeJS.ProcessEnv).find(([prefix]) => path.startsWith(prefix))![1];
    for (const path of ['/membership/myaccount/myprofile/picture', '/ko/membership/myaccount/myprofile/picture', '/upstream/member/avatarupload']) {
      expect(limitOf(path)).toBeGreaterThanOrEqual(Math.ceil((2 * 1024 * 1024 * 4) / 3));
    }
    expect(limitOf('/upstream/login')).toBe(64 * 1024);
    expect(limitOf('/membership/myaccount/myprofile')).toBe(1024 * 1024);
  });

  it('lets a Stripe event up to the webhook payload bound through, on both hops (issue 10)', async () => {
    const { bodyLimits } = await import('@/server/edge-security.mjs');
    const limitOf = (path: string) => bodyLimits({} as NodeJS.ProcessEnv).find(([prefix]) => path.startsWith(prefix))![1];
    expect(limitOf('/api/payments/stripe/webhook')).toBe(256 * 1024);
    expect(limitOf('/upstream/payment/stripe_webhook')).toBe(256 * 1024);
    expect(limitOf('/api/session')).toBe(16 * 1024);
  });
});
