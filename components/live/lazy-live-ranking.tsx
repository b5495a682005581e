'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// The live wrapper's code (SWR's polling, next-intl's router) loads only with a ranking being played:
// the server renders this only then, and a finished ranking's first load carries none of it.
const LiveRanking = lazy(() => import('./live-ranking').then((module) => ({ default: module.LiveRanking })));

export function LazyLiveRanking(props: ComponentProps<typeof LiveRanking>) {
  return (
    <Suspense fallback={null}>
      <LiveRanking {...props} />
    </Suspense>
  );
}
