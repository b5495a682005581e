/**
 * Fills the database with the demo network (lib/member-api/db/seed).
 *
 *   npm run db:seed                      # scale 1 into an empty database
 *   npm run db:seed -- --scale 50        # 100 000 members, 1 000 000 rounds (benchmarks)
 *   npm run db:seed -- --reset           # empty every table first (RESTART IDENTITY CASCADE)
 *   npm run db:seed -- --seed 7          # another deterministic network
 *
 * Opens the database like the app does: DATABASE_URL when set, else PGlite in PGLITE_DIR or
 * ${DATA_DIR:-./data}/pglite. Progress goes to stderr, the summary to stdout.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { connect } from '@/lib/member-api/db/connect';
import * as schema from '@/lib/member-api/db/schema';
import { DEFAULT_SEED, isDatabaseEmpty, seedDatabase } from '@/lib/member-api/db/seed';

function usage(): never {
  console.error('Usage: npm run db:seed -- [--scale N] [--seed N] [--reset]');
  process.exit(2);
}

function parse() {
  try {
    const { values } = parseArgs({
      options: {
        scale: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    });
    if (values.help) usage();
    const scale = values.scale === undefined ? 1 : Number(values.scale);
    const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
    if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`--scale must be a positive number, got "${values.scale}"`);
    if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number, got "${values.seed}"`);
    return { scale, seed, reset: values.reset ?? false };
  } catch (error) {
    console.error((error as Error).message);
    usage();
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A progress display: one updating line on a terminal; otherwise a line per phase (and per ~10 % of a big one). */
function progressDisplay() {
  const tty = process.stderr.isTTY === true;
  let phase = '';
  let phaseStarted = 0;
  let lastDecile = -1;
  let lastDraw = 0;
  let lineOpen = false;
  const started = Date.now();

  const line = (name: string, done: number, total: number) => {
    const elapsed = Date.now() - phaseStarted;
    const pct = total > 0 ? Math.floor((done / total) * 100) : 100;
    const rate = elapsed > 0 && total >= 100 ? `  ${fmt((done / elapsed) * 1000)} rows/s` : '';
    return `[seed] ${name.padEnd(18)} ${String(pct).padStart(3)}%  ${fmt(done)}/${fmt(total)}${rate}  (${seconds(Date.now() - started)})`;
  };

  return {
    update(name: string, done: number, total: number) {
      const now = Date.now();
      if (name !== phase) {
        phase = name;
        phaseStarted = now;
        lastDecile = -1;
        lineOpen = false;
      }
      if (tty) {
        if (now - lastDraw < 100 && done < total) return;
        lastDraw = now;
        process.stderr.write(`\r\x1b[2K${line(name, done, total)}`);
        lineOpen = true;
      } else {
        // Small phases: one line when done; large ones: a line per 10 %.
        const decile = total > 0 ? Math.floor((done / total) * 10) : 10;
        if (decile === lastDecile || (decile < 10 && (total < 10_000 || done === 0))) return;
        lastDecile = decile;
        process.stderr.write(`${line(name, done, total)}\n`);
      }
    },
    end() {
      if (tty && lineOpen) process.stderr.write('\n');
    },
  };
}

async function main() {
  const { scale, seed, reset } = parse();
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const pgliteDir = process.env.PGLITE_DIR?.trim() || path.join(path.resolve(process.env.DATA_DIR?.trim() || 'data'), 'pglite');
  const target = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host}${new URL(databaseUrl).pathname})` : `PGlite (${pgliteDir})`;
  console.error(`[seed] opening ${target}`);
  const connection = await connect(databaseUrl ? { databaseUrl } : { pgliteDir });
  try {
    if (!(await isDatabaseEmpty(connection.db))) {
      if (!reset) {
        console.error('[seed] the database already has members; run with --reset to empty it first (this deletes all data).');
        process.exitCode = 1;
        return;
      }
      const tables = (Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[]).map((table) => `"${getTableName(table)}"`);
      console.error(`[seed] --reset: emptying ${tables.length} tables`);
      await connection.db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
    }
    const display = progressDisplay();
    const summary = await seedDatabase(connection.db, { scale, seed, onProgress: display.update });
    display.end();
    const width = Math.max(...Object.keys(summary.counts).map((k) => k.length));
    console.log(`Demo network generated (scale ${summary.scale}, seed ${summary.seed}, now ${summary.now}) in ${seconds(summary.elapsedMs)}:`);
    for (const [name, count] of Object.entries(summary.counts)) console.log(`  ${name.padEnd(width)}  ${fmt(count).padStart(12)}`);
    console.log('Demo member: demo / Clubhouse1!');
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error('[seed] failed:', error);
  process.exit(1);
});
