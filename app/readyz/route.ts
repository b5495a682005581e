import { readiness } from '@/lib/portal/health';

/**
 * Readiness, the balancer's routing check: 200 while this instance can serve (its database answers),
 * 503 while it cannot, so a load balancer sends it no traffic; 200 again once it is back. Redis down
 * is still 200: the body's `degraded` says what works less well meanwhile. Liveness is /healthz;
 * the database alone, for alerts, is /readyz/db.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const { ok, checks, degraded } = await readiness();
  return Response.json(
    { ok, checks: checks.map(({ name, ok: up, ms }) => ({ name, ok: up, ms })), degraded },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
