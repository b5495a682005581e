import type { ServerResponse } from 'node:http';

export const RETRY_AFTER_SECONDS: number;
export function noteMemberApiOutage(): void;
export function outageHeaders(retryAfterSeconds?: number): Record<string, string>;
export function serveNotingOutages<T>(res: ServerResponse, handle: () => T): T;
