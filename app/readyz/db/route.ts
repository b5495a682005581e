import { databaseReadiness } from '@/lib/portal/health';

/**
 * The database alone, for alerting (not for routing): 200 while this instance's database connection
 * answers `select 1` within 2 s, 503 otherwise.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const { ok, checks } = await databaseReadiness();
  return Response.json({ ok, checks: checks.map(({ name, ok: up, ms }) => ({ name, ok: up, ms })) }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
