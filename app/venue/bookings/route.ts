import { env } from '@/lib/shared/config/env';

/**
 * The venue desk's signed booking calls (lib/member-api/booking/desk-http.ts): a day's bookings.
 * Part of the built-in member API like /venue/rounds; absent with UPSTREAM_URL.
 */
export async function POST(request: Request) {
  if (env.upstreamUrl) return Response.json({ code: 404, message: 'api.noSuchCall' }, { status: 404 });
  const { serveVenueBookings } = await import('@/lib/member-api/booking/desk-http');
  return serveVenueBookings(request);
}
