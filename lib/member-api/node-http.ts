import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveMemberApi, type OnSuccess } from './http';

/**
 * GET calls of the member API over HTTP (`/upstream/…`) on Node's own request and response:
 * server/serve.mjs answers them ahead of Next's request pipeline (server/direct-routes.mjs),
 * with the same implementation as app/upstream/[...path]/route.ts (serveMemberApi). Next's routing,
 * the web streams it pipes a route's Response through and its gzip of a few KiB of JSON cost more
 * CPU than a ranking page's own queries (issue 11: ranking reads while rounds stream in). A GET has
 * no body, so the fetch Request built here is only its URL and headers. `headers` are the ones every
 * answer of the portal carries (the security headers Next adds from next.config.mjs).
 */
export async function serveMemberApiNode(req: IncomingMessage, res: ServerResponse, options: { headers?: Record<string, string>; onSuccess?: OnSuccess } = {}): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const prefix = '/upstream/';
  const segments = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const response = await serveMemberApi(new Request(url, { method: req.method, headers }), segments, options.onSuccess);
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...options.headers, ...Object.fromEntries(response.headers), 'content-length': String(body.byteLength) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
