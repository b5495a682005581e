/**
 * @jest-environment node
 */
import { eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { pgliteClientOf } from '@/lib/member-api/db/pglite-client';
import { apiSessions, players } from '@/lib/member-api/db/schema';
import { writeClassifier } from '@/lib/member-api/db/write-watch';
import { createSession, hashToken, resolveSession, revokeSession, rotateSessionToken, setAccountStatus, ROTATED_TOKEN_GRACE_MS } from '@/lib/member-api/sessions';
import { useMemoryDatabase } from '@/tests/support/database';

// The session rows kept on the embedded database (lib/member-api/sessions.ts, KeptSessionRows): each
// test asks the real database on its thread, and counts the session queries that reach it.
let connection: Connection;
let execs: jest.SpyInstance;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  const client = pgliteClientOf(connection.db) as unknown as { exec(sql: string): Promise<unknown> };
  execs = jest.spyOn(client, 'exec');
}, 120_000);
afterAll(() => connection?.close());

let member = 0;
async function newMember(): Promise<number> {
  member += 1;
  const [row] = await connection.db
    .insert(players)
    .values({ playerId: `kept${member}`, email: `kept${member}@example.com`, nickname: `Kept ${member}`, firstname: 'Ke', lastname: 'Pt', timezone: 'Asia/Seoul', gender: 'M', status: 'active' })
    .returning();
  return row.playerPk;
}

/** How many session queries the database was asked while `work` ran. */
async function sessionQueriesDuring(work: () => Promise<unknown>): Promise<number> {
  execs.mockClear();
  await work();
  return execs.mock.calls.filter(([text]) => /^EXECUTE session_of_token/.test(String(text))).length;
}

describe('kept session rows', () => {
  it('answers a session read before from the kept row, and a logout at the very next call', async () => {
    const token = await createSession(connection.db, await newMember());
    expect(await sessionQueriesDuring(() => resolveSession(connection.db, token))).toBe(1);
    expect(await sessionQueriesDuring(() => resolveSession(connection.db, token))).toBe(0);
    await revokeSession(connection.db, token);
    expect(await resolveSession(connection.db, token)).toBeUndefined();
  });

  it('refuses the session of a member blocked by the application or by hand, and one revoked inside a transaction', async () => {
    const blocked = await newMember();
    const first = await createSession(connection.db, blocked);
    await resolveSession(connection.db, first);
    await setAccountStatus(connection.db, blocked, 'blocked');
    expect(await resolveSession(connection.db, first)).toBeUndefined();

    const byHand = await newMember();
    const second = await createSession(connection.db, byHand);
    expect(await resolveSession(connection.db, second)).toBeDefined();
    await connection.db.execute(sql`update players set status = 'blocked' where player_pk = ${byHand}`);
    expect(await resolveSession(connection.db, second)).toBeUndefined();

    const third = await createSession(connection.db, await newMember());
    expect(await resolveSession(connection.db, third)).toBeDefined();
    await connection.db.transaction(async (tx) => {
      await tx.update(apiSessions).set({ revokedAt: new Date() }).where(eq(apiSessions.tokenHash, hashToken(third)));
    });
    expect(await resolveSession(connection.db, third)).toBeUndefined();
  });

  it('never keeps a row read while a write was on its way', async () => {
    const token = await createSession(connection.db, await newMember());
    const [during] = await Promise.all([resolveSession(connection.db, token), revokeSession(connection.db, token)]);
    // The read went out first and saw the session live; the revocation follows it.
    expect(during).toBeDefined();
    expect(await resolveSession(connection.db, token)).toBeUndefined();
  });

  it("judges a replaced token's grace and the idle clock at each use, and keeps its rows across the touch of last_seen_at", async () => {
    const playerPk = await newMember();
    const old = await createSession(connection.db, playerPk);
    const member = await resolveSession(connection.db, old);
    const renewed = await rotateSessionToken(connection.db, member!.sessionId);
    const now = Date.now();
    expect(await resolveSession(connection.db, old, new Date(now + 1_000))).toBeDefined();
    expect(await resolveSession(connection.db, old, new Date(now + ROTATED_TOKEN_GRACE_MS + 1_000))).toBeUndefined();

    // Two minutes on, the call writes last_seen_at; the kept row stays, and the session lives 29 minutes past it.
    expect(await resolveSession(connection.db, renewed!, new Date(now + 2 * 60_000))).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await sessionQueriesDuring(() => resolveSession(connection.db, renewed!, new Date(now + 2 * 60_000 + 1_000)))).toBe(0);
    expect(await resolveSession(connection.db, renewed!, new Date(now + 31 * 60_000))).toBeDefined();
    expect(await resolveSession(connection.db, renewed!, new Date(now + 62 * 60_000))).toBeUndefined();
  });
});

describe('writeClassifier', () => {
  it('hears what may write, and a prepared write by the text it was prepared with', () => {
    const writeOf = writeClassifier();
    expect(writeOf('select * from players where player_pk = $1')).toBeUndefined();
    expect(writeOf('update "players" set "status" = $1')).toBe('update "players" set "status" = $1');
    expect(writeOf('select 1; delete from api_sessions')).toBe('select 1; delete from api_sessions');
    expect(writeOf('with gone as (delete from api_sessions returning id) select count(*) from gone')).toMatch(/^with/);
    expect(writeOf('PREPARE read_one AS select id from api_sessions where token_hash = $1')).toBeUndefined();
    expect(writeOf("EXECUTE read_one('ab')")).toBeUndefined();
    expect(writeOf('PREPARE end_one AS update api_sessions set revoked_at = now()')).toMatch(/^PREPARE/);
    expect(writeOf('EXECUTE end_one')).toBe('update api_sessions set revoked_at = now()');
    expect(writeOf("EXECUTE unknown_one('ab')")).toBe("EXECUTE unknown_one('ab')");
  });
});
