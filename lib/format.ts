import { TZDate } from '@date-fns/tz';
import { differenceInDays, differenceInHours, differenceInMinutes, differenceInMonths, differenceInSeconds, format } from 'date-fns';

/** Spec §9: dates default to year.month.day hour:minute, in the given zone. */
export function formatDateTime(value: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(value), timeZone), 'yyyy.MM.dd HH:mm');
}

export function formatDate(value: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(value), timeZone), 'yyyy.MM.dd');
}

export type Ago =
  | { unit: 'justNow' }
  | { unit: 'seconds' | 'minutes' | 'hours' | 'days' | 'months'; count: number }
  | { unit: 'date'; date: string };

/**
 * The spec's "ago" filter (§9): under 30 seconds "just now", then seconds, minutes, hours, days and
 * months ago, and the plain date once the moment is over a year old. Future moments read as "just now".
 */
export function ago(value: Date | string, now: Date, timeZone: string): Ago {
  const then = new Date(value);
  const seconds = differenceInSeconds(now, then);
  if (seconds < 30) return { unit: 'justNow' };
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  const minutes = differenceInMinutes(now, then);
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = differenceInHours(now, then);
  if (hours < 24) return { unit: 'hours', count: hours };
  const months = differenceInMonths(now, then);
  if (months >= 12) return { unit: 'date', date: formatDate(then, timeZone) };
  if (months >= 1) return { unit: 'months', count: months };
  return { unit: 'days', count: differenceInDays(now, then) };
}

// Numbers need no date library: client islands import them from ./format-numbers directly.
export { formatNumber, formatToPar, lengthIn, MINUS } from './format-numbers';
