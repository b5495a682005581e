import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves a fetch-style handler over real HTTP on a random loopback port (for contract tests). */
export async function serveOnLoopback(
  handler: (request: Request) => Promise<Response>,
  options: { keepAliveTimeoutMs?: number } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(key, value);
      else if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    }
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    try {
      const response = await handler(request);
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  // A loaded machine can reuse a keep-alive socket just as the server's idle timer closes it (the
  // benchmark's clients): a longer idle timeout on request.
  if (options.keepAliveTimeoutMs) server.keepAliveTimeout = options.keepAliveTimeoutMs;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Serves a Node-style handler (as server/serve.mjs runs one) over real HTTP on a random loopback port. */
export async function serveNodeOnLoopback(handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    handler(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Runs a handler for /upstream/... the way app/upstream/[...path]/route.ts does. */
export function upstreamRoute(serve: (request: Request, segments: string[]) => Promise<Response>) {
  return (request: Request) => {
    const { pathname } = new URL(request.url);
    const segments = pathname.replace(/^\/upstream\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
    return serve(request, segments);
  };
}
