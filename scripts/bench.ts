/**
 * Server-time benchmarks of the member API (design.md §4), on the database the app would open:
 * DATABASE_URL when set, else PGlite in PGLITE_DIR (or ${DATA_DIR:-./data}/pglite).
 *
 *   npm run bench                        # every section
 *   npm run bench -- --only tournaments  # sections whose name contains the word
 *   npm run bench -- --runs 30           # timed runs per case (after 3 warm-up runs)
 *
 * Each case is one member-API call as `dispatch` makes it (input validation by the operation
 * table's schema, then the handler's queries): the server time a page pays for its data. Figures: median and p95 in ms, and the
 * ratio of the p95 to the case's target (≤ 1.00 meets it). Load the `--scale 50` network first
 * (npm run db:seed -- --scale 50) to measure at the sizes the targets are set for.
 *
 * Sections are plain objects in `sections` below: add yours with a name, a setup that finds its
 * inputs in the database, and its cases.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { getConnection } from '@/lib/member-api/db/client';
import type { Database } from '@/lib/member-api/db/connect';
import { pointStandings, tournamentEntries, tournaments } from '@/lib/member-api/db/schema';
import type { CallContext } from '@/lib/member-api/context';
import { hallOfFameHandlers } from '@/lib/member-api/halloffame';
import { playerHandlers } from '@/lib/member-api/player';
import { tournamentHandlers } from '@/lib/member-api/tournament';
import { operations, type OperationName } from '@/lib/upstream/operations';

interface Case {
  name: string;
  operation: OperationName;
  input: Record<string, unknown>;
  /** Target for the p95, in ms. */
  targetMs: number;
}

type Handler = (input: never, context: CallContext) => Promise<unknown>;

interface Section {
  name: string;
  /** The member-API handlers its cases call (the bench loads only these, not the whole API). */
  handlers: Record<string, Handler>;
  cases(db: Database): Promise<Case[]>;
}

const TARGET_MS = 50;

// ---------------------------------------------------------------- tournaments and hall of fame

const tournamentSection: Section = {
  name: 'tournaments',
  handlers: tournamentHandlers as unknown as Record<string, Handler>,
  async cases(db) {
    const [biggest] = await db
      .select({ tournamentno: tournamentEntries.tournamentno, n: count() })
      .from(tournamentEntries)
      .where(isNotNull(tournamentEntries.rankGross))
      .groupBy(tournamentEntries.tournamentno)
      .orderBy(desc(count()))
      .limit(1);
    if (!biggest) throw new Error('no scored tournament: seed the database first (npm run db:seed -- --scale 50)');
    const entrants = Number(biggest.n);
    const [women] = await db
      .select({ n: count() })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentno, biggest.tournamentno), eq(tournamentEntries.gender, 'F'), isNotNull(tournamentEntries.rankGross)));
    const last = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
    const ranking = (name: string, input: Record<string, unknown>): Case => ({
      name: `ranking ${name}`,
      operation: 'tournamentRanking',
      input: { tournamentno: biggest.tournamentno, ...input },
      targetMs: TARGET_MS,
    });
    const list = (name: string, input: Record<string, unknown>): Case => ({ name: `tournament list ${name}`, operation: 'tournamentList', input, targetMs: TARGET_MS });
    const [named] = await db.select({ name: tournaments.name }).from(tournaments).limit(1);
    const word = named?.name.split(/\s+/).find((w) => w.length > 4) ?? 'Open';
    console.log(`  ranking tournament #${biggest.tournamentno}: ${entrants.toLocaleString('en-US')} placed entrants (${Number(women.n).toLocaleString('en-US')} women); search word "${word}"`);
    return [
      ranking('stroke page 1', { scoretype: 'stroke', pageno: 1, pagesize: 10 }),
      ranking(`stroke last page (${last(entrants, 10)})`, { scoretype: 'stroke', pageno: last(entrants, 10), pagesize: 10 }),
      ranking('net middle page, 100 rows', { scoretype: 'net', pageno: Math.ceil(last(entrants, 100) / 2), pagesize: 100 }),
      ranking('peria last page', { scoretype: 'peria', pageno: last(entrants, 10), pagesize: 10 }),
      ranking(`stroke middle page (${Math.ceil(last(entrants, 10) / 2)})`, { scoretype: 'stroke', pageno: Math.ceil(last(entrants, 10) / 2), pagesize: 10 }),
      ranking('women page 1', { scoretype: 'stroke', gender: 'F', pageno: 1, pagesize: 10 }),
      ranking(`women last page (${last(Number(women.n), 10)})`, { scoretype: 'stroke', gender: 'F', pageno: last(Number(women.n), 10), pagesize: 10 }),
      ranking('women middle page', { scoretype: 'stroke', gender: 'F', pageno: Math.ceil(last(Number(women.n), 10) / 2), pagesize: 10 }),
      ranking('men last page', { scoretype: 'net', gender: 'M', pageno: last(entrants - Number(women.n), 10), pagesize: 10 }),
      list('no filter', {}),
      ...(['1', '2', '3', '4'] as const).map((status) => list(`status ${status}`, { tourstatus_fk: status })),
      ...[1, 2, 3].map((type) => list(`type ${type}`, { tourtype_fk: type })),
      ...[0, 1, 2].map((rank) => list(`rank type ${rank}`, { tour_rank_type: rank })),
      list(`search "${word}"`, { searchname: word }),
      list('venue search "gangnam"', { searchtype: 'shopname', searchname: 'gangnam' }),
      list('all filters, page 2 of 30', { tourstatus_fk: '3', tourtype_fk: 1, tour_rank_type: 0, pageno: 2, pagesize: 30 }),
    ];
  },
};

const hallOfFameSection: Section = {
  name: 'halloffame',
  handlers: { ...hallOfFameHandlers, ...playerHandlers, ...tournamentHandlers } as unknown as Record<string, Handler>,
  async cases(db) {
    const [latest] = await db
      .select({ season: pointStandings.season, n: count() })
      .from(pointStandings)
      .where(eq(pointStandings.kind, 'standard'))
      .groupBy(pointStandings.season)
      .orderBy(desc(pointStandings.season))
      .limit(1);
    if (!latest) throw new Error('no point standings: seed the database first');
    const total = Number(latest.n);
    const [member] = await db.select({ playerPk: pointStandings.playerPk }).from(pointStandings).where(eq(pointStandings.season, latest.season)).limit(1);
    console.log(`  season ${latest.season}: ${total.toLocaleString('en-US')} players on the standard leaderboard`);
    const board = (name: string, input: Record<string, unknown>): Case => ({
      name: `point leaderboard ${name}`,
      operation: 'pointLeaderboard',
      input: { season: latest.season, ...input },
      targetMs: TARGET_MS,
    });
    return [
      board('page 1', {}),
      board(`middle page (${Math.ceil(total / 20)})`, { pageno: Math.ceil(total / 20) }),
      board(`last page (${Math.ceil(total / 10)})`, { pageno: Math.ceil(total / 10) }),
      board('order of merit, page 50 of 100', { kind: 'oom', pageno: 50, pagesize: 100 }),
      board('country KOR', { country: 'KOR' }),
      board('country other, page 20', { country: 'other', pageno: 20 }),
      { name: 'player info (popup)', operation: 'playerInfo', input: { player: member?.playerPk ?? 1 }, targetMs: TARGET_MS },
      { name: 'player tournament history', operation: 'tournamentMember', input: { playerno: member?.playerPk ?? 1 }, targetMs: TARGET_MS },
    ];
  },
};

/** Every section, in order. Other domains add theirs here. */
const sections: Section[] = [tournamentSection, hallOfFameSection];

// ---------------------------------------------------------------- runner

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One call as lib/member-api/dispatch makes it (the table's schema validates the input, then the
 * handler runs); loading only the sections' handlers keeps the bench free of unrelated modules.
 */
async function call(db: Database, handlers: Record<string, Handler>, item: Case): Promise<number> {
  const input = await operations[item.operation].input.validate(item.input, { abortEarly: false, stripUnknown: true });
  const handler = handlers[item.operation];
  if (!handler) throw new Error(`no handler for ${item.operation} in this section`);
  try {
    await handler(input as never, { db });
    return 200;
  } catch (error) {
    return (error as { code?: number }).code ?? 500;
  }
}

async function measure(db: Database, handlers: Record<string, Handler>, item: Case, runs: number) {
  for (let i = 0; i < 3; i++) await call(db, handlers, item);
  const times: number[] = [];
  let code = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    code = await call(db, handlers, item);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { code, median: percentile(times, 50), p95: percentile(times, 95) };
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' }, runs: { type: 'string' } }, strict: true });
  const runs = Math.max(5, Number(values.runs ?? 20));
  const connection = await getConnection();
  const result = (await connection.db.execute(sql`select version() as version`)) as unknown as { rows: { version: string }[] };
  const version = result.rows?.[0]?.version ?? '?';
  console.log(`bench: ${connection.driver} (${String(version).split(' ').slice(0, 2).join(' ')}), ${runs} runs per case after 3 warm-ups`);
  let failures = 0;
  for (const section of sections.filter((s) => !values.only || s.name.includes(values.only))) {
    console.log(`\n## ${section.name}`);
    const cases = await section.cases(connection.db);
    console.log(`  ${'case'.padEnd(44)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'target'.padStart(8)}  ratio`);
    for (const item of cases) {
      const result = await measure(connection.db, section.handlers, item, runs);
      const ratio = result.p95 / item.targetMs;
      const ok = result.code === 200 && ratio <= 1;
      if (!ok) failures++;
      console.log(
        `  ${item.name.padEnd(44)} ${result.median.toFixed(1).padStart(6)} ms ${result.p95.toFixed(1).padStart(6)} ms ${`${item.targetMs} ms`.padStart(8)}  ${ratio.toFixed(2)}${result.code !== 200 ? `  (code ${result.code})` : ''}${ok ? '' : '  ✗'}`,
      );
    }
  }
  await connection.close();
  console.log(failures ? `\n${failures} case(s) over target` : '\nevery case within target');
  process.exitCode = failures ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
