/**
 * No double booking, enforced by the database itself: rows written straight into `bookings`,
 * bypassing the member API, are refused when two active bookings of a bay overlap (the exclusion
 * constraint of the booking_sql migration), on PGlite and on PostgreSQL (skipped without a server).
 */
import { sql } from 'drizzle-orm';
import { connect, type Connection } from '@/lib/member-api/db/connect';
import { bookings } from '@/lib/member-api/db/schema-booking';
import { createPostgresDatabase, type PostgresTestDatabase } from '@/tests/support/database';
import { insertBookingFixture, type BookingFixture } from './booking.fixture';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const base = Date.parse('2030-05-01T15:00:00Z');

function row(fixture: BookingFixture, code: string, fromHour: number, toHour: number, status = 'confirmed', bay = 0) {
  return {
    code,
    shopno: fixture.shopno,
    bayId: fixture.bayIds[bay],
    playerPk: fixture.playerPks[0],
    startsAt: new Date(base + fromHour * HOUR),
    endsAt: new Date(base + toHour * HOUR - 10 * 60_000),
    blockedUntil: new Date(base + toHour * HOUR),
    slots: toHour - fromHour,
    status,
    payMethod: 'venue',
    amount: 3400,
    currency: 'USD',
  };
}

/** The SQLSTATE of a failed statement (Drizzle wraps the driver's error). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

async function expectRefused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeDefined();
  expect(sqlState(error)).toBe('23P01'); // exclusion_violation
}

function suite(name: string, open: () => Promise<{ connection: Connection; close(): Promise<void> } | undefined>) {
  describe(name, () => {
    let handle: { connection: Connection; close(): Promise<void> } | undefined;
    let fixture: BookingFixture;
    beforeAll(async () => {
      handle = await open();
      if (handle) fixture = await insertBookingFixture(handle.connection.db);
    });
    afterAll(async () => handle?.close());

    it('refuses an overlapping active booking of the same bay, written without the code path', async () => {
      if (!handle) return;
      const db = handle.connection.db;
      await db.insert(bookings).values(row(fixture, 'AAAAA1', 0, 2));
      await expectRefused(db.insert(bookings).values(row(fixture, 'AAAAA2', 1, 2)));
      await expectRefused(db.insert(bookings).values(row(fixture, 'AAAAA3', 1, 2, 'held')));
      // Inside the buffer: play ends at 1:50 but the bay is taken until 2:00.
      await expectRefused(db.insert(bookings).values({ ...row(fixture, 'AAAAA4', 2, 3), startsAt: new Date(base + 2 * HOUR - 5 * 60_000) }));
      // Moving an existing row onto another is refused too.
      await db.insert(bookings).values(row(fixture, 'AAAAA5', 4, 5));
      await expectRefused(db.update(bookings).set({ startsAt: new Date(base + HOUR) }).where(sql`${bookings.code} = 'AAAAA5'`));
    });

    it('lets back-to-back bookings, other bays and cancelled or lapsed rows be', async () => {
      if (!handle) return;
      const db = handle.connection.db;
      await db.insert(bookings).values(row(fixture, 'BBBBB1', 2, 3));
      await db.insert(bookings).values(row(fixture, 'BBBBB2', 0, 2, 'confirmed', 1));
      await db.insert(bookings).values(row(fixture, 'BBBBB3', 0, 2, 'cancelled'));
      await db.insert(bookings).values(row(fixture, 'BBBBB4', 0, 2, 'lapsed'));
      // A cancelled booking cannot come back over an active one.
      await expectRefused(db.update(bookings).set({ status: 'confirmed' }).where(sql`${bookings.code} = 'BBBBB3'`));
    });
  });
}

suite('on PGlite', async () => {
  const connection = await connect({ pgliteDir: 'memory://' });
  return { connection, close: () => connection.close() };
});

suite('on PostgreSQL', async () => {
  const database: PostgresTestDatabase | undefined = await createPostgresDatabase('booking_constraint');
  return database && { connection: database.connection, close: () => database.drop() };
});
