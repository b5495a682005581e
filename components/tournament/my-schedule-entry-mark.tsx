'use client';

import type { Locale } from '@/lib/shared/domain/locale';
import { LocalisedLink } from '@/lib/portal/i18n/localised-link';
import { useRead } from '@/lib/portal/client/use-read';

export interface MyScheduleEntryProps {
  tournamentno: number;
  query: string;
  locale: Locale;
  /** The tournament's page, localised by the server (no next-intl client runtime on the schedule). */
  payHref: string;
  labels: { entered: string; payNow: string };
}

/**
 * A member's own entry on a row of the cached schedule: Entered, or Pay now while awaiting payment.
 * Read from the browser once per page (every row shares the request: useRead). Rendered only for a
 * member (./my-schedule-entry), so a visitor neither asks nor loads this code.
 */
export function MyScheduleEntryMark({
  tournamentno,
  query,
  locale,
  payHref,
  labels,
}: MyScheduleEntryProps) {
  const entries = useRead('myScheduleEntries', `${query}${query ? '&' : ''}locale=${locale}`);
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
