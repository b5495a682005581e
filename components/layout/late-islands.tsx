'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/portal/client/use-hydrated';

// Layout islands that show nothing when a page loads, so nothing of theirs is needed to paint it or to
// make it interactive: their code is fetched once the page has hydrated, not with every page's first
// load (issue 22's budget). The progress bar waits for a click on a link, the button for a scroll.
const NavigationProgress = lazy(() => import('./navigation-progress').then((module) => ({ default: module.NavigationProgress })));
const BackToTop = lazy(() => import('./back-to-top').then((module) => ({ default: module.BackToTop })));

/** The bar at the top of the window while a client-side navigation renders (./navigation-progress). */
export function LateNavigationProgress() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <NavigationProgress />
    </Suspense>
  );
}

/** The back-to-top button, shown past 300 px of scroll (./back-to-top). */
export function LateBackToTop({ label }: { label: string }) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop label={label} />
    </Suspense>
  );
}
