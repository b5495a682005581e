import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the server gives a direct route besides the request. */
export interface DirectRouteContext {
  /** The headers every answer of the portal carries (server/edge-security.mjs securityHeaders). */
  headers: Record<string, string>;
  /** Expires Next cache tags as revalidateTag does at the end of a request (with its edge copies). */
  expireTags(tags: string[]): Promise<void>;
}

export type DirectRouteHandler = (req: IncomingMessage, res: ServerResponse, context: DirectRouteContext) => Promise<void>;

export function registerDirectRoute(method: string, path: string, handler: DirectRouteHandler): void;
export function registerDirectPrefix(method: string, prefix: string, handler: DirectRouteHandler): void;
export function directRoute(method: string | undefined, url: string | undefined): DirectRouteHandler | undefined;
