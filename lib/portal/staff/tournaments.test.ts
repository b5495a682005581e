import { and, asc, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { courses, entryPayments, stores, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { dispatch } from '@/lib/member-api/dispatch';
import { insertTournamentFixture, type TournamentFixture } from '@/lib/member-api/tournament.fixture';
import { tournamentSchema, type TournamentInput } from '@/lib/shared/validation/tournament';
import { useMemoryDatabase } from '@/tests/support/database';
import { authorize } from './matrix';
import { cancelTournament, correctScore, NETWORK_WIDE, publishTournament, saveTournament, tournamentDetail, venueOfTournament } from './tournaments';

let connection: Connection;
let fixture: TournamentFixture;
let seoul: number;
let austin: number;
let courseno: number;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
  const venues = await connection.db.select({ shopno: stores.shopno, timezone: stores.timezone }).from(stores).orderBy(asc(stores.shopno));
  seoul = venues.find((v) => v.timezone === 'Asia/Seoul')!.shopno;
  austin = venues.find((v) => v.timezone === 'America/Chicago')!.shopno;
  [{ courseno }] = await connection.db.select({ courseno: courses.courseno }).from(courses).limit(1);
});
afterAll(() => connection.close());

const NETWORK_ZONE = 'Asia/Seoul';

function form(overrides: Partial<TournamentInput> = {}): TournamentInput {
  return {
    name: 'Console Open',
    nameKo: '콘솔 오픈',
    description: 'Stroke play, 18 holes.',
    descriptionKo: '스트로크 플레이, 18홀.',
    prize: '',
    prizeKo: '',
    shopno: seoul,
    courseno,
    startsAt: '2030-03-01T09:00',
    endsAt: '2030-03-10T18:00',
    entryFee: 2000,
    entryLimit: 32,
    attemptsAllowed: 2,
    rankType: 0,
    tourType: 1,
    tourClass: 1,
    ...overrides,
  };
}

const errorsOf = async (values: Record<string, unknown>) => {
  try {
    await tournamentSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

type ListBody = { tournamentlist: { tournamentno: number }[] };
const onSchedule = async (tournamentno: number) => ((await dispatch('tournamentList', { lang: 'en', pagesize: 50 })) as unknown as ListBody).tournamentlist.some((row) => row.tournamentno === tournamentno);
const conditionCode = async (tournamentno: number) => ((await dispatch('tournamentCondition', { tournamentno, lang: 'ko' })) as unknown as { code: number }).code;

describe('the tournament form', () => {
  it('accepts a complete form in both languages', async () => {
    expect(await errorsOf(form())).toEqual({});
    expect(await errorsOf({ ...form(), entryLimit: '' })).toEqual({});
  });

  it('refuses an end not after the start, a limit under 1, a negative fee and a missing title in either language', async () => {
    expect(await errorsOf(form({ endsAt: '2030-03-01T09:00' }))).toEqual({ endsAt: 'admin.tournaments.errors.endBeforeStart' });
    expect(await errorsOf(form({ endsAt: '2030-02-28T23:59' }))).toEqual({ endsAt: 'admin.tournaments.errors.endBeforeStart' });
    expect(await errorsOf(form({ entryLimit: 0 }))).toEqual({ entryLimit: 'admin.tournaments.errors.limitInvalid' });
    expect(await errorsOf(form({ entryFee: -1 }))).toEqual({ entryFee: 'admin.tournaments.errors.feeInvalid' });
    expect(await errorsOf(form({ name: '  ' }))).toEqual({ name: 'admin.tournaments.errors.nameRequired' });
    expect(await errorsOf(form({ nameKo: '' }))).toEqual({ nameKo: 'admin.tournaments.errors.nameKoRequired' });
    expect(await errorsOf(form({ startsAt: '2030-13-01T09:00' }))).toMatchObject({ startsAt: 'admin.tournaments.errors.dateInvalid' });
    expect(await errorsOf({ ...form(), rankType: '7' })).toEqual({ rankType: 'admin.tournaments.errors.rankTypeRequired' });
  });
});

describe('creating, publishing and cancelling', () => {
  it('reads the dates in the venue’s zone (the network’s for a network-wide one)', async () => {
    const atSeoul = await saveTournament(connection.db, form(), NETWORK_ZONE);
    const atAustin = await saveTournament(connection.db, form({ shopno: austin }), NETWORK_ZONE);
    const networkWide = await saveTournament(connection.db, form({ shopno: NETWORK_WIDE }), 'Europe/London');
    if (!atSeoul.ok || !atAustin.ok || !networkWide.ok) throw new Error('not saved');
    expect(atSeoul.after?.startsAt.toISOString()).toBe('2030-03-01T00:00:00.000Z');
    expect(atAustin.after?.startsAt.toISOString()).toBe('2030-03-01T15:00:00.000Z');
    expect(networkWide.after?.startsAt.toISOString()).toBe('2030-03-01T09:00:00.000Z');
    expect(networkWide.after?.shopno).toBeNull();
    expect(await venueOfTournament(connection.db, networkWide.tournamentno)).toBe(NETWORK_WIDE);
    expect(await venueOfTournament(connection.db, 999_999)).toBeUndefined();
    // Shown back for an edit as the same wall clock.
    expect((await tournamentDetail(connection.db, atAustin.tournamentno, NETWORK_ZONE))?.form).toMatchObject({ startsAt: '2030-03-01T09:00', endsAt: '2030-03-10T18:00', shopno: austin });
  });

  it('keeps a draft off every public read until it is published, then lists it', async () => {
    const created = await saveTournament(connection.db, form({ name: 'Draft Cup' }), NETWORK_ZONE);
    if (!created.ok) throw new Error('not saved');
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ status: '0', name: 'Draft Cup', nameKo: '콘솔 오픈', entryFee: 2000, entryLimit: 32 });
    const [stored] = await connection.db.select({ hiddenHoles: tournaments.hiddenHoles, holes: tournaments.holes }).from(tournaments).where(eq(tournaments.tournamentno, created.tournamentno));
    expect(new Set(stored.hiddenHoles).size).toBe(12);
    expect(stored.hiddenHoles!.every((hole) => hole >= 1 && hole <= stored.holes)).toBe(true);
    const no = created.tournamentno;
    expect(await onSchedule(no)).toBe(false);
    expect(await conditionCode(no)).toBe(404);
    expect(((await dispatch('tournamentJoin', { tournamentno: no })) as unknown as { code: number }).code).not.toBe(200);

    const published = await publishTournament(connection.db, no);
    expect(published).toMatchObject({ ok: true, before: { status: '0' }, after: { status: '1' } });
    expect(await onSchedule(no)).toBe(true);
    expect(await conditionCode(no)).toBe(200);
    // Published once only.
    expect(await publishTournament(connection.db, no)).toEqual({ ok: false, status: 409, message: 'admin.tournaments.errors.notDraft' });

    // An edit of a published tournament keeps it published and records both sides.
    const edited = await saveTournament(connection.db, form({ tournamentno: no, name: 'Renamed Cup', entryLimit: undefined }), NETWORK_ZONE);
    expect(edited).toMatchObject({ ok: true, before: { name: 'Draft Cup', entryLimit: 32, status: '1' }, after: { name: 'Renamed Cup', entryLimit: null, status: '1' } });

    const cancelled = await cancelTournament(connection.db, no);
    expect(cancelled).toMatchObject({ ok: true, before: { status: '1' }, after: { status: '4' } });
    expect(await cancelTournament(connection.db, no)).toMatchObject({ ok: false, status: 409, message: 'admin.tournaments.errors.notCancellable' });
    expect(await saveTournament(connection.db, form({ tournamentno: no }), NETWORK_ZONE)).toMatchObject({ ok: false, status: 409, message: 'admin.tournaments.errors.closed' });
    expect(await publishTournament(connection.db, no)).toMatchObject({ ok: false, status: 409 });
    expect(await publishTournament(connection.db, 999_999)).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses a completed tournament’s cancellation', async () => {
    expect(await cancelTournament(connection.db, fixture.completed)).toMatchObject({ ok: false, status: 409 });
  });

  it('refunds a cancelled tournament’s paid entries through the payments’ settle job (in full, once)', async () => {
    const created = await saveTournament(connection.db, form({ name: 'Paid Cup' }), NETWORK_ZONE);
    if (!created.ok) throw new Error('not saved');
    const no = created.tournamentno;
    await publishTournament(connection.db, no);
    const playerPk = fixture.playerPks[3];
    await connection.db.insert(tournamentEntries).values({ tournamentno: no, playerPk, gender: 'M', paymentStatus: 'paid' });
    const [payment] = await connection.db
      .insert(entryPayments)
      .values({ tournamentno: no, playerPk, amount: 2000, currency: 'USD', paymentIntentId: `pi_console_${no}`, status: 'succeeded', paidAt: new Date(), retainUntil: new Date(Date.now() + 5 * 365 * 86_400_000) })
      .returning({ id: entryPayments.id });
    const before = await connection.db.select().from(entryPayments).where(eq(entryPayments.id, payment.id));
    expect(before[0].refundStatus).toBeNull();

    const cancelled = await cancelTournament(connection.db, no);
    expect(cancelled.ok).toBe(true);
    const [after] = await connection.db.select().from(entryPayments).where(eq(entryPayments.id, payment.id));
    expect(after).toMatchObject({ refundStatus: 'pending', refundAmount: 2000, refundReason: 'cancelled' });
    expect(cancelled).toMatchObject({ settled: expect.stringContaining('1 refunds of cancelled tournaments decided') });
  });
});

describe('correcting a score', () => {
  it('re-ranks the tournament: the corrected entry takes its place and the others move', async () => {
    const entries = await connection.db
      .select({ id: tournamentEntries.id, gross: tournamentEntries.gross, net: tournamentEntries.net, handicap: tournamentEntries.handicap, rankGross: tournamentEntries.rankGross })
      .from(tournamentEntries)
      .where(eq(tournamentEntries.tournamentno, fixture.completed))
      .orderBy(asc(tournamentEntries.rankGross), asc(tournamentEntries.id));
    const leader = entries[0];
    const last = entries.at(-1)!;
    expect(last.rankGross).toBeGreaterThan(1);
    const best = Math.min(...entries.map((e) => e.gross!));

    const result = await correctScore(connection.db, { tournamentno: fixture.completed, entryId: last.id, gross: best - 5 });
    if (!result.ok) throw new Error(result.message);
    expect(result.before).toMatchObject({ gross: last.gross, rankGross: last.rankGross });
    expect(result.after).toMatchObject({ gross: best - 5, net: best - 5 - last.handicap!, rankGross: 1 });
    expect(result.moved).toBeGreaterThan(1);
    const [leaderNow] = await connection.db.select({ rankGross: tournamentEntries.rankGross }).from(tournamentEntries).where(eq(tournamentEntries.id, leader.id));
    expect(leaderNow.rankGross).toBe(2);
    const [tournament] = await connection.db.select({ rankedAt: tournaments.rankedAt }).from(tournaments).where(eq(tournaments.tournamentno, fixture.completed));
    expect(tournament.rankedAt).not.toBeNull();
  });

  it('corrects only a scored entry of that tournament, and only once play has started', async () => {
    const [entry] = await connection.db.select({ id: tournamentEntries.id }).from(tournamentEntries).where(and(eq(tournamentEntries.tournamentno, fixture.completed))).limit(1);
    expect(await correctScore(connection.db, { tournamentno: fixture.ready, entryId: entry.id, gross: 70 })).toMatchObject({ ok: false, status: 409, message: 'admin.tournaments.errors.notScored' });
    expect(await correctScore(connection.db, { tournamentno: fixture.completed, entryId: 999_999, gross: 70 })).toMatchObject({ ok: false, status: 404 });
    expect(await correctScore(connection.db, { tournamentno: 999_999, entryId: entry.id, gross: 70 })).toMatchObject({ ok: false, status: 404 });
  });
});

describe('who may manage a tournament (the matrix rows)', () => {
  const actions = ['tournaments.list', 'tournaments.edit', 'tournaments.publish', 'tournaments.cancel', 'tournaments.score'] as const;
  it.each(actions)('%s: a network admin everywhere, a manager at their venues only (404 elsewhere and network-wide), support never', (action) => {
    expect(authorize(action, 'network_admin', [], 3)).toBe('allowed');
    expect(authorize(action, 'network_admin', [], NETWORK_WIDE)).toBe('allowed');
    expect(authorize(action, 'venue_manager', [3], 3)).toBe('allowed');
    expect(authorize(action, 'venue_manager', [3], 7)).toBe(404);
    expect(authorize(action, 'venue_manager', [3], NETWORK_WIDE)).toBe(404);
    expect(authorize(action, 'support', [], 3)).toBe(403);
    expect(authorize(action, 'support', [3], 3)).toBe(403);
  });
});
