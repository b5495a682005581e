import { auditCsv, listAudit } from '@/lib/portal/staff/audit';
import { auditFilterFrom } from '@/lib/portal/staff/audit-filter';
import { staffRoute } from '@/lib/portal/staff/route';

/** The audit log with the page's filters, as CSV (at most 10 000 rows per file, newest first). */
export async function GET(request: Request) {
  return staffRoute('audit.read', async ({ db, audit }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const { filter } = auditFilterFrom(query);
    const rows = await listAudit(db, filter, 10_000);
    await audit('audit', { exported: rows.length, filter: query });
    return new Response(auditCsv(rows), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="staff-audit-${new Date().toISOString().slice(0, 10)}.csv"` },
    });
  });
}
