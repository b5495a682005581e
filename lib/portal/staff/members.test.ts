import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { apiSessions, players } from '@/lib/member-api/db/schema';
import { staffAudit, staffSessions } from '@/lib/member-api/db/schema-staff';
import { dispatch } from '@/lib/member-api/dispatch';
import { hashPassword } from '@/lib/member-api/password';
import { createSession, resolveSession } from '@/lib/member-api/sessions';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { withdrawMemberAtRequest } from '@/app/admin/[locale]/(console)/members/actions';
import { issueEnrolment } from './accounts';
import { staffCookieName } from './guard';
import { memberRecord } from './members';
import { createStaffSession } from './sessions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
// revalidateTag needs Next's request store: the test records what the action expires.
const expired: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

/**
 * A network admin withdraws a member at the member's request (issue 24 item 3), on a real database
 * (PGlite): the member API's own withdrawal (sessions end at once, login refused as withdrawn, the
 * account restorable like any withdrawn one), the matrix (support and a venue manager 403, a stale
 * second factor 401), the schema's reason and confirmation, and the audit row with before and after.
 */
let connection: Connection;
const tokens = { admin: '', support: '', manager: '', staleAdmin: '' };
const PASSWORD = 'Fairway!Putt9';
const pks = { asker: 0, blocked: 0, other: 0 };

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
  const db = connection.db;
  const passwordHash = await hashPassword(PASSWORD);
  const common = { passwordHash, firstname: 'Wi', lastname: 'Th', timezone: 'Asia/Seoul', gender: 'M', status: 'active' } as const;
  const [asker, blocked, other] = await db
    .insert(players)
    .values([
      { ...common, playerId: 'asker', email: 'asker@example.com', nickname: 'Asker' },
      { ...common, playerId: 'blockedone', email: 'blocked@example.com', nickname: 'BlockedOne', status: 'blocked' },
      { ...common, playerId: 'bystander', email: 'bystander@example.com', nickname: 'Bystander' },
    ])
    .returning();
  Object.assign(pks, { asker: asker.playerPk, blocked: blocked.playerPk, other: other.playerPk });
  const admin = await issueEnrolment(db, { email: 'ops@example.com', name: 'Ops', role: 'network_admin' });
  const support = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' });
  const manager = await issueEnrolment(db, { email: 'mgr@example.com', name: 'Mgr', role: 'venue_manager', venues: [] });
  tokens.admin = await createStaffSession(db, admin.staffId, {});
  tokens.support = await createStaffSession(db, support.staffId, {});
  tokens.manager = await createStaffSession(db, manager.staffId, {});
  tokens.staleAdmin = await createStaffSession(db, admin.staffId, {});
  // The last second factor of this session was 6 minutes ago: a dangerous action asks for a new one.
  const latest = (await db.select().from(staffSessions).orderBy(desc(staffSessions.id)).limit(1))[0];
  await db.update(staffSessions).set({ secondFactorAt: new Date(Date.now() - 6 * 60_000) }).where(eq(staffSessions.id, latest.id));
}, 120_000);
afterAll(() => connection.close());

function as(who: keyof typeof tokens) {
  setRequest();
  cookieJar().set(staffCookieName(), tokens[who]);
}

const login = (player_id: string) => dispatch('login', { player_id, password: PASSWORD }, { ip: '198.51.100.24' });
const openSessions = async (playerPk: number) => (await connection.db.select().from(apiSessions).where(and(eq(apiSessions.playerPk, playerPk), isNull(apiSessions.revokedAt)))).length;
const statusOf = async (playerPk: number) => (await connection.db.select({ status: players.status }).from(players).where(eq(players.playerPk, playerPk)))[0].status;
const valid = { reason: 'Asked by e-mail on 27 Nov', confirmed: true };

describe('withdrawing a member at their request (members.withdraw)', () => {
  it('is refused to support, a venue manager and a stale second factor, and changes nothing', async () => {
    await createSession(connection.db, pks.asker);
    for (const who of ['support', 'manager'] as const) {
      as(who);
      expect(await withdrawMemberAtRequest({ playerPk: pks.asker, ...valid })).toMatchObject({ ok: false, code: 403, message: 'admin.errors.forbidden' });
    }
    as('staleAdmin');
    expect(await withdrawMemberAtRequest({ playerPk: pks.asker, ...valid })).toMatchObject({ ok: false, code: 401, message: 'admin.errors.reauth' });
    expect(await statusOf(pks.asker)).toBe('active');
    expect(await openSessions(pks.asker)).toBe(1);
    expect(await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'members.withdraw'))).toHaveLength(0);
  });

  it('asks for a reason and the confirmation that the member asked', async () => {
    as('admin');
    const refused = await withdrawMemberAtRequest({ playerPk: pks.asker, reason: 'x', confirmed: false });
    expect(refused).toMatchObject({ ok: false, code: 400, fieldErrors: { reason: 'admin.members.reasonRequired', confirmed: 'admin.members.withdrawConfirmRequired' } });
    expect(await statusOf(pks.asker)).toBe('active');
  });

  it('withdraws through the member API: every session ends at once, login is refused as withdrawn, the audit keeps before and after', async () => {
    const loggedIn = await login('asker');
    expect(loggedIn).toMatchObject({ code: 200 });
    const token = (loggedIn as unknown as { loginresult: { token: string } }).loginresult.token;
    expect(await resolveSession(connection.db, token)).toBeDefined();
    expect(await openSessions(pks.asker)).toBe(2);

    as('admin');
    expired.length = 0;
    const result = await withdrawMemberAtRequest({ playerPk: pks.asker, ...valid });
    expect(result).toMatchObject({ ok: true, data: { status: 'withdrawn' } });
    const until = new Date((result as { data: { restorableUntil: string } }).data.restorableUntil);
    expect(until.getTime() - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    expect(await openSessions(pks.asker)).toBe(0);
    expect(await resolveSession(connection.db, token)).toBeUndefined();
    expect(await login('asker')).toMatchObject({ code: 403, message: 'auth.error.accountWithdrawn' });
    const record = await memberRecord(connection.db, pks.asker);
    expect(record).toMatchObject({ status: 'withdrawn', openSessions: 0 });
    expect(record?.withdrawnAt).toBeInstanceOf(Date);
    // Nobody else was touched.
    expect(await statusOf(pks.other)).toBe('active');
    expect(await login('bystander')).toMatchObject({ code: 200 });

    const audit = await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'members.withdraw'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffEmail: 'ops@example.com', target: `member:${pks.asker}`, before: { status: 'active', openSessions: 2 } });
    expect(audit[0].after).toMatchObject({ status: 'withdrawn', openSessions: 0, reason: valid.reason });
    expect(expired).toEqual(expect.arrayContaining(['players', 'tournaments', `member-${pks.asker}`]));

    // The account is withdrawn like any other: the member restores it with their password.
    const restored = await dispatch('restoreAccount', { player_id: 'asker', password: PASSWORD }, { ip: '198.51.100.25' });
    expect(restored).toMatchObject({ code: 200 });
    expect(await statusOf(pks.asker)).toBe('active');
  });

  it('refuses a member who is not active (409) and an unknown one (404), without an audit row', async () => {
    as('admin');
    expect(await withdrawMemberAtRequest({ playerPk: pks.blocked, ...valid })).toMatchObject({ ok: false, code: 409, message: 'admin.members.notWithdrawable' });
    expect(await statusOf(pks.blocked)).toBe('blocked');
    as('admin');
    expect(await withdrawMemberAtRequest({ playerPk: 999_999, ...valid })).toMatchObject({ ok: false, code: 404 });
    expect(await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'members.withdraw'))).toHaveLength(1);
  });
});
