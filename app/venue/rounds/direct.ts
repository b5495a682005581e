import 'server-only';
import { registerDirectRoute, type DirectRouteContext } from '@/lib/server/direct-routes.mjs';
import { VENUE_ROUNDS_PATH } from '@/lib/venue/signature';
import { venueChangeTags } from './changes';

/**
 * Tags to expire, gathered for one turn of the event loop: every round that waited on one
 * re-ranking reports its change when it commits, and one expiry covers them all.
 */
let pending: Set<string> | undefined;

function expireSoon(expireTags: DirectRouteContext['expireTags'], tags: string[]) {
  if (!tags.length) return;
  if (!pending) {
    const batch = (pending = new Set());
    setImmediate(() => {
      pending = undefined;
      expireTags([...batch]).catch((error) => console.error('[venue] expiring cached pages failed', error instanceof Error ? error.message : error));
    });
  }
  for (const tag of tags) pending.add(tag);
}

/**
 * Registers POST /venue/rounds with scripts/serve.mjs, which then answers it ahead of Next's request
 * pipeline (lib/server/direct-routes.mjs) with the same implementation as route.ts
 * (answerVenueRound): Next's routing and fetch's streams were a third of a round's server CPU.
 * Called by instrumentation.ts, only with the built-in member API (with UPSTREAM_URL, route.ts
 * answers 404 as before). The cached pages a round changes are expired through the server, outside
 * any Next request, as revalidateTag does at the end of one.
 */
export async function registerDirectVenueRounds(): Promise<void> {
  const { serveVenueRoundsNode } = await import('@/lib/member-api/venue/node-http');
  registerDirectRoute('POST', VENUE_ROUNDS_PATH, (req, res, { headers, expireTags }) =>
    serveVenueRoundsNode(req, res, { headers, onChanged: (changes) => expireSoon(expireTags, venueChangeTags(changes)) }),
  );
}
