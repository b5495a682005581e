import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { Connection } from '@/lib/member-api/db/connect';
import { databaseTimeouts } from '@/lib/member-api/db/timeouts';
import { issueEnrolment } from '@/lib/portal/staff/accounts';
import { staffCookieName } from '@/lib/portal/staff/guard';
import { staffPage } from '@/lib/portal/staff/page';
import { createStaffSession } from '@/lib/portal/staff/sessions';
import { serveNotingOutages } from '@/server/member-api-outage.mjs';
import { loadOutageMessages, OUTAGE_DOCUMENT_CSP, outageDocument } from '@/server/outage-document.mjs';
import { securityHeaders } from '@/server/edge-security.mjs';
import { createPostgresDatabase, useMemoryDatabase, type PostgresTestDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { beginSignIn, setMemberBlock } from '@/app/admin/actions';
import { signInWithCodeAction } from '@/app/admin/factor-actions';
import { GET as exportMember } from '@/app/admin/[locale]/(console)/members/[pk]/export/route';
import { POST as signOut } from '@/app/admin/[locale]/signout/route';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);

/**
 * Security requirement 32 on the staff side (tests/security/README.md): with the database down (the
 * embedded database's folder gone: PGlite closed under the console) or stalled (PostgreSQL with the
 * sessions table locked), every kind of console request answers a clear 503 with Retry-After at once,
 * not a hang, a 500 or a stack: server actions (the matrix's and the ceremonies'), route handlers, the
 * sign-out, and pages (their 500 becomes the server's 503 page, as server/serve.mjs serves it).
 */
const ORIGIN = 'http://localhost:3000';
const block = { playerPk: 1, blocked: true, reason: 'Abusive messages' };

function asStaff(session: string) {
  setRequest({ 'x-forwarded-for': '198.18.10.1' });
  cookieJar().set(staffCookieName(), session);
}

/** Times a call: the answer and how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await call();
  return { answer, ms: Date.now() - started };
}

describe('ASVS 16.5.2 / 16.5.3 (req. 32): the embedded database gone under the console', () => {
  let connection: Connection;
  let session = '';

  beforeAll(async () => {
    process.env.REDIS_URL = '';
    connection = await useMemoryDatabase();
    const admin = await issueEnrolment(connection.db, { email: 'down@example.com', name: 'Down', role: 'network_admin' });
    session = await createStaffSession(connection.db, admin.staffId, {});
    // Gone: the process's database is closed, as when the PGlite folder becomes unavailable.
    await connection.close();
  });

  it('server actions answer 503 api.unavailable with retryAfter at once: a guarded action, a passkey ceremony, the code sign-in', async () => {
    asStaff(session);
    const guarded = await timed(() => setMemberBlock(block));
    setRequest({ 'x-forwarded-for': '198.18.10.2' });
    const ceremony = await timed(() => beginSignIn());
    setRequest({ 'x-forwarded-for': '198.18.10.3' });
    const code = await timed(() => signInWithCodeAction({ email: 'down@example.com', code: '123456', locale: 'en' }));
    for (const { answer, ms } of [guarded, ceremony, code]) {
      expect(answer).toEqual({ ok: false, code: 503, message: 'api.unavailable', fieldErrors: {}, retryAfter: 5 });
      expect(ms).toBeLessThan(2_000);
    }
  });

  it('a route handler (a download) and the sign-out answer 503 JSON with Retry-After, never stored', async () => {
    asStaff(session);
    const download = await exportMember(new Request(`${ORIGIN}/admin/en/members/1/export`), { params: Promise.resolve({ locale: 'en', pk: '1' }) });
    asStaff(session);
    const signout = await signOut(new Request(`${ORIGIN}/admin/en/signout`, { method: 'POST', headers: { origin: ORIGIN } }), { params: Promise.resolve({ locale: 'en' }) });
    for (const response of [download, signout]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ code: 503, message: 'api.unavailable' });
    }
    // Not signed out while its session row could not be revoked: the cookie stays for the retry.
    expect(cookieJar().get(staffCookieName())).toBe(session);
  });

  it("a page answers the server's 503 page in its language, with Retry-After and noindex, and no stack", async () => {
    const messages = loadOutageMessages(path.join(process.cwd(), 'messages'));
    // Next's part in miniature: a page that throws is answered 500 with an empty error document;
    // the edge (server/serve.mjs) runs it in serveNotingOutages, which makes an outage's 500 its 503 page.
    const server = http.createServer((req, res) => {
      const locale = req.url?.startsWith('/admin/ko') ? 'ko' : 'en';
      void serveNotingOutages(
        res,
        async () => {
          asStaff(session);
          try {
            await staffPage(locale, 'dashboard.read');
            res.end('the dashboard');
          } catch {
            res.writeHead(500, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html id="__next_error__"></html>');
          }
        },
        { document: (url: string | undefined) => outageDocument(url, messages), headers: securityHeaders(), csp: OUTAGE_DOCUMENT_CSP },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const [page, lang] of [['/admin/en', 'en'], ['/admin/ko/members', 'ko']]) {
        const started = Date.now();
        const response = await fetch(`${base}${page}`);
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('60');
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
        expect(response.headers.get('cache-control')).toBe('no-store');
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}">`);
        // Its way out leads to the console's home in the same language, not the public site's.
        expect(html).toContain(`href="/admin/${lang}"`);
        expect(html).not.toMatch(/__next_error__|PGlite|closed|\bat\s+\S+\s+\(|\.tsx?:\d+/);
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('ASVS 16.5.3 (req. 32): PostgreSQL stalled under the console (skipped without a local PostgreSQL)', () => {
  let database: PostgresTestDatabase | undefined;
  let session = '';

  beforeAll(async () => {
    process.env.REDIS_URL = '';
    // A short statement timeout keeps the test quick; the rule is the same at the default 5 s.
    process.env.DB_STATEMENT_TIMEOUT_MS = '1500';
    database = await createPostgresDatabase('consoledown');
    if (!database) return;
    (globalThis as Record<symbol, unknown>)[Symbol.for('clubhouse.database')] = Promise.resolve(database.connection);
    const admin = await issueEnrolment(database.connection.db, { email: 'stall@example.com', name: 'Stall', role: 'network_admin' });
    session = await createStaffSession(database.connection.db, admin.staffId, {});
  }, 120_000);
  afterAll(async () => {
    delete process.env.DB_STATEMENT_TIMEOUT_MS;
    await database?.drop();
  });

  it('a console action while the sessions table is locked answers 503 within the statement timeout, and works once the lock is gone', async () => {
    if (!database) return;
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table staff_sessions in access exclusive mode');
      asStaff(session);
      const { answer, ms } = await timed(() => setMemberBlock(block));
      console.log(`console action, staff_sessions locked: ${JSON.stringify(answer)} after ${ms} ms (statement timeout ${databaseTimeouts().statementMs} ms)`);
      expect(answer).toEqual({ ok: false, code: 503, message: 'api.unavailable', fieldErrors: {}, retryAfter: 5 });
      expect(ms).toBeLessThan(databaseTimeouts().statementMs + 3_000);
    } finally {
      await holder.query('rollback').catch(() => {});
      await holder.end();
    }
    // Recovered without a restart: the same call is decided again (no such member here: 404).
    asStaff(session);
    expect(await setMemberBlock(block)).toMatchObject({ ok: false, code: 404, message: 'admin.errors.notFound' });
  }, 60_000);
});
