// Every line a server process writes, as one JSON object (issue 25, item 8): the portal's own
// `[jobs]`, `[db]`, `[venue]`, `[cache]`… lines, Next's, and any library's. Installed once, first thing,
// by the processes that serve or run jobs (server/serve.mjs, scripts/jobs.ts), so no caller can forget
// it and a log shipper reads one format. Each line has the time (ISO 8601), the level, the process, the
// component (the `[tag]` a line starts with), the request id of the request it was written for (from
// the request scope, server/request-scope.mjs) and the message.
//
// What never reaches the log, whoever wrote the line (the security log, lib/shared/log/security.ts, names the
// account and address on purpose and is separate):
// - query strings (a search, a token in a link): `?…` after a path or URL is cut to `?[query]`;
// - the values of a failed database statement (Drizzle's "params: …" line): cut;
// - e-mail addresses: `[email]`.
import { format } from 'node:util';

const REQUEST_SCOPE = Symbol.for('clubhouse.requestScope');
const INSTALLED = Symbol.for('clubhouse.jsonConsole');

/** Removes what must not be logged from one text (exported for the tests). */
export function scrub(text) {
  return String(text)
    .replace(/\n?\s*params: [^\n]*/g, ' params: [redacted]')
    .replace(/((?:https?:\/\/[^\s"'<>?]+)|(?:^|[\s"'(=])\/[^\s"'<>?]*)\?[^\s"'<>)]*/g, '$1?[query]')
    .replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]');
}

function errorFields(error) {
  return {
    type: error.name,
    message: scrub(error.message),
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    ...(error.stack ? { stack: scrub(error.stack.split('\n').slice(1, 8).join('\n')) } : {}),
    ...(error.cause instanceof Error ? { cause: scrub(`${error.cause.name}: ${error.cause.message}`) } : {}),
  };
}

/** The request id of the request the current code runs for, if any. */
export function currentRequestId() {
  return globalThis[REQUEST_SCOPE]?.getStore()?.requestId;
}

/**
 * One JSON line for a console call: `[tag] text`, then values (an Error becomes `err`; other values
 * are formatted into the message as console does).
 */
export function jsonLine(level, args, now = new Date()) {
  const errors = args.filter((arg) => arg instanceof Error);
  const rest = args.filter((arg) => !(arg instanceof Error));
  let message = rest.length ? format(...rest) : errors.length ? errors[0].message : '';
  let component;
  const tag = /^\[([\w:-]+)\]\s?/.exec(message);
  if (tag) {
    component = tag[1];
    message = message.slice(tag[0].length);
  }
  const requestId = currentRequestId();
  const line = {
    time: now.toISOString(),
    level,
    pid: process.pid,
    ...(component ? { component } : {}),
    ...(requestId ? { requestId } : {}),
    msg: scrub(message),
    ...(errors.length ? { err: errorFields(errors[0]) } : {}),
  };
  return JSON.stringify(line);
}

/**
 * Turns this process's console into JSON lines (stdout for log/info/debug, stderr for warn/error).
 * LOG_FORMAT=text keeps the plain lines (a developer's terminal).
 */
export function installJsonConsole({ env = process.env, stdout = process.stdout, stderr = process.stderr } = {}) {
  if (env.LOG_FORMAT === 'text' || globalThis[INSTALLED]) return;
  globalThis[INSTALLED] = true;
  const to = (stream, level) => (...args) => {
    stream.write(`${jsonLine(level, args)}\n`);
  };
  console.log = to(stdout, 'info');
  console.info = to(stdout, 'info');
  console.debug = to(stdout, 'debug');
  console.warn = to(stderr, 'warn');
  console.error = to(stderr, 'error');
}
