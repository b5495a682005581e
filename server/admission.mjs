// Load shedding at the HTTP edge (server/serve.mjs). At most `maxInFlight` requests are worked on
// at once; the next `maxQueued` wait in line, each at most `maxWaitMs`; any beyond that, and any whose
// wait runs out, are answered 503 with Retry-After at once. Without it, a server past its capacity
// takes every request and answers all of them late: 200 connections on the dashboard waited 30 s each.
// With it, work in hand stays bounded, admitted requests keep their normal speed, and a client (or a
// proxy) in excess hears "come back in a moment" within a second, and can go elsewhere.
// Health checks and static files never wait: they cost nothing and must answer when busy most.
// A request whose client leaves while it waits is dropped from the line without any work.

import { deadline } from './deadlines.mjs';
import { waitLeft } from './loop-lag.mjs';

const INSTEAD_OF_REFUSAL = Symbol.for('clubhouse.admission.insteadOfRefusal');

/**
 * What to answer instead of the 503 if this response's request is refused: the edge cache's stale
 * copy of a page whose refresh was asked of Next (./edge-http.mjs), a member's once their session is
 * confirmed. A visitor or a member is better served last minute's page than "busy", and the page is
 * refreshed by a later request.
 */
export function insteadOfRefusal(res, answer) {
  res[INSTEAD_OF_REFUSAL] = answer;
}

/** Paths that are never held back: health, Next's static chunks, the public folder's files. */
const exemptPattern = /^\/(?:_next\/static\/|fonts\/)|^\/(?:healthz|readyz|favicon\.svg|robots\.txt)(?:[/?]|$)/;

export function isExemptFromAdmission(url) {
  return exemptPattern.test(url ?? '/');
}

function readLimit(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (0 or more), got "${raw}".`);
  return value;
}

/** The limits from SERVE_MAX_IN_FLIGHT, SERVE_MAX_QUEUED, SERVE_QUEUE_WAIT_MS (README, configuration). */
export function admissionLimitsFromEnv() {
  return {
    // Every request in work shares the one event loop, and a render is mostly its work and the
    // database's (PostgreSQL's pool holds 10): more at once only makes each slower. 32 rather than 100
    // (bench:member, one run each): on PostgreSQL 0 refusals instead of 4 among 200 members' connections
    // and 94 refusals over 1 s instead of 139 under 1 000; on PGlite the loop's p99 43–46 ms instead of 60.
    maxInFlight: readLimit('SERVE_MAX_IN_FLIGHT', 32),
    // 256 rather than 100 (bench:load, 200 connections, 40 % of them asking Next): with 100 the line
    // overflowed and 65-88 requests a round were refused while p95 stayed under 200 ms; with 256, none.
    // Every wait in line still ends within the request's second (./loop-lag.mjs).
    maxQueued: readLimit('SERVE_MAX_QUEUED', 256),
    maxWaitMs: readLimit('SERVE_QUEUE_WAIT_MS', 750),
  };
}

/**
 * The limits of the members' session checks (./edge-http.mjs), from SERVE_MAX_SESSION_CHECKS and
 * SERVE_MAX_QUEUED_SESSION_CHECKS (README, configuration). A check is one indexed read: 64 at once keep
 * the embedded database's thread and PostgreSQL's pool busy without a long line. The wait in line
 * (200 ms) and the check's own bound (500 ms) leave 300 ms of the second a refusal may take to a
 * busy event loop (with 250 and 750, every refusal that met any delay came late), and both end
 * sooner when the loop runs late (./loop-lag.mjs).
 */
export function sessionCheckLimitsFromEnv() {
  return {
    maxInFlight: readLimit('SERVE_MAX_SESSION_CHECKS', 64),
    maxQueued: readLimit('SERVE_MAX_QUEUED_SESSION_CHECKS', 256),
    maxWaitMs: 200,
  };
}

/**
 * `admit(req, res, work)` runs work() now, later (after a place frees), or never (503). The place is
 * held until the response ends or the connection closes. `maxInFlight` 0 turns shedding off.
 * `lagMs` (./loop-lag.mjs) is how late the event loop runs now: a request waits in line at most what
 * is left of its second since it arrived, less twice the lag, and one with nothing left is refused at
 * once rather than lined up.
 */
export function createAdmission({ maxInFlight, maxQueued, maxWaitMs, retryAfterSeconds = 1, headers = {}, lagMs = () => 0 }) {
  let inFlight = 0;
  const queue = [];
  const counts = { admitted: 0, waited: 0, shed: 0, servedStale: 0 };

  const refuse = (res) => {
    counts.shed++;
    if (res.headersSent || res.writableEnded) return;
    const instead = res[INSTEAD_OF_REFUSAL];
    if (instead) {
      // Once: a refusal met while answering instead (a member's copy waits for its session check) is a 503.
      res[INSTEAD_OF_REFUSAL] = undefined;
      counts.servedStale++;
      instead();
      return;
    }
    res.writeHead(503, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(retryAfterSeconds),
    });
    res.end('The server is busy: please try again in a moment.\n');
  };

  const start = (res, work) => {
    inFlight++;
    counts.admitted++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight--;
      next();
    };
    res.once('finish', release);
    res.once('close', release);
    work();
  };

  function next() {
    while (inFlight < maxInFlight && queue.length) {
      const waiting = queue.shift();
      waiting.cancel();
      if (waiting.res.destroyed || waiting.res.writableEnded) continue;
      start(waiting.res, waiting.work);
    }
  }

  function admit(req, res, work) {
    if (maxInFlight === 0) return work();
    if (inFlight < maxInFlight && queue.length === 0) return start(res, work);
    // A request with an answer of its own (a copy past its life, insteadOfRefusal) does not wait for a
    // place: that copy now beats a render later. Under 1 000 connections, members' expired copies
    // waited in line for their renders, and those refused after the wait then took over 1 s in all.
    if (res[INSTEAD_OF_REFUSAL]) return refuse(res);
    const waitMs = waitLeft(req, maxWaitMs, lagMs());
    if (queue.length >= maxQueued || waitMs === 0) return refuse(res);
    counts.waited++;
    const waiting = { res, work, cancel: () => {} };
    // Refused at the end of the wait (./deadlines.mjs): after a pause of the whole thread, not before
    // the responses that ended during it free their places.
    waiting.cancel = deadline(waitMs, () => {
      const index = queue.indexOf(waiting);
      if (index < 0) return;
      queue.splice(index, 1);
      refuse(res);
    });
    // A client that gave up leaves the line.
    res.once('close', () => {
      const index = queue.indexOf(waiting);
      if (index < 0) return;
      queue.splice(index, 1);
      waiting.cancel();
    });
    queue.push(waiting);
  }

  return {
    admit,
    /** Answers 503 with Retry-After at once: work this server cannot take on now (counted as shed). */
    refuse,
    /** In flight and in line now; admitted, made to wait and refused since the start. */
    stats: () => ({ inFlight, queued: queue.length, ...counts }),
  };
}
