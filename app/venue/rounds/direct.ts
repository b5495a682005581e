import 'server-only';
import { registerDirectRoute, type DirectRouteContext } from '@/server/direct-routes.mjs';
import { VENUE_ROUNDS_PATH } from '@/lib/shared/venue/signature';
import { venueChangeTags } from './changes';

/**
 * Tags to expire, gathered for one turn of the event loop: every round that waited on one
 * re-ranking reports its change when it commits, and one expiry covers them all.
 */
let pending: { tags: Set<string>; done: Promise<void> } | undefined;

/** Resolves once the batch holding these tags is expired (a member's round is answered after its own). */
function expireSoon(expireTags: DirectRouteContext['expireTags'], tags: string[]): Promise<void> {
  if (!tags.length) return Promise.resolve();
  if (!pending) {
    const tagSet = new Set<string>();
    const done = new Promise<void>((resolve) =>
      setImmediate(() => {
        pending = undefined;
        expireTags([...tagSet])
          .catch((error) => console.error('[venue] expiring cached pages failed', error instanceof Error ? error.message : error))
          .finally(resolve);
      }),
    );
    pending = { tags: tagSet, done };
  }
  for (const tag of tags) pending.tags.add(tag);
  return pending.done;
}

/**
 * Registers POST /venue/rounds with server/serve.mjs, which then answers it ahead of Next's request
 * pipeline (server/direct-routes.mjs) with the same implementation as route.ts
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
