import { desc } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { staffAudit } from '@/lib/member-api/db/schema-staff';
import { issueEnrolment } from '@/lib/portal/staff/accounts';
import { staffCookieName } from '@/lib/portal/staff/guard';
import { createStaffSession, resolveStaffSession } from '@/lib/portal/staff/sessions';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { endOtherStaffSessionsAction, endStaffSession } from './actions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);

/**
 * Security requirement 14 on the staff side (ASVS 7.4.5): the console's actions that end one's own
 * sessions, through the real staff action guard on PGlite: another origin and no staff session are
 * refused, another staff member's session is not found (and goes on), the session asking is not ended
 * this way, each end stops that session's next request at once and is in the audit log.
 */
let connection: Connection;
let staffId = 0;
let colleagueId = 0;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  staffId = (await issueEnrolment(connection.db, { email: 'desk@example.com', name: 'Desk', role: 'support' })).staffId;
  colleagueId = (await issueEnrolment(connection.db, { email: 'ops@example.com', name: 'Ops', role: 'network_admin' })).staffId;
});
afterAll(() => connection.close());

const signIn = (who: number, userAgent?: string) => createStaffSession(connection.db, who, { ip: '192.0.2.44', userAgent });
const sessionIdOf = async (token: string) => (await resolveStaffSession(connection.db, token))?.sessionId;
function as(token: string, headers: Record<string, string> = {}) {
  setRequest({ 'x-forwarded-for': '198.18.0.9', ...headers });
  cookieJar().set(staffCookieName(), token);
}
const lastAudit = async () => (await connection.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1))[0];

it('ASVS 7.4.5 (req. 14): a staff member ends another of their sessions: its next request is refused, the end is audited', async () => {
  const laptop = await signIn(staffId);
  const phone = await signIn(staffId, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1');
  const phoneId = (await sessionIdOf(phone))!;
  as(laptop);
  expect(await endStaffSession({ sessionId: phoneId })).toMatchObject({ ok: true });
  expect(await sessionIdOf(phone)).toBeUndefined();
  expect(await sessionIdOf(laptop)).toBeDefined();
  expect(await lastAudit()).toMatchObject({
    staffId,
    staffEmail: 'desk@example.com',
    address: '198.18.0.9',
    action: 'sessions.end',
    target: `staff:${staffId}`,
    before: expect.objectContaining({ session: phoneId, address: '192.0.2.44', userAgent: expect.stringContaining('iPhone') }),
    after: { ended: true },
  });
  // The ended session itself can no longer end anything.
  as(phone);
  expect(await endOtherStaffSessionsAction({})).toMatchObject({ ok: false, code: 401, message: 'admin.errors.signin' });
});

it("ASVS 7.4.5 (req. 14): another staff member's session id is not found and stays open; the session asking is told to sign out", async () => {
  const mine = await signIn(staffId);
  const theirs = await signIn(colleagueId);
  const theirId = (await sessionIdOf(theirs))!;
  const auditBefore = (await lastAudit()).id;
  as(mine);
  expect(await endStaffSession({ sessionId: theirId })).toMatchObject({ ok: false, code: 404, message: 'admin.errors.notFound' });
  expect(await sessionIdOf(theirs)).toBe(theirId);
  as(mine);
  expect(await endStaffSession({ sessionId: (await sessionIdOf(mine))! })).toMatchObject({ ok: false, code: 409, message: 'admin.sessions.isCurrent' });
  expect(await sessionIdOf(mine)).toBeDefined();
  as(mine);
  expect(await endStaffSession({ sessionId: 'all' })).toMatchObject({ ok: false, code: 400 });
  expect((await lastAudit()).id).toBe(auditBefore);
});

it('ASVS 3.5.1 / 8.3.1 (req. 19 / 17): a post from another origin, or without a staff session, ends nothing', async () => {
  const mine = await signIn(staffId);
  const other = await signIn(staffId);
  const otherId = (await sessionIdOf(other))!;
  as(mine, { origin: 'https://evil.example' });
  expect(await endStaffSession({ sessionId: otherId })).toMatchObject({ ok: false, code: 403, message: 'api.origin' });
  expect(await endOtherStaffSessionsAction({})).toMatchObject({ ok: false, code: 403 });
  setRequest({});
  expect(await endStaffSession({ sessionId: otherId })).toMatchObject({ ok: false, code: 401, message: 'admin.errors.signin' });
  expect(await sessionIdOf(other)).toBe(otherId);
});

it('ASVS 7.4.5 (req. 14): "end all other sessions" ends every other one of theirs at once, keeps this one and a colleague\'s, audited once', async () => {
  const mine = await signIn(staffId);
  const others = [await signIn(staffId), await signIn(staffId)];
  const colleague = await signIn(colleagueId);
  as(mine);
  const answer = await endOtherStaffSessionsAction({});
  expect(answer.ok && answer.data.ended).toBeGreaterThanOrEqual(2);
  for (const token of others) expect(await sessionIdOf(token)).toBeUndefined();
  expect(await sessionIdOf(mine)).toBeDefined();
  expect(await sessionIdOf(colleague)).toBeDefined();
  const audit = await lastAudit();
  expect(audit).toMatchObject({ staffId, action: 'sessions.endOthers', after: { ended: answer.ok ? answer.data.ended : -1 } });
  // Nothing left to end: an answer, and no audit row for nothing.
  as(mine);
  expect(await endOtherStaffSessionsAction({})).toEqual({ ok: true, data: { ended: 0 } });
  expect((await lastAudit()).id).toBe(audit.id);
});
