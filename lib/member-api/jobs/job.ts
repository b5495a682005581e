import type { Database } from '@/lib/member-api/db/client';

/**
 * A scheduled job of the built-in member API (issue 9): `npm run jobs` runs each once, and the
 * server runs each whenever it is due (lib/member-api/jobs/timer.ts). On several instances a job runs on one
 * of them at a time and once per `everyMs` network-wide (lib/member-api/jobs/runner.ts).
 */
export interface Job {
  /** Unique, kebab-case: the key of its row in job_runs and of `npm run jobs -- --only <name>`. */
  name: string;
  /** How often it is due. */
  everyMs: number;
  /**
   * Does the work as of `now` (the business clock: a test or `npm run jobs -- --now` moves it)
   * and answers one line saying what it did, for the log and job_runs.last_result.
   */
  run(now: Date, db: Database): Promise<string>;
}
