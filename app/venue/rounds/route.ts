import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { env } from '@/lib/shared/config/env';
import { venueChangeTags } from './changes';

/**
 * The venues' signed round API (lib/member-api/venue/http.ts): part of the built-in member API, so an
 * exception in eslint.config.mjs like /upstream, loaded lazily and not at all with UPSTREAM_URL (a
 * network with its own member API ingests its own rounds). Once a round's effects are visible (a
 * tournament's places recomputed), the cached pages that show them are expired, after the answer.
 * server/serve.mjs answers this path itself once instrumentation.ts has registered direct.ts (the
 * same implementation, without Next's request pipeline): this route serves `next start`, `next dev`
 * and any request that comes before.
 */
export async function POST(request: Request) {
  if (env.upstreamUrl) return Response.json({ code: 404, message: 'api.noSuchCall' }, { status: 404 });
  const { serveVenueRounds } = await import('@/lib/member-api/venue/http');
  return serveVenueRounds(request, {
    defer: (work) => after(work),
    onChanged: (changes) => {
      for (const tag of venueChangeTags(changes)) revalidateTag(tag, { expire: 0 });
    },
  });
}
