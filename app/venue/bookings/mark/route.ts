import { env } from '@/lib/shared/config/env';

/** The venue desk's signed check-in / no-show mark (lib/member-api/booking/desk-http.ts). */
export async function POST(request: Request) {
  if (env.upstreamUrl) return Response.json({ code: 404, message: 'api.noSuchCall' }, { status: 404 });
  const { serveVenueBookings } = await import('@/lib/member-api/booking/desk-http');
  return serveVenueBookings(request);
}
