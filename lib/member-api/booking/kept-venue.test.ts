/**
 * What a booking reads, and what it no longer reads: its answer's view is built from the rows the
 * call holds (and equals the one read back from the database), the venue's booking definition is
 * kept in the process and a change of the venue between two bookings is honoured at once, whoever
 * makes it (the console's own functions, or another writer straight in the database), and a booking
 * at the venue costs one statement after its session's. On PGlite, and on PostgreSQL with two connections standing for
 * two instances (skipped without a server).
 */
import { eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { connect } from '@/lib/member-api/db/connect';
import { stores } from '@/lib/member-api/db/schema';
import { bookings } from '@/lib/member-api/db/schema-booking';
import { removeException, saveBay, saveException, saveHours, savePrices } from '@/lib/portal/staff/venue-admin';
import { bookingDefaults, priceBand, zonedDay, zonedInstant } from '@/lib/shared/domain/booking';
import type { BookingCreated, BookingView } from '@/lib/upstream/operations/booking';
import { createPostgresDatabase } from '@/tests/support/database';
import { dispatch } from '../dispatch';
import { createSession } from '../sessions';
import { ALL_DAY, insertBookingFixture, type BookingFixture } from './booking.fixture';
import { bookingViews } from './view';

jest.setTimeout(60_000);

const saved = { ...process.env };
beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.SMTP_URL;
});
afterAll(() => {
  process.env = saved;
});

type Answer<T> = T & { code: number; message: string };
const install = (connection: Connection) => ((globalThis as Record<symbol, unknown>)[Symbol.for('clubhouse.database')] = Promise.resolve(connection));
const call = async <T>(name: string, input: Record<string, unknown>, token: string) => (await dispatch(name as never, input as never, { token })) as unknown as Answer<T>;

/** A start on the venue's clock `days` days ahead. */
const startAt = (fixture: BookingFixture, days: number, minute: number) => zonedInstant(zonedDay(new Date(Date.now() + days * 86_400_000), fixture.timeZone), minute, fixture.timeZone).toISOString();
/** The first day at least `days` ahead whose 08:00 is off-peak at the fixture venue (its peak hours are the defaults'), so a price is the same on any day the test runs. */
function weekdayAhead(fixture: BookingFixture, days: number): number {
  for (let ahead = days; ; ahead += 1) if (priceBand(new Date(startAt(fixture, ahead, 8 * 60)), fixture.timeZone, bookingDefaults.peakFromMinute) === 'offpeak') return ahead;
}
const hoursInput = (shopno: number, open: string, close: string) =>
  Object.fromEntries([['shopno', shopno], ...['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].flatMap((day) => [[`${day}Open`, open], [`${day}Close`, close]])]) as never;

async function readBack(connection: Connection, view: BookingView, lang: string): Promise<BookingView> {
  const [row] = await connection.db.select().from(bookings).where(eq(bookings.id, view.bookingno));
  const [again] = await bookingViews(connection.db, [row], lang);
  return again;
}

describe.each([
  ['PGlite', async () => ({ connection: await connect({ pgliteDir: 'memory://' }), other: undefined as Connection | undefined, drop: async () => {} })],
  [
    'PostgreSQL',
    async () => {
      const database = await createPostgresDatabase('booking_kept_venue');
      if (!database) return undefined;
      // Another instance: a connection of its own to the same database, with its own kept venues.
      const other = await connect({ databaseUrl: database.url });
      return { connection: database.connection, other, drop: async () => (await other.close(), await database.drop()) };
    },
  ],
])('on %s', (name, open) => {
  let setup: Awaited<ReturnType<typeof open>>;
  let fixture: BookingFixture;
  let member: string;
  beforeAll(async () => {
    setup = await open();
    if (!setup) return;
    install(setup.connection);
    fixture = await insertBookingFixture(setup.connection.db);
    member = await createSession(setup.connection.db, fixture.playerPks[2]);
  });
  afterAll(async () => setup?.drop());

  it('books at the venue in one statement checking the venue itself, after the session (kept on PGlite)', async () => {
    if (!setup) return;
    const client = (setup.connection.db as unknown as { $client: Record<string, (...args: unknown[]) => unknown> }).$client;
    const statements: string[] = [];
    // The venue read once (as the booking grid does first), and no booking before: no mail of an
    // earlier one is still reading the database.
    expect(await call('bookingAvailability', { shopno: fixture.shopno, day: zonedDay(new Date(startAt(fixture, 8, 0)), fixture.timeZone) }, member)).toMatchObject({ code: 200 });
    // Statements go through query(), and on PGlite the session's through exec() (lib/member-api/db/embedded-statement.ts).
    const spied = (['query', 'exec'] as const).filter((name) => typeof client[name] === 'function');
    const originals = Object.fromEntries(spied.map((name) => [name, client[name]]));
    for (const name of spied) {
      client[name] = function (this: unknown, ...args: unknown[]) {
        // PGlite is given the text, pg a query config carrying it.
        const text = typeof args[0] === 'object' && args[0] !== null ? (args[0] as { text?: unknown }).text : args[0];
        statements.push(String(text).slice(0, 40));
        return originals[name].apply(this, args);
      };
    }
    try {
      await call('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[0], startsat: startAt(fixture, 8, 15 * 60), slots: 1, paymethod: 'venue', lang: 'en' }, member);
      // Counted as the answer comes back: its mail starts after it. The session's row, read before,
      // is kept on the embedded database (lib/member-api/sessions.ts), and asked of PostgreSQL.
      expect(statements).toHaveLength(name === 'PGlite' ? 1 : 2);
      expect(statements.at(-1)).toMatch(/^with "created" as/);
    } finally {
      for (const name of spied) client[name] = originals[name];
    }
  });

  it("answers a new booking's view, and a changed one's, equal to the one read back", async () => {
    if (!setup) return;
    const created = await call<BookingCreated>(
      'bookingCreate',
      { shopno: fixture.shopno, kind: 'premium', startsat: startAt(fixture, 5, 9 * 60), slots: 2, members: [fixture.playerPks[3], fixture.playerPks[4]], guests: [' Jane Guest '], paymethod: 'venue', lang: 'ko', showname: true },
      member,
    );
    expect(created.code).toBe(200);
    expect(created.booking.players.map((p) => p.guest)).toEqual([false, false, false, true]);
    expect(created.booking).toEqual(await readBack(setup.connection, created.booking, 'ko'));

    const changed = await call<{ booking: BookingView }>('bookingChange', { bookingno: created.booking.bookingno, startsat: startAt(fixture, 6, 18 * 60), slots: 1 }, member);
    expect(changed.code).toBe(200);
    expect(changed.booking).toEqual(await readBack(setup.connection, changed.booking, 'ko'));
  });

  it('honours an edit of the venue between two bookings at once, whoever makes it', async () => {
    if (!setup) return;
    // Off-peak mornings: the prices below are members' off-peak prices (a weekend is peak all day).
    const days = weekdayAhead(fixture, 7);
    const book = (minute: number, lang = 'en') => call<BookingCreated>('bookingCreate', { shopno: fixture.shopno, bayid: fixture.bayIds[1], startsat: startAt(fixture, days, minute), slots: 1, paymethod: 'venue', lang }, member);
    const first = await book(8 * 60);
    expect(first.booking).toMatchObject({ amount: 3400, bayname: 'Bay 2' });
    // The console's edits, on this instance or (PostgreSQL) another one.
    const consoleDb = (setup.other ?? setup.connection).db;
    const prices = { standard_offpeak_price: '4100', standard_offpeak_member: '3000', standard_peak_price: '5200', standard_peak_member: '4400', premium_offpeak_price: '', premium_offpeak_member: '', premium_peak_price: '', premium_peak_member: '', lounge_offpeak_price: '', lounge_offpeak_member: '', lounge_peak_price: '', lounge_peak_member: '' };
    expect(await savePrices(consoleDb, { shopno: fixture.shopno, ...prices } as never)).toMatchObject({ ok: true });
    expect(await saveBay(consoleDb, { shopno: fixture.shopno, bayId: fixture.bayIds[1], number: 2, name: 'Left-hand bay', kind: 'standard', handedness: 'left', capacity: 4 })).toMatchObject({ ok: true });
    expect((await book(9 * 60)).booking).toMatchObject({ amount: 3000, bayname: 'Left-hand bay' });
    expect(await saveHours(consoleDb, hoursInput(fixture.shopno, '12:00', '20:00'))).toMatchObject({ ok: true });
    // 10:00 is before the new opening: no longer a start on the day's grid.
    expect(await book(10 * 60)).toMatchObject({ code: 400, message: 'booking.error.notOnGrid' });
    // A writer that is not the console at all (a script, psql): the database's triggers see it too.
    await consoleDb.update(stores).set({ hours: ALL_DAY, nameKo: '오스틴 다운타운' }).where(eq(stores.shopno, fixture.shopno));
    expect((await book(10 * 60, 'ko')).booking).toMatchObject({ shopname: '오스틴 다운타운', startlabel: '10:00' });
    await consoleDb.execute(sql`update booking_settings set slot_minutes = 30 where shopno = ${fixture.shopno}`);
    expect((await book(11 * 60 + 30)).booking).toMatchObject({ slots: 1, endlabel: '11:50' });
    // Exceptions are no part of the kept definition: each booking's insert checks its day's own.
    const day = zonedDay(new Date(startAt(fixture, days, 0)), fixture.timeZone);
    expect(await saveException(consoleDb, { shopno: fixture.shopno, day, closed: true, open: '', close: '', note: 'Holiday' })).toMatchObject({ ok: true });
    expect(await book(13 * 60)).toMatchObject({ code: 400, message: 'booking.error.closed' });
    expect(await saveException(consoleDb, { shopno: fixture.shopno, day, closed: false, open: '14:00', close: '16:00', note: '' })).toMatchObject({ ok: true });
    expect(await book(13 * 60)).toMatchObject({ code: 400, message: 'booking.error.notOnGrid' });
    expect((await book(14 * 60)).booking).toMatchObject({ startlabel: '14:00' });
    expect(await removeException(consoleDb, { shopno: fixture.shopno, day })).toMatchObject({ ok: true });
    expect((await book(13 * 60)).booking).toMatchObject({ startlabel: '13:00' });
  });

});
