import { eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { staffAudit, staffSessions } from '@/lib/member-api/db/schema-staff';
import { createPostgresDatabase, useMemoryDatabase } from '@/tests/support/database';
import { enrolmentFor, issueEnrolment, spendEnrolment } from './accounts';
import { auditCsv, csvField, listAudit, recordAudit } from './audit';
import {
  createStaffSession,
  endOtherStaffSessions,
  endOwnStaffSession,
  hashStaffToken,
  listStaffSessions,
  markSecondFactor,
  resolveStaffSession,
  STAFF_ABSOLUTE_MS,
  STAFF_IDLE_MS,
} from './sessions';

/** The staff side's storage on a real database: PGlite always, PostgreSQL when a server answers. */
async function appendOnly(connection: Connection) {
  await recordAudit(connection.db, { staffId: null, staffEmail: 'cli', action: 'test.append', target: 'x', before: { a: 1 }, after: { a: 2 } });
  // Drizzle wraps the driver's error ("Failed query: ..."); the database's own message is its cause.
  const refusal = (query: PromiseLike<unknown>) =>
    Promise.resolve(query).then(
      () => 'accepted',
      (error: Error & { cause?: Error }) => (error.cause ?? error).message,
    );
  expect(await refusal(connection.db.update(staffAudit).set({ action: 'changed' }))).toMatch(/append-only: UPDATE refused/);
  expect(await refusal(connection.db.delete(staffAudit))).toMatch(/append-only: DELETE refused/);
  expect(await refusal(connection.db.execute(sql`truncate staff_audit`))).toMatch(/append-only: TRUNCATE refused/);
  const rows = await listAudit(connection.db, { action: 'test.append' });
  expect(rows).toHaveLength(1);
  expect(rows[0].before).toEqual({ a: 1 });
}

describe('staff storage on PGlite', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await useMemoryDatabase();
  });
  afterAll(() => connection.close());

  it('keeps the audit log append-only in the database itself', () => appendOnly(connection));

  it('an enrolment link works once and only until it expires; a new one replaces it', async () => {
    const now = new Date('2026-11-27T08:00:00Z');
    const first = await issueEnrolment(connection.db, { email: 'Ops@Example.com', name: 'Ops', role: 'network_admin' }, now);
    expect(first.created).toBe(true);
    expect(first.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(await enrolmentFor(connection.db, first.token, now)).toMatchObject({ email: 'Ops@Example.com' });
    expect(await enrolmentFor(connection.db, first.token, new Date(now.getTime() + 25 * 3_600_000))).toBeUndefined();

    const second = await issueEnrolment(connection.db, { email: 'ops@example.com', name: 'Other', role: 'support' }, now);
    expect(second).toMatchObject({ created: false, staffId: first.staffId });
    expect(await enrolmentFor(connection.db, first.token, now)).toBeUndefined();
    expect(await spendEnrolment(connection.db, second.token, now)).toBe(true);
    expect(await spendEnrolment(connection.db, second.token, now)).toBe(false);
  });

  it('a session ends after 15 idle minutes or 8 hours, and stores only its token hash', async () => {
    const { staffId } = await issueEnrolment(connection.db, { email: 'mgr@example.com', name: 'Mgr', role: 'support' });
    const start = new Date('2026-11-27T08:00:00Z');
    const token = await createStaffSession(connection.db, staffId, { ip: '192.0.2.1' }, start);
    const [row] = await connection.db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId));
    expect(row.tokenHash).toBe(hashStaffToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    expect(await resolveStaffSession(connection.db, token, new Date(start.getTime() + STAFF_IDLE_MS + 1000))).toBeUndefined();
    // Kept alive by a request every 10 minutes ... until the absolute limit.
    let at = start.getTime();
    while (at + 10 * 60_000 < start.getTime() + STAFF_ABSOLUTE_MS) {
      at += 10 * 60_000;
      expect(await resolveStaffSession(connection.db, token, new Date(at))).toMatchObject({ staffId, role: 'support' });
    }
    expect(await resolveStaffSession(connection.db, token, new Date(start.getTime() + STAFF_ABSOLUTE_MS + 1))).toBeUndefined();
    expect(await resolveStaffSession(connection.db, 'not-a-token')).toBeUndefined();
  });

  it('re-authentication moves the second-factor time forward', async () => {
    const { staffId } = await issueEnrolment(connection.db, { email: 're@example.com', name: 'Re', role: 'network_admin' });
    const start = new Date();
    const token = await createStaffSession(connection.db, staffId, {}, start);
    const session = (await resolveStaffSession(connection.db, token, start))!;
    const later = new Date(start.getTime() + 6 * 60_000);
    await markSecondFactor(connection.db, session.sessionId, later);
    expect((await resolveStaffSession(connection.db, token, later))!.secondFactorAt.getTime()).toBe(later.getTime());
  });
});

describe("a staff member's own sessions (security requirement 14, ASVS 7.4.5)", () => {
  let connection: Connection;
  const start = new Date('2026-11-27T09:00:00Z');
  const later = new Date(start.getTime() + 60_000);
  beforeAll(async () => {
    connection = await useMemoryDatabase();
  });
  afterAll(() => connection.close());

  /** A staff member signed in on a laptop and a phone, and a colleague signed in too. */
  async function signedInTwice(email: string) {
    const { staffId } = await issueEnrolment(connection.db, { email, name: 'Desk', role: 'venue_manager', venues: [] });
    const { staffId: colleagueId } = await issueEnrolment(connection.db, { email: `colleague-${email}`, name: 'Colleague', role: 'network_admin' });
    const laptop = await createStaffSession(connection.db, staffId, { ip: '192.0.2.10', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' }, start);
    const phone = await createStaffSession(connection.db, staffId, { ip: '198.51.100.7', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' }, later);
    const colleague = await createStaffSession(connection.db, colleagueId, { ip: '203.0.113.5' }, later);
    const id = async (token: string) => (await resolveStaffSession(connection.db, token, later))!.sessionId;
    return { staffId, colleagueId, laptop, phone, colleague, ids: { laptop: await id(laptop), phone: await id(phone), colleague: await id(colleague) } };
  }

  it('lists only their own open sessions, with the address and user agent of the sign-in, the latest active first', async () => {
    const { staffId, ids } = await signedInTwice('lists@example.com');
    const listed = await listStaffSessions(connection.db, staffId, later);
    expect(listed.map((session) => session.id)).toEqual([ids.phone, ids.laptop]);
    expect(listed[0]).toMatchObject({ ip: '198.51.100.7', userAgent: expect.stringContaining('iPhone'), createdAt: later });
    expect(listed[1]).toMatchObject({ ip: '192.0.2.10', createdAt: start });
    // Idle past 15 minutes, a session is over and no longer listed.
    expect(await listStaffSessions(connection.db, staffId, new Date(later.getTime() + STAFF_IDLE_MS + 1))).toEqual([]);
  });

  it('ends one of their own other sessions at once: its next request is refused, the others go on', async () => {
    const { staffId, laptop, phone, colleague, ids } = await signedInTwice('ends@example.com');
    const ended = await endOwnStaffSession(connection.db, staffId, ids.phone, ids.laptop, later);
    expect(ended).toMatchObject({ id: ids.phone, ip: '198.51.100.7' });
    expect(await resolveStaffSession(connection.db, phone, later)).toBeUndefined();
    expect(await resolveStaffSession(connection.db, laptop, later)).toMatchObject({ sessionId: ids.laptop });
    expect(await resolveStaffSession(connection.db, colleague, later)).toMatchObject({ sessionId: ids.colleague });
    // Ended once: the same id again is not found.
    expect(await endOwnStaffSession(connection.db, staffId, ids.phone, ids.laptop, later)).toBeUndefined();
    expect((await listStaffSessions(connection.db, staffId, later)).map((session) => session.id)).toEqual([ids.laptop]);
  });

  it("another staff member's session id is not found, and stays open; the one asking is not ended this way", async () => {
    const { staffId, laptop, colleague, ids } = await signedInTwice('foreign@example.com');
    expect(await endOwnStaffSession(connection.db, staffId, ids.colleague, ids.laptop, later)).toBeUndefined();
    expect(await endOwnStaffSession(connection.db, staffId, 999_999, ids.laptop, later)).toBeUndefined();
    expect(await resolveStaffSession(connection.db, colleague, later)).toMatchObject({ sessionId: ids.colleague });
    expect(await endOwnStaffSession(connection.db, staffId, ids.laptop, ids.laptop, later)).toBeUndefined();
    expect(await resolveStaffSession(connection.db, laptop, later)).toMatchObject({ sessionId: ids.laptop });
  });

  it('ends all their other sessions at once and keeps the one asking and every colleague\'s', async () => {
    const { staffId, laptop, phone, colleague, ids } = await signedInTwice('all@example.com');
    const third = await createStaffSession(connection.db, staffId, { ip: '192.0.2.11' }, later);
    const ended = await endOtherStaffSessions(connection.db, staffId, ids.laptop, later);
    expect(ended.map((session) => session.id).sort()).toEqual([ids.phone, (await connection.db.select().from(staffSessions).where(eq(staffSessions.tokenHash, hashStaffToken(third))))[0].id].sort());
    expect(await resolveStaffSession(connection.db, phone, later)).toBeUndefined();
    expect(await resolveStaffSession(connection.db, third, later)).toBeUndefined();
    expect(await resolveStaffSession(connection.db, laptop, later)).toMatchObject({ sessionId: ids.laptop });
    expect(await resolveStaffSession(connection.db, colleague, later)).toMatchObject({ sessionId: ids.colleague });
    // Nothing left to end.
    expect(await endOtherStaffSessions(connection.db, staffId, ids.laptop, later)).toEqual([]);
  });
});

describe('staff storage on PostgreSQL', () => {
  it('keeps the audit log append-only there too', async () => {
    const database = await createPostgresDatabase('staff_audit');
    if (!database) return;
    try {
      await appendOnly(database.connection);
    } finally {
      await database.drop();
    }
  });
});

describe('the audit CSV', () => {
  it('quotes fields and defuses spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField({ status: 'active' })).toBe('"{""status"":""active""}"');
    const csv = auditCsv([{ id: 1, at: new Date('2026-11-27T08:00:00Z'), staffId: 2, staffEmail: 'ops@example.com', address: '192.0.2.1', action: 'members.block', target: 'member:5', before: null, after: { reason: 'spam' } }]);
    expect(csv.split('\r\n')[1]).toBe('1,2026-11-27T08:00:00.000Z,2,ops@example.com,192.0.2.1,members.block,member:5,,"{""reason"":""spam""}"');
  });
});
