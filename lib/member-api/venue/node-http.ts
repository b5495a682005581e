import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerVenueRound, type VenueServeOptions } from './http';

/**
 * Reads a Node request's body up to the limit; undefined when it is larger. The rest is then left
 * unread: the answer closes the connection (see serveVenueRoundsNode), so no more of it is taken in.
 */
function readNodeBody(req: IncomingMessage, limit: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // The client went away before sending the whole body.
    const onClose = () => onError(new Error('the request was aborted'));
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * POST /venue/rounds on Node's own request and response (server/serve.mjs, ahead of Next): the same
 * implementation as the route (answerVenueRound), without the cost of Next's routing and of fetch's
 * Request and Response streams, a third of a round's CPU in the server. `headers` are the ones
 * every answer of the portal carries (the security headers Next adds from next.config.mjs).
 */
export async function serveVenueRoundsNode(req: IncomingMessage, res: ServerResponse, options: VenueServeOptions & { headers?: Record<string, string> } = {}): Promise<void> {
  const result = await answerVenueRound(
    {
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0],
      header: (name) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value.join(', ') : value;
      },
      readBody: (limit) => readNodeBody(req, limit),
    },
    options,
  );
  const body = JSON.stringify(result.body);
  res.writeHead(result.status, {
    ...options.headers,
    ...result.headers,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    // A body refused before it was read whole (too large, a wrong type) is not read further: the
    // connection closes rather than carry the rest of it.
    ...(req.complete ? {} : { connection: 'close' }),
  });
  res.end(body);
}
