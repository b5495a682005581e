import { readiness } from '@/lib/health';

/**
 * Readiness: 200 when the database (and Redis, when configured) answer, 503 while one does not, so
 * a load balancer sends no traffic to an instance that would only fail; 200 again once it is back.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const { ok, checks } = await readiness();
  return Response.json({ ok, checks: checks.map(({ name, ok: up, ms }) => ({ name, ok: up, ms })) }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
