'use client';

import { useSessionState } from '@/components/layout/session-state';
import type { Locale } from '@/lib/shared/domain/locale';
import { LocalisedLink } from '@/lib/portal/i18n/localised-link';
import { useRead } from '@/lib/portal/client/use-read';

/**
 * A member's own entry on a row of the cached schedule: Entered, or Pay now while awaiting payment.
 * Read from the browser once per page (every row shares the request: useRead), and only once the session
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
  const entries = useRead('myScheduleEntries', session?.loggedIn ? `${query}${query ? '&' : ''}locale=${locale}` : null);
  const entry = entries?.[tournamentno];
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
