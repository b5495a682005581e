import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { jobRunHistory, jobRuns } from '@/lib/member-api/db/schema';
import { countMetric, observeMetric } from '@/lib/shared/observability/count.mjs';
import type { Job } from './job';

/** How long a run may hold its job before another instance may take it over (a crashed process). */
const LEASE_MS = 10 * 60 * 1000;
/** How long job_run_history keeps a run (the README's "Operating it" says so). */
export const JOB_HISTORY_DAYS = 30;

export type JobOutcome =
  | { name: string; status: 'ran'; result: string; ms: number }
  | { name: string; status: 'failed'; error: string; ms: number }
  | { name: string; status: 'skipped'; reason: 'not due' | 'running elsewhere' };

export interface RunOptions {
  /** The business clock the jobs work by (default: now). Leases and due times always use the real clock. */
  now?: Date;
  /** Run even when not due (`npm run jobs`); a job running on another instance is still left alone. */
  force?: boolean;
  /** Only the jobs with these names. */
  only?: readonly string[];
}

/**
 * Claims a job: one statement that creates its row or takes the lease of an existing one, only when
 * nobody holds it and (unless forced) its interval has passed. PostgreSQL's row lock on the upsert
 * makes this atomic across instances: of two that race, one gets the row back, the other nothing.
 */
async function claim(db: Database, job: Job, clock: Date, force: boolean): Promise<'claimed' | 'not due' | 'running elsewhere'> {
  const lockedUntil = new Date(clock.getTime() + LEASE_MS);
  const dueBefore = new Date(clock.getTime() - job.everyMs);
  const free = or(isNull(jobRuns.lockedUntil), lt(jobRuns.lockedUntil, clock));
  const due = force ? undefined : or(isNull(jobRuns.finishedAt), lt(jobRuns.finishedAt, dueBefore));
  const claimed = await db
    .insert(jobRuns)
    .values({ name: job.name, lockedUntil, startedAt: clock })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lockedUntil, startedAt: clock }, setWhere: and(free, due) })
    .returning({ name: jobRuns.name });
  if (claimed.length) return 'claimed';
  const [row] = await db.select({ lockedUntil: jobRuns.lockedUntil }).from(jobRuns).where(eq(jobRuns.name, job.name));
  return row?.lockedUntil && row.lockedUntil > clock ? 'running elsewhere' : 'not due';
}

async function release(db: Database, name: string, ok: boolean, result: string, startedAt: Date): Promise<void> {
  const finishedAt = new Date();
  await db
    .update(jobRuns)
    .set({ lockedUntil: null, finishedAt: sql`now()`, lastOk: ok, lastResult: result.slice(0, 2000) })
    .where(eq(jobRuns.name, name));
  await db.insert(jobRunHistory).values({ name, startedAt, finishedAt, durationMs: finishedAt.getTime() - startedAt.getTime(), ok, result: result.slice(0, 2000) });
  // What is older than the stated period goes; the index on finished_at keeps this cheap.
  await db.delete(jobRunHistory).where(lt(jobRunHistory.finishedAt, new Date(finishedAt.getTime() - JOB_HISTORY_DAYS * 86_400_000)));
  countMetric('jobRuns', { job: name, outcome: ok ? 'ran' : 'failed' });
  observeMetric('jobDuration', { job: name }, (finishedAt.getTime() - startedAt.getTime()) / 1000);
}

/** Runs the given jobs that are due (or all of them, forced), one after another; never throws for a job's failure. */
export async function runJobs(db: Database, jobs: readonly Job[], options: RunOptions = {}): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) {
    if (options.only && !options.only.includes(job.name)) continue;
    const claimed = await claim(db, job, new Date(), options.force ?? false);
    if (claimed !== 'claimed') {
      outcomes.push({ name: job.name, status: 'skipped', reason: claimed });
      continue;
    }
    const startedAt = new Date();
    const started = startedAt.getTime();
    try {
      const result = await job.run(options.now ?? new Date(), db);
      await release(db, job.name, true, result, startedAt);
      outcomes.push({ name: job.name, status: 'ran', result, ms: Date.now() - started });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await release(db, job.name, false, message, startedAt).catch(() => {});
      outcomes.push({ name: job.name, status: 'failed', error: message, ms: Date.now() - started });
    }
  }
  return outcomes;
}

/** One log line per outcome worth telling (a skipped job is silent on the timer). */
export function describeOutcome(outcome: JobOutcome): string {
  if (outcome.status === 'ran') return `[jobs] ${outcome.name}: ${outcome.result} (${outcome.ms} ms)`;
  if (outcome.status === 'failed') return `[jobs] ${outcome.name} FAILED: ${outcome.error} (${outcome.ms} ms)`;
  return `[jobs] ${outcome.name}: skipped, ${outcome.reason}`;
}
