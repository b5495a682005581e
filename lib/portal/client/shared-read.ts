'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

/*
 * The visitor's own marks on a cached page (their entries on the schedule, their place in a ranking,
 * their row in the standings) are each one GET that several islands of the page share. This is that
 * much of SWR and no more: SWR cost every such page 5.4 KiB gzip of first-load JS. Pages that need
 * SWR's polling or cache (the live marker, scorecards, the member-info popup) load it lazily.
 */

// Requests in flight, by round and URL: islands that mount together share one request. Settled answers
// are not kept, so a later visit of the page (after logging in, say) asks again.
const inFlight = new Map<string, Promise<unknown>>();
let round = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Has every shared read on the page ask again (a live ranking moved); each keeps its answer meanwhile. */
export function readAllAgain() {
  round++;
  for (const listener of listeners) listener();
}

/**
 * The answer of `read(url)`, asked once per page for all islands with the same URL; undefined until it
 * comes, and while `url` is null (nobody to ask for, such as a visitor). A failed read shows nothing new.
 */
export function useSharedRead<T>(url: string | null, read: (url: string) => Promise<T>): T | undefined {
  const currentRound = useSyncExternalStore(subscribe, () => round, () => 0);
  const [answer, setAnswer] = useState<{ url: string; data: T }>();
  useEffect(() => {
    if (!url) return;
    let mounted = true;
    const key = `${currentRound} ${url}`;
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = read(url);
      inFlight.set(key, pending);
      const forget = () => inFlight.delete(key);
      pending.then(forget, forget);
    }
    pending.then(
      (data) => mounted && setAnswer({ url, data }),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [url, currentRound, read]);
  return url && answer?.url === url ? answer.data : undefined;
}
