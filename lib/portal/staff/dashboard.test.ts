/**
 * The console's day figures on a small generated network (scale 0.02). The figures are taken for a
 * day far ahead, which the generator never fills, so every row counted is one this test wrote: the
 * expected numbers are exact, and rows a minute outside the day (in the network's zone) must not count.
 */
import { eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { entryPayments, inquiries, jobRuns, mailOutbox, players, rounds, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { bays, bookingPayments, bookings } from '@/lib/member-api/db/schema-booking';
import { seedDatabase } from '@/lib/member-api/db/seed';
import { useMemoryDatabase } from '@/tests/support/database';
import { dayFigures, dayWindow, operationsHealth } from './dashboard';
import { countWaiting } from './inquiries';

jest.setTimeout(180_000);

const ZONE = 'Asia/Seoul';
const DAY = '2031-06-02';
/** 09:30 on DAY in Seoul, and a minute before its midnight (the day before: outside). */
const AT = new Date('2031-06-02T00:30:00Z');
const BEFORE = new Date('2031-06-01T14:59:00Z');

let connection: Connection;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  await seedDatabase(connection.db, { scale: 0.02, now: new Date(Date.now() - 60_000) });
});
afterAll(() => connection.close());

async function copyRound(shopno: number, playedAt: Date) {
  const db = connection.db;
  const [round] = await db.select().from(rounds).limit(1);
  await db.insert(rounds).values({ ...round, roundno: undefined, shopno, playedAt, tournamentno: null });
}

/** A booking of one slot on the venue's first bay (the generator makes bays, not bookings). */
async function addBooking(shopno: number, startsAt: Date, status: string, code: string) {
  const db = connection.db;
  const [bay] = await db.select({ id: bays.id }).from(bays).where(eq(bays.shopno, shopno)).limit(1);
  const [player] = await db.select({ playerPk: players.playerPk }).from(players).where(eq(players.status, 'active')).limit(1);
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  const [row] = await db
    .insert(bookings)
    .values({ code, shopno, bayId: bay.id, playerPk: player.playerPk, startsAt, endsAt, blockedUntil: new Date(endsAt.getTime() + 10 * 60_000), slots: 1, status, payMethod: 'card', amount: 30_000, currency: 'KRW' })
    .returning({ id: bookings.id, playerPk: bookings.playerPk });
  return row;
}

describe('the day figures', () => {
  it('counts the day in the network zone, per venue and per hour, and a venue manager sees only their venues', async () => {
    const db = connection.db;
    const venues = (await db.selectDistinct({ shopno: bays.shopno }).from(bays).orderBy(bays.shopno).limit(2)).map((v) => v.shopno);
    expect(venues).toHaveLength(2);
    const [own, other] = venues;
    const window = dayWindow(ZONE, AT);
    expect(window).toMatchObject({ day: DAY, start: new Date('2031-06-01T15:00:00Z'), end: new Date('2031-06-02T15:00:00Z') });

    const empty = await dayFigures(db, window, null);
    expect(empty).toEqual({ roundsByVenue: [], roundsByHour: Array(24).fill(0), bookings: {}, entries: { total: 0, paid: 0 }, revenue: [] });

    await copyRound(own, AT);
    await copyRound(own, new Date(AT.getTime() + 60_000));
    await copyRound(other, AT);
    await copyRound(other, BEFORE);

    const first = await addBooking(own, AT, 'confirmed', 'DASH01');
    await addBooking(own, new Date(AT.getTime() + 3 * 3600_000), 'checked_in', 'DASH02');
    const third = await addBooking(other, AT, 'no_show', 'DASH03');
    await addBooking(other, BEFORE, 'confirmed', 'DASH04');

    // Card money: one booking paid this day at each venue; one of them partly refunded this day.
    const payment = (bookingId: number, playerPk: number, amount: number, intent: string, refund?: number) =>
      db.insert(bookingPayments).values({
        bookingId,
        playerPk,
        amount,
        currency: 'KRW',
        paymentIntentId: intent,
        status: 'succeeded',
        paidAt: AT,
        retainUntil: new Date('2036-01-01Z'),
        ...(refund ? { refundStatus: 'succeeded', refundAmount: refund, refundedAt: AT } : {}),
      });
    await payment(first.id, first.playerPk, 30_000, 'pi_dash_1', 10_000);
    await payment(third.id, third.playerPk, 50_000, 'pi_dash_2');

    // An entry at a tournament of the managed venue, paid by card, and one at a network-wide one.
    const [venueTournament] = await db.select({ tournamentno: tournaments.tournamentno, shopno: tournaments.shopno }).from(tournaments).where(isNotNull(tournaments.shopno)).limit(1);
    const [networkTournament] = await db.select({ tournamentno: tournaments.tournamentno }).from(tournaments).where(sql`${tournaments.shopno} is null`).limit(1);
    const entrants = await db.select({ playerPk: players.playerPk }).from(players).where(ne(players.status, 'purged')).limit(400);
    const freeFor = async (tournamentno: number) => {
      const taken = new Set((await db.select({ p: tournamentEntries.playerPk }).from(tournamentEntries).where(eq(tournamentEntries.tournamentno, tournamentno))).map((r) => r.p));
      return entrants.find((e) => !taken.has(e.playerPk))!.playerPk;
    };
    await db.insert(tournamentEntries).values({ tournamentno: venueTournament.tournamentno, playerPk: await freeFor(venueTournament.tournamentno), gender: 'M', enteredAt: AT, paymentStatus: 'paid' });
    await db.insert(tournamentEntries).values({ tournamentno: networkTournament.tournamentno, playerPk: await freeFor(networkTournament.tournamentno), gender: 'F', enteredAt: AT });
    await db.insert(entryPayments).values({ tournamentno: venueTournament.tournamentno, playerPk: 1, amount: 20_000, currency: 'KRW', paymentIntentId: 'pi_dash_3', status: 'succeeded', paidAt: AT, retainUntil: new Date('2036-01-01Z') });

    const network = await dayFigures(db, window, null);
    expect(network.roundsByVenue).toEqual([
      { shopno: own, rounds: 2 },
      { shopno: other, rounds: 1 },
    ]);
    // 09:30 and 09:31 in Seoul.
    expect(network.roundsByHour[9]).toBe(3);
    expect(network.roundsByHour.reduce((a, b) => a + b, 0)).toBe(3);
    expect(network.bookings).toEqual({ confirmed: 1, checked_in: 1, no_show: 1 });
    expect(network.entries).toEqual({ total: 2, paid: 1 });
    expect(network.revenue).toEqual([{ currency: 'KRW', paid: 100_000, refunded: 10_000 }]);

    const manager = await dayFigures(db, window, [own]);
    expect(manager.roundsByVenue).toEqual([{ shopno: own, rounds: 2 }]);
    expect(manager.bookings).toEqual({ confirmed: 1, checked_in: 1 });
    expect(manager.revenue).toEqual(
      venueTournament.shopno === own ? [{ currency: 'KRW', paid: 50_000, refunded: 10_000 }] : [{ currency: 'KRW', paid: 30_000, refunded: 10_000 }],
    );
    expect(manager.entries.total).toBe(venueTournament.shopno === own ? 1 : 0);

    // A manager of no venue sees nothing at all (not the network).
    expect((await dayFigures(db, window, [])).roundsByVenue).toEqual([]);
  });

  it('counts open inquiries, failed jobs and undelivered mail', async () => {
    const db = connection.db;
    const before = await countWaiting(db);
    await db.insert(inquiries).values({ title: 'Dashboard', name: 'Mary', email: 'mary@example.com', body: 'Counted?' });
    expect(await countWaiting(db)).toEqual({ waiting: before.waiting + 1, unassigned: before.unassigned + 1 });

    await db.insert(jobRuns).values({ name: 'dashboard-test-job', finishedAt: AT, lastOk: false, lastResult: 'connect ECONNREFUSED' }).onConflictDoNothing();
    await db.insert(mailOutbox).values({ recipient: 'a@example.com', subject: 's', body: 'b', attempts: 2, lastError: '421 try later', createdAt: new Date(Date.now() - 30 * 60_000) });
    const health = await operationsHealth(db);
    expect(health.failedJobs).toContainEqual({ name: 'dashboard-test-job', finishedAt: AT, lastResult: 'connect ECONNREFUSED' });
    expect(health.mail.failing).toBeGreaterThanOrEqual(1);
    expect(health.mail.queued).toBeGreaterThanOrEqual(health.mail.failing);
    expect(health.mail.oldestMinutes).toBeGreaterThanOrEqual(29);
  });
});
