import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { tagsForChange } from '@/lib/cache/tags';
import { env } from '@/lib/config/env';

/**
 * The venues' signed round API (lib/member-api/venue/http.ts): part of the built-in member API, so an
 * exception in eslint.config.mjs like /upstream, loaded lazily and not at all with UPSTREAM_URL (a
 * network with its own member API ingests its own rounds). Once a round's effects are visible (a
 * tournament's places recomputed), the cached pages that show them are expired, after the answer.
 */
export async function POST(request: Request) {
  if (env.upstreamUrl) return Response.json({ code: 404, message: 'api.noSuchCall' }, { status: 404 });
  const { serveVenueRounds } = await import('@/lib/member-api/venue/http');
  return serveVenueRounds(request, {
    defer: (work) => after(work),
    onChanged: ({ tournaments }) => {
      for (const tag of new Set(tournaments.flatMap((tournamentno) => tagsForChange({ kind: 'tournament', id: tournamentno })))) {
        revalidateTag(tag, { expire: 0 });
      }
    },
  });
}
