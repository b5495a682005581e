import { asc, desc, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { courses, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { staffAudit, staffSessions } from '@/lib/member-api/db/schema-staff';
import { insertTournamentFixture, type TournamentFixture } from '@/lib/member-api/tournament.fixture';
import { issueEnrolment } from '@/lib/portal/staff/accounts';
import { staffCookieName } from '@/lib/portal/staff/guard';
import { createStaffSession } from '@/lib/portal/staff/sessions';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { cancelTournamentAction, correctScoreAction, publishTournamentAction, saveTournamentAction } from './actions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
const expired: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

/**
 * The console's tournament actions end to end on PGlite: a staff cookie, the matrix on the
 * tournament's venue read from the database (a venue manager: their venue only, another's or a
 * network-wide one 404; support 403), the audit row with before and after, and the public pages'
 * cache tags expired on publish, edit and cancel.
 */
let connection: Connection;
let fixture: TournamentFixture;
let mine: number;
let other: number;
let courseno: number;
const tokens: Record<'admin' | 'manager' | 'support' | 'staleAdmin', string> = { admin: '', manager: '', support: '', staleAdmin: '' };

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
  const db = connection.db;
  [{ shopno: mine }, { shopno: other }] = await db.select({ shopno: stores.shopno }).from(stores).orderBy(asc(stores.shopno));
  [{ courseno }] = await db.select({ courseno: courses.courseno }).from(courses).limit(1);
  const admin = await issueEnrolment(db, { email: 'admin@example.com', name: 'Admin', role: 'network_admin' });
  const manager = await issueEnrolment(db, { email: 'mgr@example.com', name: 'Mgr', role: 'venue_manager', venues: [mine] });
  const support = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' });
  tokens.admin = await createStaffSession(db, admin.staffId, {});
  tokens.manager = await createStaffSession(db, manager.staffId, {});
  tokens.support = await createStaffSession(db, support.staffId, {});
  tokens.staleAdmin = await createStaffSession(db, admin.staffId, {});
  await db.update(staffSessions).set({ secondFactorAt: new Date(Date.now() - 6 * 60_000) }).where(eq(staffSessions.id, (await db.select().from(staffSessions)).at(-1)!.id));
});
afterAll(() => connection.close());

function as(who: keyof typeof tokens) {
  setRequest({});
  cookieJar().set(staffCookieName(), tokens[who]);
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Action Open',
  nameKo: '액션 오픈',
  description: '',
  descriptionKo: '',
  shopno: String(mine),
  courseno: String(courseno),
  startsAt: '2031-05-01T10:00',
  endsAt: '2031-05-02T18:00',
  entryFee: '0',
  entryLimit: '',
  attemptsAllowed: '1',
  rankType: '0',
  tourType: '1',
  tourClass: '1',
  locale: 'en',
  ...overrides,
});

const lastAudit = async () => (await connection.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1))[0];

describe('the console tournament actions', () => {
  it('a venue manager creates, publishes and edits at their venue, audited with before and after, the public pages expired', async () => {
    as('manager');
    const created = await saveTournamentAction(form());
    if (!created.ok) throw new Error(JSON.stringify(created));
    const no = created.data.tournamentno;
    expect(await lastAudit()).toMatchObject({ action: 'tournaments.create', target: `tournament:${no}`, before: null, after: { name: 'Action Open', status: '0', shopno: mine } });
    // A draft shows nowhere: nothing to expire.
    expect(expired).toEqual([]);

    expect(await publishTournamentAction({ tournamentno: no })).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'tournaments.publish', before: { status: '0' }, after: { status: '1' } });
    expect(expired).toEqual(expect.arrayContaining([`tournament-${no}`, 'tournaments', 'home', 'sitemap']));

    expired.length = 0;
    expect(await saveTournamentAction(form({ tournamentno: String(no), name: 'Action Open II' }))).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'tournaments.edit', before: { name: 'Action Open' }, after: { name: 'Action Open II' } });
    expect(expired).toContain('tournaments');

    // Moving it to another venue is not theirs to do.
    expect(await saveTournamentAction(form({ tournamentno: String(no), shopno: String(other) }))).toMatchObject({ ok: false, code: 404 });
  });

  it('another venue’s or a network-wide tournament is not found for a venue manager; support may do nothing', async () => {
    const [network] = await connection.db.select({ tournamentno: tournaments.tournamentno }).from(tournaments).where(eq(tournaments.name, 'Grand Championship'));
    as('manager');
    expect(await publishTournamentAction({ tournamentno: fixture.ready })).toMatchObject({ ok: false, code: 404 });
    expect(await cancelTournamentAction({ tournamentno: network.tournamentno })).toMatchObject({ ok: false, code: 404 });
    expect(await saveTournamentAction(form({ shopno: String(other) }))).toMatchObject({ ok: false, code: 404 });
    expect(await saveTournamentAction(form({ shopno: '0' }))).toMatchObject({ ok: false, code: 404 });
    expect(await publishTournamentAction({ tournamentno: 999_999 })).toMatchObject({ ok: false, code: 404 });
    as('support');
    expect(await saveTournamentAction(form())).toMatchObject({ ok: false, code: 403 });
    expect(await correctScoreAction({ tournamentno: fixture.completed, entryId: 1, gross: 70, reason: 'checked the video' })).toMatchObject({ ok: false, code: 403 });
  });

  it('answers the form’s rules as field errors', async () => {
    as('admin');
    const result = await saveTournamentAction(form({ nameKo: '', endsAt: '2031-05-01T09:00', entryLimit: '0', entryFee: '-1' }));
    expect(result).toMatchObject({
      ok: false,
      code: 400,
      fieldErrors: {
        nameKo: 'admin.tournaments.errors.nameKoRequired',
        endsAt: 'admin.tournaments.errors.endBeforeStart',
        entryLimit: 'admin.tournaments.errors.limitInvalid',
        entryFee: 'admin.tournaments.errors.feeInvalid',
      },
    });
  });

  it('cancelling needs a fresh passkey check, then cancels and is audited', async () => {
    as('admin');
    const created = await saveTournamentAction(form({ shopno: '0', name: 'To Cancel' }));
    if (!created.ok) throw new Error(JSON.stringify(created));
    as('staleAdmin');
    expect(await cancelTournamentAction({ tournamentno: created.data.tournamentno })).toMatchObject({ ok: false, code: 401, message: 'admin.errors.reauth' });
    as('admin');
    expect(await cancelTournamentAction({ tournamentno: created.data.tournamentno })).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'tournaments.cancel', before: { status: '0' }, after: { status: '4' } });
  });

  it('a score correction keeps its reason in the audit log', async () => {
    as('admin');
    const [scored] = await connection.db.select({ id: tournamentEntries.id, gross: tournamentEntries.gross }).from(tournamentEntries).where(eq(tournamentEntries.tournamentno, fixture.completed)).limit(1);
    expect(await correctScoreAction({ tournamentno: fixture.completed, entryId: scored.id, gross: scored.gross! + 1, reason: 'no' })).toMatchObject({ ok: false, code: 400, fieldErrors: { reason: 'admin.tournaments.errors.reasonRequired' } });
    const result = await correctScoreAction({ tournamentno: fixture.completed, entryId: scored.id, gross: scored.gross! + 1, reason: 'Sensor misread, checked on video' });
    expect(result).toMatchObject({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'tournaments.score', target: `tournament:${fixture.completed}/entry:${scored.id}`, before: { gross: scored.gross }, after: { gross: scored.gross! + 1, reason: 'Sensor misread, checked on video' } });
  });
});
