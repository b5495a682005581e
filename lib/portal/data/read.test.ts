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

it('notes every read in the page being rendered, for the edge’s copy of a member’s page (server/member-pages.mjs)', async () => {
  const { attachPageNote } = await import('@/server/member-pages.mjs');
  const { runInRequestScope } = await import('@/server/request-scope.mjs');
  const response = () => ({ once: () => undefined, writableFinished: false });
  as('demo');
  const dashboard = response();
  const note = attachPageNote(dashboard);
  let upcoming: Awaited<ReturnType<typeof read.readMine<'myBookings'>>> | undefined;
  await runInRequestScope(dashboard, async () => {
    await read.readMine('mySummary', { lang: 'en' });
    upcoming = await read.readMine('myBookings', { filter: 'upcoming', pageno: 1, pagesize: 1, lang: 'en' });
    await read.readShared('networkZone', {});
  });
  // The least of the reads' lives (two minutes), and of what time alone leaves the bookings true.
  const { untilBookingsChange } = await import('./reads');
  const least = Math.min(120, untilBookingsChange(upcoming!.bookinglist));
  expect(note).toMatchObject({ member: pks.demo, members: 1, untracked: false });
  // Worked out a moment later here, a second may have passed.
  expect(note.life).toBeGreaterThanOrEqual(least);
  expect(note.life).toBeLessThanOrEqual(least + 1);
  expect([...note.tags].sort()).toEqual([`member-${pks.demo}`, 'network-timezone'].sort());

  // A member's data asked for outside the read table: no tag would expire a copy, so none is kept.
  const form = response();
  const formNote = attachPageNote(form);
  const { callUpstream } = await import('@/lib/upstream/client');
  await runInRequestScope(form, () => callUpstream('myProfile', { lang: 'en' }, { token: tokens.demo }));
  expect(formNote.untracked).toBe(true);
  // The session's own check is not such a read: the edge repeats it for every copy it serves.
  const checked = response();
  const checkedNote = attachPageNote(checked);
  await runInRequestScope(checked, () => callUpstream('sessionInfo', {}, { token: tokens.demo }));
  expect(checkedNote).toMatchObject({ untracked: false, members: 0 });
});

it('confirms the live member behind a sealed session cookie, and nobody behind a missing, forged or ended one', async () => {
  const { sealData } = await import('iron-session');
  const { sessionPassword } = await import('@/lib/shared/config/secrets');
  const { liveMemberOf } = await import('@/lib/portal/auth/edge-member');
  const sealed = (session: object) => sealData(session, { password: sessionPassword(), ttl: 0 });
  expect(await liveMemberOf(`theme=dark; clubhouse_session=${await sealed({ token: tokens.demo, pk: pks.demo })}`)).toBe(pks.demo);
  // The pk a cookie claims is never believed: the member API answers whose token it is.
  expect(await liveMemberOf(`clubhouse_session=${await sealed({ token: tokens.other, pk: pks.demo })}`)).toBe(pks.other);
  expect(await liveMemberOf('theme=dark')).toBeNull();
  expect(await liveMemberOf('clubhouse_session=Fe26.2**not-a-seal')).toBeNull();
  expect(await liveMemberOf('clubhouse_session=%E0%A4%A')).toBeNull();
  expect(await liveMemberOf(`clubhouse_session=${await sealed({ token: 'forged-token' })}`)).toBeNull();
  const { callUpstream } = await import('@/lib/upstream/client');
  await callUpstream('logout', {}, { token: tokens.other });
  expect(await liveMemberOf(`clubhouse_session=${await sealed({ token: tokens.other })}`)).toBeNull();
});
