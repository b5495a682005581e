'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true afterwards.
 * - A form handled by script keeps its submit button disabled until then: sent before its script runs,
 *   it would go out as the browser's own request, and what was typed would be lost with the page (or,
 *   for a form without a method, land in the address: tests/security/forms-before-script.spec.ts).
 * - The layout's late islands render only then (components/layout/late-islands.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
