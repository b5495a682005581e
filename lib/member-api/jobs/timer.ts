import 'server-only';
import { getDb } from '@/lib/member-api/db/client';
import { jobs, runJobs } from './index';
import { describeOutcome } from './runner';

/** How often the server looks for due jobs; each job's own interval decides whether it runs. */
const TICK_MS = 60 * 1000;
/** The first look, shortly after start ("also run at start"), once the server has begun serving. */
const FIRST_TICK_MS = 5 * 1000;

const timerKey = Symbol.for('clubhouse.jobs.timer');
type Holder = { [timerKey]?: NodeJS.Timeout };

/**
 * Starts the jobs timer of this server process (instrumentation.ts, once, and never with
 * UPSTREAM_URL: a remote member API runs its own jobs). Ticks never overlap within a process, and
 * the runner's lease keeps instances from running one job twice. The timer does not keep the
 * process alive.
 */
export function startJobTimer(): void {
  const holder = globalThis as Holder;
  if (holder[timerKey]) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const outcomes = await runJobs(await getDb(), jobs);
      for (const outcome of outcomes) if (outcome.status !== 'skipped') console.log(describeOutcome(outcome));
    } catch (error) {
      console.error('[jobs] tick failed:', error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  setTimeout(tick, FIRST_TICK_MS).unref();
  holder[timerKey] = setInterval(tick, TICK_MS);
  holder[timerKey].unref();
}
