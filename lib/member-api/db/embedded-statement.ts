import 'server-only';
import { createHash } from 'node:crypto';
import { is, Placeholder } from 'drizzle-orm';
import type { Database } from './connect';
import { pgliteClientOf } from './pglite-client';

/**
 * A statement the embedded database (PGlite) keeps prepared under a name, for a query asked on nearly
 * every request. PGlite's query() sends each statement through the extended protocol as an unnamed one:
 * parsed, described, planned and bound again on every call. On the demo database the session query
 * took 0.44 ms that way, and 0.09 ms as `EXECUTE name(...)` of a statement PREPAREd once, through the
 * simple protocol (exec). The edge asks it before every member's page copy it serves: at 869 copies a
 * second the database thread was 99 % busy, and with this the same server served 1 964 a second.
 * PostgreSQL's driver keeps its statements prepared already: there this is not used.
 *
 * The simple protocol carries no parameters, so the values are written into the EXECUTE as literals.
 * Only hex digests, instants and whole numbers are ever written there; any other value is refused.
 */

interface EmbeddedClient {
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
}

function embeddedClient(db: Database): EmbeddedClient | undefined {
  const client = pgliteClientOf(db);
  return typeof client?.exec === 'function' ? (client as unknown as EmbeddedClient) : undefined;
}

export type StatementValue = string | number | Date;

const HEX = /^[0-9a-f]*$/;

/** A value as an SQL literal: a hex string, an instant (ISO 8601, UTC) or a whole number. */
export function statementLiteral(value: StatementValue): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error('an invalid date cannot be written into a statement');
    return `'${value.toISOString()}'`;
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`${value} is not a whole number: it cannot be written into a statement`);
    return String(value);
  }
  if (!HEX.test(value)) throw new Error('only hex digests are written into a statement as text');
  return `'${value}'`;
}

/** PostgreSQL's code for an EXECUTE of a name no statement has (invalid_sql_statement_name). */
const UNKNOWN_STATEMENT = '26000';
/** ... and for a PREPARE of a name a statement has already (duplicate_prepared_statement). */
const ALREADY_PREPARED = '42P05';

export interface EmbeddedStatement<Row> {
  /** The rows, with the query's placeholders given these values. */
  run(values: Record<string, StatementValue>): Promise<Row[]>;
}

const prepared = new WeakMap<Database, Map<string, EmbeddedStatement<unknown>>>();

/**
 * `query` (Drizzle's, with sql.placeholder values) as a named statement of the embedded database, or
 * undefined on PostgreSQL. Rows come back as PGlite reads them: keyed by column name (give the query's
 * columns distinct names), timestamps as Dates. Prepared on first use, and again if the database
 * forgot it (a statement lives as long as PGlite's session). The server's bundles each hold their own
 * copy of this module and share one database: the name carries a digest of the statement's text, so
 * a statement another bundle prepared under it is this very statement.
 */
export function embeddedStatement<Row>(db: Database, name: string, query: { toSQL(): { sql: string; params: unknown[] } }): EmbeddedStatement<Row> | undefined {
  const client = embeddedClient(db);
  if (!client) return undefined;
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  const known = statements.get(name);
  if (known) return known as EmbeddedStatement<Row>;

  const { sql: text, params } = query.toSQL();
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" cannot name a statement`);
  const named = `${name}_${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
  let preparing: Promise<unknown> | undefined;
  const prepare = () =>
    (preparing ??= client.exec(`PREPARE ${named} AS ${text}`).catch((error: { code?: string }) => {
      if (error.code === ALREADY_PREPARED) return;
      preparing = undefined;
      throw error;
    }));
  const statement: EmbeddedStatement<Row> = {
    async run(values) {
      const literals = params.map((param) => {
        if (!is(param, Placeholder)) return statementLiteral(param as StatementValue);
        const value = values[param.name];
        if (value === undefined) throw new Error(`no value for ${param.name} in statement ${name}`);
        return statementLiteral(value);
      });
      const execute = `EXECUTE ${named}(${literals.join(', ')})`;
      await prepare();
      try {
        return (await client.exec(execute))[0].rows as Row[];
      } catch (error) {
        if ((error as { code?: string }).code !== UNKNOWN_STATEMENT) throw error;
        preparing = undefined;
        await prepare();
        return (await client.exec(execute))[0].rows as Row[];
      }
    },
  };
  statements.set(name, statement as EmbeddedStatement<unknown>);
  return statement;
}
