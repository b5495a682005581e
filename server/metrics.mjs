// Prometheus metrics of the portal (issue 25 item 8), with prom-client. server/serve.mjs creates the
// registry, counts every request it answers (route, status, duration, the edge cache's HIT/MISS/STALE)
// and serves the text format on /metrics behind METRICS_TOKEN (Authorization: Bearer …) or on a
// private METRICS_PORT (bound to 127.0.0.1 unless METRICS_HOST says otherwise). Code inside Next's
// bundles (the venue round API) counts through countMetric(), which finds the registry on globalThis:
// Next's bundles carry their own copy of modules, and both must reach the same counters.
// Plain JavaScript, loaded by the server script without a build.
import fs from 'node:fs';
import path from 'node:path';
import client from 'prom-client';

import { metricSource, METRICS_STORE as STORE } from '../lib/shared/observability/count.mjs';

export { countMetric, observeMetric, registerMetricSource } from '../lib/shared/observability/count.mjs';

/**
 * The first segment of a path, when it is one of the portal's own (read from app/ at start), else
 * `other`: a label per made-up address would grow the registry without bound.
 */
export function routeLabeller(appDir, locales = ['ko']) {
  const known = new Set();
  const walk = (dir, depth) => {
    let entries = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      if (/^\(.*\)$/.test(entry.name)) walk(path.join(dir, entry.name), depth);
      else if (entry.name === '[locale]' && depth === 0) walk(path.join(dir, entry.name), depth);
      else if (!entry.name.startsWith('[') && !entry.name.startsWith('_')) known.add(entry.name);
    }
  };
  walk(appDir, 0);
  known.add('_next');
  return (url) => {
    const segments = (url ?? '/').split('?')[0].split('/').filter(Boolean);
    if (segments[0] && locales.includes(segments[0])) segments.shift();
    const first = segments[0];
    if (!first) return '/';
    return known.has(first) ? `/${first}` : 'other';
  };
}

/** Creates the registry (once per process) with the default Node metrics, event-loop delay included. */
/** @param {{ appDir?: string }} [options] */
export function createMetrics({ appDir } = {}) {
  if (globalThis[STORE]) return globalThis[STORE];
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new client.Histogram({
    name: 'clubhouse_http_request_duration_seconds',
    help: 'Requests answered, by route (first path segment), method and status, with their durations',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const counters = {
    edgeCache: new client.Counter({ name: 'clubhouse_edge_cache_total', help: 'Anonymous page answers by the edge cache outcome (HIT, MISS, STALE)', labelNames: ['outcome'], registers: [registry] }),
    rounds: new client.Counter({ name: 'clubhouse_venue_rounds_total', help: 'Venue rounds answered, by outcome (stored, repeated, refused, unavailable, failed)', labelNames: ['outcome'], registers: [registry] }),
    jobRuns: new client.Counter({ name: 'clubhouse_job_runs_total', help: 'Scheduled job runs on this instance, by job and outcome (ran, failed)', labelNames: ['job', 'outcome'], registers: [registry] }),
    pageCache: new client.Counter({ name: 'clubhouse_page_cache_total', help: "Reads of Next's page and data cache on this instance, by outcome (hit, miss)", labelNames: ['outcome'], registers: [registry] }),
  };
  const histograms = {
    jobDuration: new client.Histogram({
      name: 'clubhouse_job_duration_seconds',
      help: 'How long scheduled job runs took, by job',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
  };
  // Gauges read when scraped, from whatever registered a source (./count.mjs); absent sources say nothing.
  new client.Gauge({
    name: 'clubhouse_mail_outbox_mails',
    help: 'Mails waiting in the outbox, by state (waiting: not yet sent; failing: tried at least once)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const read = metricSource('mailOutbox');
      if (!read) return;
      try {
        const { waiting, failing } = await read();
        this.set({ state: 'waiting' }, waiting);
        this.set({ state: 'failing' }, failing);
      } catch {
        // The database is down: the pool and readiness say so; a scrape must still answer.
      }
    },
  });
  new client.Gauge({
    name: 'clubhouse_db_pool_connections',
    help: "The database pool's connections by state (total, idle) and the calls waiting for one (waiting); PGlite: one connection, its queue",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = metricSource('dbPool')?.();
      if (!pool) return;
      for (const state of ['total', 'idle', 'waiting']) this.set({ state }, pool[state]);
    },
  });
  new client.Gauge({
    name: 'clubhouse_page_cache_disk_bytes',
    help: 'Bytes the page cache wrote to disk while serving (bounded by PAGE_CACHE_DISK_MB)',
    registers: [registry],
    collect() {
      const disk = metricSource('pageCacheDisk')?.();
      if (disk) this.set(disk.bytes);
    },
  });
  const label = routeLabeller(appDir ?? path.join(process.cwd(), 'app'));
  const store = {
    registry,
    counters,
    histograms,
    /** Times one response from now until it is finished. */
    observe(req, res) {
      const stop = requests.startTimer();
      res.once('finish', () => {
        stop({ route: label(req.url), method: req.method === 'HEAD' || req.method === 'POST' ? req.method : 'GET', status: String(res.statusCode) });
        const outcome = String(res.getHeader('x-cache') ?? '').toUpperCase();
        if (outcome === 'HIT' || outcome === 'MISS' || outcome === 'STALE') counters.edgeCache.inc({ outcome });
      });
    },
  };
  globalThis[STORE] = store;
  return store;
}

/** Whether the request may read /metrics: the token must match exactly (constant-time). */
export function metricsAuthorised(req, token) {
  if (!token) return false;
  const given = Buffer.from(String(req.headers.authorization ?? ''));
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < given.length; i += 1) diff |= given[i] ^ expected[i];
  return diff === 0;
}

/** Answers /metrics: the registry's text, or 401 without the token. */
/** 
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ registry: import('prom-client').Registry }} store
 * @param {{ token?: string, headers?: Record<string, string> }} [options]
 */
export async function serveMetrics(req, res, store, { token, headers = {} } = {}) {
  if (token !== undefined && !metricsAuthorised(req, token)) {
    res.writeHead(401, { ...headers, 'content-type': 'text/plain', 'www-authenticate': 'Bearer' });
    res.end('Unauthorized');
    return;
  }
  const body = await store.registry.metrics();
  res.writeHead(200, { ...headers, 'content-type': store.registry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}
