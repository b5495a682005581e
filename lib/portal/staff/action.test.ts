import { and, desc, eq, isNull } from 'drizzle-orm';
import { number, object, string } from 'yup';
import type { Connection } from '@/lib/member-api/db/connect';
import { apiSessions, players, venueKeys } from '@/lib/member-api/db/schema';
import { staffAudit, staffSessions } from '@/lib/member-api/db/schema-staff';
import { createSession } from '@/lib/member-api/sessions';
import { insertVenueFixture, type VenueFixture } from '@/lib/member-api/venue/venue.fixture';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { actionOk } from '@/lib/portal/actions/action-result';
import { issueEnrolment } from './accounts';
import { staffAction } from './action';
import { staffCookieName } from './guard';
import { setMemberBlocked } from './members';
import { createStaffSession } from './sessions';
import { createVenueKey, venueOf, venueOfKey } from './venues';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);

/**
 * The console's guard end to end on a real database (PGlite): a staff cookie, the server-side
 * session, the matrix, re-authentication, the venue of the target read from the database, and the
 * audit row. The actions are the shapes of app/admin/actions.ts over the same lib/portal/staff functions
 * (that module also loads SimpleWebAuthn's ESM build, which jest does not transform).
 */
const createKey = staffAction(
  'venueKeys.create',
  object({ shopno: number().integer().min(1).required() }),
  async (input, { db, audit }) => {
    const key = await createVenueKey(db, input.shopno);
    await audit({ target: `venue:${input.shopno}`, after: { keyId: key.keyId } });
    return actionOk({ keyId: key.keyId });
  },
  { venueOf: (input, db) => venueOf(db, input.shopno) },
);
const revokeKey = staffAction('venueKeys.revoke', object({ keyId: string().required() }), async () => actionOk(), { venueOf: (input, db) => venueOfKey(db, input.keyId) });
const block = staffAction('members.block', object({ playerPk: number().integer().required(), reason: string().min(5).required() }), async (input, { db, audit }) => {
  const result = await setMemberBlocked(db, input.playerPk, true);
  await audit({ target: `member:${input.playerPk}`, before: { status: result?.from }, after: { status: result?.to, reason: input.reason } });
  return actionOk(result);
});

let connection: Connection;
let fixture: VenueFixture;
const tokens: Record<'admin' | 'manager' | 'support' | 'staleManager', string> = { admin: '', manager: '', support: '', staleManager: '' };

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertVenueFixture(connection.db);
  const db = connection.db;
  const admin = await issueEnrolment(db, { email: 'admin@example.com', name: 'Admin', role: 'network_admin' });
  const manager = await issueEnrolment(db, { email: 'mgr@example.com', name: 'Mgr', role: 'venue_manager', venues: [fixture.venueA] });
  const support = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' });
  tokens.admin = await createStaffSession(db, admin.staffId, {});
  tokens.manager = await createStaffSession(db, manager.staffId, {});
  tokens.support = await createStaffSession(db, support.staffId, {});
  tokens.staleManager = await createStaffSession(db, manager.staffId, {});
  // A session whose last passkey check was 6 minutes ago (still active: seen just now).
  await db.update(staffSessions).set({ secondFactorAt: new Date(Date.now() - 6 * 60_000) }).where(eq(staffSessions.id, (await db.select().from(staffSessions)).at(-1)!.id));
});
afterAll(() => connection.close());

function as(who: keyof typeof tokens | null, headers: Record<string, string> = {}) {
  setRequest(headers);
  if (who) cookieJar().set(staffCookieName(), tokens[who]);
}

const keysOf = async (shopno: number) => (await connection.db.select().from(venueKeys).where(eq(venueKeys.shopno, shopno))).length;

describe('staffAction', () => {
  it('answers 401 without a staff session, and a member session is no staff session', async () => {
    as(null);
    expect(await createKey({ shopno: fixture.venueA })).toMatchObject({ ok: false, code: 401, message: 'admin.errors.signin' });
    const memberToken = await createSession(connection.db, fixture.playerPks[0]);
    setRequest();
    cookieJar().set('clubhouse_session', memberToken);
    cookieJar().set(staffCookieName(), memberToken);
    expect(await createKey({ shopno: fixture.venueA })).toMatchObject({ code: 401 });
  });

  it('refuses a post from another origin before anything else', async () => {
    as('admin', { origin: 'https://evil.test' });
    expect(await createKey({ shopno: fixture.venueA })).toMatchObject({ ok: false, code: 403, message: 'api.origin' });
  });

  it("lets a venue manager act on their venue, answers 404 for another venue's, and 403 to support", async () => {
    const before = { a: await keysOf(fixture.venueA), b: await keysOf(fixture.venueB) };
    as('manager');
    expect(await createKey({ shopno: fixture.venueA, role: 'network_admin' })).toMatchObject({ ok: true });
    as('manager');
    expect(await createKey({ shopno: fixture.venueB })).toMatchObject({ ok: false, code: 404 });
    const otherKey = await createVenueKey(connection.db, fixture.venueB);
    as('manager');
    expect(await revokeKey({ keyId: otherKey.keyId })).toMatchObject({ code: 404 });
    as('manager');
    expect(await revokeKey({ keyId: 'vk_nothing' })).toMatchObject({ code: 404 });
    as('support');
    expect(await createKey({ shopno: fixture.venueA })).toMatchObject({ code: 403, message: 'admin.errors.forbidden' });
    as('admin');
    expect(await createKey({ shopno: fixture.venueB })).toMatchObject({ ok: true });
    expect(await keysOf(fixture.venueA)).toBe(before.a + 1);
    expect(await keysOf(fixture.venueB)).toBe(before.b + 2); // the fixture's own, and the admin's
  });

  it('asks for a fresh passkey check before a dangerous action (5 minutes), but not another venue\'s 404 first', async () => {
    as('staleManager');
    expect(await createKey({ shopno: fixture.venueA })).toMatchObject({ code: 401, message: 'admin.errors.reauth' });
    as('staleManager');
    expect(await createKey({ shopno: fixture.venueB })).toMatchObject({ code: 404 });
  });

  it('records who, what and the change in the audit log, never the secret', async () => {
    as('admin');
    expect(await createKey({ shopno: fixture.venueA })).toMatchObject({ ok: true });
    const [row] = await connection.db.select().from(staffAudit).where(eq(staffAudit.staffEmail, 'admin@example.com')).orderBy(desc(staffAudit.id)).limit(1);
    expect(row).toMatchObject({ action: 'venueKeys.create', target: `venue:${fixture.venueA}` });
    expect(JSON.stringify(row.after)).toMatch(/"keyId":"vk_/);
    expect(JSON.stringify(row)).not.toMatch(/secret/i);
  });

  it("blocks a member through setAccountStatus: every session of theirs ends at once; support may not", async () => {
    const member = fixture.playerPks[1];
    await createSession(connection.db, member);
    as('support');
    expect(await block({ playerPk: member, reason: 'spam spam' })).toMatchObject({ code: 403 });
    as('admin');
    expect(await block({ playerPk: member, reason: 'spam spam' })).toMatchObject({ ok: true, data: { from: 'active', to: 'blocked', changed: true } });
    const [player] = await connection.db.select({ status: players.status }).from(players).where(eq(players.playerPk, member));
    expect(player.status).toBe('blocked');
    expect(await connection.db.select().from(apiSessions).where(and(eq(apiSessions.playerPk, member), isNull(apiSessions.revokedAt)))).toHaveLength(0);
  });
});
