#!/usr/bin/env node
// Serves the built portal: Next.js's request handler behind the portal's HTTP edge
// (server/edge-security.mjs): methods other than GET/HEAD/POST/OPTIONS are 405, a body of a wrong
// type is 415 and one declared larger than its path's limit 413 before a byte of it is read,
// X-Forwarded-For is the socket's address unless TRUSTED_PROXY_HOPS says proxies write it, and
// slow clients are cut off (headers within 10 s, a whole request within 30 s); a response that sets
// a cookie is `Cache-Control: private, no-store`; a page that fails because the member API is down
// answers 503 with Retry-After and noindex (server/member-api-outage.mjs), which no cache keeps.
// In front of Next sits the edge cache (server/edge-cache.mjs): anonymous GET/HEAD of the pages Next
// marks s-maxage are answered from memory (EDGE_CACHE_MB, 0 turns it off) and purged when Next expires
// their tags, on every instance through Redis when REDIS_URL is set. A member's MyZone pages are kept
// per member beside them (server/member-pages.mjs, EDGE_MEMBER_CACHE_MB), each served again only to a
// live session of that member.
// A few hot API paths are answered here, ahead of Next's request pipeline, by handlers that Next
// compiled and instrumentation.ts registered (server/direct-routes.mjs: the venues' round API
// and the member API's GET calls under /upstream/),
// after the same edge checks and with the same security headers; Next serves them until then.
// A page's own notFound(), which Next answers with an empty error document drawn by JavaScript, goes
// out as the 404 page of an unmatched address in the same language, in the server's HTML
// (server/not-found-document.mjs).
// `node server/serve.mjs [-p PORT]`; npm start, the end-to-end server and the smoke tests use it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { createEdgeCache, edgeCacheBytes } from './edge-cache.mjs';
import { edgeCacheLayer } from './edge-http.mjs';
import { onExpiredTags } from './edge-purge.mjs';
import { relayPurgesThroughRedis } from './edge-purge-redis.mjs';
import { shareTagExpirer, tagExpirer } from './expire-tags.mjs';
import { edgeRefusal, limitChunkedBody, normaliseForwarding, privateWhenSettingCookies, refuse, securityHeaders } from './edge-security.mjs';
import { createMetrics, serveMetrics } from './metrics.mjs';
import { admissionLimitsFromEnv, createAdmission, isExemptFromAdmission, sessionCheckLimitsFromEnv } from './admission.mjs';
import { directRoute } from './direct-routes.mjs';
import { watchLoad } from './load-report.mjs';
import { runOverdue } from './deadlines.mjs';
import { markArrival, watchLoopLag } from './loop-lag.mjs';
import { requestIdOf, runInRequestScope } from './request-scope.mjs';
import { installJsonConsole } from '../lib/shared/log/json-console.mjs';
import { serveNotingOutages } from './member-api-outage.mjs';
import { fetchNotFoundDocument, serveNotFoundDocuments } from './not-found-document.mjs';
import { loadOutageMessages, OUTAGE_DOCUMENT_CSP, outageDocument } from './outage-document.mjs';

// Every line this process writes is one JSON object with its time and request id (LOG_FORMAT=text: plain).
installJsonConsole();

const root = path.resolve(import.meta.dirname, '..');
const portFlag = process.argv.indexOf('-p');
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : process.env.PORT || 3000);
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ??= 'production';

const edgeCache = createEdgeCache({ maxBytes: edgeCacheBytes() });
// Members' own MyZone pages (server/member-pages.mjs), in a store of their own; off with the edge cache.
const memberCache = createEdgeCache({ maxBytes: edgeCache.enabled ? edgeCacheBytes(process.env, 'EDGE_MEMBER_CACHE_MB') : 0 });
const edgeStores = [edgeCache, memberCache].filter((store) => store.enabled);
let relay;
if (edgeStores.length) {
  // Registered before Next starts, so the cache handler stamps pages for the edge from the first one.
  onExpiredTags((tags) => {
    for (const store of edgeStores) store.purgeTags(tags);
    relay?.publish(tags);
  });
  if (process.env.REDIS_URL) {
    // Nothing is served from the edge until this instance hears the others' purges.
    for (const store of edgeStores) store.suspend();
    relay = await relayPurgesThroughRedis({
      url: process.env.REDIS_URL,
      channel: `${process.env.REDIS_CACHE_PREFIX || 'clubhouse'}:edge-purge`,
      onRemotePurge: (tags) => {
        for (const store of edgeStores) store.purgeTags(tags);
      },
      onLink: (up) => {
        for (const store of edgeStores) {
          if (up) store.resume();
          else store.suspend();
        }
      },
    });
  }
}
// Load shedding (server/admission.mjs): past SERVE_MAX_IN_FLIGHT requests at work and
// SERVE_MAX_QUEUED in line, or after SERVE_QUEUE_WAIT_MS in line, a 503 with Retry-After at once.
// Health checks, static files and the edge cache's answers are never held back.
// Every wait a request meets ends within its second since it arrived, less twice the event loop's lag
// (server/loop-lag.mjs): a refusal still goes out within a second when the loop runs late.
const loopLag = watchLoopLag();
const admission = createAdmission({ ...admissionLimitsFromEnv(), headers: securityHeaders(), lagMs: loopLag.ms });
// A member's copy is served once the database confirms the cookie's session: those checks are
// admitted on their own terms (cheap, so many at once, and a short wait), and one the database cannot
// answer in time is refused as admission refuses. Under 1 000 members at once on PostgreSQL's pool,
// unbounded checks all waited past their bound and none was answered 200.
const sessionChecks = createAdmission({ ...sessionCheckLimitsFromEnv(), headers: securityHeaders(), lagMs: loopLag.ms });
const serveFromEdge = edgeCacheLayer(edgeCache, { memberCache, refuseBusy: admission.refuse, admitCheck: sessionChecks.admit, lagMs: loopLag.ms });

// next's CommonJS default export is the factory (its types describe it as a namespace under nodenext).
const app = /** @type {typeof import('next').default} */ (/** @type {unknown} */ (next))({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();
const directContext = { headers: securityHeaders(), expireTags: tagExpirer(app) };
// What the member API changes on nobody's call (a job, a venue's desk) expires its tags with it.
shareTagExpirer(directContext.expireTags);

// The languages under a prefix (/ko/...): every language has its messages file (next-intl's plugin
// infers the list the same way); all but the default, English, are under their prefix.
const prefixedLocales = fs
  .readdirSync(path.join(root, 'messages'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .filter((locale) => locale !== 'en');
// The 503 page of an outage, in the address's language (server/outage-document.mjs).
const outageMessages = loadOutageMessages(path.join(root, 'messages'));
const outagePage = { document: (url) => outageDocument(url, outageMessages), headers: securityHeaders(), csp: OUTAGE_DOCUMENT_CSP };
const notFoundDocuments = { prefixedLocales, fetchDocument: (documentPath) => fetchNotFoundDocument(`http://localhost:${port}`, documentPath) };

// Each admitted request in a scope of its own (server/request-scope.mjs): the database thread
// bounds the queries one request has waiting and drops those of a client that left.
// The scope also carries the request's id, which every log line written for it names.
const admit = (req, res, work) =>
  isExemptFromAdmission(req.url) ? work() : admission.admit(req, res, () => runInRequestScope(res, work, res.getHeader('x-request-id')));
// `kill -USR2 <pid>`: one line with the event loop's delay, the admission counts and memory.
const load = watchLoad(() => ({
  ...admission.stats(),
  sessionChecks: sessionChecks.stats(),
  memberPages: { kept: memberCache.size, mib: Math.round(memberCache.bytes / 1048576), ...memberCache.stats },
}));
process.on('SIGUSR2', () => console.log(load.line()));
// Prometheus metrics (server/metrics.mjs): on /metrics behind METRICS_TOKEN, or on a private
// METRICS_PORT; neither set, none are collected.
const metricsToken = process.env.METRICS_TOKEN?.trim() || undefined;
const metricsPort = Number(process.env.METRICS_PORT) || 0;
const metrics = metricsToken || metricsPort ? createMetrics({ appDir: path.join(root, 'app') }) : undefined;
if (metrics && metricsPort) {
  http
    .createServer((req, res) => (req.url === '/metrics' ? void serveMetrics(req, res, metrics) : res.writeHead(404).end()))
    .listen(metricsPort, process.env.METRICS_HOST || '127.0.0.1');
}

const server = http.createServer((req, res) => {
  markArrival(req);
  // Every arrival ends the waits already due (server/deadlines.mjs): a long turn of the loop does not hold their 503s.
  runOverdue();
  // One id per request, on the answer and in its log lines (the balancer's when it is trusted).
  res.setHeader('x-request-id', requestIdOf(req));
  if (metrics) {
    if (metricsToken && req.url === '/metrics') {
      void serveMetrics(req, res, metrics, { token: metricsToken, headers: securityHeaders() });
      return;
    }
    metrics.observe(req, res);
  }
  const refusal = edgeRefusal(req.method ?? 'GET', req.url, req.headers);
  if (refusal) {
    refuse(res, refusal);
    return;
  }
  // A chunked body past its path's limit: 413 as soon as it passes it, the rest never read.
  limitChunkedBody(req, res);
  const direct = directRoute(req.method, req.url);
  if (direct) {
    // The client's address as Next's requests get it (the member API reads it, e.g. for its limits).
    normaliseForwarding(req);
    admit(req, res, () =>
      direct(req, res, directContext).catch((error) => {
        console.error('[serve] unhandled', error instanceof Error ? error.message : error);
        if (!res.headersSent) res.writeHead(500, { ...directContext.headers, 'content-type': 'text/plain' });
        res.end('Internal Server Error');
      }),
    );
    return;
  }
  // First, so that it sees the response as sent, after every other wrapper below has had its say.
  if (serveFromEdge(req, res, () => serveWithNext(req, res))) return;
  serveWithNext(req, res);
});

function serveWithNext(req, res) {
  normaliseForwarding(req);
  privateWhenSettingCookies(res);
  admit(req, res, () =>
    serveNotingOutages(res, () => serveNotFoundDocuments(req, res, () => handle(req, res), notFoundDocuments), outagePage).catch((error) => {
      console.error('[serve] unhandled', error instanceof Error ? error.message : error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    }),
  );
}
// Slowloris and stalled uploads: a client that sends its headers or its body too slowly is dropped.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;
// A burst of new connections waits in the kernel's line until accepted, then is answered or refused
// (server/admission.mjs): Node's default line of 511 dropped the rest, whose clients tried again
// seconds later. The kernel caps it at net.core.somaxconn.
server.listen({ port, backlog: 4096 }, () =>
  console.log(
    `[serve] ready on http://localhost:${port}${edgeCache.enabled ? ` (edge cache ${Math.round(edgeCache.maxBytes / 1048576)} MiB, members' pages ${Math.round(memberCache.maxBytes / 1048576)} MiB${relay ? ', purges shared through Redis' : ''})` : ''}`,
  ),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    relay?.close();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
