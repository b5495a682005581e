import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { staffEnrolments } from '@/lib/member-api/db/schema-staff';
import { env } from '@/lib/shared/config/env';
import { ENROLMENT_TTL_MS, enrolmentFor, issueEnrolment, spendEnrolment } from '@/lib/portal/staff/accounts';
import { staffCookieName } from '@/lib/portal/staff/guard';
import { createStaffSession, hashStaffToken, resolveStaffSession } from '@/lib/portal/staff/sessions';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { beginEnrolment, checkEnrolment, inviteStaff } from '@/app/admin/actions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);

/**
 * The console's enrolment links against security requirements 5 and 6 (tests/security/README.md): the
 * link `npm run admin:create` prints and a network admin's invitation makes is the staff side's reset
 * link. Through the real server actions (app/admin/actions.ts) on PGlite in memory, and the real CLI.
 */
let connection: Connection;
let adminSession = '';

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
  const admin = await issueEnrolment(connection.db, { email: 'admin@example.com', name: 'Admin', role: 'network_admin' });
  adminSession = await createStaffSession(connection.db, admin.staffId, {});
});
afterAll(() => connection.close());

let addresses = 0;
function asAdmin(headers: Record<string, string> = {}) {
  setRequest({ 'x-forwarded-for': `198.18.7.${++addresses}`, ...headers });
  cookieJar().set(staffCookieName(), adminSession);
}
const fromVisitor = () => setRequest({ 'x-forwarded-for': `198.18.8.${++addresses}` });

describe('ASVS 6.4.3 / 7.4.3 (req. 5): an enrolment link', () => {
  it('carries a 256-bit token, stored only as its hash', async () => {
    const issued = await issueEnrolment(connection.db, { email: 'token@example.com', name: 'Token', role: 'support' });
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await connection.db.select().from(staffEnrolments).where(eq(staffEnrolments.staffId, issued.staffId));
    expect(row.tokenHash).toBe(hashStaffToken(issued.token));
    expect(JSON.stringify(row)).not.toContain(issued.token);
  });

  it('works for 24 hours and is refused after them', async () => {
    const issuedAt = new Date('2026-11-27T08:00:00Z');
    const issued = await issueEnrolment(connection.db, { email: 'ttl@example.com', name: 'Ttl', role: 'support' }, issuedAt);
    expect(ENROLMENT_TTL_MS).toBe(24 * 60 * 60 * 1000);
    expect(issued.expiresAt.getTime() - issuedAt.getTime()).toBe(ENROLMENT_TTL_MS);
    expect(await enrolmentFor(connection.db, issued.token, new Date(issuedAt.getTime() + ENROLMENT_TTL_MS - 1000))).toMatchObject({ email: 'ttl@example.com' });
    expect(await enrolmentFor(connection.db, issued.token, new Date(issuedAt.getTime() + ENROLMENT_TTL_MS + 1))).toBeUndefined();
    expect(await spendEnrolment(connection.db, issued.token, new Date(issuedAt.getTime() + ENROLMENT_TTL_MS + 1))).toBe(false);

    // On the console's own clock: a link issued 24 hours and a second ago is refused by the enrolment
    // page's calls; one issued 23 hours ago opens it.
    const expired = await issueEnrolment(connection.db, { email: 'late@example.com', name: 'Late', role: 'support' }, new Date(Date.now() - ENROLMENT_TTL_MS - 1000));
    fromVisitor();
    expect(await checkEnrolment({ token: expired.token })).toEqual({ ok: false, code: 404, message: 'admin.errors.enrolment', fieldErrors: {} });
    fromVisitor();
    expect(await beginEnrolment({ token: expired.token })).toMatchObject({ ok: false, code: 404, message: 'admin.errors.enrolment' });
    const fresh = await issueEnrolment(connection.db, { email: 'early@example.com', name: 'Early', role: 'support' }, new Date(Date.now() - 23 * 3_600_000));
    fromVisitor();
    expect(await checkEnrolment({ token: fresh.token })).toEqual({ ok: true, data: { name: 'Early', email: 'early@example.com' } });
  });

  it('works once: spent, it opens nothing; of two uses at once only one wins; a newer link replaces it', async () => {
    const issued = await issueEnrolment(connection.db, { email: 'once@example.com', name: 'Once', role: 'support' });
    const [first, second] = await Promise.all([spendEnrolment(connection.db, issued.token), spendEnrolment(connection.db, issued.token)]);
    expect([first, second].sort()).toEqual([false, true]);
    fromVisitor();
    expect(await checkEnrolment({ token: issued.token })).toMatchObject({ ok: false, code: 404, message: 'admin.errors.enrolment' });
    fromVisitor();
    expect(await beginEnrolment({ token: issued.token })).toMatchObject({ ok: false, code: 404 });

    const older = await issueEnrolment(connection.db, { email: 'twice@example.com', name: 'Twice', role: 'support' });
    const newer = await issueEnrolment(connection.db, { email: 'twice@example.com', name: 'Twice', role: 'support' });
    expect(await enrolmentFor(connection.db, older.token)).toBeUndefined();
    expect(await enrolmentFor(connection.db, newer.token)).toMatchObject({ email: 'twice@example.com' });
  });

  it("issuing a new link (the CLI's or an admin's invitation) ends none of the account's sessions; using it ends them all", async () => {
    const account = await issueEnrolment(connection.db, { email: 'lostkey@example.com', name: 'Lost Key', role: 'support' });
    expect(await spendEnrolment(connection.db, account.token)).toBe(true);
    const atWork = await createStaffSession(connection.db, account.staffId, {});
    const onPhone = await createStaffSession(connection.db, account.staffId, {});

    // As `npm run admin:create -- --email lostkey@example.com` does.
    await issueEnrolment(connection.db, { email: 'lostkey@example.com', name: 'Lost Key', role: 'support' });
    // As the console's team page does.
    asAdmin();
    const invited = await inviteStaff({ email: 'LostKey@example.com', name: 'Lost Key', role: 'support', venues: '', linkLocale: 'en' });
    if (!invited.ok) throw new Error(JSON.stringify(invited));
    expect(invited.data.created).toBe(false);
    for (const token of [atWork, onPhone]) expect(await resolveStaffSession(connection.db, token)).toMatchObject({ staffId: account.staffId });

    // The link is used (a passkey registered with it): whoever held the old passkey is signed out.
    expect(await spendEnrolment(connection.db, invited.data.link.split('#')[1])).toBe(true);
    for (const token of [atWork, onPhone]) expect(await resolveStaffSession(connection.db, token)).toBeUndefined();
  });
});

describe('ASVS 6.4.3 (req. 6): an enrolment link is built on APP_URL', () => {
  it('whatever Host, X-Forwarded-Host or X-Forwarded-Proto the admin’s request carried', async () => {
    const origin = new URL(env.appUrl).origin;
    for (const headers of [{ host: 'evil.test' }, { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' }, { host: 'evil.test', 'x-forwarded-host': 'evil.test:8443', forwarded: 'host=evil.test;proto=https' }] as Record<string, string>[]) {
      asAdmin({ ...headers, origin });
      const invited = await inviteStaff({ email: `host${addresses}@example.com`, name: 'Host Test', role: 'support', venues: '', linkLocale: 'ko' });
      if (!invited.ok) throw new Error(`${JSON.stringify(headers)}: ${JSON.stringify(invited)}`);
      expect(invited.data.link).toMatch(new RegExp(`^${env.appUrl.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/admin/ko/enrol#[A-Za-z0-9_-]{43}$`));
      expect(invited.data.link).not.toContain('evil.test');
    }
  });

  it('`npm run admin:create` prints its link on APP_URL with a 24-hour expiry; run again, the same account gets a new link', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consec-cli-'));
    const run = () => {
      const result = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/admin-create.ts', '--email', 'cli@example.com', '--name', 'Cli', '--json'], {
        cwd: process.cwd(),
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production', APP_URL: 'https://console.clubhouse.example', PGLITE_DIR: path.join(dir, 'pglite'), DATA_DIR: dir, HOST: 'evil.test', HOSTNAME: 'evil.test' },
      });
      if (result.status !== 0) throw new Error(result.stderr);
      return JSON.parse(result.stdout.trim().split('\n').pop()!) as { link: string; expiresAt: string; staffId: number };
    };
    try {
      const started = Date.now();
      const first = run();
      const finished = Date.now();
      expect(first.link).toMatch(/^https:\/\/console\.clubhouse\.example\/admin\/en\/enrol#[A-Za-z0-9_-]{43}$/);
      // Issued while the command ran: it expires 24 hours after a moment between its start and end.
      const expires = new Date(first.expiresAt).getTime();
      expect(expires - started).toBeGreaterThanOrEqual(ENROLMENT_TTL_MS);
      expect(expires - finished).toBeLessThanOrEqual(ENROLMENT_TTL_MS);
      const second = run();
      expect(second.staffId).toBe(first.staffId);
      expect(second.link).not.toBe(first.link);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
