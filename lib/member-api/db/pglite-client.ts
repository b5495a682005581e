import type { Database } from './connect';

/**
 * The PGlite client under a Drizzle database: the instance in this thread, or its stand-in for the
 * instance on a thread of its own (./pglite-thread.ts). Undefined on PostgreSQL.
 */
export function pgliteClientOf(db: Database): Record<string, unknown> | undefined {
  const client = (db as unknown as { $client?: Record<string, unknown> }).$client;
  return client && (typeof client.execProtocol === 'function' || client.copiesFromBlob === true) ? client : undefined;
}
