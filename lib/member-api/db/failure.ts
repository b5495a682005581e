/**
 * Whether an error says the database could not be reached or did not answer in time, rather than
 * that the query itself was wrong: a connection refused, reset or timed out (the pool's
 * connectionTimeoutMillis), PostgreSQL's statement_timeout (57014), its shutdown and "cannot connect
 * now" (57P01–57P03), too many connections (53300), a lock wait past lock_timeout (55P03), any
 * connection exception (class 08), a system error such as a data file that is gone (class 58: the
 * embedded database's folder taken away), and the embedded database's own thread having stopped.
 * Drizzle wraps the driver's error in `cause`, so the chain is walked.
 * Such a failure is the server's trouble, for a while: 503 with Retry-After, never a 500.
 */
const TRANSIENT_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '55P03']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const MESSAGES = /connection terminated|timeout exceeded when trying to connect|connection timeout|Connection ended unexpectedly|the database system is (starting up|shutting down)|PGlite is closed|database is closed|the database thread stopped/i;

export function isDatabaseFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (TRANSIENT_SQLSTATES.has(code) || code.startsWith('08') || code.startsWith('58') || NETWORK_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}

/** What a client is told to wait after a database failure, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The failure for a log line: the driver's code and message, never the query text or its parameters. */
export function databaseFailureSummary(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 6; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    // Drizzle's own wrapper says "Failed query: <sql> params: <values>": skip to its cause.
    if (typeof message === 'string' && !message.startsWith('Failed query')) return `${typeof code === 'string' ? `${code} ` : ''}${message}`;
  }
  return 'unknown database failure';
}
