import 'server-only';
import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/member-api/db/client';
import { staffAudit } from '@/lib/member-api/db/schema-staff';

/**
 * The staff audit log (issue 24 item 2): one row per staff action, written in the same transaction
 * as the change where there is one. The table is append-only in the database itself
 * (db/migrations/*_staff_sql.sql), so nothing here could change a row even by mistake.
 */
export interface AuditEntry {
  staffId: number | null;
  staffEmail: string;
  address?: string;
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Database, entry: AuditEntry, now = new Date()): Promise<void> {
  await db.insert(staffAudit).values({
    at: now,
    staffId: entry.staffId,
    staffEmail: entry.staffEmail,
    address: entry.address?.slice(0, 64),
    action: entry.action.slice(0, 40),
    target: entry.target?.slice(0, 120),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  staffId?: number;
  action?: string;
  /** Inclusive bounds, as instants. */
  from?: Date;
  to?: Date;
  /** Rows older than this id (the next page). */
  beforeId?: number;
}

export const AUDIT_PAGE = 50;

export async function listAudit(db: Database, filter: AuditFilter, limit = AUDIT_PAGE) {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(staffAudit.staffId, filter.staffId));
  if (filter.action) conditions.push(eq(staffAudit.action, filter.action));
  if (filter.from) conditions.push(gte(staffAudit.at, filter.from));
  if (filter.to) conditions.push(lte(staffAudit.at, filter.to));
  if (filter.beforeId !== undefined) conditions.push(lt(staffAudit.id, filter.beforeId));
  return db
    .select()
    .from(staffAudit)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(staffAudit.id))
    .limit(limit);
}

const CSV_COLUMNS = ['id', 'at', 'staff_id', 'staff_email', 'address', 'action', 'target', 'before', 'after'] as const;

/**
 * One CSV field (RFC 4180), safe to open in a spreadsheet: a value a spreadsheet would read as a
 * formula (=, +, -, @, tab, CR) is prefixed with a quote (OWASP CSV injection).
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditCsv(rows: Awaited<ReturnType<typeof listAudit>>): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push([row.id, row.at, row.staffId, row.staffEmail, row.address, row.action, row.target, row.before, row.after].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
