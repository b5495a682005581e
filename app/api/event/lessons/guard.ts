import 'server-only';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/config/env';
import { isUpstreamError } from '@/lib/upstream/errors';

/**
 * Comment mutations only from our own pages (design.md §5): the browser's Origin must be this site's,
 * either APP_URL or the address the request came to.
 */
export function sameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  return origin === new URL(env.appUrl).origin || origin === request.nextUrl.origin;
}

export function fail(code: number, message: string, errors?: Record<string, string>) {
  return Response.json({ code, message, ...(errors ? { errors } : {}) }, { status: code >= 400 && code < 600 ? code : 502, headers: { 'cache-control': 'no-store' } });
}

/** The member API's refusal as it is (its message key or a remote server's text); anything else is ours. */
export function failFromError(error: unknown, where: string) {
  if (isUpstreamError(error)) return fail(error.code, error.message, error.errors);
  console.error(`[${where}]`, error);
  return fail(500, 'api.internal');
}

/** A positive whole number from a path segment, or undefined. */
export function idParam(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}
