'use client';

import { useSessionState } from '@/components/layout/session-state';
import type { ActionResult } from '@/lib/actions/action-result';
import type { EntryPaymentStatus } from '@/lib/domain/enums';
import type { Locale } from '@/lib/domain/locale';
import { LocalisedLink } from '@/lib/i18n/localised-link';
import { useSharedRead } from '@/lib/client/shared-read';

interface MyEntries {
  member: boolean;
  entries: Record<number, EntryPaymentStatus>;
}

async function fetchMyEntries(url: string): Promise<MyEntries> {
  const answer = (await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' }).then((response) => response.json())) as ActionResult<MyEntries>;
  if (!answer.ok) throw new Error(answer.message);
  return answer.data;
}

/**
 * A member's own entry on a row of the cached schedule: Entered, or Pay now while awaiting payment.
 * Read from the browser once per page (every row shares the request: useSharedRead), and only once the session
 * store says a member is there: a visitor asks nothing.
 */
export function MyScheduleEntry({
  tournamentno,
  query,
  locale,
  payHref,
  labels,
}: {
  tournamentno: number;
  query: string;
  locale: Locale;
  /** The tournament's page, localised by the server (no next-intl client runtime on the schedule). */
  payHref: string;
  labels: { entered: string; payNow: string };
}) {
  const session = useSessionState();
  const key = session?.loggedIn ? `/api/tournament/myentries?${query}${query ? '&' : ''}locale=${locale}` : null;
  const data = useSharedRead(key, fetchMyEntries);
  const entry = data?.entries[tournamentno];
  if (!entry) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs font-bold">
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900">✓ {labels.entered}</span>
      {entry === 'awaiting' && (
        <LocalisedLink href={payHref} className="rounded-full bg-accent-400 px-2 py-0.5 text-brand-900 hover:bg-accent-500">
          {labels.payNow}
        </LocalisedLink>
      )}
    </span>
  );
}
