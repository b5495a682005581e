/**
 * How long the portal waits on PostgreSQL (issue 25 item 5: fail fast and truthfully). Read from the
 * environment here rather than through lib/shared/config/env.ts because scripts open the database too
 * (db:migrate, seed, bench) without the portal's configuration; env.ts documents and checks the same
 * variables for the portal.
 */
function milliseconds(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export function databaseTimeouts(): { connectMs: number; statementMs: number } {
  return { connectMs: milliseconds('DB_CONNECT_TIMEOUT_MS', 3_000), statementMs: milliseconds('DB_STATEMENT_TIMEOUT_MS', 5_000) };
}
