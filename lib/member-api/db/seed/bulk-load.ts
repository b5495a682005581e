/**
 * Bulk loading is several times faster without secondary indexes and per-row foreign-key checks:
 * while the generator's big tables are still empty, their secondary indexes and foreign keys are
 * dropped; once the rows are in, the indexes are rebuilt and the foreign keys added back from
 * their exact definitions (pg_indexes, pg_get_constraintdef). Adding a foreign key back checks
 * every row in one pass, so nothing goes unverified. Primary keys and unique constraints stay.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../connect';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface BulkLoad {
  /** How many statements restore() runs. */
  count: number;
  /** Rebuilds the indexes and adds the foreign keys back (calling `onEach` after each); runs once. */
  restore(onEach?: () => void): Promise<void>;
}

export async function prepareBulkLoad(db: Database, tables: string[]): Promise<BulkLoad> {
  const indexes: string[] = [];
  const foreignKeys: string[] = [];
  try {
    for (const table of tables) {
      const [{ empty }] = await rows<{ empty: boolean | string }>(db, sql.raw(`select not exists (select 1 from "${table}") as empty`));
      if (!(empty === true || empty === 't' || empty === 'true')) continue;
      const relation = sql`(quote_ident(current_schema()) || '.' || quote_ident(${table}))::regclass`;
      const found = await rows<{ indexname: string; indexdef: string }>(
        db,
        sql`select i.indexname, i.indexdef from pg_indexes i
            where i.schemaname = current_schema() and i.tablename = ${table}
              and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = ${relation})
            order by i.indexname`,
      );
      for (const index of found) {
        await db.execute(sql.raw(`drop index if exists "${index.indexname}"`));
        indexes.push(index.indexdef);
      }
      const constraints = await rows<{ conname: string; definition: string }>(
        db,
        sql`select conname, pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'f' and conrelid = ${relation} order by conname`,
      );
      for (const fk of constraints) {
        await db.execute(sql.raw(`alter table "${table}" drop constraint "${fk.conname}"`));
        foreignKeys.push(`alter table "${table}" add constraint "${fk.conname}" ${fk.definition}`);
      }
    }
  } catch (error) {
    await restoreAll(db, [...indexes, ...foreignKeys]).catch(() => {});
    throw error;
  }
  let restored = false;
  return {
    count: indexes.length + foreignKeys.length,
    async restore(onEach) {
      if (restored) return;
      restored = true;
      await restoreAll(db, [...indexes, ...foreignKeys], onEach);
    },
  };
}

async function restoreAll(db: Database, statements: string[], onEach?: () => void) {
  for (const statement of statements) {
    await db.execute(sql.raw(statement));
    onEach?.();
  }
}
