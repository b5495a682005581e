/**
 * The sitemap call on a small generated network (scale 0.02): it lists every public entity, counted
 * here independently with SQL, with a lastmod that is real (never in the future, never before the row
 * existed), and lists rankings and winners only where there is something to show.
 */
import { sql } from 'drizzle-orm';
import type { Connection, Database } from '@/lib/member-api/db/connect';
import { seedDatabase } from '@/lib/member-api/db/seed';
import { dispatch } from '@/lib/member-api/dispatch';
import type { SitemapEntries } from '@/lib/upstream/types';

jest.setTimeout(180_000);

let connection: Connection;
let db: Database;
let entries: SitemapEntries;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const rows = ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0].n);
}

beforeAll(async () => {
  const { useMemoryDatabase } = await import('@/tests/support/database');
  connection = await useMemoryDatabase();
  db = connection.db;
  // "now" a little in the past, so tournaments and events of every status exist and nothing is in the future of the test's clock.
  await seedDatabase(db, { scale: 0.02, now: new Date(Date.now() - 60_000) });
  const body = await dispatch('sitemap', {});
  if (body.code !== 200 || !('sitemap' in body)) throw new Error(`sitemap failed: ${body.message}`);
  entries = body.sitemap;
});

afterAll(async () => {
  await connection.close();
});

describe('sitemap', () => {
  it('lists every tournament, event, lesson, course, venue, notice and resource once', async () => {
    expect(entries.tournaments).toHaveLength(await count(sql`select count(*)::int as n from tournaments`));
    expect(entries.minigames).toHaveLength(await count(sql`select count(*)::int as n from minigame_events`));
    expect(entries.lessons).toHaveLength(await count(sql`select count(*)::int as n from swing_lessons`));
    expect(entries.courses).toHaveLength(await count(sql`select count(*)::int as n from courses`));
    expect(entries.stores).toHaveLength(await count(sql`select count(*)::int as n from stores`));
    expect(entries.notices).toHaveLength(await count(sql`select count(*)::int as n from notices`));
    expect(entries.resources).toHaveLength(await count(sql`select count(*)::int as n from resources`));
    expect(new Set(entries.tournaments.map((t) => t.id)).size).toBe(entries.tournaments.length);
  });

  it('lists a ranking only once results exist, and never for a cancelled tournament', async () => {
    const ranked = await count(
      sql`select count(*)::int as n from tournaments t where t.tourstatus <> '4' and exists (select 1 from tournament_entries e where e.tournamentno = t.tournamentno and e.gross is not null)`,
    );
    expect(ranked).toBeGreaterThan(0);
    expect(entries.tournaments.filter((t) => t.rankinglastmod)).toHaveLength(ranked);
    expect(entries.tournaments.length).toBeGreaterThan(ranked);
  });

  it('lists mini-game rankings with entries and winners where there are some', async () => {
    expect(entries.minigames.filter((e) => e.ranked)).toHaveLength(await count(sql`select count(distinct eventno)::int as n from minigame_entries`));
    expect(entries.minigames.filter((e) => e.haswinners)).toHaveLength(await count(sql`select count(distinct eventno)::int as n from minigame_entries where is_winner`));
  });

  it('gives real lastmods: not in the future, not before the row was created, later for a tournament with entries', async () => {
    const now = Date.now();
    const all = [...entries.tournaments, ...entries.minigames, ...entries.lessons, ...entries.courses, ...entries.stores, ...entries.notices, ...entries.resources];
    for (const entry of all) {
      expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
      expect(Date.parse(entry.lastmod)).toBeLessThanOrEqual(now);
    }
    const rows = ((await db.execute(sql`select noticeno as id, created_at from notices`)) as unknown as { rows: { id: number; created_at: string | Date }[] }).rows;
    for (const row of rows) {
      expect(entries.notices.find((n) => n.id === row.id)?.lastmod).toBe(new Date(row.created_at).toISOString());
    }
    // A completed tournament changed when it ended (its status), after it was created.
    const completed = ((await db.execute(sql`select tournamentno as id, ends_at from tournaments where tourstatus = '3' limit 1`)) as unknown as { rows: { id: number; ends_at: string }[] }).rows[0];
    const entry = entries.tournaments.find((t) => t.id === completed.id)!;
    expect(Date.parse(entry.lastmod)).toBeGreaterThanOrEqual(new Date(completed.ends_at).getTime());
  });

  it("gives courses and venues the moment their pages last changed, not the seeding time (issue 26 item 20)", async () => {
    const seededAt = Date.now() - 60_000;
    // No course was added to the library at seeding time; one with tournaments changed with its newest.
    for (const course of entries.courses) expect(Date.parse(course.lastmod)).toBeLessThan(seededAt - 24 * 3600 * 1000);
    const played = ((await db.execute(sql`select courseno as id, max(created_at) as at from tournaments group by courseno limit 1`)) as unknown as { rows: { id: number; at: string }[] }).rows[0];
    expect(Date.parse(entries.courses.find((c) => c.id === played.id)!.lastmod)).toBeGreaterThanOrEqual(new Date(played.at).getTime());
    // A venue's page shows its best players and its tournaments: its lastmod follows its newest round.
    const busy = ((await db.execute(sql`select shopno as id, max(played_at) as at from rounds where shopno is not null group by shopno order by 2 desc limit 1`)) as unknown as { rows: { id: number; at: string }[] }).rows[0];
    const venue = entries.stores.find((store) => store.id === busy.id)!;
    expect(Date.parse(venue.lastmod)).toBeGreaterThanOrEqual(new Date(busy.at).getTime());
    const [created] = ((await db.execute(sql`select created_at from stores where shopno = ${busy.id}`)) as unknown as { rows: { created_at: string }[] }).rows;
    expect(Date.parse(venue.lastmod)).toBeGreaterThan(new Date(created.created_at).getTime());
  });
});
