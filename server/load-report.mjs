// What the server can say about its own load, without a public endpoint: the event loop's delay
// (perf_hooks.monitorEventLoopDelay: how late a timer runs, i.e. how long some work held the thread),
// the admission counts (server/admission.mjs) and memory. `kill -USR2 <pid>` prints one line and
// starts a new measuring period; npm run bench:member reads that line.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const LOAD_REPORT_PREFIX = '[serve] load';

/** How often the delay is sampled, in ms. */
const RESOLUTION_MS = 10;

export function watchLoad(admissionStats) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  let since = Date.now();
  // The histogram holds the time between samples, the resolution included (an idle loop reads 10 ms):
  // the delay is what exceeds it, as @fastify/under-pressure reads it.
  const ms = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS).toFixed(1);
  return {
    /** One line of JSON after the prefix; the period starts again. */
    line() {
      // With --expose-gc (bench:member gives it), a full collection first: the heap then holds only
      // what is still referenced, so two lines tell whether the server keeps more than it did.
      const collected = typeof globalThis.gc === 'function';
      if (collected) globalThis.gc();
      const memory = process.memoryUsage();
      const report = {
        seconds: Math.round((Date.now() - since) / 1000),
        eventLoopDelayMs: { p50: Number(ms(delay.percentile(50))), p99: Number(ms(delay.percentile(99))), max: Number(ms(delay.max)) },
        admission: admissionStats(),
        memoryMiB: { rss: Math.round(memory.rss / 1048576), heapUsed: Math.round(memory.heapUsed / 1048576), afterFullCollection: collected },
      };
      // The collection's own pause would be the next period's first sample: the period starts after it.
      if (collected) setTimeout(() => delay.reset(), 2 * RESOLUTION_MS).unref();
      else delay.reset();
      since = Date.now();
      return `${LOAD_REPORT_PREFIX} ${JSON.stringify(report)}`;
    },
  };
}
