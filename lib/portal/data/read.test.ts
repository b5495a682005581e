import { and, eq, ne } from 'drizzle-orm';
import { players } from '@/lib/member-api/db/schema';
import { DEMO, seedDatabase } from '@/lib/member-api/db/seed';
import { cacheTags } from '@/lib/portal/cache/tags';
import { useMemoryDatabase } from '@/tests/support/database';

/**
 * Per-member reads against the real in-process member API (PGlite in memory, the seeded network),
 * two members alternating on one process. Next's data cache cannot run outside a Next server, so
 * next/cache is replaced by a small cache with the same contract: entries by key parts and
 * arguments, expired by tag. The session (a cookie in a request) is replaced by "whose request
 * this is"; the member behind it is confirmed by the member API's sessionInfo, as verifySession does.
 */
jest.setTimeout(180_000);
jest.mock('server-only', () => ({}));

const store = new Map<string, { value: unknown; tags: string[] }>();
const calls: string[] = [];
jest.mock('next/cache', () => ({
  unstable_cache:
    (fn: (...args: unknown[]) => Promise<unknown>, keyParts: string[], { tags = [] }: { tags?: string[] }) =>
    async (...args: unknown[]) => {
      const key = JSON.stringify([keyParts, args]);
      const kept = store.get(key);
      if (kept) return kept.value;
      calls.push(keyParts.join(' '));
      const value = await fn(...args);
      store.set(key, { value, tags });
      return value;
    },
  revalidateTag: (tag: string) => {
    for (const [key, entry] of store) if (entry.tags.includes(tag)) store.delete(key);
  },
}));

let token: string | undefined;
jest.mock('@/lib/portal/auth/session', () => ({
  verifySession: async () => {
    if (!token) return null;
    const { callUpstream } = await import('@/lib/upstream/client');
    const info = await callUpstream('sessionInfo', {}, { token });
    return { token, pk: info.player_pk, nickname: info.nickname };
  },
}));

type Read = typeof import('./read');
let read: Read;
const tokens: Record<'demo' | 'other', string> = { demo: '', other: '' };
const pks: Record<'demo' | 'other', number> = { demo: 0, other: 0 };

let connection: Awaited<ReturnType<typeof useMemoryDatabase>>;

afterAll(async () => {
  await connection?.close();
});

beforeAll(async () => {
  connection = await useMemoryDatabase();
  await seedDatabase(connection.db, { scale: 0.02, now: new Date() });
  const [demo] = await connection.db.select().from(players).where(eq(players.playerId, DEMO.playerId));
  const [other] = await connection.db
    .select()
    .from(players)
    .where(and(eq(players.status, 'active'), ne(players.playerPk, demo.playerPk)))
    .limit(1);
  await connection.db.update(players).set({ playerId: 'second' }).where(eq(players.playerPk, other.playerPk));
  const { callUpstream } = await import('@/lib/upstream/client');
  for (const [who, playerId, password] of [['demo', DEMO.playerId, DEMO.password], ['other', 'second', DEMO.password]] as const) {
    const answer = await callUpstream('login', { player_id: playerId, password, proof: undefined }).catch(() => null);
    tokens[who] = answer?.loginresult.token ?? '';
  }
  pks.demo = demo.playerPk;
  pks.other = other.playerPk;
  read = await import('./read');
});

const as = (who: 'demo' | 'other' | undefined) => {
  token = who ? tokens[who] : undefined;
  return who;
};

it('logs both members in', () => {
  expect(tokens.demo).not.toBe('');
  expect(tokens.other).not.toBe('');
});

it('never answers one member with the other member’s cached read, alternating', async () => {
  const seen: Record<string, unknown> = {};
  for (let turn = 0; turn < 4; turn++) {
    for (const who of ['demo', 'other'] as const) {
      as(who);
      const summary = await read.readMine('mySummary', { lang: 'en' });
      const own = JSON.stringify(summary);
      if (seen[who]) expect(own).toBe(seen[who]);
      seen[who] = own;
    }
  }
  expect(seen.demo).not.toBe(seen.other);
  expect(seen.demo).toContain(DEMO.nickname);
  expect(seen.other).not.toContain(DEMO.nickname);
  // Each member's read came from the member API once, then from their own entry.
  expect(calls.filter((call) => call.startsWith('read mySummary'))).toEqual([`read mySummary member ${pks.demo}`, `read mySummary member ${pks.other}`]);
});

it('keys a member’s entry by the number the member API confirmed, and a visitor gets none', async () => {
  as(undefined);
  await expect(read.readMine('mySummary', { lang: 'en' })).rejects.toBeInstanceOf(read.SessionGone);
  token = 'forged-token';
  await expect(read.readMine('mySummary', { lang: 'en' })).rejects.toMatchObject({ code: 401 });
});

it('expires exactly the member’s own reads after their own change (read-your-writes), not the other’s', async () => {
  as('demo');
  const before = calls.length;
  expect(store.size).toBeGreaterThan(0);
  // What the seam does after any successful call that changed the caller's data (callerChanged).
  const { expireChanged } = await import('@/lib/upstream/revalidate');
  expireChanged('favoriteLocationChange', { shopno: 1, reset_points: 'n' }, { code: 200, message: 'success' }, pks.demo);
  await read.readMine('mySummary', { lang: 'en' });
  as('other');
  await read.readMine('mySummary', { lang: 'en' });
  expect(calls.slice(before)).toEqual([`read mySummary member ${pks.demo}`]);
  expect(cacheTags.member(pks.demo)).toBe(`member-${pks.demo}`);
});
