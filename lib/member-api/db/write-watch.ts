import 'server-only';
import type { Database } from './connect';
import { pgliteClientOf } from './pglite-client';

/**
 * Every statement that may change rows, as it goes to a database this process alone writes: the
 * embedded one on its thread (./pglite-thread.ts), whose folder one process holds (./lock.ts). What
 * this process read from such a database stays true until one of these statements: that lets a
 * reader keep what it read and know exactly when to drop it (the sessions' rows, ../sessions.ts).
 * PostgreSQL has none: other instances write it too, and nothing here would hear them.
 *
 * The listener gets the statement's text (a prepared statement's EXECUTE as the text it was
 * prepared with), when it is sent, and each statement of a transaction again when the transaction
 * ends. Reads (a lone SELECT, or EXECUTE of one prepared) are not heard.
 */
export type WriteListener = (sql: string) => void;
export type WatchWrites = (listener: WriteListener) => void;

/**
 * The database's watch, or undefined where nothing can be heard. Asked of the client itself: the
 * server's bundles each hold their own copy of this module, and share one connection.
 */
export function writeWatchOf(db: Database): WatchWrites | undefined {
  const client = pgliteClientOf(db) as { watchWrites?: WatchWrites } | undefined;
  const watch = client?.watchWrites;
  return typeof watch === 'function' ? (listener) => watch.call(client, listener) : undefined;
}

const LONE_SELECT = /^\s*select\b[^;]*;?\s*$/i;
const PREPARE = /^\s*prepare\s+([a-z_][a-z0-9_]*)\s+as\s+([\s\S]*)$/i;
const EXECUTE = /^\s*execute\s+([a-z_][a-z0-9_]*)\b[^;]*;?\s*$/i;

/**
 * Tells statements that may write from those that only read, remembering what each prepared
 * statement is. A SELECT with a semicolon inside (in a literal, or a second statement) counts as
 * a write: wrongly hearing a read costs a reader its kept rows, never their truth.
 */
export function writeClassifier(): (sql: string) => string | undefined {
  const prepared = new Map<string, string>();
  return (sql) => {
    if (LONE_SELECT.test(sql)) return undefined;
    const preparing = PREPARE.exec(sql);
    if (preparing) {
      prepared.set(preparing[1].toLowerCase(), preparing[2]);
      return LONE_SELECT.test(preparing[2]) ? undefined : sql;
    }
    const executing = EXECUTE.exec(sql);
    if (executing) {
      const text = prepared.get(executing[1].toLowerCase());
      // One prepared elsewhere (before this process, or by another client) is unknown: a write.
      if (text === undefined) return sql;
      return LONE_SELECT.test(text) ? undefined : text;
    }
    return sql;
  };
}
