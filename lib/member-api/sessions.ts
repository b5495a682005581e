import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { embeddedStatement } from '@/lib/member-api/db/embedded-statement';
import { apiSessions, players } from '@/lib/member-api/db/schema';
import { writeWatchOf } from '@/lib/member-api/db/write-watch';
import { securityEvent } from '@/lib/shared/log/security';
import type { Member } from './context';

/** A session ends after this long without a call (ASVS 7.3.1: OWASP's 15–30 minutes for L2) ... */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** ... and this long after login whatever happens (ASVS 7.3.2): a working day and a half at most. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;
/**
 * The last time this process wrote each session's last_seen_at (or is writing it). The write goes out
 * off the request's path, so a member's parallel requests never queue behind it, and at most one per
 * session is in flight; the idle check reads the later of the row and this, so a request that follows
 * closely never misses a write still on its way. Bounded: the oldest entries go first.
 */
const touchedAt = new Map<number, number>();
const TOUCHED_KEPT = 10_000;

function touchLater(db: Database, row: SessionRow, now: Date): void {
  const { sessionId } = row;
  touchedAt.delete(sessionId);
  touchedAt.set(sessionId, now.getTime());
  if (touchedAt.size > TOUCHED_KEPT) touchedAt.delete(touchedAt.keys().next().value!);
  touchStatement(db, sessionId, now).then(
    // A kept row (keptSessionRows) is the one this write changed: it says so itself from now on.
    () => {
      if (row.lastSeenAt < now) row.lastSeenAt = now;
    },
    // Only the idle clock is late by it: the session itself is fine, and the next request tries again.
    (error: unknown) => {
      if (touchedAt.get(sessionId) === now.getTime()) touchedAt.delete(sessionId);
      console.error(`[sessions] last_seen_at not written: ${error instanceof Error ? error.message : error}`);
    },
  );
}

/** The touch of last_seen_at: one statement text for every session, which the kept rows let through. */
function touchStatement(db: Database, sessionId: number, now: Date) {
  return db
    .update(apiSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(apiSessions.id, sessionId), lt(apiSessions.lastSeenAt, now)));
}
/**
 * A re-authentication gives the session a new token (ASVS 7.2.4); the one it replaced is still
 * accepted this long, for the member's requests already in flight with the old cookie, then refused.
 */
export const ROTATED_TOKEN_GRACE_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token (by its hash) is the session's current one, or the one it replaced while that one's grace lasts. */
function hashMatches(hash: string | Placeholder, now: Date | Placeholder) {
  return or(eq(apiSessions.tokenHash, hash), and(eq(apiSessions.previousTokenHash, hash), gt(apiSessions.previousTokenUntil, now)));
}
const tokenMatches = (token: string, now: Date) => hashMatches(hashToken(token), now);

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Database,
  playerPk: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db.insert(apiSessions).values({
    tokenHash: hashToken(token),
    playerPk,
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    lastSeenAt: new Date(now),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 255),
  });
  return token;
}

/** The session of a token's hash at an instant, with its member: what every member call asks first. */
function sessionQuery(db: Database) {
  const hash = sql.placeholder('hash');
  const now = sql.placeholder('now');
  return db
    .select({
      sessionId: apiSessions.id,
      lastSeenAt: apiSessions.lastSeenAt,
      tokenHash: apiSessions.tokenHash,
      previousTokenUntil: apiSessions.previousTokenUntil,
      expiresAt: apiSessions.expiresAt,
      playerPk: players.playerPk,
      nickname: players.nickname,
      timezone: players.timezone,
      isInitialize: players.isInitialize,
      status: players.status,
    })
    .from(apiSessions)
    .innerJoin(players, eq(players.playerPk, apiSessions.playerPk))
    .where(and(hashMatches(hash, now), isNull(apiSessions.revokedAt), gt(apiSessions.expiresAt, now)))
    .limit(1);
}
type SessionRow = Awaited<ReturnType<typeof sessionQuery>>[number];

/** The same row as the embedded database reads it (./db/embedded-statement.ts): by column name. */
interface EmbeddedSessionRow {
  id: number;
  last_seen_at: Date;
  token_hash: string;
  previous_token_until: Date | null;
  expires_at: Date;
  player_pk: number;
  nickname: string;
  timezone: string;
  is_initialize: boolean;
  status: string;
}

/**
 * The session query, prepared once per database: building the statement anew cost more of the event
 * loop than running it. On the embedded database it is a named statement of its own, since PGlite
 * otherwise parses and plans it again on every call.
 */
function prepareSessionQuery(db: Database): (values: { hash: string; now: Date }) => Promise<SessionRow | undefined> {
  const embedded = embeddedStatement<EmbeddedSessionRow>(db, 'session_of_token', sessionQuery(db));
  if (embedded) {
    return async (values) => {
      const [row] = await embedded.run(values);
      return (
        row && {
          sessionId: row.id,
          lastSeenAt: row.last_seen_at,
          tokenHash: row.token_hash,
          previousTokenUntil: row.previous_token_until,
          expiresAt: row.expires_at,
          playerPk: row.player_pk,
          nickname: row.nickname,
          timezone: row.timezone,
          isInitialize: row.is_initialize,
          status: row.status,
        }
      );
    };
  }
  const prepared = sessionQuery(db).prepare('session_of_token');
  return async (values) => (await prepared.execute(values))[0];
}
const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>();

/** The tables whose rows a session's verdict reads. */
const SESSION_TABLES = /\b(api_sessions|players)\b/i;
const KEPT_ROWS = 10_000;

/**
 * The session rows read lately, by token hash, on a database this process alone writes
 * (./db/write-watch.ts). Every member call asks for its session first, and the edge asks before each
 * copy of a MyZone page it serves: most of the embedded database's work under load, all of it
 * answering the same rows again. A row is kept only while no statement that may change a session
 * or a member has been sent since it was read, and any such statement drops them all: a session
 * ended or a member blocked is refused at the very next call, as before (ASVS 7.4.1, 7.4.2). The
 * touch of last_seen_at is the one write let through: it only moves the idle clock on, and the kept
 * row learns it (touchLater). Expiry, a replaced token's grace and idleness are judged at each use.
 */
class KeptSessionRows {
  private readonly rows = new Map<string, SessionRow>();
  /** How many writes were heard: a row read across one is not kept. */
  generation = 0;

  constructor(private readonly touchText: string) {}

  readonly heard = (sql: string) => {
    if (sql === this.touchText || !SESSION_TABLES.test(sql)) return;
    this.generation++;
    this.rows.clear();
  };

  /** The row kept for a token's hash, when it still matches at `now` as the query would. */
  get(hash: string, now: Date): SessionRow | undefined {
    const row = this.rows.get(hash);
    if (!row) return undefined;
    const tokenMatches = row.tokenHash === hash || (row.previousTokenUntil !== null && row.previousTokenUntil > now);
    if (tokenMatches && row.expiresAt > now) return row;
    this.rows.delete(hash);
    return undefined;
  }

  keep(hash: string, row: SessionRow, readAtGeneration: number): void {
    if (readAtGeneration !== this.generation) return;
    this.rows.delete(hash);
    this.rows.set(hash, row);
    if (this.rows.size > KEPT_ROWS) this.rows.delete(this.rows.keys().next().value!);
  }
}
const keptRowsByDatabase = new WeakMap<Database, KeptSessionRows | null>();

function keptSessionRows(db: Database): KeptSessionRows | null {
  let kept = keptRowsByDatabase.get(db);
  if (kept === undefined) {
    const watch = writeWatchOf(db);
    kept = watch ? new KeptSessionRows(touchStatement(db, 0, new Date(0)).toSQL().sql) : null;
    if (watch && kept) watch(kept.heard);
    keptRowsByDatabase.set(db, kept);
  }
  return kept;
}

/** A token's session row: kept (keptSessionRows), or read from the database. */
async function sessionRowOf(db: Database, hash: string, now: Date): Promise<SessionRow | undefined> {
  const kept = keptSessionRows(db);
  const known = kept?.get(hash, now);
  if (known) return known;
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)));
  const generation = kept?.generation ?? 0;
  const row = await query({ hash, now });
  if (row && kept) kept.keep(hash, row, generation);
  return row;
}

/** The member behind a token, or undefined when it is unknown, revoked, idle too long or expired. */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<Member | undefined> {
  const row = await sessionRowOf(db, hashToken(token), now);
  if (!row || row.status !== 'active') return undefined;
  const lastSeen = Math.max(row.lastSeenAt.getTime(), touchedAt.get(row.sessionId) ?? 0);
  const idle = now.getTime() - lastSeen;
  if (idle > SESSION_IDLE_MS) return undefined;
  if (idle > TOUCH_EVERY_MS) touchLater(db, row, now);
  return { playerPk: row.playerPk, nickname: row.nickname, timezone: row.timezone, sessionId: row.sessionId, isInitialize: row.isInitialize };
}

/** Ends the session of a token (logout); a replaced token still in its grace ends it too, one past it does nothing. */
export async function revokeSession(db: Database, token: string, now = new Date()): Promise<void> {
  await db.update(apiSessions).set({ revokedAt: now }).where(tokenMatches(token, now));
}

/**
 * A re-authentication (password or provider confirmed again): the session, same row and number,
 * gets a new token and is marked confirmed at `now`; the token it replaces keeps working for
 * ROTATED_TOKEN_GRACE_MS, and one replaced before it stops at once. Only the hashes are stored.
 * Answers the new token, or undefined when the session ended meanwhile.
 */
export async function rotateSessionToken(db: Database, sessionId: number, now = new Date()): Promise<string | undefined> {
  const token = newToken();
  const [row] = await db
    .update(apiSessions)
    .set({
      // The right-hand sides read the row as it was: the current hash becomes the previous one.
      previousTokenHash: sql`${apiSessions.tokenHash}`,
      previousTokenUntil: new Date(now.getTime() + ROTATED_TOKEN_GRACE_MS),
      tokenHash: hashToken(token),
      confirmedAt: now,
      lastSeenAt: now,
    })
    .where(and(eq(apiSessions.id, sessionId), isNull(apiSessions.revokedAt)))
    .returning({ id: apiSessions.id });
  return row ? token : undefined;
}

/** Ends every session of a member: password change, reset, block and withdrawal. */
export async function revokeAllSessions(db: Database, playerPk: number, reason = 'revoke'): Promise<void> {
  const ended = await db
    .update(apiSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiSessions.playerPk, playerPk), isNull(apiSessions.revokedAt)))
    .returning({ id: apiSessions.id });
  securityEvent('session.revoke', { account: playerPk, outcome: 'ok', reason, sessions: ended.length });
}

export type AccountStatus = 'pending' | 'active' | 'blocked' | 'withdrawn';

/**
 * The one way an account's status changes. Blocking or withdrawing ends every session at once, so
 * unblocking (or restoring) later never revives a session that was open before (ASVS 7.4.2, 7.4.5):
 * the member logs in again.
 */
export async function setAccountStatus(db: Database, playerPk: number, status: AccountStatus, extra: Partial<typeof players.$inferInsert> = {}): Promise<void> {
  await db.update(players).set({ ...extra, status, updatedAt: new Date() }).where(eq(players.playerPk, playerPk));
  if (status === 'blocked' || status === 'withdrawn') {
    await revokeAllSessions(db, playerPk, status === 'blocked' ? 'block' : 'withdraw');
    securityEvent(status === 'blocked' ? 'account.block' : 'account.withdraw', { account: playerPk, outcome: 'ok' });
  }
}
