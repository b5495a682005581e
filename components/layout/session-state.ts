'use client';

import { useSyncExternalStore } from 'react';
import type { ActionResult } from '@/lib/portal/actions/action-result';

/** The visitor's state as GET /api/session answers it (app/api/session/route.ts). */
export interface SessionState {
  loggedIn: boolean;
  nickname?: string;
  zone?: { name: string; offset: string };
}

// One small store shared by the header and the footer islands: one request per page load, not one per
// island, and no SWR on every page (it would add to the first-load JS of all of them).
let current: SessionState | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

const HINT = 'clubhouse_member';

/**
 * Keeps the account hint (lib/shared/security/account-hint.mjs) in step with what the server said: the
 * document's mark, which CSS reads, and the cookie the next page's head script reads before paint
 * (a session that ended elsewhere, a login from before the hint existed). Never trusted for access.
 */
function markDocument(loggedIn: boolean) {
  if (typeof document === 'undefined') return;
  document.documentElement.classList.toggle('member', loggedIn);
  document.documentElement.classList.toggle('guest', !loggedIn);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = loggedIn ? `${HINT}=1; Path=/; SameSite=Lax${secure}` : `${HINT}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

function publish(state: SessionState) {
  current = state;
  markDocument(state.loggedIn);
  listeners.forEach((listener) => listener());
}

/** Asks the server again, e.g. after a navigation that may have logged the member in. */
export function refreshSessionState(): Promise<void> {
  loading = fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<ActionResult<SessionState>>) : undefined))
    .then((result) => (result?.ok ? result.data : undefined))
    .then((state) => {
      if (state) publish({ loggedIn: state.loggedIn === true, nickname: state.nickname, zone: state.zone });
    })
    .catch(() => {
      // Offline or failing: the islands keep showing what a visitor sees.
    });
  return loading;
}

/** The visitor's state once the server has answered (at once when it has); undefined if it could not. */
export async function knownSessionState(): Promise<SessionState | undefined> {
  if (current) return current;
  await (loading ?? refreshSessionState());
  return current;
}

/** Sets the state the member just asked for (logging out), before the server has answered. */
export function setSessionState(state: SessionState) {
  publish(state);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!loading) void refreshSessionState();
  return () => listeners.delete(listener);
}

/**
 * The visitor's login state, or undefined until the server has answered. The cached page is the same
 * for everyone, so it is rendered as a visitor sees it and the islands change once this is known.
 */
export function useSessionState(): SessionState | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
