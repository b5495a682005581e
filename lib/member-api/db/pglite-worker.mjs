// The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly: a query runs
// synchronously from start to end on the thread that owns the instance, so on the server's main
// thread every query stopped every other request for its whole length. This worker owns the instance
// (opened and migrated here) and answers the main thread's messages (lib/member-api/db/pglite-thread.ts):
//   { id, op: 'query', sql, params, rowMode, tx?, blob? }  → { id, result }
//   { id, op: 'exec', sql, tx? }                             → { id, result: [results] }
//   { id, op: 'begin' }                                      → { id, result: txId } (the instance is
//     held for that transaction until its 'end': PGlite runs one transaction at a time, and other
//     queries wait for it exactly as they do in one process)
//   { id, op: 'end', tx, commit }                            → { id }
//   { id, op: 'dump' }                                       → { id, result: bytes } (dumpDataDir, gzip)
//   { id, op: 'close' }                                      → { id }
// and { id, error } when something fails: the error's own fields (code, constraint, detail...) travel
// with it, since the callers read them. Values come back as PGlite makes them; parsers, which are
// functions and cannot cross threads, are applied on the main side (types whose parser is given come
// back as PostgreSQL's text).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const { dataDir, migrationsFolder, applyMigrations } = workerData;

/** Open transactions by number: the PGlite transaction and what ends it. */
const transactions = new Map();
let nextTransaction = 1;

class Rollback extends Error {}

function errorFields(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return fields;
}

/** Text for the types the caller will parse itself. */
function textParsers(oids) {
  return Object.fromEntries((oids ?? []).map((oid) => [oid, (value) => value]));
}

let client;

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx ? transactions.get(message.tx)?.tx : client;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      const options = { rowMode: message.rowMode, parsers: textParsers(message.textOids) };
      if (message.blob) options.blob = new Blob([message.blob]);
      const result = await target.query(message.sql, message.params, options);
      // A blob PGlite hands back (COPY ... TO '/dev/blob') crosses as bytes.
      if (result.blob) result.blob = await result.blob.arrayBuffer();
      return result;
    }
    case 'exec': {
      const target = message.tx ? transactions.get(message.tx)?.tx : client;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      return target.exec(message.sql);
    }
    case 'begin': {
      const id = nextTransaction++;
      let opened;
      const begun = new Promise((resolve) => (opened = resolve));
      const done = client
        .transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              transactions.set(id, { tx, commit, rollback });
              opened();
            }),
        )
        .catch((error) => {
          if (!(error instanceof Rollback)) throw error;
        })
        .finally(() => transactions.delete(id));
      // `done` settles first only when BEGIN itself failed (then it rejects here).
      await Promise.race([begun, done]);
      transactions.get(id).done = done;
      return id;
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open?.done) throw new Error(`transaction ${message.tx} is not open`);
      if (message.commit) open.commit();
      else open.rollback(new Rollback('rolled back'));
      // Settles once COMMIT (or ROLLBACK) has run: a failing COMMIT rejects here.
      await open.done;
      return undefined;
    }
    case 'dump': {
      // A consistent copy of the folder for the backup job (lib/member-api/db/snapshot.ts), taken by the owner.
      const dump = await client.dumpDataDir('gzip');
      return dump.arrayBuffer();
    }
    case 'close':
      await client.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

try {
  // btree_gist: the bookings' exclusion constraint (issue 23, migration booking_sql).
  client = await PGlite.create(dataDir, { extensions: { btree_gist } });
  // MIGRATE_ON_START=false and backups open the database as it is (lib/member-api/db/connect.ts checks it instead).
  if (applyMigrations) await migrate(drizzle(client), { migrationsFolder });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorFields(error) });
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
  );
});
