import 'server-only';
import { recordAudit } from './audit';
import { checkStaff, requestMeta } from './guard';
import type { StaffAction } from './matrix';
import type { StaffSession } from './sessions';
import type { Database } from '@/lib/member-api/db/client';
import { noteIfDatabaseDown, unavailableResponse } from './unavailable';

const NO_STORE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow, noarchive' };

/** A refusal as JSON (never a page: these routes answer downloads). */
export function refusalResponse(status: number, reason: string): Response {
  return Response.json({ code: status, message: `admin.errors.${reason}` }, { status, headers: NO_STORE });
}

/**
 * A console Route Handler (a download): the staff session allowed `action` by the matrix, or 401,
 * 403 or 404 as JSON (503 when the database is down); the answer is never stored. `audit` records the download.
 */
export async function staffRoute(
  action: StaffAction,
  handler: (context: { staff: StaffSession; db: Database; audit: (target: string, after?: unknown) => Promise<void> }) => Promise<Response>,
): Promise<Response> {
  try {
    const allowed = await checkStaff(action);
    if ('refusal' in allowed) return refusalResponse(allowed.refusal.status, allowed.refusal.reason);
    const { staff, db } = allowed;
    const { ip } = await requestMeta();
    const response = await handler({ staff, db, audit: (target, after) => recordAudit(db, { staffId: staff.staffId, staffEmail: staff.email, address: ip, action, target, after }) });
    for (const [name, value] of Object.entries(NO_STORE)) response.headers.set(name, value);
    return response;
  } catch (error) {
    if (noteIfDatabaseDown(error)) return unavailableResponse();
    throw error;
  }
}
