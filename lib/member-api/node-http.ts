import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { serveMemberApi, type OnSuccess } from './http';

/**
 * The member API over HTTP (`/upstream/…`) on Node's own request and response: server/serve.mjs
 * answers its calls ahead of Next's request pipeline (server/direct-routes.mjs), with the same
 * implementation as app/upstream/[...path]/route.ts (serveMemberApi). Next's routing, the web streams
 * it pipes a route's Response through and its gzip of a few KiB of JSON cost more CPU than a ranking
 * page's own queries (issue 11: ranking reads while rounds stream in), and in a burst of bookings more
 * than a booking's own work (issue 23). A POST's body is handed on as the request's stream:
 * serveMemberApi reads it within the member API's body limit (413 past it), as the route does; the
 * server has already refused a declared length past the limit. `headers` are the ones every answer
 * of the portal carries (the security headers Next adds from next.config.mjs).
 */
export async function serveMemberApiNode(req: IncomingMessage, res: ServerResponse, options: { headers?: Record<string, string>; onSuccess?: OnSuccess } = {}): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const prefix = '/upstream/';
  const segments = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // `duplex: 'half'` (a streamed request body) is in undici's RequestInit, not yet in the DOM types.
  const init: RequestInit & { duplex?: 'half' } = hasBody ? { method: req.method, headers, body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : { method: req.method, headers };
  const request = new Request(url, init);
  const response = await serveMemberApi(request, segments, options.onSuccess);
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...options.headers, ...Object.fromEntries(response.headers), 'content-length': String(body.byteLength) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
