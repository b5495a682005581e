import 'server-only';
import type { Change } from '@/lib/upstream/operation';

/**
 * What the member API changes on nobody's call: a scheduled job (an unpaid entry or hold lapsing, a
 * tournament starting or ending with its points and badges), a venue's desk marking a booking. A
 * member's own call says what it changed through the operation table (`changes`); these say it here,
 * and whoever shows the data listens (app/upstream/follow-changes.ts expires the portal's
 * cached pages and reads, a member's MyZone among them). Without a listener (a script, `npm run jobs`)
 * nothing is told, and what shows the data is bounded by its cache life alone.
 *
 * A global registry: Next's bundles and the server script each hold their own copy of this module.
 */
type Listener = (changes: Change[]) => void;

const LISTENERS = Symbol.for('clubhouse.member-api.changes');

function listeners(): Set<Listener> {
  const holder = globalThis as { [LISTENERS]?: Set<Listener> };
  holder[LISTENERS] ??= new Set();
  return holder[LISTENERS];
}

/** Registers a listener; answers the function that removes it. */
export function onMemberApiChanges(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Tells every listener what just changed; a failing listener never fails the change itself. */
export function announceChanges(changes: readonly Change[]): void {
  if (!changes.length) return;
  for (const listener of listeners()) {
    try {
      listener([...changes]);
    } catch (error) {
      console.error('[member-api] a change listener failed:', error instanceof Error ? error.message : error);
    }
  }
}

/** Each member once, as member changes. */
export function membersChanged(playerPks: Iterable<number | null | undefined>): Change[] {
  return [...new Set([...playerPks].filter((pk): pk is number => typeof pk === 'number'))].map((id) => ({ kind: 'member', id }));
}
