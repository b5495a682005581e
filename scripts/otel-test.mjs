#!/usr/bin/env node
// OpenTelemetry traces (issue 25, item 8): with OTEL_EXPORTER_OTLP_ENDPOINT set, the production build
// behind server/serve.mjs sends its traces over OTLP/HTTP (instrumentation.ts, @vercel/otel). Here the
// collector is a loopback OTLP/HTTP receiver (POST /v1/traces, the JSON encoding of OTLP): a page
// request must arrive as a server span of the service `clubhouse`, and no span may carry a query string.
// Needs a production build. Ports: OTEL_TEST_PORT (4048) and the next one. Writes test-results/otel.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { waitForServer } from './support/wait-for-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.OTEL_TEST_PORT || 4048);
const collectorPort = port + 1;
const CHECKS = 3;
const result = { passed: 0, failed: 0, skipped: 0 };
const resultsFile = path.join(root, 'test-results/otel.json');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const write = () => fs.writeFileSync(resultsFile, JSON.stringify(result));
function check(ok, text) {
  result[ok ? 'passed' : 'failed']++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  return ok;
}
if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
  console.log('FAILED: no production build: run `npx next build` first (npm test builds before this step).');
  result.failed = CHECKS;
  write();
  process.exit(1);
}

// The collector: every span it receives, with its resource's attributes.
const spans = [];
const collector = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/v1/traces') {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const resourceSpans of body.resourceSpans ?? []) {
          const service = resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue;
          for (const scope of resourceSpans.scopeSpans ?? []) for (const span of scope.spans ?? []) spans.push({ service, ...span });
        }
      } catch {
        // not JSON: counted as nothing received
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise((resolve) => collector.listen(collectorPort, '127.0.0.1', resolve));

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clubhouse-otel-'));
const id = Math.random().toString(36).slice(2, 10);
const server = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs'), '-p', String(port)], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: path.join(work, 'data'),
    SESSION_PASSWORD: `otel-test-session-password-${id}-0123456789`,
    NEXTAUTH_SECRET: `otel-test-auth-secret-${id}`,
    VENUE_KEYS_SECRET: `otel-test-venue-keys-${id}-0123456789`,
    APP_URL: `http://localhost:${port}`,
    SEED_SCALE: '0.02',
    BACKUP_EVERY_HOURS: '0',
    REDIS_URL: '',
    DATABASE_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'clubhouse',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
server.stdout.on('data', (chunk) => (log += chunk));
server.stderr.on('data', (chunk) => (log += chunk));
function finish(code) {
  server.kill('SIGTERM');
  collector.close();
  fs.rmSync(work, { recursive: true, force: true });
  write();
  if (code) console.log(`--- server log (last 3 000 characters)\n${log.slice(-3000)}`);
  console.log(`otel: ${result.passed} passed, ${result.failed} failed`);
  process.exit(code);
}
const base = `http://localhost:${port}`;
if (!(await waitForServer(`${base}/readyz`, server))) {
  console.log('FAILED: the portal did not start');
  result.failed = CHECKS;
  finish(1);
}

const page = await fetch(`${base}/en/support/notice?searchname=secret-words`);
await page.arrayBuffer();
// The batch processor sends every few seconds.
const deadline = Date.now() + 20_000;
// Next's server span of the page's route (the request arrives rewritten to the list's internal segment).
const isPageSpan = (span) => span.kind === 2 && /^GET \/\[locale\]\/support\/notice/.test(span.name ?? '');
while (Date.now() < deadline && !spans.some(isPageSpan)) await new Promise((resolve) => setTimeout(resolve, 250));
const pageSpan = spans.find(isPageSpan);
check(page.status === 200 && Boolean(pageSpan), `a page request arrived at the loopback collector as a server span (${pageSpan?.name ?? `none of ${spans.length} spans`})`);
check(pageSpan?.service === 'clubhouse', `of the service "${pageSpan?.service}"`);
const leaked = spans.filter((span) => JSON.stringify(span).includes('secret-words'));
check(leaked.length === 0, `no span carries the query string (${spans.length} spans${leaked.length ? `; in ${leaked.map((span) => span.name).join(', ')}` : ''})`);
finish(result.failed ? 1 : 0);
