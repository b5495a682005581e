import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Connection } from '@/lib/member-api/db/connect';
import { minigameEntries, players, rounds, tournamentEntries, venueNonces, venueRoundReceipts } from '@/lib/member-api/db/schema';
import { nineHoleScores, xHandicap } from '@/lib/shared/domain/handicap';
import { venueRoundSchema, type VenueRound } from '@/lib/shared/venue/round-schema';
import { seededRandom, simulateRound } from '@/lib/shared/venue/simulated-round';
import { createPostgresDatabase, type PostgresTestDatabase } from '@/tests/support/database';
import { ingestRound, ingestStats, VenueRefusal } from './ingest';
import { FIXTURE_PARS, insertVenueFixture, type VenueFixture } from './venue.fixture';

/**
 * What a round changes is applied exactly once and in order per player, on PostgreSQL with a pool
 * of connections (PGlite has one, so the http tests cannot race): rounds of one member posted at the
 * same moment, the same bay round posted several times at once, and one nonce used twice at once.
 * Skipped, and said so, without a PostgreSQL server.
 */
describe('venue rounds posted at the same moment (PostgreSQL)', () => {
  let database: PostgresTestDatabase | undefined;
  let connection: Connection | undefined;
  let fixture: VenueFixture;
  let serial = 0;

  beforeAll(async () => {
    database = await createPostgresDatabase('clubhouse_venue_race');
    connection = database?.connection;
    if (connection) fixture = await insertVenueFixture(connection.db);
  }, 60_000);

  afterAll(() => database?.drop());

  const aRound = (overrides: Partial<VenueRound>, seed: number): VenueRound =>
    venueRoundSchema.validateSync(
      {
        ...simulateRound({
          bayRoundId: `race-${++serial}`,
          shopno: fixture.venueA,
          bay: 1,
          player: { player_pk: fixture.playerPks[0] },
          courseno: fixture.courseno,
          teeColour: 2,
          holes: FIXTURE_PARS.map((par) => ({ par, length: par * 95 })),
          skill: 4 + (seed % 20),
          // Played one minute apart, posted in another order: each lands in its place.
          playedAt: new Date(Date.now() - 3_600_000 + ((seed * 7) % 10) * 60_000),
          random: seededRandom(seed),
        }),
        ...overrides,
      },
      { stripUnknown: true },
    );
  const nonce = () => `race-nonce-${++serial}-${Math.random().toString(36).slice(2)}`;

  it('applies ten rounds of one member posted at once one after the other: every round, two counted attempts, the handicap of all of them', async () => {
    if (!connection) return;
    const db = connection.db;
    const member = fixture.playerPks[0];
    const posted = Array.from({ length: 10 }, (_, i) => aRound({ tournamentno: fixture.playing }, i + 1));
    const answers = await Promise.all(posted.map((round) => ingestRound(db, round, { keyId: 'race-key', nonce: nonce() })));

    const stored = await db.select({ strokes: rounds.strokes, pars: rounds.pars }).from(rounds).where(eq(rounds.playerPk, member)).orderBy(desc(rounds.playedAt), desc(rounds.roundno));
    expect(stored).toHaveLength(10);
    // The tournament allows two attempts: exactly two counted, whichever came first.
    const counted = answers.filter((a) => a.answer.tournament?.counted);
    expect(counted).toHaveLength(2);
    expect(answers.filter((a) => a.answer.tournament?.reason === 'venue.reason.attempts')).toHaveLength(8);
    const [entry] = await db.select({ attempts: tournamentEntries.attempts, gross: tournamentEntries.gross }).from(tournamentEntries).where(and(eq(tournamentEntries.tournamentno, fixture.playing), eq(tournamentEntries.playerPk, member)));
    expect(entry).toEqual({ attempts: 2, gross: Math.min(...counted.map((a) => a.answer.gross)) });
    // Each round saw the ones committed before it: the last one's handicap, the one stored, is the
    // one of all ten in played order.
    const [row] = await db.select({ xhandicap: players.xhandicap }).from(players).where(eq(players.playerPk, member));
    expect(row.xhandicap).toBe(xHandicap(stored.slice(0, 8).flatMap((r) => nineHoleScores(r))));
    // One mini-game entry for the member, holding the longest drive of the ten.
    const drives = await db.select({ value: minigameEntries.value }).from(minigameEntries).where(and(eq(minigameEntries.eventno, fixture.longest), eq(minigameEntries.playerPk, member)));
    const longest = Math.max(...answers.flatMap((a) => a.answer.minigames.filter((m) => m.counted).map((m) => m.value!)));
    expect(drives).toEqual([{ value: longest }]);
  }, 60_000);

  it('stores one round when the same bay round is posted four times at once, and answers each the same', async () => {
    if (!connection) return;
    const db = connection.db;
    const round = aRound({ player_pk: fixture.playerPks[3] }, 99);
    const answers = await Promise.all(Array.from({ length: 4 }, () => ingestRound(db, round, { keyId: 'race-key', nonce: nonce() })));
    expect(answers.filter((a) => !a.repeated)).toHaveLength(1);
    for (const { answer } of answers) expect(answer).toEqual(answers[0].answer);
    const stored = await db.select({ roundno: rounds.roundno }).from(rounds).where(and(eq(rounds.shopno, fixture.venueA), eq(rounds.bayRoundId, round.bay_round_id)));
    expect(stored).toHaveLength(1);
    const receipts = await db.select({ roundno: venueRoundReceipts.roundno }).from(venueRoundReceipts).where(eq(venueRoundReceipts.bayRoundId, round.bay_round_id)).orderBy(asc(venueRoundReceipts.roundno));
    expect(receipts).toEqual(stored);
  }, 60_000);

  it('refuses the second of two requests with one nonce at once (409), storing one round', async () => {
    if (!connection) return;
    const db = connection.db;
    const shared = nonce();
    const [a, b] = [aRound({ player_pk: fixture.playerPks[4] }, 201), aRound({ player_pk: fixture.playerPks[5] }, 202)];
    const results = await Promise.allSettled([ingestRound(db, a, { keyId: 'race-key', nonce: shared }), ingestRound(db, b, { keyId: 'race-key', nonce: shared })]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(VenueRefusal);
    expect(((refused[0] as PromiseRejectedResult).reason as VenueRefusal).status).toBe(409);
    const stored = await db.select({ bay: rounds.bayRoundId }).from(rounds).where(eq(rounds.shopno, fixture.venueA));
    expect(stored.filter((r) => r.bay === a.bay_round_id || r.bay === b.bay_round_id)).toHaveLength(1);
  }, 60_000);

  it('applies rounds of different members posted at once in shared transactions, each with its own answer or refusal', async () => {
    if (!connection) return;
    const db = connection.db;
    const pks = fixture.playerPks;
    const earlier = aRound({ player_pk: pks[6] }, 300);
    const stored = await ingestRound(db, earlier, { keyId: 'race-key', nonce: nonce() });
    const shared = nonce();
    const unknownNonce = nonce();
    const futureNonce = nonce();
    const posts: { round: VenueRound; nonce: string }[] = [
      ...[1, 2, 3, 4, 5].map((m) => ({ round: aRound({ player_pk: pks[m] }, 300 + m), nonce: nonce() })),
      { round: aRound({ player_pk: pks[7] }, 307), nonce: shared },
      { round: aRound({ player_pk: 999_999 }, 308), nonce: unknownNonce },
      // The same nonce again, and a member posted by ID: refused as a replay.
      { round: aRound({ player_pk: undefined, player_id: 'bayplayer7' }, 309), nonce: shared },
      { round: { ...earlier }, nonce: nonce() },
      { round: aRound({ player_pk: pks[0], played_at: new Date(Date.now() + 3_600_000).toISOString() }, 310), nonce: futureNonce },
    ];
    const before = ingestStats();
    const results = await Promise.allSettled(posts.map(({ round, nonce }) => ingestRound(db, round, { keyId: 'race-key', nonce })));
    const after = ingestStats();
    // Fewer transactions than rounds applied: they shared some.
    expect(after.rounds - before.rounds).toBe(6);
    expect(after.transactions - before.transactions).toBeLessThan(6);

    const value = (i: number) => (results[i] as PromiseFulfilledResult<Awaited<ReturnType<typeof ingestRound>>>).value;
    const reason = (i: number) => (results[i] as PromiseRejectedResult).reason as VenueRefusal;
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled', 'rejected']);
    expect([reason(6).status, reason(6).errors]).toEqual([400, { player_pk: 'venue.field.unknownPlayer' }]);
    expect(reason(7).status).toBe(409);
    expect([reason(9).status, reason(9).errors]).toEqual([400, { played_at: 'venue.field.playedAtFuture' }]);
    expect(value(8)).toEqual({ ...stored, repeated: true, rerank: [], minigames: [] });
    // Each applied round is stored once, under its member, with the handicap its answer gave.
    for (const i of [0, 1, 2, 3, 4, 5]) {
      const { answer, repeated } = value(i);
      expect(repeated).toBe(false);
      expect(answer.player_pk).toBe(posts[i].round.player_pk);
      const [row] = await db.select({ playerPk: rounds.playerPk, bay: rounds.bayRoundId }).from(rounds).where(eq(rounds.roundno, answer.roundno));
      expect(row).toEqual({ playerPk: answer.player_pk, bay: posts[i].round.bay_round_id });
      const [player] = await db.select({ xhandicap: players.xhandicap }).from(players).where(eq(players.playerPk, answer.player_pk));
      expect(player.xhandicap).toBe(answer.xhandicap);
    }
    // A refused round stores nothing, its nonce included (the bay may send it again).
    const kept = await db.select({ nonce: venueNonces.nonce }).from(venueNonces).where(inArray(venueNonces.nonce, [unknownNonce, futureNonce, shared]));
    expect(kept).toEqual([{ nonce: shared }]);
    expect(await db.select({ n: rounds.roundno }).from(rounds).where(eq(rounds.bayRoundId, posts[9].round.bay_round_id))).toEqual([]);
  }, 60_000);

  it('applies each round of a batch alone when the batch fails as a whole: a copy of one of its bay rounds committed meanwhile elsewhere', async () => {
    if (!connection || !database) return;
    const db = connection.db;
    const pks = fixture.playerPks;
    // Two other transactions, as another instance would hold: the first keeps this process's two
    // batches in flight (rounds of members 1 and 6), the second member 2's row.
    const [slots, other] = [new pg.Client({ connectionString: database.url }), new pg.Client({ connectionString: database.url })];
    await Promise.all([slots.connect(), other.connect()]);
    try {
      await slots.query('begin');
      await slots.query('select 1 from players where player_pk = any($1) for update', [[pks[1], pks[6]]]);
      await other.query('begin');
      await other.query('select 1 from players where player_pk = $1 for update', [pks[2]]);
      const waiting = () => database!.connection.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`).then((r) => ((r as unknown as { rows: { n: number }[] }).rows[0]).n);

      const blockers = [aRound({ player_pk: pks[1] }, 401), aRound({ player_pk: pks[6] }, 402)].map((round) => ingestRound(db, round, { keyId: 'race-key', nonce: nonce() }));
      while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      const copied = aRound({ player_pk: pks[2] }, 403);
      const batch = [copied, aRound({ player_pk: pks[3] }, 404), aRound({ player_pk: pks[4] }, 405)].map((round) => ingestRound(db, round, { keyId: 'race-key', nonce: nonce() }));
      await slots.query('commit');
      await Promise.all(blockers);
      // The three wait together, in one batch, on member 2's row.
      while ((await waiting()) < 1) await new Promise((resolve) => setTimeout(resolve, 20));
      const elsewhere = { code: 200, message: 'success', roundno: 0, note: 'applied by another instance' };
      await other.query('insert into venue_round_receipts (shopno, bay_round_id, roundno, answer) values ($1, $2, 0, $3)', [copied.shopno, copied.bay_round_id, JSON.stringify(elsewhere)]);
      await other.query('commit');

      const [a, b, c] = await Promise.all(batch);
      expect(a).toMatchObject({ repeated: true, answer: elsewhere });
      for (const [result, member] of [
        [b, pks[3]],
        [c, pks[4]],
      ] as const) {
        expect(result.repeated).toBe(false);
        const [row] = await db.select({ playerPk: rounds.playerPk, bay: rounds.bayRoundId }).from(rounds).where(eq(rounds.roundno, result.answer.roundno));
        expect(row).toEqual({ playerPk: member, bay: result.answer.bay_round_id });
      }
      expect(await db.select({ n: rounds.roundno }).from(rounds).where(eq(rounds.bayRoundId, copied.bay_round_id))).toEqual([]);
    } finally {
      await Promise.all([slots.end(), other.end()]);
    }
  }, 60_000);
});
