/** Liveness: the process is up and serving (a load balancer restarts it otherwise). No dependency is touched. */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
}
