'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

type Phase = 'idle' | 'loading' | 'done';

/** Below this a navigation is fast enough that a bar would only flicker. */
const SHOW_AFTER_MS = 120;
/** A navigation that never completes (the tab lost its connection) does not leave the bar forever. */
const GIVE_UP_AFTER_MS = 20_000;

/** Whether a click on this anchor starts a client-side navigation to another URL of this site. */
function startsNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * A thin bar at the top of the window while a client-side navigation renders on the server, so a
 * click on a slow network gives feedback at once instead of leaving the old page frozen. Visual only
 * (the next page's title is announced by Next's route announcer, list pages show skeletons).
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<number[]>([]);

  const clearTimers = () => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  };

  useEffect(() => {
    function start(event: MouseEvent) {
      if (!startsNavigation(event)) return;
      clearTimers();
      const from = window.location.href;
      timers.current.push(
        // A navigation that finished before the delay needs no bar.
        window.setTimeout(() => window.location.href === from && setPhase('loading'), SHOW_AFTER_MS),
        window.setTimeout(() => setPhase('idle'), GIVE_UP_AFTER_MS),
      );
    }
    // Capture phase: Next's Link prevents the default in its own handler, after this one.
    document.addEventListener('click', start, true);
    return () => {
      document.removeEventListener('click', start, true);
      clearTimers();
    };
  }, []);

  // The URL changed: the navigation has rendered (state adjusted while rendering, React's pattern for
  // state that follows a prop, rather than an effect that would paint the stale bar once more).
  const url = `${pathname}?${searchParams.toString()}`;
  const [renderedUrl, setRenderedUrl] = useState(url);
  if (url !== renderedUrl) {
    setRenderedUrl(url);
    setPhase(phase === 'loading' ? 'done' : 'idle');
  }

  useEffect(() => {
    if (phase === 'loading') return;
    clearTimers();
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => setPhase('idle'), 400);
    return () => window.clearTimeout(timer);
  }, [phase]);

  const state =
    phase === 'loading'
      ? 'w-4/5 opacity-100 transition-[width] duration-[8000ms] ease-out'
      : phase === 'done'
        ? 'w-full opacity-0 transition-[width,opacity] duration-300'
        : 'w-0 opacity-0';
  return (
    <div aria-hidden="true" data-testid="navigation-progress" data-phase={phase} className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px]">
      <div className={`h-full bg-brand-500 motion-reduce:transition-none ${state}`} />
    </div>
  );
}
