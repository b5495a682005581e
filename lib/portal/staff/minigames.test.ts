import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/member-api/db/connect';
import { minigameEntries, minigameEvents, players } from '@/lib/member-api/db/schema';
import { staffAudit } from '@/lib/member-api/db/schema-staff';
import { dispatch } from '@/lib/member-api/dispatch';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { changeMinigamePublication } from '@/app/admin/[locale]/(console)/minigames/actions';
import { issueEnrolment } from './accounts';
import { staffCookieName } from './guard';
import { listMinigames, setMinigamePublished } from './minigames';
import { createStaffSession } from './sessions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);
// revalidateTag needs Next's request store: the test records what the actions expire.
const expired: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag) }));

/**
 * Mini-game events published from the console (issue 24 item 3) on a real database (PGlite): a
 * draft (published_at null) or an event scheduled later is in no public read (the list, the winners'
 * list, its ranking and winners, the live check, the sitemap); the console's action publishes now or
 * takes back to a draft, network admins only, audited with before and after, the tags expired.
 */
let connection: Connection;
const tokens = { admin: '', support: '', manager: '' };
const HOUR = 3_600_000;
const no = { seeded: 0, draft: 0, later: 0 };

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
  const db = connection.db;
  const [gamer] = await db
    .insert(players)
    .values({ playerId: 'gamer', email: 'gamer@example.com', nickname: 'Gamer', firstname: 'G', lastname: 'M', timezone: 'Asia/Seoul', gender: 'M', status: 'active' })
    .returning();
  const event = (name: string, publishedAt: Date | null | undefined) => ({
    name,
    eventType: 9,
    status: 2,
    startsAt: new Date(Date.now() - 72 * HOUR),
    endsAt: new Date(Date.now() - 24 * HOUR),
    ...(publishedAt === undefined ? {} : { publishedAt }),
  });
  const rows = await db
    .insert(minigameEvents)
    .values([event('Seeded longest drive', undefined), event('Draft nearpin', null), event('Scheduled birdie hunt', new Date(Date.now() + HOUR))])
    .returning({ eventno: minigameEvents.eventno, publishedAt: minigameEvents.publishedAt });
  [no.seeded, no.draft, no.later] = rows.map((r) => r.eventno);
  expect(rows[0].publishedAt).toBeInstanceOf(Date);
  // Every event has a winner, so each would be on the winners' list if it were public.
  await db.insert(minigameEntries).values(rows.map((r) => ({ eventno: r.eventno, playerPk: gamer.playerPk, value: 250, achievedAt: new Date(Date.now() - 48 * HOUR), isWinner: true, rank: 1 })));

  const admin = await issueEnrolment(db, { email: 'ops@example.com', name: 'Ops', role: 'network_admin' });
  const support = await issueEnrolment(db, { email: 'help@example.com', name: 'Help', role: 'support' });
  const manager = await issueEnrolment(db, { email: 'mgr@example.com', name: 'Mgr', role: 'venue_manager', venues: [] });
  tokens.admin = await createStaffSession(db, admin.staffId, {});
  tokens.support = await createStaffSession(db, support.staffId, {});
  tokens.manager = await createStaffSession(db, manager.staffId, {});
}, 120_000);
afterAll(() => connection.close());

function as(who: keyof typeof tokens) {
  setRequest();
  cookieJar().set(staffCookieName(), tokens[who]);
}

const listed = async () => ((await dispatch('minigameList', { lang: 'en', pageno: 1, pagesize: 10 })) as unknown as { minigamelist: { eventno: number }[] }).minigamelist.map((e) => e.eventno);
const winners = async () => ((await dispatch('winMinigameList', { lang: 'en', pageno: 1, pagesize: 10 })) as unknown as { winaminigamelist: { eventno: number }[] }).winaminigamelist.map((e) => e.eventno);
const mapped = async () => ((await dispatch('sitemap', {})) as unknown as { sitemap: { minigames: { id: number }[] } }).sitemap.minigames.map((e) => e.id);

describe('what members see of mini-games', () => {
  it('lists, maps and shows only published events, from their instant on', async () => {
    expect(await listed()).toEqual([no.seeded]);
    expect(await winners()).toEqual([no.seeded]);
    expect(await mapped()).toEqual([no.seeded]);
    expect(await dispatch('minigameRanking', { lang: 'en', eventno: no.seeded, pageno: 1, pagesize: 10 })).toMatchObject({ code: 200 });
    for (const eventno of [no.draft, no.later]) {
      expect(await dispatch('minigameRanking', { lang: 'en', eventno, pageno: 1, pagesize: 10 })).toMatchObject({ code: 404 });
      expect(await dispatch('winMinigameView', { lang: 'en', eventno })).toMatchObject({ code: 404 });
      expect(await dispatch('minigameLive', { eventno })).toMatchObject({ code: 404 });
    }
  });
});

describe('the console', () => {
  it('lists events by state, and an unknown event is not found', async () => {
    expect((await listMinigames(connection.db, 'draft')).rows.map((r) => r.eventno)).toEqual([no.draft]);
    expect((await listMinigames(connection.db, 'published')).rows).toHaveLength(2);
    expect((await listMinigames(connection.db, 'all')).rows).toHaveLength(3);
    expect(await setMinigamePublished(connection.db, 999_999, true)).toBeUndefined();
  });

  it('refuses support and a venue manager (403), and changes nothing', async () => {
    for (const who of ['support', 'manager'] as const) {
      as(who);
      expect(await changeMinigamePublication({ eventno: no.draft, change: 'publish' })).toMatchObject({ ok: false, code: 403, message: 'admin.errors.forbidden' });
    }
    as('admin');
    expect(await changeMinigamePublication({ eventno: 999_999, change: 'publish' })).toMatchObject({ ok: false, code: 404 });
    expect(await listed()).toEqual([no.seeded]);
    expect(await connection.db.select().from(staffAudit)).toHaveLength(0);
  });

  it('publishes a draft now and takes a published one back, audited, the tags expired', async () => {
    as('admin');
    expired.length = 0;
    expect(await changeMinigamePublication({ eventno: no.draft, change: 'publish' })).toMatchObject({ ok: true, data: { state: 'published', changed: true } });
    expect(expired).toEqual(expect.arrayContaining(['minigames', 'sitemap']));
    expect(await dispatch('winMinigameView', { lang: 'en', eventno: no.draft })).toMatchObject({ code: 200 });
    expect((await mapped()).sort()).toEqual([no.seeded, no.draft].sort());
    const [published] = await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'minigames.publish'));
    expect(published).toMatchObject({ staffEmail: 'ops@example.com', target: `minigame:${no.draft}`, before: { state: 'draft', publishedAt: null }, after: { state: 'published' } });

    as('admin');
    expect(await changeMinigamePublication({ eventno: no.seeded, change: 'unpublish' })).toMatchObject({ ok: true, data: { state: 'draft', changed: true } });
    expect(await listed()).not.toContain(no.seeded);
    expect(await winners()).not.toContain(no.seeded);
    expect(await dispatch('minigameLive', { eventno: no.seeded })).toMatchObject({ code: 404 });
    const [unpublished] = await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'minigames.unpublish'));
    expect(unpublished).toMatchObject({ target: `minigame:${no.seeded}`, before: { state: 'published' }, after: { state: 'draft', publishedAt: null } });

    as('admin');
    expect(await changeMinigamePublication({ eventno: no.seeded, change: 'unpublish' })).toMatchObject({ ok: true, data: { changed: false } });
    expect(await connection.db.select().from(staffAudit).where(eq(staffAudit.action, 'minigames.unpublish'))).toHaveLength(1);
  });
});
