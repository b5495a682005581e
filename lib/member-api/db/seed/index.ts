import 'server-only';
/**
 * The demo network: a deterministic generator (fixed seed) that fills an empty database with
 * venues, courses, members, rounds, tournaments, mini-games, lessons and support content that look
 * real in English and Korean. Same seed and same `now` → the same database, row for row.
 *
 * `scale` multiplies the volumes (1: about 2 000 members and 20 000 rounds; 50: 100 000 members
 * and 1 000 000 rounds); venues and courses grow with √scale. Dates are relative to `now` (default
 * today 00:00 UTC): running tournaments are on now, ready ones ahead, completed ones in the last
 * two seasons.
 *
 * One module per job: geography, stores, courses, players, tournaments (plan), rounds (members'
 * histories, played in time order), entries (ranking), points, badges, events, lessons, support;
 * writer.ts streams rows to the database in bulk.
 */
import { hash } from '@node-rs/argon2';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connect';
import * as schema from '../schema';
import * as bookingSchema from '../schema-booking';
import { buildBooking } from './booking';
import { CareerBadges } from './badges';
import { retireMembers } from './departures';
import { buildCourses } from './courses';
import { DAY_MS, startOfUtcDay } from './dates';
import { writeEntries } from './entries';
import { eventCount, generateEvents } from './events';
import { COUNTRIES } from './geography';
import { prepareBulkLoad, type BulkLoad } from './bulk-load';
import { generateLessons, lessonCount } from './lessons';
import { DEMO, planPlayers } from './players';
import { PointsBook } from './points';
import { casualRoundCounts, generateRounds } from './rounds';
import { buildStores } from './stores';
import { generateSwings } from './swings';
import { generateSupport, supportCount } from './support';
import { GRAND_STARTS_DAYS_AGO, planTournaments } from './tournaments';
import { TableWriter, writeAll } from './writer';

export { DEMO } from './players';

/** The seed used unless another is given (the date of the terms of use, spec §1). */
export const DEFAULT_SEED = 20220726;

export interface SeedOptions {
  scale?: number;
  seed?: number;
  now?: Date;
  onProgress?: (phase: string, done: number, total: number) => void;
}

export interface SeedSummary {
  scale: number;
  seed: number;
  now: string;
  elapsedMs: number;
  counts: Record<string, number>;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** True when no member exists yet (the app seeds on first start then). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await rows<{ found: boolean | string }>(db, sql`select exists (select 1 from players) as found`);
  return row.found === false || row.found === 'f' || row.found === 'false';
}

/** Serial key columns the generator fills itself; their sequences are moved past the rows at the end. */
const SERIAL_KEYS: [string, string][] = [
  ['countries', 'countryno'],
  ['states', 'statesno'],
  ['stores', 'shopno'],
  ['courses', 'courseno'],
  ['players', 'player_pk'],
  ['rounds', 'roundno'],
  ['tournaments', 'tournamentno'],
  ['tournament_entries', 'id'],
  ['minigame_events', 'eventno'],
  ['minigame_entries', 'id'],
  ['swing_lessons', 'lessonno'],
  ['lesson_comments', 'commentno'],
  ['swings', 'swingno'],
  ['notices', 'noticeno'],
  ['resources', 'resourceno'],
  ['inquiries', 'inquiryno'],
];

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const scale = options.scale ?? 1;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new RangeError(`scale must be a positive number, got ${scale}`);
  const seed = (options.seed ?? DEFAULT_SEED) >>> 0;
  const now = options.now ?? startOfUtcDay(new Date());
  const report = options.onProgress ?? (() => {});
  const counts: Record<string, number> = {};

  // Where each table's keys start (the generator assigns keys itself, after any existing rows).
  const next: Record<string, number> = {};
  for (const [table, column] of SERIAL_KEYS) {
    const [row] = await rows<{ max: number | string | null }>(db, sql.raw(`select max("${column}") as max from "${table}"`));
    next[table] = Number(row.max ?? 0) + 1;
  }

  // The big tables load without secondary indexes and foreign keys; both come back (and are checked)
  // at the end, also when the generator fails.
  const bulk = await prepareBulkLoad(db, BULK_TABLES);
  try {
    return await generate(db, { scale, seed, now, report, next, counts, started, bulk });
  } catch (error) {
    await bulk.restore().catch(() => {}); // the original error is the one to report
    throw error;
  }
}

/** Tables that get most of the rows. */
const BULK_TABLES = ['players', 'rounds', 'tournament_entries', 'point_ledger', 'point_standings', 'player_badges', 'minigame_entries', 'lesson_comments'];

interface GenerateContext {
  scale: number;
  seed: number;
  now: Date;
  report: (phase: string, done: number, total: number) => void;
  next: Record<string, number>;
  counts: Record<string, number>;
  started: number;
  /** Indexes and foreign keys dropped for loading, restored before ANALYZE. */
  bulk: BulkLoad;
}

async function generate(db: Database, ctx: GenerateContext): Promise<SeedSummary> {
  const { scale, seed, now, report, next, counts, started } = ctx;
  const nowMs = now.getTime();

  /** Starts a phase; the returned function adds finished rows. */
  const phase = (name: string, total: number) => {
    let done = 0;
    report(name, 0, total);
    return (n: number) => {
      done += n;
      report(name, Math.min(done, total), total);
    };
  };

  // ---- geography (reuses rows that already exist)
  let tick = phase('geography', COUNTRIES.length);
  const countryno = new Map<string, number>();
  const statesno = new Map<string, number>();
  for (const existing of await db.select().from(schema.countries)) countryno.set(existing.code, existing.countryno);
  for (const country of COUNTRIES) {
    if (!countryno.has(country.code)) {
      const [row] = await db
        .insert(schema.countries)
        .values({ countryno: next.countries++, code: country.code, nameEn: country.nameEn, nameKo: country.nameKo, filter: country.filter, defaultTimezone: country.defaultTimezone })
        .returning({ countryno: schema.countries.countryno });
      countryno.set(country.code, row.countryno);
    }
    const no = countryno.get(country.code)!;
    const existingStates = new Map((await db.select().from(schema.states)).filter((s) => s.countryno === no).map((s) => [s.nameEn, s.statesno]));
    for (const state of country.states) {
      let id = existingStates.get(state.nameEn);
      if (id === undefined) {
        id = next.states++;
        await db.insert(schema.states).values({ statesno: id, countryno: no, nameEn: state.nameEn, nameKo: state.nameKo, timezone: state.timezone });
      }
      statesno.set(`${country.code}/${state.nameEn}`, id);
    }
    tick(1);
  }

  // ---- venues and courses
  const stores = buildStores(seed, scale, { countryno, statesno }, next.stores, now);
  tick = phase('stores', stores.length);
  counts.stores = await writeAll(db, schema.stores, stores.map((s) => s.row), tick);

  // ---- bays, booking terms, prices and closures of every venue (issue 23)
  const booking = buildBooking(seed, stores, now);
  tick = phase('bays', booking.bays.length);
  counts.bays = await writeAll(db, bookingSchema.bays, booking.bays, tick);
  await writeAll(db, bookingSchema.bookingSettings, booking.settings);
  await writeAll(db, bookingSchema.bayPrices, booking.prices);
  await writeAll(db, bookingSchema.bookingExceptions, booking.exceptions);

  const courses = buildCourses(seed, scale, countryno, next.courses, now);
  tick = phase('courses', courses.length * 19);
  counts.courses = await writeAll(db, schema.courses, courses.map((c) => c.row), tick);
  counts.courseHoles = await writeAll(db, schema.courseHoles, courses.flatMap((c) => c.holes), tick);

  // ---- members: one argon2id hash of the demo password, shared by every generated member
  const passwordHash = await hash(DEMO.password, { algorithm: 2 /* argon2id */ });
  const latestJoinMs = nowMs - (GRAND_STARTS_DAYS_AGO + 35) * DAY_MS;
  const people = planPlayers(seed, scale, stores, passwordHash, next.players, now, latestJoinMs);
  const players = people.seeds;
  tick = phase('players', players.length);
  counts.players = await writeAll(db, schema.players, people.rows, tick);
  const playerInfo = people.rows.map((r) => ({ firstname: r.firstname, lastname: r.lastname, email: r.email }));
  people.rows.length = 0; // not needed any more: let the rows go

  // ---- tournaments (plan and rows; entries follow once the rounds are played)
  const plan = planTournaments(seed, scale, now, stores, courses, players, people.verifiedCount, next.tournaments);
  tick = phase('tournaments', plan.seeds.length);
  counts.tournaments = await writeAll(db, schema.tournaments, plan.seeds.map((t) => t.row), tick);

  // ---- rounds, in every member's time order
  const casualTotal = Math.max(0, Math.round(20_000 * scale) - plan.tournamentRounds);
  const casualCounts = casualRoundCounts(seed, players, people.verifiedCount, casualTotal);
  const totalRounds = casualCounts.reduce((a, b) => a + b, 0) + plan.tournamentRounds;
  tick = phase('rounds', totalRounds);
  const roundWriter = new TableWriter(db, schema.rounds, tick);
  const badgeWriter = new TableWriter(db, schema.playerBadges);
  const played = await generateRounds({
    seed,
    now,
    players,
    verifiedCount: people.verifiedCount,
    courses,
    stores,
    plan,
    casualCounts,
    firstRoundno: next.rounds,
    rounds: roundWriter,
    badges: badgeWriter,
  });
  await Promise.all([roundWriter.close(), badgeWriter.close()]);
  counts.rounds = played.rounds;

  // ---- X-Handicaps from the rounds
  const withHandicap = players.filter((p) => p.xhandicap !== null);
  tick = phase('handicaps', withHandicap.length);
  for (let i = 0; i < withHandicap.length; i += 20_000) {
    const batch = withHandicap.slice(i, i + 20_000);
    const pks = `{${batch.map((p) => p.pk).join(',')}}`;
    const values = `{${batch.map((p) => p.xhandicap).join(',')}}`;
    await db.execute(
      sql.raw(
        `update players as p set xhandicap = u.x from unnest('${pks}'::int[], '${values}'::real[]) as u(pk, x) where p.player_pk = u.pk`,
      ),
    );
    tick(batch.length);
  }

  // ---- entries, places, points and career badges
  tick = phase('tournament entries', plan.entries);
  const entryWriter = new TableWriter(db, schema.tournamentEntries, tick);
  const ledgerWriter = new TableWriter(db, schema.pointLedger);
  const points = new PointsBook(ledgerWriter);
  const careers = new CareerBadges();
  counts.tournamentEntries = await writeEntries({ seed, now, players, tournaments: plan.seeds, firstEntryId: next.tournament_entries, entries: entryWriter, points, badges: careers });
  await Promise.all([entryWriter.close(), ledgerWriter.close()]);
  counts.pointLedger = points.ledgerRows;
  plan.seeds.length = 0;

  const countryByPk = new Map(players.map((p) => [p.pk, p.countryno]));
  tick = phase('point standings', points.standingCount);
  counts.pointStandings = await writeAll(db, schema.pointStandings, points.standingRows((pk) => countryByPk.get(pk) ?? null), tick);
  tick = phase('badges', 1); // career badges (round badges were written with the rounds)
  const careerBadgeWriter = new TableWriter(db, schema.playerBadges);
  const careerBadgeCount = await careers.write(careerBadgeWriter);
  await careerBadgeWriter.close();
  counts.playerBadges = played.badges + careerBadgeCount;
  tick(1);

  // ---- mini-games, lessons, support
  tick = phase('mini-game events', eventCount(scale));
  const events = await generateEvents({
    seed,
    scale,
    now,
    players,
    verifiedCount: people.verifiedCount,
    stores,
    courses,
    firstEventno: next.minigame_events,
    firstEntryId: next.minigame_entries,
    events: new TableWriter(db, schema.minigameEvents),
    entries: new TableWriter(db, schema.minigameEntries),
  });
  counts.minigameEvents = events.events;
  counts.minigameEntries = events.entries;
  tick(events.events);

  tick = phase('lessons', lessonCount(scale));
  const lessons = await generateLessons({
    seed,
    scale,
    now,
    players,
    verifiedCount: people.verifiedCount,
    firstLessonno: next.swing_lessons,
    firstCommentno: next.lesson_comments,
    lessons: new TableWriter(db, schema.swingLessons),
    comments: new TableWriter(db, schema.lessonComments),
  });
  counts.swingLessons = lessons.lessons;
  counts.lessonComments = lessons.comments;
  tick(lessons.lessons);

  tick = phase('swings', 1);
  counts.swings = await generateSwings({ seed, now, players, verifiedCount: people.verifiedCount, firstSwingno: next.swings, swings: new TableWriter(db, schema.swings) });
  tick(1);

  tick = phase('support', supportCount(scale));
  const support = await generateSupport({
    seed,
    scale,
    now,
    players,
    playerInfo,
    verifiedCount: people.verifiedCount,
    courses,
    stores,
    firstNoticeno: next.notices,
    firstResourceno: next.resources,
    firstInquiryno: next.inquiries,
    notices: new TableWriter(db, schema.notices),
    resources: new TableWriter(db, schema.resources),
    inquiries: new TableWriter(db, schema.inquiries),
  });
  Object.assign(counts, support);
  tick(support.notices + support.resources + support.inquiries);

  // ---- members who left after playing: "Withdrawn member" in rankings, the hall of fame and mini-games
  tick = phase('departures', 1);
  const departures = await retireMembers(db, { now, demoPk: players[0].pk });
  counts.departedMembers = departures.withdrawn.length + departures.blocked.length;
  tick(1);

  // ---- indexes back, sequences past the generated keys, then fresh planner statistics
  tick = phase('indexes and keys', ctx.bulk.count);
  await ctx.bulk.restore(() => tick(1));
  tick = phase('analyze', SERIAL_KEYS.length + 1);
  for (const [table, column] of SERIAL_KEYS) {
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce(max("${column}"), 1), max("${column}") is not null) from "${table}"`),
    );
    tick(1);
  }
  await db.execute(sql`ANALYZE`);
  tick(1);

  return { scale, seed, now: now.toISOString(), elapsedMs: Date.now() - started, counts };
}
