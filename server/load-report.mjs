// What the server can say about its own load, without a public endpoint: the event loop's delay
// (perf_hooks.monitorEventLoopDelay: how late a timer runs, i.e. how long some work held the thread),
// the admission counts (server/admission.mjs) and memory. `kill -USR2 <pid>` prints one line and
// starts a new measuring period; npm run bench:member reads that line.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const LOAD_REPORT_PREFIX = '[serve] load';

export function watchLoad(admissionStats) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let since = Date.now();
  const ms = (nanoseconds) => (nanoseconds / 1e6).toFixed(1);
  return {
    /** One line of JSON after the prefix; the period starts again. */
    line() {
      const memory = process.memoryUsage();
      const report = {
        seconds: Math.round((Date.now() - since) / 1000),
        eventLoopDelayMs: { p50: Number(ms(delay.percentile(50))), p99: Number(ms(delay.percentile(99))), max: Number(ms(delay.max)) },
        admission: admissionStats(),
        memoryMiB: { rss: Math.round(memory.rss / 1048576), heapUsed: Math.round(memory.heapUsed / 1048576) },
      };
      delay.reset();
      since = Date.now();
      return `${LOAD_REPORT_PREFIX} ${JSON.stringify(report)}`;
    },
  };
}
