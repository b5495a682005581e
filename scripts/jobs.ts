/**
 * Runs every scheduled job once (lib/member-api/jobs), whether due or not, and prints what each did.
 *
 *   npm run jobs                                  # every job, now
 *   npm run jobs -- --only purge-withdrawn        # one job
 *   npm run jobs -- --now 2027-11-24T00:00:00Z    # as of another moment (the jobs' business clock)
 *
 * Opens the database like the app does: DATABASE_URL when set, else PGlite in PGLITE_DIR or
 * ${DATA_DIR:-./data}/pglite (which a running server holds: PGlite serves one process, so stop it or
 * let the server's own timer run the jobs). A job already running on another instance is skipped.
 * Exits 1 when a job failed.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from '@/lib/member-api/db/connect';
import { jobs, runJobs } from '@/lib/member-api/jobs';
import { describeOutcome } from '@/lib/member-api/jobs/runner';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(`Usage: npm run jobs -- [--only NAME[,NAME]] [--now ISO-DATE]\nJobs: ${jobs.map((job) => job.name).join(', ')}`);
  process.exit(2);
}

function parse() {
  try {
    const { values } = parseArgs({
      options: { only: { type: 'string' }, now: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
    });
    if (values.help) usage();
    const only = values.only?.split(',').map((name) => name.trim()).filter(Boolean);
    const unknown = only?.filter((name) => !jobs.some((job) => job.name === name));
    if (unknown?.length) usage(`Unknown job: ${unknown.join(', ')}`);
    const now = values.now === undefined ? new Date() : new Date(values.now);
    if (Number.isNaN(now.getTime())) usage(`--now must be a date, got "${values.now}"`);
    return { only, now };
  } catch (error) {
    usage((error as Error).message);
  }
}

async function main() {
  const { only, now } = parse();
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const pgliteDir = process.env.PGLITE_DIR?.trim() || path.join(path.resolve(process.env.DATA_DIR?.trim() || 'data'), 'pglite');
  const connection = await connect(databaseUrl ? { databaseUrl } : { pgliteDir });
  try {
    const outcomes = await runJobs(connection.db, jobs, { now, force: true, only });
    for (const outcome of outcomes) console.log(describeOutcome(outcome));
    if (outcomes.some((outcome) => outcome.status === 'failed')) process.exitCode = 1;
  } finally {
    await connection.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
