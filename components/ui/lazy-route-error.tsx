'use client';

import { lazy, Suspense } from 'react';
import type { RouteErrorProps } from './route-error';

// The error screen is fetched when a page fails, not with every page: it rode in the site layout's
// chunk (about 1 KiB gzip of first-load JS on every public page) for a screen most visits never show.
// The site's and MyZone's error.tsx both re-export this one module, so they share one small chunk.
const RouteError = lazy(() => import('./route-error').then((module) => ({ default: module.RouteError })));

export function LazyRouteError(props: RouteErrorProps) {
  return (
    <Suspense fallback={null}>
      <RouteError {...props} />
    </Suspense>
  );
}
