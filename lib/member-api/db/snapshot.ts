import 'server-only';
import type { Database } from './connect';

/**
 * A consistent copy of an embedded (PGlite) database's folder, taken by the process that has it open
 * (PGlite's dumpDataDir: a gzipped tar of the data directory). The connection registers it; the backup
 * job asks for it by the database it was given. PostgreSQL databases have none: pg_dump copies them.
 */
export type Snapshot = () => Promise<Blob>;

const snapshots = new WeakMap<object, Snapshot>();

export function registerSnapshot(db: Database, snapshot: Snapshot): void {
  snapshots.set(db, snapshot);
}

export function snapshotOf(db: Database): Snapshot | undefined {
  return snapshots.get(db);
}
