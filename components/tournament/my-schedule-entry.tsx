'use client';

import { lazy, Suspense } from 'react';
import { useSessionState } from '@/components/layout/session-state';
import type { MyScheduleEntryProps } from './my-schedule-entry-mark';

// The mark, its read and the shared-read store are fetched only once GET /api/session says a member is
// there (as the member's home cards are): every visitor of the cached schedule loaded them, about
// 1 KiB gzip of its first-load JS, for a mark only a member can have.
const MyScheduleEntryMark = lazy(() => import('./my-schedule-entry-mark').then((module) => ({ default: module.MyScheduleEntryMark })));

/** A member's own entry on a row of the cached schedule (./my-schedule-entry-mark); nothing for a visitor. */
export function MyScheduleEntry(props: MyScheduleEntryProps) {
  const session = useSessionState();
  if (!session?.loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <MyScheduleEntryMark {...props} />
    </Suspense>
  );
}
