/**
 * Fast bulk loading for the generator. Rows are streamed in as arrays of column values and leave
 * in batches by the quickest path the driver offers:
 * - PGlite: `COPY … FROM '/dev/blob'` with a CSV blob (about 5× a multi-row INSERT in WASM);
 * - node-postgres pool: `COPY … FROM STDIN` over the pool's own protocol (no extra package), with
 *   up to two batches in flight so generating the next batch overlaps the server's work;
 * - anything else: multi-row INSERT statements kept well under PostgreSQL's 65 535-parameter limit
 *   (values are inlined as escaped literals, so the limit is about statement size, not parameters).
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../connect';
import { pgliteClientOf } from '../pglite-client';

export type Value = string | number | boolean | null | undefined | Date | readonly (number | boolean | null)[] | object;

type Backend =
  | { kind: 'pglite'; client: { query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown> } }
  | { kind: 'pg'; pool: PgPool }
  | { kind: 'insert' };

interface PgPool {
  connect(): Promise<{ query(q: unknown): unknown; release(): void }>;
}

export function backendOf(db: Database): Backend {
  // PGlite in this thread, or on its own (lib/member-api/db/pglite-thread.ts), which carries the blob across.
  const pglite = pgliteClientOf(db);
  if (pglite && typeof pglite.query === 'function') {
    return { kind: 'pglite', client: pglite as unknown as Extract<Backend, { kind: 'pglite' }>['client'] };
  }
  const client = (db as unknown as { $client?: Record<string, unknown> }).$client;
  if (client && typeof client.connect === 'function' && 'totalCount' in client) {
    return { kind: 'pg', pool: client as unknown as PgPool };
  }
  return { kind: 'insert' };
}

// ---------------------------------------------------------------- CSV (COPY) encoding

function arrayLiteral(values: readonly (number | boolean | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out += (i ? ',' : '') + (typeof v === 'number' ? v : v === true ? 't' : v === false ? 'f' : 'NULL');
  }
  return out + '}';
}

function quoteCsv(text: string): string {
  return /[",\n\r]/.test(text) || text === '' ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvField(value: Value, json: boolean): string {
  if (value === null || value === undefined) return '';
  if (json) return quoteCsv(JSON.stringify(value));
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? String(value) : '';
    case 'boolean':
      return value ? 't' : 'f';
    case 'string':
      return quoteCsv(value);
  }
  if (value instanceof Date) return value.toISOString();
  // Numeric and boolean arrays: the literal always holds a comma or braces only, never a quote.
  if (Array.isArray(value)) return `"${arrayLiteral(value)}"`;
  return quoteCsv(JSON.stringify(value));
}

// ---------------------------------------------------------------- SQL literal encoding (fallback)

function sqlLiteral(value: Value, json: boolean): string {
  if (value === null || value === undefined) return 'NULL';
  if (json) return `'${JSON.stringify(value).replace(/'/g, "''")}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  const text = typeof value === 'string' ? value : Array.isArray(value) ? arrayLiteral(value) : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

// ---------------------------------------------------------------- COPY over node-postgres

/** A node-postgres "submittable" that runs one COPY … FROM STDIN and sends the CSV as one chunk. */
class CopyFromStdin {
  private error: unknown = null;
  private resolveDone!: () => void;
  private rejectDone!: (error: unknown) => void;
  readonly done = new Promise<void>((resolve, reject) => {
    this.resolveDone = resolve;
    this.rejectDone = reject;
  });

  constructor(
    private readonly text: string,
    private readonly data: string,
  ) {}

  submit(connection: { query(text: string): void }) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: { sendCopyFromChunk(chunk: Buffer): void; endCopyFrom(): void }) {
    connection.sendCopyFromChunk(Buffer.from(this.data, 'utf8'));
    connection.endCopyFrom();
  }
  handleError(error: unknown) {
    this.error = error;
  }
  handleReadyForQuery() {
    if (this.error) this.rejectDone(this.error);
    else this.resolveDone();
  }
  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

// ---------------------------------------------------------------- the writer

/**
 * Streams rows of one table to the database. Rows are the table's insert objects (Drizzle's
 * `$inferInsert`, so they are type-checked); every row of one writer must carry the same keys as
 * the first one.
 */
export class TableWriter<T extends PgTable> {
  private lines: string[] = [];
  private bytes = 0;
  private inflight: Promise<void>[] = [];
  private readonly backend: Backend;
  private readonly tableName: string;
  private keys: string[] | null = null;
  /** Per key: a json/jsonb column (arrays in it are JSON, not PostgreSQL arrays). */
  private json: boolean[] = [];
  private columnList = '';
  private maxRows = 10_000;
  /** Rows handed to the database so far. */
  written = 0;

  constructor(
    private readonly db: Database,
    private readonly table: T,
    private readonly onWritten?: (rows: number) => void,
    backend?: Backend,
  ) {
    this.backend = backend ?? backendOf(db);
    this.tableName = getTableName(table);
  }

  private setUp(row: Record<string, unknown>) {
    const columns = getTableColumns(this.table) as Record<string, { name: string; columnType: string }>;
    this.keys = Object.keys(row).filter((key) => key in columns);
    this.json = this.keys.map((key) => /^PgJsonb?$/.test(columns[key].columnType));
    this.columnList = this.keys.map((key) => `"${columns[key].name}"`).join(', ');
    // COPY takes any size; keep batches to a few MB. Literal INSERTs: stay far below 65 535 values.
    if (this.backend.kind === 'insert') this.maxRows = Math.max(1, Math.floor(30_000 / this.keys.length));
  }

  async push(insert: T['$inferInsert']): Promise<void> {
    const row = insert as Record<string, Value>;
    if (!this.keys) this.setUp(row);
    const keys = this.keys!;
    let line = '';
    if (this.backend.kind === 'insert') {
      for (let i = 0; i < keys.length; i++) line += (i ? ',' : '(') + sqlLiteral(row[keys[i]], this.json[i]);
      line += ')';
    } else {
      for (let i = 0; i < keys.length; i++) line += (i ? ',' : '') + csvField(row[keys[i]], this.json[i]);
    }
    this.lines.push(line);
    this.bytes += line.length;
    if (this.lines.length >= this.maxRows || this.bytes > 8_000_000) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.lines.length === 0) return;
    const lines = this.lines;
    this.lines = [];
    this.bytes = 0;
    const count = lines.length;
    const backend = this.backend;
    const target = `"${this.tableName}" (${this.columnList})`;
    if (backend.kind === 'pglite') {
      await backend.client.query(`COPY ${target} FROM '/dev/blob' WITH (FORMAT csv)`, [], {
        blob: new Blob([lines.join('\n')]),
      });
    } else if (backend.kind === 'pg') {
      const client = await backend.pool.connect();
      const copy = new CopyFromStdin(`COPY ${target} FROM STDIN WITH (FORMAT csv)`, lines.join('\n') + '\n');
      client.query(copy);
      const done = copy.done.finally(() => client.release());
      done.catch(() => {}); // awaited below or in close()
      this.inflight.push(done);
      if (this.inflight.length >= 2) await this.inflight.shift();
    } else {
      await this.db.execute(sql.raw(`INSERT INTO ${target} VALUES ${lines.join(',')}`));
    }
    this.written += count;
    this.onWritten?.(count);
  }

  /** Flushes what is left and waits until every batch is stored. */
  async close(): Promise<number> {
    await this.flush();
    const pending = this.inflight;
    this.inflight = [];
    await Promise.all(pending);
    return this.written;
  }
}

/** Writes a whole list of rows of one table. */
export async function writeAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: Iterable<T['$inferInsert']>,
  onWritten?: (rows: number) => void,
): Promise<number> {
  const writer = new TableWriter(db, table, onWritten);
  for (const row of rows) await writer.push(row);
  return writer.close();
}
