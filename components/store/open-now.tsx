'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { openState } from '@/lib/shared/domain/opening-hours';

/** The current minute, shared by every badge on the page and ticking once a minute. */
let now = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 60_000);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * "Open now" / "Closed now" for a venue, from its hours on its own clock. Computed in the browser
 * (the page around it may be cached; the visitor's moment is what matters); the server renders
 * nothing here, so there is no stale badge and no hydration mismatch.
 */
function snapshot() {
  if (!now) now = Date.now();
  return now;
}

/** Needs the `store.finder` messages from a NextIntlClientProvider around it. */
export function OpenNow({ hours, timeZone }: { hours: Record<string, string>; timeZone: string }) {
  const t = useTranslations('store.finder');
  const at = useSyncExternalStore(subscribe, snapshot, () => 0);
  if (!at || !Object.keys(hours).length) return null;
  const state = openState(hours, timeZone, new Date(at));
  return (
    <span
      data-open-now={state.open ? 'open' : 'closed'}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${state.open ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-700'}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${state.open ? 'bg-green-600' : 'bg-gray-500'}`} />
      {state.open ? t('openUntil', { time: state.closes ?? '' }) : t('closedNow')}
    </span>
  );
}
