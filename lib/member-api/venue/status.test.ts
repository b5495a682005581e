import { spawn } from 'node:child_process';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { connect, type Connection } from '@/lib/member-api/db/connect';
import { minigameEntries, minigameEvents, playerBadges, pointLedger, pointStandings, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import { createPostgresDatabase, type PostgresTestDatabase } from '@/tests/support/database';
import { advanceStatuses, type StatusReport } from './status';
import { insertVenueFixture, type VenueFixture } from './venue.fixture';

/**
 * The status job: a tournament whose period ended is completed, its places frozen and its points
 * awarded exactly once, when the job runs twice and when two processes run it at the same moment.
 */
async function awards(db: Connection['db'], tournamentno: number) {
  const [[ledger], [standings], entries] = await Promise.all([
    db.select({ n: count() }).from(pointLedger).where(eq(pointLedger.tournamentno, tournamentno)),
    db.select({ points: sql<number>`coalesce(sum(${pointStandings.points}), 0)::int` }).from(pointStandings),
    db.select({ rank: tournamentEntries.rankGross, points: tournamentEntries.points }).from(tournamentEntries).where(eq(tournamentEntries.tournamentno, tournamentno)).orderBy(tournamentEntries.rankGross),
  ]);
  return { ledger: Number(ledger.n), standings: Number(standings.points), entries };
}

describe('tournament status job (PGlite)', () => {
  let connection: Connection;
  let fixture: VenueFixture;
  beforeAll(async () => {
    connection = await connect({ pgliteDir: 'memory://' });
    fixture = await insertVenueFixture(connection.db);
    await connection.db.insert(minigameEntries).values([
      { eventno: fixture.longest, playerPk: fixture.playerPks[0], value: 251, achievedAt: new Date() },
      { eventno: fixture.longest, playerPk: fixture.playerPks[1], value: 263, achievedAt: new Date() },
    ]);
  });
  afterAll(() => connection.close());

  it('starts what is due, completes what ended, and awards points once however often it runs', async () => {
    const first = await advanceStatuses(connection.db);
    expect(first.tournamentsStarted).toEqual([fixture.ready]);
    expect(first.tournamentsCompleted).toEqual([fixture.ended]);
    const [ended] = await connection.db.select({ status: tournaments.status }).from(tournaments).where(eq(tournaments.tournamentno, fixture.ended));
    expect(ended.status).toBe('3');
    const once = await awards(connection.db, fixture.ended);
    // A major of three: 50, 40, 32 standard points, and OOM points beside them (spec §9, lib/shared/domain/points).
    expect(once.entries).toEqual([
      { rank: 1, points: 50 },
      { rank: 2, points: 40 },
      { rank: 3, points: 32 },
    ]);
    expect(once.ledger).toBe(6);
    const [glory] = await connection.db.select({ n: count() }).from(playerBadges).where(and(eq(playerBadges.badge, 'glory'), eq(playerBadges.playerPk, fixture.playerPks[0])));
    expect(Number(glory.n)).toBe(1);

    // Run again: nothing more is awarded; later in the business clock only the others complete.
    const second = await advanceStatuses(connection.db);
    expect(second.tournamentsCompleted).toEqual([]);
    expect(await awards(connection.db, fixture.ended)).toEqual(once);
    const third = await advanceStatuses(connection.db, new Date(Date.now() + 3 * 24 * 3_600_000));
    expect(third.tournamentsCompleted).toEqual([fixture.playing, fixture.ready]);
    expect((await awards(connection.db, fixture.ended)).ledger).toBe(once.ledger);
  });

  it('marks the winners of a finished mini-game', async () => {
    await advanceStatuses(connection.db, new Date(Date.now() + 3 * 24 * 3_600_000));
    const [event] = await connection.db.select({ status: minigameEvents.status }).from(minigameEvents).where(eq(minigameEvents.eventno, fixture.longest));
    expect(event.status).toBe(2);
    const entries = await connection.db.select({ playerPk: minigameEntries.playerPk, rank: minigameEntries.rank, isWinner: minigameEntries.isWinner, prize: minigameEntries.prize }).from(minigameEntries).orderBy(minigameEntries.rank);
    expect(entries).toEqual([
      { playerPk: fixture.playerPks[1], rank: 1, isWinner: true, prize: 'A driver' },
      { playerPk: fixture.playerPks[0], rank: 2, isWinner: false, prize: null },
    ]);
  });
});

describe('tournament status job: two processes at once (PostgreSQL)', () => {
  let database: PostgresTestDatabase | undefined;
  let connection: Connection | undefined;
  let fixture: VenueFixture;

  beforeAll(async () => {
    database = await createPostgresDatabase('clubhouse_status');
    connection = database?.connection;
    if (connection) fixture = await insertVenueFixture(connection.db);
  }, 60_000);

  afterAll(() => database?.drop());

  const child = (startAt: number) =>
    new Promise<StatusReport>((resolve, reject) => {
      const proc = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join('tests', 'support', 'advance-statuses-child.ts')], {
        env: { ...process.env, DATABASE_URL: database!.url, START_AT: String(startAt), NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      proc.stdout.on('data', (chunk) => (out += chunk));
      proc.stderr.on('data', (chunk) => (err += chunk));
      proc.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`child exited ${code}: ${err}`))));
    });

  it('completes the ended tournament and awards its points exactly once', async () => {
    if (!connection) return;
    const startAt = Date.now() + 4000;
    const [a, b] = await Promise.all([child(startAt), child(startAt)]);
    // Exactly one of the two did it; the other found it done.
    expect([...a.tournamentsCompleted, ...b.tournamentsCompleted]).toEqual([fixture.ended]);
    expect([...a.tournamentsStarted, ...b.tournamentsStarted]).toEqual([fixture.ready]);
    const result = await awards(connection.db, fixture.ended);
    expect(result.ledger).toBe(6);
    expect(result.entries.map((e) => e.points)).toEqual([50, 40, 32]);
    const [standings] = await connection.db.select({ n: count() }).from(pointStandings);
    expect(Number(standings.n)).toBe(6);
  }, 60_000);
});
