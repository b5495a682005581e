/**
 * Rounds find their players (issue 23): a round posted by a booked bay without a player goes to the
 * booked member, by the booking's check-in code or by the bay and the time; the venue desk's signed
 * calls list a day's bookings and mark check-in or no-show. Over real HTTP (loopback) on PGlite.
 */
import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { players, rounds, stores } from '@/lib/member-api/db/schema';
import { bayPrices, bays, bookingPlayers, bookings, bookingSettings } from '@/lib/member-api/db/schema-booking';
import { zonedClock, zonedDay } from '@/lib/shared/domain/booking';
import { signedHeaders } from '@/lib/shared/venue/signature';
import { seededRandom, simulateRound } from '@/lib/shared/venue/simulated-round';
import { useMemoryDatabase } from '@/tests/support/database';
import { serveOnLoopback } from '@/tests/support/serve';
import type { Change } from '@/lib/upstream/operation';
import { onMemberApiChanges } from '../changes';
import { dispatch } from '../dispatch';
import { createSession } from '../sessions';
import { serveVenueRounds } from '../venue/http';
import { todaysBayBookings } from '../venue/live';
import { createVenueKey } from '../venue/keys';
import { reranksSettled } from '../venue/rerank';
import { FIXTURE_PARS, insertVenueFixture, type VenueFixture } from '../venue/venue.fixture';
import { ALL_DAY } from './booking.fixture';
import { serveVenueBookings } from './desk-http';

jest.setTimeout(60_000);

let connection: Connection;
let fixture: VenueFixture;
let server: { url: string; close: () => Promise<void> };
let keyA: { keyId: string; secret: string };
let keyB: { keyId: string; secret: string };
let booked: { id: number; code: string; startsAt: Date };
let later: { id: number; code: string; startsAt: Date };
const HOUR = 3_600_000;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const db = connection.db;
  fixture = await insertVenueFixture(db);
  keyA = await createVenueKey(db, fixture.venueA);
  keyB = await createVenueKey(db, fixture.venueB);
  await db.update(stores).set({ hours: ALL_DAY }).where(eq(stores.shopno, fixture.venueA));
  await db.insert(bookingSettings).values({ shopno: fixture.venueA, currency: 'KRW' });
  const [bay2] = await db.insert(bays).values({ shopno: fixture.venueA, number: 2, name: 'Bay 2', kind: 'standard' }).returning();
  await db.insert(bayPrices).values({ shopno: fixture.venueA, kind: 'standard', band: 'peak', price: 30000, memberPrice: 25000 });
  // A booking under way now (written directly: the member API books only future slots) and one tonight.
  const now = Date.now();
  const row = (code: string, from: number, status = 'confirmed') => ({
    code,
    shopno: fixture.venueA,
    bayId: bay2.id,
    playerPk: fixture.playerPks[3],
    startsAt: new Date(from),
    endsAt: new Date(from + HOUR - 10 * 60_000),
    blockedUntil: new Date(from + HOUR),
    slots: 1,
    status,
    payMethod: 'venue',
    amount: 25000,
    currency: 'KRW',
  });
  [booked] = await db.insert(bookings).values(row('BKD234', now - 30 * 60_000)).returning({ id: bookings.id, code: bookings.code, startsAt: bookings.startsAt });
  [later] = await db.insert(bookings).values(row('LTR567', now + 3 * HOUR)).returning({ id: bookings.id, code: bookings.code, startsAt: bookings.startsAt });
  await db.insert(bookingPlayers).values([
    { bookingId: booked.id, position: 1, playerPk: fixture.playerPks[3] },
    { bookingId: booked.id, position: 2, guestName: 'Min Guest' },
    { bookingId: later.id, position: 1, playerPk: fixture.playerPks[3] },
  ]);
  server = await serveOnLoopback((request) => (new URL(request.url).pathname.startsWith('/venue/bookings') ? serveVenueBookings(request) : serveVenueRounds(request)));
});

afterAll(async () => {
  await reranksSettled();
  await server.close();
  await connection.close();
});

let serial = 0;
function bayRound(overrides: Record<string, unknown> = {}) {
  const round: Record<string, unknown> = {
    ...simulateRound({
      bayRoundId: `booked-${++serial}`,
      shopno: fixture.venueA,
      bay: 2,
      player: { player_pk: 1 },
      courseno: fixture.courseno,
      teeColour: 2,
      holes: FIXTURE_PARS.map((par) => ({ par, length: par * 95 })),
      skill: 10,
      random: seededRandom(serial),
    }),
    ...overrides,
  };
  delete round.player_pk;
  return round;
}

async function post(path: string, payload: unknown, key = keyA) {
  const body = JSON.stringify(payload);
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: signedHeaders(key, body, { path }), body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const roundsOf = async (playerPk: number) => connection.db.select({ roundno: rounds.roundno, bay: rounds.bay }).from(rounds).where(eq(rounds.playerPk, playerPk));

describe('a round from a booked bay without a player', () => {
  it("goes to the booked member by the booking's check-in code (typed in any case) and checks the booking in", async () => {
    const before = (await roundsOf(fixture.playerPks[3])).length;
    const answer = await post('/venue/rounds', bayRound({ booking: booked.code.toLowerCase() }));
    expect(answer).toMatchObject({ status: 200, body: { code: 200 } });
    expect((await roundsOf(fixture.playerPks[3])).length).toBe(before + 1);
    const [row] = await connection.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booked.id));
    expect(row.status).toBe('checked_in');
    // In the member's own rounds, as any round posted by player id.
    const token = await createSession(connection.db, fixture.playerPks[3]);
    const mine = (await dispatch('myRounds', { lang: 'en' } as never, { token })) as unknown as { code: number; roundlist: { shopno: number }[] };
    expect(mine.code).toBe(200);
    expect(mine.roundlist.some((r) => r.shopno === fixture.venueA)).toBe(true);
  });

  it('goes to the booked member by the bay and the time alone, or by the booking number', async () => {
    const before = (await roundsOf(fixture.playerPks[3])).length;
    expect(await post('/venue/rounds', bayRound())).toMatchObject({ status: 200 });
    expect(await post('/venue/rounds', bayRound({ booking: String(booked.id) }))).toMatchObject({ status: 200 });
    expect((await roundsOf(fixture.playerPks[3])).length).toBe(before + 2);
  });

  it('is refused, naming the field, for a code of no booking on this bay now, and asks for a player when no booking covers it', async () => {
    expect(await post('/venue/rounds', bayRound({ booking: 'ZZZZZZ' }))).toMatchObject({ status: 400, body: { errors: { booking: 'venue.field.booking' } } });
    // Tonight's booking does not cover a round played now.
    expect(await post('/venue/rounds', bayRound({ booking: later.code }))).toMatchObject({ status: 400, body: { errors: { booking: 'venue.field.booking' } } });
    expect(await post('/venue/rounds', bayRound({ bay: 5 }))).toMatchObject({ status: 400, body: { errors: { player_pk: 'venue.field.player' } } });
    // Another venue's key cannot use venue A's booking.
    expect(await post('/venue/rounds', bayRound({ booking: booked.code, shopno: fixture.venueB }), keyB)).toMatchObject({ status: 400, body: { errors: { booking: 'venue.field.booking' } } });
  });
});

describe("the venue desk's signed calls", () => {
  it("list the venue's day of bookings by bay, with players as named and the member's no-shows", async () => {
    // The booking's own day at the venue: half an hour ago may be yesterday there (just after midnight).
    const day = zonedDay(booked.startsAt, 'Asia/Seoul');
    const answer = await post('/venue/bookings', { day });
    expect(answer.status).toBe(200);
    const list = answer.body.bookings as { code: string; bay: number; players: string[]; status: string }[];
    expect(list.find((b) => b.code === booked.code)).toMatchObject({ bay: 2, players: [expect.any(String), 'Min Guest'], status: 'checked_in' });
    expect((await post('/venue/bookings', { day }, keyB)).body.bookings).toEqual([]);
    expect(await post('/venue/bookings', { day: 'today' })).toMatchObject({ status: 400 });
  });

  it('mark a no-show only once the booking has started, and count it on the member', async () => {
    // Each mark is announced (lib/member-api/changes.ts): the member's My bookings and the venue's day.
    const heard: Change[] = [];
    const stopListening = onMemberApiChanges((changes) => heard.push(...changes));
    expect(await post('/venue/bookings/mark', { booking: later.code, mark: 'no_show' })).toMatchObject({ status: 409, body: { message: 'venue.error.notMarkable' } });
    expect(heard).toEqual([]);
    expect(await post('/venue/bookings/mark', { booking: booked.code, mark: 'no_show' })).toMatchObject({ status: 200, body: { status: 'no_show' } });
    stopListening();
    expect(heard).toEqual([
      { kind: 'member', id: fixture.playerPks[3] },
      { kind: 'bookingVenue', id: fixture.venueA },
    ]);
    // The later booking's own day at the venue: three hours from now is tomorrow there after 21:00.
    const list = (await post('/venue/bookings', { day: zonedDay(later.startsAt, 'Asia/Seoul') })).body.bookings as { code: string; noshows: number }[];
    expect(list.find((b) => b.code === later.code)?.noshows).toBe(1);
    expect(await post('/venue/bookings/mark', { booking: booked.code, mark: 'checked_in' })).toMatchObject({ status: 200, body: { status: 'checked_in' } });
    expect(await post('/venue/bookings/mark', { booking: booked.code, mark: 'checked_in' }, keyB)).toMatchObject({ status: 404 });
    expect(await post('/venue/bookings/mark', { booking: booked.code, mark: 'late' })).toMatchObject({ status: 400, body: { errors: { mark: 'venue.field.mark' } } });
  });
});

describe('players named at check-in', () => {
  const loginIdOf = async (playerPk: number) => (await connection.db.select({ id: players.playerId }).from(players).where(eq(players.playerPk, playerPk)))[0].id!;

  it('replace the booking players, and a round without a player goes to the player at its seat (the first by default)', async () => {
    const [first, second] = [fixture.playerPks[1], fixture.playerPks[2]];
    const named = [{ player_id: (await loginIdOf(first)).toUpperCase() }, { guest: ' Jo Guest ' }, { player_id: await loginIdOf(second) }];
    // The booking is checked in already (by a round, then by the desk): naming the players again is allowed.
    expect(await post('/venue/bookings/mark', { booking: booked.code, mark: 'checked_in', players: named })).toMatchObject({ status: 200, body: { status: 'checked_in' } });
    const seats = await connection.db.select({ position: bookingPlayers.position, playerPk: bookingPlayers.playerPk, guest: bookingPlayers.guestName }).from(bookingPlayers).where(eq(bookingPlayers.bookingId, booked.id));
    expect(seats.sort((a, b) => a.position - b.position)).toEqual([
      { position: 1, playerPk: first, guest: null },
      { position: 2, playerPk: null, guest: 'Jo Guest' },
      { position: 3, playerPk: second, guest: null },
    ]);

    const [firstBefore, secondBefore, bookerBefore] = await Promise.all([roundsOf(first), roundsOf(second), roundsOf(fixture.playerPks[3])]);
    expect(await post('/venue/rounds', bayRound({ booking: booked.code }))).toMatchObject({ status: 200 });
    expect(await post('/venue/rounds', bayRound({ booking: booked.code, seat: 3 }))).toMatchObject({ status: 200 });
    // By the bay and the time alone too.
    expect(await post('/venue/rounds', bayRound({ seat: 1 }))).toMatchObject({ status: 200 });
    expect((await roundsOf(first)).length).toBe(firstBefore.length + 2);
    expect((await roundsOf(second)).length).toBe(secondBefore.length + 1);
    // The booking member did not play: nothing more of theirs.
    expect((await roundsOf(fixture.playerPks[3])).length).toBe(bookerBefore.length);
  });

  it("refuse a guest's seat, a seat out of range, and malformed or unknown players, naming the field", async () => {
    expect(await post('/venue/rounds', bayRound({ booking: booked.code, seat: 2 }))).toMatchObject({ status: 400, body: { errors: { seat: 'venue.field.seat' } } });
    expect(await post('/venue/rounds', bayRound({ booking: booked.code, seat: 4 }))).toMatchObject({ status: 400, body: { errors: { seat: 'venue.field.seat' } } });
    expect(await post('/venue/rounds', bayRound({ booking: booked.code, seat: 0 }))).toMatchObject({ status: 400, body: { errors: { seat: 'venue.field.seat' } } });
    expect(await post('/venue/rounds', bayRound({ booking: booked.code, seat: '1' }))).toMatchObject({ status: 400, body: { errors: { seat: 'venue.field.seat' } } });

    const mark = (players: unknown, how = 'checked_in') => post('/venue/bookings/mark', { booking: booked.code, mark: how, players });
    expect(await mark([{ player_id: 'nobody_here' }])).toMatchObject({ status: 400, body: { errors: { players: 'venue.field.unknownPlayers' } } });
    expect(await mark([])).toMatchObject({ status: 400, body: { errors: { players: 'venue.field.players' } } });
    expect(await mark([{ guest: '' }])).toMatchObject({ status: 400, body: { errors: { players: 'venue.field.players' } } });
    expect(await mark([{ guest: 'A', player_id: 'alice' }])).toMatchObject({ status: 400, body: { errors: { players: 'venue.field.players' } } });
    expect(await mark('alice')).toMatchObject({ status: 400, body: { errors: { players: 'venue.field.players' } } });
    // Players are named at check-in only.
    expect(await mark([{ guest: 'Jo' }], 'no_show')).toMatchObject({ status: 400, body: { errors: { players: 'venue.field.players' } } });
    // More than the bay takes (Bay 2 holds 4).
    expect(await mark(['A', 'B', 'C', 'D', 'E'].map((guest) => ({ guest })))).toMatchObject({ status: 400, body: { errors: { players: 'booking.error.tooManyPlayers' } } });
    // Nothing changed by the refusals.
    const seats = await connection.db.select({ position: bookingPlayers.position }).from(bookingPlayers).where(eq(bookingPlayers.bookingId, booked.id));
    expect(seats).toHaveLength(3);
  });
});

describe("the venue TV's bookings", () => {
  it("list today's bookings per bay in the venue's zone, naming the member only where they allowed it", async () => {
    const db = connection.db;
    const zone = 'Asia/Seoul';
    const nickname = (await db.select({ nickname: players.nickname }).from(players).where(eq(players.playerPk, fixture.playerPks[3])))[0].nickname;
    const bayNumbers = (await db.select({ number: bays.number }).from(bays).where(eq(bays.shopno, fixture.venueA))).map((b) => b.number).sort((a, b) => a - b);

    let board = await todaysBayBookings(db, fixture.venueA, zone);
    expect(board.map((b) => b.bay)).toEqual(bayNumbers);
    const bay2 = () => board.find((b) => b.bay === 2)!.bookings;
    const [{ startsAt }] = await db.select({ startsAt: bookings.startsAt }).from(bookings).where(eq(bookings.id, booked.id));
    const now = zonedClock(startsAt, zone);
    // Started half an hour ago: yesterday at the venue in the night's first half hour, and then not today's.
    const today = zonedDay(startsAt, zone) === zonedDay(new Date(), zone);
    expect(bay2().find((b) => b.startlabel === now)).toEqual(today ? { startlabel: now, endlabel: expect.stringMatching(/^\d{2}:\d{2}$/), name: null, checkedin: true } : undefined);

    await db.update(bookings).set({ showName: true }).where(eq(bookings.id, booked.id));
    board = await todaysBayBookings(db, fixture.venueA, zone);
    expect(bay2().find((b) => b.startlabel === now)?.name).toBe(today ? nickname : undefined);
    // A cancelled booking leaves the screen; another venue's screen never shows this one.
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booked.id));
    board = await todaysBayBookings(db, fixture.venueA, zone);
    expect(bay2().find((b) => b.startlabel === now)).toBeUndefined();
    expect((await todaysBayBookings(db, fixture.venueB, zone)).flatMap((b) => b.bookings)).toEqual([]);
    await db.update(bookings).set({ status: 'checked_in', showName: false }).where(eq(bookings.id, booked.id));
  });
});
