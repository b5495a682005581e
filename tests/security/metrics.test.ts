import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { countMetric, observeMetric, registerMetricSource } from '@/lib/shared/observability/count.mjs';
import { createMetrics, routeLabeller, serveMetrics } from '@/server/metrics.mjs';

/**
 * Issue 25 item 8: /metrics as server/serve.mjs serves it (the same modules, on a loopback server):
 * refused without its token, and with it the Prometheus text format, each line checked against the
 * exposition format, with the requests by route and status, the edge cache's outcomes, the venue
 * rounds and the event-loop delay.
 */
const TOKEN = 'metrics-test-token-0123456789';
let server: http.Server;
let base: string;

beforeAll(async () => {
  const metrics = createMetrics({ appDir: path.join(process.cwd(), 'app') });
  server = http.createServer((req, res) => {
    if (req.url === '/metrics') return void serveMetrics(req, res, metrics, { token: TOKEN, headers: { 'x-content-type-options': 'nosniff' } });
    metrics.observe(req, res);
    if (req.url?.startsWith('/ko/tournament')) res.setHeader('x-cache', 'HIT');
    res.writeHead(req.url?.includes('missing') ? 404 : 200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** One sample line of the text exposition format 0.0.4: name, optional labels, a value, an optional timestamp. */
// prom-client writes a gauge with no sample yet (the event-loop lag before the first one) as `Nan`; Prometheus
// reads a sample value with Go's ParseFloat, which takes NaN in any case.
const SAMPLE = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? (-?[0-9.]+(e[+-]?[0-9]+)?|[Nn]a[Nn]|[+-]Inf)( -?\d+)?$/;

it('refuses /metrics without its token or with a wrong one', async () => {
  expect((await fetch(`${base}/metrics`)).status).toBe(401);
  expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
});

it('serves the exposition format with requests by route and status, cache outcomes, rounds and the event-loop delay', async () => {
  await fetch(`${base}/ko/tournament/tournamentschedule`);
  await fetch(`${base}/support/notice`);
  await fetch(`${base}/made-up-${Math.random()}/missing`);
  countMetric('rounds', { outcome: 'stored' });
  countMetric('rounds', { outcome: 'unavailable' });
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  for (const line of text.split('\n').filter(Boolean)) {
    if (line.startsWith('#')) expect(line).toMatch(/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/);
    else expect(line).toMatch(SAMPLE);
  }
  expect(text).toMatch(/clubhouse_http_request_duration_seconds_count\{route="\/tournament",method="GET",status="200"\} 1/);
  expect(text).toMatch(/clubhouse_http_request_duration_seconds_count\{route="\/support",method="GET",status="200"\} 1/);
  // A made-up address is one label, not one per address.
  expect(text).toMatch(/clubhouse_http_request_duration_seconds_count\{route="other",method="GET",status="404"\} 1/);
  expect(text).toMatch(/clubhouse_edge_cache_total\{outcome="HIT"\} 1/);
  expect(text).toMatch(/clubhouse_venue_rounds_total\{outcome="unavailable"\} 1/);
  expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
});

it('labels routes by their first known segment, the language prefix aside', () => {
  const label = routeLabeller(path.join(process.cwd(), 'app'));
  expect(label('/ko/halloffame/pointleaderboard?pageno=2')).toBe('/halloffame');
  expect(label('/membership/mysummary')).toBe('/membership');
  expect(label('/')).toBe('/');
  expect(label('/wp-admin/setup.php')).toBe('other');
});

it('serves job runs and durations, the mail queue, the database pool, page cache reads and its disk use', async () => {
  countMetric('jobRuns', { job: 'settle-payments', outcome: 'ran' });
  countMetric('jobRuns', { job: 'backup', outcome: 'failed' });
  observeMetric('jobDuration', { job: 'settle-payments' }, 0.2);
  countMetric('pageCache', { outcome: 'hit' });
  countMetric('pageCache', { outcome: 'miss' });
  countMetric('pageCache', { outcome: 'hit' });
  registerMetricSource('mailOutbox', async () => ({ waiting: 4, failing: 1 }));
  registerMetricSource('dbPool', () => ({ total: 10, idle: 7, waiting: 2 }));
  registerMetricSource('pageCacheDisk', () => ({ bytes: 1234567, entries: 9, maxBytes: 268435456 }));
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  for (const line of text.split('\n').filter(Boolean)) {
    if (!line.startsWith('#')) expect(line).toMatch(SAMPLE);
  }
  expect(text).toMatch(/clubhouse_job_runs_total\{job="settle-payments",outcome="ran"\} 1/);
  expect(text).toMatch(/clubhouse_job_runs_total\{job="backup",outcome="failed"\} 1/);
  expect(text).toMatch(/clubhouse_job_duration_seconds_bucket\{le="0.5",job="settle-payments"\} 1/);
  expect(text).toMatch(/clubhouse_page_cache_total\{outcome="hit"\} 2/);
  expect(text).toMatch(/clubhouse_mail_outbox_mails\{state="waiting"\} 4/);
  expect(text).toMatch(/clubhouse_mail_outbox_mails\{state="failing"\} 1/);
  expect(text).toMatch(/clubhouse_db_pool_connections\{state="waiting"\} 2/);
  expect(text).toMatch(/clubhouse_page_cache_disk_bytes 1234567/);
  // A source that fails (the database is down) leaves its gauge out; the scrape still answers.
  registerMetricSource('mailOutbox', async () => Promise.reject(new Error('connection refused')));
  expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
});
