import 'server-only';
import { env } from '@/lib/shared/config/env';
import { connect, type Connection, type Database } from './connect';

export type { Database } from './connect';

// One connection per process, shared by the app's bundles and instrumentation (separate module graphs).
const globalKey = Symbol.for('clubhouse.database');
type Holder = { [globalKey]?: Promise<Connection> };

export function getConnection(): Promise<Connection> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= connect({ ...(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { pgliteDir: env.pgliteDir, pgliteThread: env.pgliteThread }), migrate: env.migrateOnStart }).catch(
    (error) => {
      delete holder[globalKey];
      throw error;
    },
  );
  return holder[globalKey];
}

export async function getDb(): Promise<Database> {
  return (await getConnection()).db;
}
