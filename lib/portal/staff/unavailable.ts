import 'server-only';
import { actionFail, failureFrom, type ActionFailure } from '@/lib/portal/actions/action-result';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseFailure } from '@/lib/member-api/db/failure';
import { noteMemberApiOutage } from '@/server/member-api-outage.mjs';

/**
 * The console when its database is down or stalled (security requirement 32): a clear 503 with
 * Retry-After, never a hang or a 500 with a stack. The console reads the member API's database itself,
 * so it notes the outage for the request as the seam does for members (server/member-api-outage.mjs):
 * a console page that then fails answers the server's 503 page in its language instead of a 500.
 */
export function noteIfDatabaseDown(error: unknown): boolean {
  if (!isDatabaseFailure(error)) return false;
  noteMemberApiOutage();
  return true;
}

/** A server action's answer to an error: 503 'api.unavailable' with retryAfter for a database failure. */
export function consoleFailure(error: unknown, where: string): ActionFailure {
  if (noteIfDatabaseDown(error)) {
    console.warn(`[${where}] database unavailable`);
    return actionFail(503, 'api.unavailable', {}, DATABASE_RETRY_AFTER_SECONDS);
  }
  return failureFrom(error, where);
}

/** A console route's 503 (JSON: these routes answer downloads and forms, never pages). */
export function unavailableResponse(): Response {
  return Response.json(
    { code: 503, message: 'api.unavailable' },
    { status: 503, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS), 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow, noarchive' } },
  );
}
