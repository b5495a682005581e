import { connect, type Connection } from '@/lib/db/connect';

/**
 * A throw-away PGlite database in memory, migrated, installed as the process's database so that
 * member-API handlers (which call getDb()) use it. Call `close` in afterAll.
 */
export async function useMemoryDatabase(): Promise<Connection> {
  const connection = await connect({ pgliteDir: 'memory://' });
  (globalThis as Record<symbol, unknown>)[Symbol.for('clubhouse.database')] = Promise.resolve(connection);
  return connection;
}
