import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export interface EdgeRefusal {
  status: number;
  message: string;
  allow?: string;
}
export const ALLOWED_METHODS: string[];
export const BODY_TYPES: string[];
export function bodyLimits(env?: NodeJS.ProcessEnv): [string, number][];
export function securityHeaders(production?: boolean): Record<string, string>;
export function edgeRefusal(method: string, url: string | undefined, headers: IncomingHttpHeaders, env?: NodeJS.ProcessEnv): EdgeRefusal | null;
export function normaliseForwarding(req: IncomingMessage, hops?: number, warn?: () => void): void;
export function refuse(res: ServerResponse, refusal: EdgeRefusal): void;
export function privateWhenSettingCookies(res: ServerResponse): void;
export function limitChunkedBody(req: IncomingMessage, res: ServerResponse, env?: NodeJS.ProcessEnv): boolean;
