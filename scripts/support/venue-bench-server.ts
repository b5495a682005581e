/**
 * The server half of the venue ingestion benchmark (scripts/bench-venue.ts): the venue round API
 * (serveVenueRounds, re-ranking after the answer as in the portal) and the tournament ranking call
 * (dispatch, as a page's data function makes it) over loopback HTTP, on DATABASE_URL. Prints its
 * address as one JSON line, then serves until killed.
 */
import { serveVenueRounds } from '@/lib/member-api/venue/http';
import { dispatch } from '@/lib/member-api/dispatch';
import { serveOnLoopback } from '@/tests/support/serve';

async function main() {
  const server = await serveOnLoopback(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/venue/rounds') return serveVenueRounds(request);
    if (url.pathname === '/ranking') {
      const body = await dispatch('tournamentRanking', Object.fromEntries(url.searchParams));
      return Response.json(body);
    }
    return new Response('not found', { status: 404 });
  }, { keepAliveTimeoutMs: 120_000 });
  console.log(JSON.stringify({ url: server.url }));
}

void main();
