/**
 * @jest-environment node
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { createPostgresDatabase, type PostgresTestDatabase } from '@/tests/support/database';
import { apiSessions, players } from './schema';
import { connect, type Connection } from './connect';
import { embeddedStatement, statementLiteral } from './embedded-statement';

describe('statementLiteral: only values that cannot carry SQL are written into a statement', () => {
  it('writes hex digests, instants and whole numbers', () => {
    expect(statementLiteral('0a9f')).toBe("'0a9f'");
    expect(statementLiteral(new Date(Date.UTC(2026, 10, 28, 9, 30)))).toBe("'2026-11-28T09:30:00.000Z'");
    expect(statementLiteral(42)).toBe('42');
  });

  it.each([["x' or '1'='1"], ['ABC'], ['a b'], ['é']])('refuses the text %p', (text) => {
    expect(() => statementLiteral(text)).toThrow(/hex/);
  });

  it('refuses an invalid date and a number that is not whole', () => {
    expect(() => statementLiteral(new Date(Number.NaN))).toThrow(/invalid date/);
    expect(() => statementLiteral(1.5)).toThrow(/whole number/);
    expect(() => statementLiteral(Number.POSITIVE_INFINITY)).toThrow(/whole number/);
  });
});

/** A member by a session hash at an instant: a join, two placeholders and a literal limit. */
const sessionsOf = (connection: Connection) =>
  connection.db
    .select({ id: apiSessions.id, nickname: players.nickname })
    .from(apiSessions)
    .innerJoin(players, eq(players.playerPk, apiSessions.playerPk))
    .where(and(eq(apiSessions.tokenHash, sql.placeholder('hash')), gt(apiSessions.expiresAt, sql.placeholder('now'))))
    .limit(1);

describe('embeddedStatement on PGlite', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await connect({ pgliteDir: 'memory://' });
    const [{ playerPk }] = await connection.db.insert(players).values({ playerId: 'stmt', nickname: 'Stmt', email: 'stmt@example.com', firstname: 'S', lastname: 'T', timezone: 'Asia/Seoul', gender: 'M', status: 'active' }).returning({ playerPk: players.playerPk });
    await connection.db.insert(apiSessions).values({ tokenHash: 'ab'.repeat(32), playerPk, expiresAt: new Date(Date.now() + 3_600_000) });
  }, 120_000);
  afterAll(() => connection?.close());

  it('answers what Drizzle answers, by column name, and nothing for an unknown hash', async () => {
    const statement = embeddedStatement<{ id: number; nickname: string }>(connection.db, 'stmt_test_sessions', sessionsOf(connection))!;
    const now = new Date();
    const viaDrizzle = await sessionsOf(connection).execute({ hash: 'ab'.repeat(32), now });
    expect(await statement.run({ hash: 'ab'.repeat(32), now })).toEqual(viaDrizzle);
    expect(viaDrizzle).toHaveLength(1);
    expect(await statement.run({ hash: 'cd'.repeat(32), now })).toEqual([]);
  });

  it('prepares the statement again when the database forgot it', async () => {
    const statement = embeddedStatement<{ id: number }>(connection.db, 'stmt_test_forgotten', sessionsOf(connection))!;
    expect(await statement.run({ hash: 'ab'.repeat(32), now: new Date() })).toHaveLength(1);
    await connection.db.execute(sql`deallocate all`);
    expect(await statement.run({ hash: 'ab'.repeat(32), now: new Date() })).toHaveLength(1);
  });

  it('shares a statement another copy of the module prepared under the same name (the server has one per bundle)', async () => {
    const first = embeddedStatement<{ id: number }>(connection.db, 'stmt_test_shared', sessionsOf(connection))!;
    expect(await first.run({ hash: 'ab'.repeat(32), now: new Date() })).toHaveLength(1);
    let second: typeof first | undefined;
    jest.isolateModules(() => {
      const copy = jest.requireActual<typeof import('./embedded-statement')>('./embedded-statement');
      second = copy.embeddedStatement<{ id: number }>(connection.db, 'stmt_test_shared', sessionsOf(connection));
    });
    expect(second).not.toBe(first);
    expect(await second!.run({ hash: 'ab'.repeat(32), now: new Date() })).toHaveLength(1);
  });

  it('refuses a value that is not safe to write, and one that is missing, before the database sees them', async () => {
    const statement = embeddedStatement<{ id: number }>(connection.db, 'stmt_test_refused', sessionsOf(connection))!;
    await expect(statement.run({ hash: "' or true --", now: new Date() })).rejects.toThrow(/hex/);
    await expect(statement.run({ hash: 'ab'.repeat(32) })).rejects.toThrow(/no value for now/);
  });
});

describe('embeddedStatement on PostgreSQL', () => {
  let database: PostgresTestDatabase | undefined;
  beforeAll(async () => {
    database = await createPostgresDatabase('clubhouse_stmt');
  }, 120_000);
  afterAll(() => database?.drop());

  it('is not used: the driver keeps its own statements prepared', () => {
    if (!database) return;
    expect(embeddedStatement(database.connection.db, 'stmt_test_pg', sessionsOf(database.connection))).toBeUndefined();
  });
});
