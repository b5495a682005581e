import 'server-only';
import { unsealData } from 'iron-session';
import { registerMemberResolver } from '@/server/member-pages.mjs';
import { env } from '@/lib/shared/config/env';
import { sessionPassword } from '@/lib/shared/config/secrets';
import { callUpstream } from '@/lib/upstream/client';
import { isUpstreamError } from '@/lib/upstream/errors';
import { sessionCookieName } from './cookie';
import type { PortalSession } from './session';

/** One cookie's value in a Cookie header, or undefined. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The tokens of cookies opened lately: a seal opens to the same token every time, and opening one
 * (PBKDF2, HMAC, AES) is most of a copy's cost to the edge. Only the opening is remembered, never
 * whether the session is live: that is asked of the member API every time. Bounded, oldest out.
 */
const openedSeals = new Map<string, string | null>();
const OPENED_SEALS_KEPT = 5_000;

async function tokenOf(sealed: string): Promise<string | null> {
  const known = openedSeals.get(sealed);
  if (known !== undefined) return known;
  let token: string | null;
  try {
    token = (await unsealData<PortalSession>(decodeURIComponent(sealed), { password: sessionPassword(), ttl: 0 })).token ?? null;
  } catch {
    token = null;
  }
  openedSeals.set(sealed, token);
  if (openedSeals.size > OPENED_SEALS_KEPT) openedSeals.delete(openedSeals.keys().next().value!);
  return token;
}

/**
 * The member whose live session a Cookie header carries, or null: the portal's sealed cookie opened
 * as getSession opens it, and its token confirmed with the member API as verifySession confirms it
 * (a revoked, idle, expired or blocked session is null). A member API that does not answer throws.
 */
export async function liveMemberOf(cookieHeader: string): Promise<number | null> {
  const sealed = cookieValue(cookieHeader, sessionCookieName(env.appUrl));
  if (!sealed) return null;
  const token = await tokenOf(sealed);
  if (!token) return null;
  try {
    return (await callUpstream('sessionInfo', {}, { token })).player_pk;
  } catch (error) {
    if (isUpstreamError(error) && (error.code === 401 || error.code === 403)) return null;
    throw error;
  }
}

/**
 * Lets server/serve.mjs serve a member the copy of a MyZone page the edge kept for them
 * (server/member-pages.mjs) once this confirms the session is theirs and live. Called by
 * instrumentation.ts; under `next start` nothing calls the resolver and every page is rendered.
 */
export function registerEdgeMemberResolver(): void {
  registerMemberResolver(liveMemberOf);
}
