import 'server-only';
import { registerDirectPrefix } from '@/server/direct-routes.mjs';
import { changedTags } from '@/lib/upstream/revalidate';

/**
 * Registers the member API's calls (`GET` and `POST /upstream/…`) with server/serve.mjs, which then
 * answers them ahead of Next's request pipeline with the same implementation as
 * [...path]/route.ts (lib/member-api/node-http.ts). Called by instrumentation.ts, only with the built-in member API (with UPSTREAM_URL,
 * route.ts answers 404 as before). What a call changed is expired through the server, outside any
 * Next request, as revalidateTag does at the end of one.
 */
export async function registerDirectMemberApi(): Promise<void> {
  const { serveMemberApiNode } = await import('@/lib/member-api/node-http');
  const handler: Parameters<typeof registerDirectPrefix>[2] = (req, res, { headers, expireTags }) =>
    serveMemberApiNode(req, res, {
      headers,
      onSuccess: (name, input, body) => {
        const tags = changedTags(name, input, body);
        if (tags.length) expireTags(tags).catch((error) => console.error('[upstream] expiring cached pages failed', error instanceof Error ? error.message : error));
      },
    });
  registerDirectPrefix('GET', '/upstream/', handler);
  registerDirectPrefix('POST', '/upstream/', handler);
}
