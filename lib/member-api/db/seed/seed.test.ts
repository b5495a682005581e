/**
 * The demo-data generator at a small scale (0.02: 40 members, ~400 rounds) on an in-memory PGlite.
 * The generator always covers every enumeration, whatever the scale, so these checks hold at
 * scale 1 and 50 too. Invariants are recomputed here independently of the generator's code.
 */
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { roundBadges } from '@/lib/shared/domain/badges';
import { eventHandicap, nineHoleScores, xHandicap } from '@/lib/shared/domain/handicap';
import { standardPoints } from '@/lib/shared/domain/points';
import { assignRanks, countback, netScore, periaHandicap, RANK_TYPE_BASES } from '@/lib/shared/domain/ranking';
import { connect, type Connection, type Database } from '../connect';
import { notices } from '../schema';
import { DEMO, isDatabaseEmpty, seedDatabase, type SeedSummary } from './index';
import { SWING_CLIPS } from './swing-clips';

jest.setTimeout(180_000);

const NOW = new Date('2026-03-15T00:00:00Z');
const SCALE = 0.02;

/** Timestamps come back from raw queries as text (Drizzle's PGlite driver keeps them raw). */
function ms(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return Date.parse(String(value).replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
}

async function q<T = Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

let first: Connection;
let second: Connection;
let db: Database;
let summary: SeedSummary;
const phases = new Set<string>();

beforeAll(async () => {
  [first, second] = await Promise.all([connect({ pgliteDir: 'memory://' }), connect({ pgliteDir: 'memory://' })]);
  db = first.db;
  expect(await isDatabaseEmpty(db)).toBe(true);
  summary = await seedDatabase(db, { scale: SCALE, now: NOW, onProgress: (phase) => phases.add(phase) });
  await seedDatabase(second.db, { scale: SCALE, now: NOW });
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('seedDatabase', () => {
  it('fills the database, reports progress and a summary', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect([...phases]).toEqual(expect.arrayContaining(['players', 'rounds', 'tournament entries', 'analyze']));
    expect(summary.counts.players).toBeGreaterThanOrEqual(40);
    expect(summary.counts.rounds).toBeGreaterThan(300);
    expect(summary.counts.stores).toBeGreaterThanOrEqual(60);
    expect(summary.counts.courses).toBeGreaterThanOrEqual(32);
    const [{ n }] = await q<{ n: number }>(db, sql`select count(*)::int as n from rounds`);
    expect(n).toBe(summary.counts.rounds);
  });

  it('is deterministic: the same seed and now give the same network', async () => {
    const snapshot = async (d: Database) => ({
      players: await q(d, sql`select player_pk, player_id, nickname, email, firstname, xhandicap from players order by player_pk`),
      rounds: await q(d, sql`select count(*)::int as n, sum(total_strokes)::int as strokes, sum(driver_distances[1])::float8 as drive from rounds`),
      entries: await q(d, sql`select tournamentno, player_pk, gross, rank_gross, rank_net, rank_peria from tournament_entries order by id`),
      events: await q(d, sql`select eventno, player_pk, value, rank from minigame_entries order by id`),
      notices: await q(d, sql`select title, created_at from notices order by noticeno`),
    });
    expect(await snapshot(second.db)).toEqual(await snapshot(db));
  });

  it('another seed gives another network, and every index and foreign key is back afterwards', async () => {
    const other = await connect({ pgliteDir: 'memory://' });
    try {
      const structure = async (d: Database) => ({
        indexes: (await q<{ name: string }>(d, sql`select indexname as name from pg_indexes where schemaname = current_schema() order by 1`)).map((r) => r.name),
        foreignKeys: (await q<{ name: string }>(d, sql`select conname as name from pg_constraint where contype = 'f' order by 1`)).map((r) => r.name),
      });
      const before = await structure(other.db);
      expect(before.indexes.length).toBeGreaterThan(20);
      expect(before.foreignKeys.length).toBeGreaterThan(10);
      await seedDatabase(other.db, { scale: SCALE, now: NOW, seed: 7 });
      expect(await structure(other.db)).toEqual(before);
      const ids = async (d: Database) => (await q<{ player_id: string }>(d, sql`select player_id from players order by player_pk`)).map((r) => r.player_id);
      expect(await ids(other.db)).not.toEqual(await ids(db));
    } finally {
      await other.close();
    }
  });

  it('moves the key sequences past the generated rows', async () => {
    const [row] = await db.insert(notices).values({ title: 'Sequence check', body: '<p>x</p>' }).returning({ noticeno: notices.noticeno });
    expect(row.noticeno).toBeGreaterThan(40);
    await db.delete(notices).where(sql`noticeno = ${row.noticeno}`);
  });
});

describe('geography, venues and courses', () => {
  it('has stores in every country of the filter, plus the UAE', async () => {
    const rows = await q<{ filter: string; code: string; stores: number }>(
      db,
      sql`select c.filter, c.code, count(s.shopno)::int as stores from countries c left join stores s using (countryno) group by c.filter, c.code`,
    );
    for (const filter of ['USA', 'AUS', 'CHN', 'JPN', 'KOR', 'CAN', 'GBR', 'FRA']) {
      expect(rows.find((r) => r.filter === filter && r.code === filter)?.stores).toBeGreaterThan(0);
    }
    expect(rows.find((r) => r.code === 'ARE')).toMatchObject({ filter: 'other' });
    expect(rows.find((r) => r.code === 'ARE')!.stores).toBeGreaterThan(0);
    const storesRows = await q<{ store_type: number; name_ko: string | null; code: string; timezone: string; simulators: number }>(
      db,
      sql`select s.store_type, s.name_ko, c.code, s.timezone, s.simulators from stores s join countries c using (countryno)`,
    );
    expect(new Set(storesRows.map((s) => s.store_type))).toEqual(new Set([1, 2]));
    for (const s of storesRows) {
      expect(s.simulators).toBeGreaterThanOrEqual(2);
      expect(s.simulators).toBeLessThanOrEqual(12);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: s.timezone })).not.toThrow();
      if (s.code === 'KOR') expect(s.name_ko).toMatch(/[가-힣]/);
    }
  });

  it('has 18-hole courses with a stroke-index permutation and tee lengths blue > white > yellow > red', async () => {
    const courses = await q<{ courseno: number; par: number; name_ko: string | null }>(db, sql`select courseno, par, name_ko from courses`);
    expect(courses.length).toBeGreaterThanOrEqual(32);
    const holes = await q<{ courseno: number; hole_no: number; par: number; stroke_index: number; distance_blue: number; distance_white: number; distance_yellow: number; distance_red: number }>(
      db,
      sql`select * from course_holes order by courseno, hole_no`,
    );
    for (const course of courses) {
      const own = holes.filter((h) => h.courseno === course.courseno);
      expect(own).toHaveLength(18);
      expect(course.par).toBeGreaterThanOrEqual(70);
      expect(course.par).toBeLessThanOrEqual(72);
      expect(own.reduce((sum, h) => sum + h.par, 0)).toBe(course.par);
      expect(own.map((h) => h.stroke_index).sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
      for (const h of own) {
        expect(h.distance_blue).toBeGreaterThan(h.distance_white);
        expect(h.distance_white).toBeGreaterThan(h.distance_yellow);
        expect(h.distance_yellow).toBeGreaterThan(h.distance_red);
      }
      expect(course.name_ko).toMatch(/[가-힣]/);
    }
  });
});

describe('members', () => {
  it('has valid, unique IDs, nicknames and e-mails', async () => {
    const players = await q<{ player_id: string; nickname: string; email: string; status: string; email_verified_at: string | null; gender: string }>(
      db,
      sql`select player_id, nickname, email, status, email_verified_at, gender from players`,
    );
    for (const p of players) {
      expect(p.player_id).toMatch(/^[a-z][a-z0-9_-]{3,19}$/);
      expect(p.nickname).toMatch(/^[A-Za-z0-9_]{3,19}$/);
      expect(p.email).toMatch(/^[^@\s]+@(example\.(com|net|org)|clubhouse\.example)$/);
      expect(['M', 'F']).toContain(p.gender);
      expect(p.status === 'pending').toBe(p.email_verified_at === null);
    }
    const unique = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size;
    expect(unique(players.map((p) => p.nickname))).toBe(players.length);
    expect(unique(players.map((p) => p.email))).toBe(players.length);
    expect(new Set(players.map((p) => p.status))).toEqual(new Set(['active', 'pending', 'withdrawn', 'blocked']));
  });

  it('has members who left after playing: the season’s point leader withdrew (still restorable), a leader and a mini-game winner were blocked', async () => {
    const [{ season }] = await q<{ season: number }>(db, sql`select coalesce(max(season) filter (where season = ${NOW.getUTCFullYear()}), max(season)) as season from point_standings`);
    const [leader] = await q<{ status: string; withdrawn_at: string | null; player_id: string | null; entries: number }>(
      db,
      sql`select p.status, p.withdrawn_at, p.player_id, (select count(*)::int from tournament_entries e where e.player_pk = p.player_pk) as entries
          from point_standings s join players p using (player_pk)
          where s.season = ${season} and s.kind = 'standard' and p.player_id <> ${DEMO.playerId}
          order by s.points desc, s.player_pk limit 1`,
    );
    expect(leader.status).toBe('withdrawn');
    expect(leader.entries).toBeGreaterThan(0);
    // Withdrawn weeks ago, so well inside the year: the ID is still reserved and the account restorable.
    const daysAgo = (NOW.getTime() - ms(leader.withdrawn_at)) / 86_400_000;
    expect(daysAgo).toBeGreaterThan(7);
    expect(daysAgo).toBeLessThan(60);
    expect(leader.player_id).not.toBeNull();
    const [blocked] = await q<{ n: number; winners: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where exists (select 1 from minigame_entries m where m.player_pk = p.player_pk and m.is_winner))::int as winners
          from players p where p.status = 'blocked'`,
    );
    expect(blocked.n).toBeGreaterThanOrEqual(1);
    expect(blocked.winners).toBeGreaterThanOrEqual(1);
  });

  it('marks every generated account as demo (they share the published password)', async () => {
    const marks = await q<{ is_demo: boolean; n: number }>(db, sql`select is_demo, count(*)::int as n from players group by is_demo`);
    expect(marks).toEqual([{ is_demo: true, n: summary.counts.players }]);
  });

  it('writes Korean members’ names in Hangul', async () => {
    const korean = await q<{ firstname: string; lastname: string }>(
      db,
      sql`select firstname, lastname from players p join countries c using (countryno) where c.code = 'KOR'`,
    );
    expect(korean.length).toBeGreaterThan(0);
    for (const p of korean) expect(`${p.lastname}${p.firstname}`).toMatch(/^[가-힣]+$/);
  });

  it('has the demo member, who can log in and has a full history', async () => {
    const [demo] = await q<{ player_pk: number; password_hash: string; nickname: string; email: string; status: string; shopno: number | null; xhandicap: number | null }>(
      db,
      sql`select player_pk, password_hash, nickname, email, status, shopno, xhandicap from players where player_id = ${DEMO.playerId}`,
    );
    expect(demo).toMatchObject({ nickname: 'DemoPlayer', email: 'demo@clubhouse.example', status: 'active' });
    expect(demo.shopno).not.toBeNull();
    expect(demo.xhandicap).not.toBeNull();
    expect(demo.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(demo.password_hash, 'Clubhouse1!')).toBe(true);
    const [history] = await q<{ rounds: number; entries: number; points: number; badges: number; lessons: number; inquiries: number }>(
      db,
      sql`select
        (select count(*)::int from rounds where player_pk = ${demo.player_pk}) as rounds,
        (select count(*)::int from tournament_entries where player_pk = ${demo.player_pk}) as entries,
        (select count(*)::int from point_ledger where player_pk = ${demo.player_pk}) as points,
        (select count(*)::int from player_badges where player_pk = ${demo.player_pk}) as badges,
        (select count(*)::int from swing_lessons where player_pk = ${demo.player_pk}) as lessons,
        (select count(*)::int from inquiries where player_pk = ${demo.player_pk}) as inquiries`,
    );
    expect(history.rounds).toBeGreaterThanOrEqual(30);
    expect(history.entries).toBeGreaterThan(0);
    expect(history.points).toBeGreaterThan(0);
    expect(history.badges).toBeGreaterThan(0);
    expect(history.lessons).toBeGreaterThan(0);
    expect(history.inquiries).toBeGreaterThan(0);
  });
});

interface RoundRow {
  roundno: number;
  player_pk: number;
  courseno: number;
  tournamentno: number | null;
  played_at: string;
  holes: number;
  start_hole: number;
  strokes: number[];
  pars: number[];
  putts: number[];
  fairways: (boolean | null)[];
  gir: boolean[];
  holed_putt_distances: (number | null)[];
  driver_distances: number[];
  total_strokes: number;
  total_par: number;
  total_putts: number;
  fairway_hits: number;
  fairway_chances: number;
  gir_count: number;
  par_saves: number;
  par_save_chances: number;
  long_putts_holed: number;
  avg_driver: number | null;
  max_driver: number | null;
  avg_holed_putt: number | null;
}

describe('rounds', () => {
  let rounds: RoundRow[];
  beforeAll(async () => {
    rounds = await q<RoundRow>(db, sql`select * from rounds order by player_pk, played_at desc, roundno desc`);
  });

  it('have scorecards whose totals are the sums of their arrays', async () => {
    const coursePars = new Map<number, number[]>();
    for (const h of await q<{ courseno: number; hole_no: number; par: number }>(db, sql`select courseno, hole_no, par from course_holes order by courseno, hole_no`)) {
      coursePars.set(h.courseno, [...(coursePars.get(h.courseno) ?? []), h.par]);
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    // stored averages are rounded to 0.1 m
    const close = (a: number | null, b: number | null) => (a === null || b === null ? expect(a).toBe(b) : expect(Math.abs(a - b)).toBeLessThanOrEqual(0.0501));
    expect(new Set(rounds.map((r) => r.holes))).toEqual(new Set([9, 18]));
    for (const r of rounds) {
      for (const arr of [r.strokes, r.pars, r.putts, r.fairways, r.gir, r.holed_putt_distances]) expect(arr).toHaveLength(r.holes);
      expect(r.pars).toEqual(coursePars.get(r.courseno)!.slice(r.start_hole - 1, r.start_hole - 1 + r.holes));
      expect(r.total_strokes).toBe(sum(r.strokes));
      expect(r.total_par).toBe(sum(r.pars));
      expect(r.total_putts).toBe(sum(r.putts));
      r.pars.forEach((par, i) => {
        expect(r.fairways[i] === null).toBe(par === 3);
        expect(r.strokes[i]).toBeGreaterThanOrEqual(r.putts[i] + 1);
        expect(r.strokes[i]).toBeLessThanOrEqual(2 * par);
        if (r.gir[i]) expect(r.strokes[i] - r.putts[i]).toBeLessThanOrEqual(par - 2);
        else expect(r.strokes[i] - r.putts[i]).toBeGreaterThan(par - 2);
        expect(r.holed_putt_distances[i] === null).toBe(r.putts[i] === 0);
      });
      expect(r.driver_distances).toHaveLength(r.pars.filter((p) => p >= 4).length);
      expect(r.fairway_chances).toBe(r.fairways.filter((f) => f !== null).length);
      expect(r.fairway_hits).toBe(r.fairways.filter((f) => f === true).length);
      expect(r.gir_count).toBe(r.gir.filter(Boolean).length);
      expect(r.par_save_chances).toBe(r.gir.filter((g) => !g).length);
      expect(r.par_saves).toBe(r.pars.filter((par, i) => !r.gir[i] && r.strokes[i] <= par).length);
      const holed = r.holed_putt_distances.filter((d): d is number => d !== null);
      expect(r.long_putts_holed).toBe(holed.filter((d) => d >= 10).length);
      close(r.avg_holed_putt, holed.length ? sum(holed) / holed.length : null);
      close(r.avg_driver, r.driver_distances.length ? sum(r.driver_distances) / r.driver_distances.length : null);
      close(r.max_driver, r.driver_distances.length ? Math.max(...r.driver_distances) : null);
      for (const d of r.driver_distances) {
        expect(d).toBeGreaterThan(80);
        expect(d).toBeLessThan(360);
      }
      expect(ms(r.played_at)).toBeLessThan(NOW.getTime());
    }
  });

  it('look like real golf: average 18-hole score in the 80s or 90s', () => {
    const eighteen = rounds.filter((r) => r.holes === 18);
    const average = eighteen.reduce((a, r) => a + r.total_strokes, 0) / eighteen.length;
    expect(average).toBeGreaterThan(80);
    expect(average).toBeLessThan(100);
    expect(Math.min(...eighteen.map((r) => r.total_strokes))).toBeLessThan(80);
  });

  it('set each member’s X-Handicap from their most recent rounds', async () => {
    const players = await q<{ player_pk: number; xhandicap: number | null }>(db, sql`select player_pk, xhandicap from players`);
    for (const p of players) {
      const own = rounds.filter((r) => r.player_pk === p.player_pk); // newest first
      const expected = xHandicap(own.flatMap((r) => nineHoleScores({ strokes: r.strokes, pars: r.pars })));
      if (expected === null) expect(p.xhandicap).toBeNull();
      else expect(p.xhandicap).toBeCloseTo(expected, 4);
    }
  });

  it('award round badges when first earned', async () => {
    const badges = await q<{ player_pk: number; badge: string; roundno: number | null; earned_at: string }>(
      db,
      sql`select player_pk, badge, roundno, earned_at from player_badges where badge in ('longDrive', 'accuracy', 'shooter')`,
    );
    const firstEarned = new Map<string, RoundRow>();
    for (const r of [...rounds].sort((a, b) => ms(a.played_at) - ms(b.played_at) || a.roundno - b.roundno)) {
      const kinds = roundBadges({
        driverDistances: r.driver_distances,
        gir: r.gir,
        holedPuttDistances: r.holed_putt_distances.filter((d): d is number => d !== null),
      });
      for (const kind of kinds) {
        const key = `${r.player_pk}/${kind}`;
        if (!firstEarned.has(key)) firstEarned.set(key, r);
      }
    }
    expect(badges.length).toBe(firstEarned.size);
    for (const b of badges) {
      const round = firstEarned.get(`${b.player_pk}/${b.badge}`)!;
      expect(b.roundno).toBe(round.roundno);
      expect(ms(b.earned_at)).toBe(ms(round.played_at));
    }
  });
});

describe('tournaments', () => {
  it('cover every status, type, level, class and rank type, shop and network, played by strokes', async () => {
    const values = async (column: string) =>
      new Set((await q<{ v: unknown }>(db, sql.raw(`select distinct ${column} as v from tournaments`))).map((r) => r.v));
    expect(await values('tourstatus')).toEqual(new Set(['1', '2', '3', '4']));
    expect(await values('tourtype')).toEqual(new Set([1, 2, 3]));
    expect(await values('tourlevel')).toEqual(new Set([1, 2, 3, 4, 5, null]));
    expect(await values('tourclass')).toEqual(new Set([1, 2]));
    expect(await values('tour_rank_type')).toEqual(new Set([0, 1, 2]));
    // Ranked by low gross / low net, so stroke play or par-3 play; the contests are mini-game events.
    expect(await values('play_format')).toEqual(new Set([1, 6]));
    expect(await values('shopno is null')).toEqual(new Set([true, false]));
    expect(await values('entry_fee > 0')).toEqual(new Set([true, false]));
  });

  it('are dated around now: ready ahead, playing now, completed in the last two seasons', async () => {
    const rows = await q<{ tourstatus: string; starts_at: string; ends_at: string; season: number; hidden_holes: number[]; holes: number }>(
      db,
      sql`select tourstatus, starts_at, ends_at, season, hidden_holes, holes from tournaments`,
    );
    const now = NOW.getTime();
    for (const t of rows) {
      expect(ms(t.ends_at)).toBeGreaterThan(ms(t.starts_at));
      expect(t.season).toBe(new Date(ms(t.starts_at)).getUTCFullYear());
      expect(t.hidden_holes).toHaveLength((t.holes * 2) / 3);
      if (t.tourstatus === '1') expect(ms(t.starts_at)).toBeGreaterThan(now);
      if (t.tourstatus === '2') {
        expect(ms(t.starts_at)).toBeLessThanOrEqual(now);
        expect(ms(t.ends_at)).toBeGreaterThan(now);
      }
      if (t.tourstatus === '3') {
        expect(ms(t.ends_at)).toBeLessThan(now);
        expect(t.season).toBeGreaterThanOrEqual(NOW.getUTCFullYear() - 1);
      }
    }
  });

  it('have a grand championship entered by every member who had joined by its start, fully scored, never more entrants than members', async () => {
    const [grand] = await q<{ n: number; scored: number; eligible: number; members: number; status: string }>(
      db,
      sql`select count(*)::int as n, count(e.gross)::int as scored, t.tourstatus as status,
            -- Members who left after it (departures.ts) keep their entry.
            (select count(*)::int from players p where p.created_at <= t.starts_at
               and (p.status = 'active' or p.player_pk in (select player_pk from tournament_entries where tournamentno = t.tournamentno))) as eligible,
            (select count(*)::int from players where status <> 'pending') as members
          from tournament_entries e join tournaments t using (tournamentno) where t.tournamentno = (select min(tournamentno) from tournaments) group by t.tournamentno, t.tourstatus, t.starts_at`,
    );
    expect(grand.status).toBe('3');
    expect(grand.n).toBe(grand.eligible);
    expect(grand.n).toBeLessThanOrEqual(grand.members);
    expect(grand.scored).toBe(grand.n);
  });

  it('write prizes and comments as people would: no "top 1", no comment repeated in a thread, no venue-only event said to be played anywhere', async () => {
    expect(await q(db, sql`select eventno from minigame_events where prize like '%top 1' or prize_ko like '%상위 1명%'`)).toEqual([]);
    expect(await q(db, sql`select eventno from minigame_events where shopno is not null and description like '%any Clubhouse venue%'`)).toEqual([]);
    expect(await q(db, sql`select lessonno, body from lesson_comments group by lessonno, body having count(*) > 1`)).toEqual([]);
    const [{ distinct, total }] = await q<{ distinct: number; total: number }>(db, sql`select count(distinct body)::int as distinct, count(*)::int as total from lesson_comments`);
    expect(distinct).toBeGreaterThan(Math.min(total, 60) * 0.8);
  });

  it('store entries whose scores, handicaps and places follow the shared rules', async () => {
    const tournaments = await q<{ tournamentno: number; tourstatus: string; tour_rank_type: 0 | 1 | 2; tourclass: number; holes: number; courseno: number; hidden_holes: number[]; entry_fee: number }>(
      db,
      sql`select tournamentno, tourstatus, tour_rank_type, tourclass, holes, courseno, hidden_holes, entry_fee from tournaments`,
    );
    const entries = await q<{
      id: number; tournamentno: number; player_pk: number; roundno: number | null; gross: number | null; to_par: number | null; handicap: number | null; net: number | null;
      peria_handicap: number | null; peria_net: number | null; back9: number | null; back6: number | null; back3: number | null; back1: number | null; hole_strokes: number[] | null;
      rank_gross: number | null; rank_net: number | null; rank_peria: number | null; points: number | null; payment_status: string; attempts: number;
    }>(db, sql`select * from tournament_entries`);
    const allRounds = await q<{ roundno: number; tournamentno: number | null; player_pk: number; played_at: string; strokes: number[]; pars: number[] }>(
      db,
      sql`select roundno, tournamentno, player_pk, played_at, strokes, pars from rounds order by played_at desc, roundno desc`,
    );
    const rounds = new Map(allRounds.map((r) => [r.roundno, r]));
    /** The X-Handicap a member carried into a tournament: from their rounds before its first attempt. */
    const handicapBefore = (playerPk: number, tournamentno: number) => {
      const own = allRounds.filter((r) => r.player_pk === playerPk);
      const firstAttempt = Math.min(...own.filter((r) => r.tournamentno === tournamentno).map((r) => ms(r.played_at)));
      return xHandicap(own.filter((r) => ms(r.played_at) < firstAttempt).flatMap((r) => nineHoleScores(r)));
    };
    const ledger = await q<{ tournamentno: number; player_pk: number; kind: string; points: number }>(db, sql`select tournamentno, player_pk, kind, points from point_ledger`);
    const seenStatus = new Set<string>();

    for (const t of tournaments) {
      const own = entries.filter((e) => e.tournamentno === t.tournamentno);
      const scored = own.filter((e) => e.gross !== null);
      if (own.length) seenStatus.add(t.tourstatus);
      if (t.tourstatus === '1' || t.tourstatus === '4') expect(scored).toHaveLength(0);
      if (t.tourstatus === '3') expect(scored).toHaveLength(own.length);
      for (const e of own) {
        expect(e.payment_status).toBe(t.entry_fee === 0 ? 'none' : t.tourstatus === '4' ? 'refunded' : 'paid');
        if (e.gross === null) {
          expect([e.roundno, e.rank_gross, e.rank_net, e.rank_peria, e.points]).toEqual([null, null, null, null, null]);
          continue;
        }
        const round = rounds.get(e.roundno!)!;
        expect(round).toMatchObject({ tournamentno: t.tournamentno, player_pk: e.player_pk, strokes: e.hole_strokes });
        expect(e.attempts).toBeGreaterThanOrEqual(1);
        expect(e.gross).toBe(e.hole_strokes!.reduce((a, b) => a + b, 0));
        expect(e.to_par).toBe(e.gross - round.pars.reduce((a, b) => a + b, 0));
        // without an X-Handicap yet a member plays off scratch
        expect(e.handicap).toBe(eventHandicap(handicapBefore(e.player_pk, t.tournamentno) ?? 0, t.holes as 9 | 18));
        expect(e.net).toBe(netScore(e.gross, e.handicap!));
        expect(e.peria_handicap).toBe(periaHandicap(e.hole_strokes!, round.pars, t.hidden_holes));
        expect(e.peria_net).toBe(netScore(e.gross, e.peria_handicap!));
        expect({ back9: e.back9, back6: e.back6, back3: e.back3, back1: e.back1 }).toEqual(countback(e.hole_strokes!));
      }
      // places: exactly what assignRanks gives
      const ranked = (score: (e: (typeof scored)[number]) => number, handicap: (e: (typeof scored)[number]) => number) =>
        new Map(assignRanks(scored.map((e) => ({ id: e.id, score: score(e), countback: countback(e.hole_strokes!, handicap(e)) }))).map((r) => [r.id, r.rank]));
      const gross = ranked((e) => e.gross!, () => 0);
      const net = ranked((e) => e.net!, (e) => e.handicap!);
      const peria = ranked((e) => e.peria_net!, (e) => e.peria_handicap!);
      for (const e of scored) {
        expect(e.rank_gross).toBe(gross.get(e.id));
        expect(e.rank_net).toBe(net.get(e.id));
        expect(e.rank_peria).toBe(peria.get(e.id));
        if (t.tourstatus === '3') {
          const basis = RANK_TYPE_BASES[t.tour_rank_type][0];
          const place = basis === 'net' ? e.rank_net! : e.rank_gross!;
          expect(e.points).toBe(standardPoints(place, t.tourclass));
          const mine = ledger.filter((l) => l.tournamentno === t.tournamentno && l.player_pk === e.player_pk);
          expect(mine.find((l) => l.kind === 'standard')?.points).toBe(e.points);
          expect(mine.find((l) => l.kind === 'oom')?.points).toBeGreaterThanOrEqual(e.points!);
        } else {
          expect(e.points).toBeNull();
        }
      }
    }
    expect(seenStatus).toEqual(new Set(['1', '2', '3', '4']));
  });

  it('keep point standings equal to the ledger', async () => {
    const mismatches = await q(
      db,
      sql`with sums as (
            select season, kind, player_pk, sum(points)::int as points, count(*)::int as events,
                   count(*) filter (where reason = 'tournament win')::int as wins
            from point_ledger group by season, kind, player_pk)
          select * from sums full join point_standings s using (season, kind, player_pk)
          where s.points is distinct from sums.points or s.events is distinct from sums.events or s.wins is distinct from sums.wins
             or s.countryno is distinct from (select countryno from players p where p.player_pk = coalesce(s.player_pk, sums.player_pk))`,
    );
    expect(mismatches).toEqual([]);
    const [{ n }] = await q<{ n: number }>(db, sql`select count(*)::int as n from point_standings`);
    expect(n).toBeGreaterThan(0);
    expect(new Set((await q<{ kind: string }>(db, sql`select distinct kind from point_ledger`)).map((r) => r.kind))).toEqual(new Set(['standard', 'oom']));
  });

  it('award tour-rookie badges with the fifth completed tournament', async () => {
    const rows = await q<{ player_pk: number; fifth: number | null; badge: number | null }>(
      db,
      sql`with finished as (
            select e.player_pk, t.tournamentno, row_number() over (partition by e.player_pk order by t.ends_at, t.tournamentno) as k
            from tournament_entries e join tournaments t using (tournamentno) where t.tourstatus = '3' and e.gross is not null)
          select p.player_pk, f.tournamentno as fifth, b.tournamentno as badge
          from players p left join finished f on f.player_pk = p.player_pk and f.k = 5
          left join player_badges b on b.player_pk = p.player_pk and b.badge = 'tourRookie'`,
    );
    for (const r of rows) expect(r.badge).toBe(r.fifth);
  });
});

describe('mini-game events', () => {
  it('cover all 13 types with entries and all four states; completed ones have winners', async () => {
    const events = await q<{ eventno: number; event_type: number; status: number; winner_count: number }>(db, sql`select eventno, event_type, status, winner_count from minigame_events`);
    expect(new Set(events.map((e) => e.status))).toEqual(new Set([0, 1, 2, 3]));
    const entries = await q<{ eventno: number; value: number; rank: number | null; is_winner: boolean; prize: string | null; achieved_at: string }>(
      db,
      sql`select eventno, value, rank, is_winner, prize, achieved_at from minigame_entries order by eventno, rank`,
    );
    const typesWithEntries = new Set(events.filter((e) => entries.some((x) => x.eventno === e.eventno)).map((e) => e.event_type));
    expect(typesWithEntries).toEqual(new Set(Array.from({ length: 13 }, (_, i) => i)));
    for (const e of events) {
      const own = entries.filter((x) => x.eventno === e.eventno);
      if (e.status === 0) expect(own).toHaveLength(0);
      if (e.status === 2 || e.status === 1) {
        expect(own.map((x) => x.rank)).toEqual(own.map((_, i) => i + 1));
        const smallIsBest = e.event_type === 10 || e.event_type === 12;
        for (let i = 1; i < own.length; i++) {
          if (smallIsBest) expect(own[i].value).toBeGreaterThanOrEqual(own[i - 1].value);
          else expect(own[i].value).toBeLessThanOrEqual(own[i - 1].value);
        }
      }
      const winners = own.filter((x) => x.is_winner);
      if (e.status === 2) {
        expect(winners).toHaveLength(Math.min(e.winner_count, own.length));
        for (const w of winners) expect(w.prize).toBeTruthy();
      } else expect(winners).toHaveLength(0);
      if (e.event_type <= 8) for (const x of own) expect(Number.isInteger(x.value) && x.value >= 1).toBe(true);
    }
  });
});

describe('lessons and support', () => {
  it('have lessons with seven increasing stage times, coach texts and consistent comment counts', async () => {
    const lessons = await q<{ lessonno: number; stage_times: number[]; lessons: Record<string, string>; comment_count: number; video_path: string; poster_path: string; club_type: number; korean: boolean }>(
      db,
      sql`select l.lessonno, l.stage_times, l.lessons, l.comment_count, l.video_path, l.poster_path, l.club_type, c.code = 'KOR' as korean
          from swing_lessons l join players p using (player_pk) join countries c on c.countryno = p.countryno`,
    );
    const counts = new Map(
      (await q<{ lessonno: number; n: number }>(db, sql`select lessonno, count(*)::int as n from lesson_comments where deleted_at is null group by lessonno`)).map((r) => [r.lessonno, r.n]),
    );
    expect(lessons.length).toBeGreaterThanOrEqual(12);
    for (const l of lessons) {
      expect(l.stage_times).toHaveLength(7);
      for (let i = 1; i < 7; i++) expect(l.stage_times[i]).toBeGreaterThan(l.stage_times[i - 1]);
      expect(Object.keys(l.lessons).sort()).toEqual(['lesson1', 'lesson2', 'lesson3', 'lesson4', 'lesson5', 'lesson6', 'lesson7', 'lessontotal']);
      expect(Object.values(l.lessons).every((text) => /[가-힣]/.test(text) === l.korean)).toBe(true);
      expect(l.comment_count).toBe(counts.get(l.lessonno) ?? 0);
      // One of the shared demo clips, with that clip's stage times (so chapters seek its frames).
      const clip = SWING_CLIPS.find((c) => c.videoPath === l.video_path);
      expect(clip?.posterPath).toBe(l.poster_path);
      l.stage_times.forEach((time, i) => expect(time).toBeCloseTo(clip!.stageTimes[i], 4));
      expect(l.club_type).toBeGreaterThanOrEqual(1);
      expect(l.club_type).toBeLessThanOrEqual(6);
    }
  });

  it('have notices in both languages, resources in all four categories and answered and waiting inquiries', async () => {
    const noticeRows = await q<{ title: string; title_ko: string; body: string; body_ko: string; pinned: boolean }>(db, sql`select title, title_ko, body, body_ko, pinned from notices`);
    expect(noticeRows.length).toBe(40);
    expect(noticeRows.filter((n) => n.pinned).length).toBeGreaterThanOrEqual(1);
    for (const n of noticeRows) {
      expect(n.body).toMatch(/<p>/);
      expect(n.title_ko).toMatch(/[가-힣]/);
      expect(n.body_ko).toMatch(/[가-힣]/);
      expect(n.body).not.toMatch(/javascript:/i);
    }
    const resourceRows = await q<{ resourceno: number; category: number; file_path: string; file_name: string; file_size: number }>(db, sql`select * from resources`);
    expect(new Set(resourceRows.map((r) => r.category))).toEqual(new Set([1, 2, 3, 4]));
    for (const r of resourceRows) {
      expect(r.file_path).toBe(`resources/${r.resourceno}/${r.file_name}`);
      expect(r.file_size).toBeGreaterThan(0);
    }
    const inquiryRows = await q<{ status: string; answer: string | null; answered_at: string | null; title: string; name: string; phone: string; player_pk: number | null }>(
      db,
      sql`select status, answer, answered_at, title, name, phone, player_pk from inquiries`,
    );
    expect(new Set(inquiryRows.map((i) => i.status))).toEqual(new Set(['waiting', 'done']));
    for (const i of inquiryRows) {
      expect(i.status === 'done').toBe(i.answer !== null && i.answered_at !== null);
      expect(i.title.length).toBeGreaterThanOrEqual(4);
      expect(i.title.length).toBeLessThan(100);
      expect(i.name).toMatch(/^[A-Za-z0-9가-힣]{1,20}$/);
      expect(i.phone).toMatch(/^[0-9-]+$/);
    }
    expect(inquiryRows.some((i) => i.player_pk === null)).toBe(true);
  });
});
