import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { registerMetricSource } from '@/lib/shared/observability/count.mjs';
import { writeClassifier, type WriteListener } from './write-watch';

/**
 * The embedded database on a thread of its own (lib/member-api/db/pglite-worker.mjs owns the PGlite instance):
 * a query in WebAssembly no longer stops the server's event loop for its length. This object is what
 * drizzle-orm/pglite needs of a PGlite client (query, exec, transaction, close), answered over
 * messages. A transaction holds the worker's instance from BEGIN to COMMIT, as in one process, so the
 * code's row locks, advisory locks and the venue rounds' group commit behave as before.
 */

type RowMode = 'array' | 'object';
type Parser = (value: string, typeId?: number) => unknown;
interface QueryOptions {
  rowMode?: RowMode;
  parsers?: Record<number, Parser>;
  blob?: Blob;
}
interface Field {
  name: string;
  dataTypeID: number;
}
interface Results {
  rows: unknown[];
  fields: Field[];
  affectedRows?: number;
  blob?: Blob;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The request a call is made for (server/request-scope.mjs sets it up around every request the
 * edge serves; absent in scripts, tests and background jobs). One request has at most
 * QUERIES_PER_REQUEST calls waiting on the database at once; its others wait in its own line, so one
 * page cannot fill the database's single queue ahead of everyone else.
 */
interface RequestScope {
  dbInFlight: number;
  dbWaiting: Pending[];
}
const scopeKey = Symbol.for('clubhouse.requestScope');
const QUERIES_PER_REQUEST = 4;

function currentRequest(): RequestScope | undefined {
  return (globalThis as unknown as Record<symbol, { getStore(): RequestScope | undefined } | undefined>)[scopeKey]?.getStore();
}

async function withinRequestBudget<T>(run: () => Promise<T>): Promise<T> {
  const scope = currentRequest();
  if (!scope) return run();
  if (scope.dbInFlight >= QUERIES_PER_REQUEST) await new Promise((resolve, reject) => scope.dbWaiting.push({ resolve, reject }));
  scope.dbInFlight++;
  try {
    return await run();
  } finally {
    scope.dbInFlight--;
    scope.dbWaiting.shift()?.resolve(undefined);
  }
}

/** The error as the worker described it, with its fields (code, constraint, detail...) back on it. */
function rebuiltError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'message' && key !== 'stack') (error as unknown as Record<string, unknown>)[key] = value;
  }
  if (typeof fields.stack === 'string') error.stack = `${fields.stack}\n    --- in the database thread`;
  return error;
}

/** Applies the caller's parsers (functions stay on this side) to the columns of their types. */
function parsed(result: Results, options: QueryOptions | undefined): Results {
  const parsers = options?.parsers;
  if (!parsers || result.rows.length === 0) return result;
  const columns = result.fields.map((field, index) => ({ key: options?.rowMode === 'array' ? index : field.name, parse: parsers[field.dataTypeID], type: field.dataTypeID }));
  const applied = columns.filter((column) => column.parse);
  if (applied.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parse, type } of applied) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse!(value as string, type);
    }
  }
  return result;
}

export interface PgliteThread {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A gzipped tar of the data directory (PGlite's dumpDataDir), for the backup job. */
  dumpDataDir(): Promise<Blob>;
  /** The seed's bulk loader may COPY from a blob (lib/member-api/db/seed/writer.ts). */
  readonly copiesFromBlob: true;
  /** Hears the statements that may write (./write-watch.ts): this thread's instance is this process's alone. */
  watchWrites(listener: WriteListener): void;
}

export interface PgliteThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** Starts the worker on `dataDir` (a folder or memory://), which opens (and, unless told not to, migrates) the database. */
export async function startPgliteThread(dataDir: string, migrationsFolder: string, { migrate = true }: { migrate?: boolean } = {}): Promise<PgliteThread> {
  const worker = new Worker(path.join(process.cwd(), 'lib', 'member-api', 'db', 'pglite-worker.mjs'), { workerData: { dataDir, migrationsFolder, applyMigrations: migrate } });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let gone: Error | undefined;

  // The worker keeps the process alive only while a call is waiting on it: an idle connection that
  // a script forgets to close does not hold the process open (as PGlite in the process never did).
  const settle = () => {
    if (pending.size === 0) worker.unref();
  };
  const failAll = (error: Error) => {
    gone = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const onReady = (message: { ready: boolean; error?: Record<string, unknown> }) => {
      stopWaiting();
      if (message.ready) resolve();
      else reject(rebuiltError(message.error ?? {}));
    };
    const onError = (error: Error) => (stopWaiting(), reject(error));
    const onExit = (code: number) => (stopWaiting(), reject(new Error(`the database thread stopped (${code}) while opening ${dataDir}`)));
    const stopWaiting = () => {
      worker.off('message', onReady);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onReady);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    settle();
    if (message.error) call.reject(rebuiltError(message.error));
    else call.resolve(message.result);
  });
  worker.on('error', (error) => {
    console.error(`[db] the database thread failed: ${error.message}`);
    failAll(error);
  });
  worker.on('exit', (code) => failAll(new Error(`the database thread stopped (${code})`)));
  settle();

  // /metrics: PGlite is one connection; the calls sent to its thread and not yet answered are its queue.
  registerMetricSource('dbPool', () => ({ total: 1, idle: pending.size === 0 ? 1 : 0, waiting: Math.max(0, pending.size - 1) }));

  function call<T>(message: Record<string, unknown>): Promise<T> {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  const writeListeners: WriteListener[] = [];
  const writeOf = writeClassifier();
  /** The writes of each open transaction, heard again when it ends: its rows change for others then. */
  const transactionWrites = new Map<number, string[]>();
  const heard = (sql: string, tx: number | undefined) => {
    const write = writeOf(sql);
    if (write === undefined) return;
    if (tx) transactionWrites.get(tx)?.push(write);
    for (const listener of writeListeners) listener(write);
  };

  async function query(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results> {
    heard(sql, tx);
    const textOids = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const blob = options?.blob ? await options.blob.arrayBuffer() : undefined;
    const message = { op: 'query', sql, params, rowMode: options?.rowMode, textOids, blob, tx };
    // A transaction's own statements are not held back: it holds the database until they are done.
    const result = await (tx ? call<Results & { blob?: ArrayBuffer | Blob }>(message) : withinRequestBudget(() => call<Results & { blob?: ArrayBuffer | Blob }>(message)));
    if (result.blob instanceof ArrayBuffer) result.blob = new Blob([result.blob]);
    return parsed(result as Results, options);
  }

  const exec = (sql: string, tx?: number) => (heard(sql, tx), tx ? call<Results[]>({ op: 'exec', sql, tx }) : withinRequestBudget(() => call<Results[]>({ op: 'exec', sql })));

  return {
    copiesFromBlob: true,
    query: (sql, params, options) => query(sql, params, options),
    exec: (sql) => exec(sql),
    async transaction(callback) {
      const tx: number = await withinRequestBudget(() => call({ op: 'begin' }));
      transactionWrites.set(tx, []);
      const ended = () => {
        const writes = transactionWrites.get(tx) ?? [];
        transactionWrites.delete(tx);
        for (const write of writes) for (const listener of writeListeners) listener(write);
      };
      let closed = false;
      const transaction: PgliteThreadTransaction = {
        query: (sql, params, options) => query(sql, params, options, tx),
        exec: (sql) => exec(sql, tx),
        // Drizzle ends a transaction by throwing out of its callback (tx.rollback()); this is PGlite's
        // own name for it, for completeness: it does the same.
        async rollback() {
          throw new Error('Transaction rolled back');
        },
        get closed() {
          return closed;
        },
      };
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(transaction);
      } catch (error) {
        closed = true;
        await call({ op: 'end', tx, commit: false }).finally(ended);
        throw error;
      }
      closed = true;
      await call({ op: 'end', tx, commit: true }).finally(ended);
      return result;
    },
    watchWrites(listener) {
      writeListeners.push(listener);
    },
    async dumpDataDir() {
      const bytes = await call<ArrayBuffer>({ op: 'dump' });
      return new Blob([bytes], { type: 'application/x-gzip' });
    },
    async close() {
      if (!gone) await call({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
