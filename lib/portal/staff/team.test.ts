import { eq } from 'drizzle-orm';
import type { ValidationError } from 'yup';
import type { Connection } from '@/lib/member-api/db/connect';
import { countries, stores } from '@/lib/member-api/db/schema';
import { staffSessions } from '@/lib/member-api/db/schema-staff';
import { useMemoryDatabase } from '@/tests/support/database';
import { issueEnrolment } from './accounts';
import { createStaffSession, resolveStaffSession } from './sessions';
import { changeRole, listTeam, setStaffStatus } from './team';
import { changeRoleSchema, inviteStaffSchema } from './team-schema';

/** Staff management's rules on PGlite: no self-change, one admin always, sessions end at a change. */
let connection: Connection;
let admin: number;
let other: number;
let shopno: number;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const db = connection.db;
  const [country] = await db.insert(countries).values({ code: 'KOR', nameEn: 'Korea', nameKo: '대한민국', filter: 'KOR', defaultTimezone: 'Asia/Seoul' }).returning({ countryno: countries.countryno });
  [{ shopno }] = await db
    .insert(stores)
    .values({ name: 'Gangnam', countryno: country.countryno, city: 'Seoul', address: '1 Teheran-ro', storeType: 1, timezone: 'Asia/Seoul', latitude: 37.5, longitude: 127 })
    .returning({ shopno: stores.shopno });
  ({ staffId: admin } = await issueEnrolment(db, { email: 'ops@example.com', name: 'Ops', role: 'network_admin' }));
  ({ staffId: other } = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' }));
});
afterAll(() => connection.close());

describe('staff management', () => {
  it('changes a role and venues, and ends the account’s sessions at once', async () => {
    const db = connection.db;
    const token = await createStaffSession(db, other, {});
    expect(await resolveStaffSession(db, token)).toMatchObject({ role: 'support' });
    expect(await changeRole(db, admin, other, 'venue_manager', [shopno, shopno])).toEqual({ before: { role: 'support', venues: [] }, after: { role: 'venue_manager', venues: [shopno] } });
    expect(await resolveStaffSession(db, token)).toBeUndefined();
    const fresh = await createStaffSession(db, other, {});
    expect(await resolveStaffSession(db, fresh)).toMatchObject({ role: 'venue_manager', venues: [shopno] });
    expect((await listTeam(db)).find((row) => row.staffId === other)).toMatchObject({ role: 'venue_manager', venues: [shopno], status: 'active' });
  });

  it('refuses a change of one’s own account, a manager without venues or with an unknown venue', async () => {
    const db = connection.db;
    expect(await changeRole(db, admin, admin, 'support', [])).toEqual({ refused: 'self' });
    expect(await setStaffStatus(db, admin, admin, 'disabled')).toEqual({ refused: 'self' });
    expect(await changeRole(db, admin, other, 'venue_manager', [])).toEqual({ refused: 'venuesRequired' });
    expect(await changeRole(db, admin, other, 'venue_manager', [999_999])).toEqual({ refused: 'unknownVenue' });
    expect(await changeRole(db, admin, 999_999, 'support', [])).toBeUndefined();
  });

  it('always keeps one active network admin', async () => {
    const db = connection.db;
    // The other account, made admin, may demote the first one; the last one left cannot be demoted or disabled.
    expect(await changeRole(db, admin, other, 'network_admin', [])).toMatchObject({ after: { role: 'network_admin', venues: [] } });
    expect(await changeRole(db, other, admin, 'support', [])).toMatchObject({ after: { role: 'support' } });
    const [third] = [(await issueEnrolment(db, { email: 'third@example.com', name: 'Third', role: 'support' })).staffId];
    expect(await changeRole(db, third, other, 'support', [])).toEqual({ refused: 'lastAdmin' });
    expect(await setStaffStatus(db, third, other, 'disabled')).toEqual({ refused: 'lastAdmin' });
  });

  it('disables an account (its sessions end) and enables it again', async () => {
    const db = connection.db;
    const { staffId } = await issueEnrolment(db, { email: 'temp@example.com', name: 'Temp', role: 'support' });
    const token = await createStaffSession(db, staffId, {});
    expect(await setStaffStatus(db, other, staffId, 'disabled')).toEqual({ before: { status: 'active' }, after: { status: 'disabled' } });
    expect(await resolveStaffSession(db, token)).toBeUndefined();
    const [session] = await db.select({ revokedAt: staffSessions.revokedAt }).from(staffSessions).where(eq(staffSessions.staffId, staffId));
    expect(session.revokedAt).not.toBeNull();
    expect(await setStaffStatus(db, other, staffId, 'active')).toEqual({ before: { status: 'disabled' }, after: { status: 'active' } });
  });
});

describe('the staff forms’ schema', () => {
  const errors = async (input: Record<string, unknown>) =>
    inviteStaffSchema.validate(input, { abortEarly: false }).then(
      () => [],
      (error: ValidationError) => error.inner.map((e) => `${e.path}: ${e.message}`),
    );
  const valid = { email: 'a@example.com', name: 'A', linkLocale: 'ko' };

  it('reads venues typed as a list, and asks for them exactly when the role is venue manager', async () => {
    expect(await inviteStaffSchema.validate({ ...valid, role: 'venue_manager', venues: ' 3, 12 ' })).toMatchObject({ venues: [3, 12], linkLocale: 'ko' });
    expect(await errors({ ...valid, role: 'venue_manager', venues: '' })).toEqual(['venues: admin.staff.venuesRequired']);
    expect(await errors({ ...valid, role: 'support', venues: '3' })).toEqual(['venues: admin.staff.venuesOnlyManagers']);
    expect(await errors({ ...valid, role: 'venue_manager', venues: '3, x' })).toEqual(['venues[1]: admin.staff.venuesInvalid']);
    expect(await errors({ ...valid, role: 'venue_manager', venues: '0' })).toEqual(['venues[0]: admin.staff.venuesInvalid']);
  });

  it('answers a translated key for every bad field', async () => {
    expect(await errors({ email: 'nope', name: '', role: 'owner', venues: '' })).toEqual(
      expect.arrayContaining(['email: admin.staff.emailInvalid', 'name: admin.staff.nameRequired', 'role: admin.staff.roleRequired']),
    );
    expect(await changeRoleSchema.validate({ staffId: '4', role: 'network_admin', venues: '' })).toMatchObject({ staffId: 4, venues: [] });
  });
});
