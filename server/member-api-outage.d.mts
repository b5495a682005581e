import type { ServerResponse } from 'node:http';

export const RETRY_AFTER_SECONDS: number;
export function noteMemberApiOutage(): void;
export function outageHeaders(retryAfterSeconds?: number): Record<string, string>;
export interface OutagePageOptions {
  /** The 503 page's HTML for a request path; without it, Next's own body goes out. */
  document?: (url: string | undefined) => string;
  headers?: Record<string, string>;
  csp?: string;
}
export function serveNotingOutages<T>(res: ServerResponse, handle: () => T, options?: OutagePageOptions): T;
