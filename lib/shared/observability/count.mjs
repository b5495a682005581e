// Counting into the portal's metrics from anywhere, Next's bundles included, without importing
// prom-client: the registry that server/serve.mjs made (./metrics.mjs) is found on globalThis.
export const METRICS_STORE = Symbol.for('clubhouse.metrics');
const SOURCES = Symbol.for('clubhouse.metricSources');

/** Counts one event of `name` (a counter of ./metrics.mjs) with `labels`; a no-op when metrics are off. */
export function countMetric(name, labels = {}) {
  globalThis[METRICS_STORE]?.counters[name]?.inc(labels);
}

/** Records one measurement (seconds) of `name` (a histogram of ./metrics.mjs); a no-op when metrics are off. */
export function observeMetric(name, labels, value) {
  globalThis[METRICS_STORE]?.histograms?.[name]?.observe(labels, value);
}

/**
 * Names where a gauge reads its value when /metrics is scraped (the mail queue's length, the
 * database pool's connections, the page cache's bytes on disk): the code that owns the thing registers
 * a function, whether or not metrics are on; the last registration of a name wins.
 */
export function registerMetricSource(name, read) {
  globalThis[SOURCES] ??= new Map();
  globalThis[SOURCES].set(name, read);
}

/** The registered reader of `name`, if any (./metrics.mjs). */
export function metricSource(name) {
  return globalThis[SOURCES]?.get(name);
}
