import { TZDate } from '@date-fns/tz';
import { formatZonedDateTime, zoneLabel } from '@/lib/shared/domain/timezone';
import { differenceInDays, differenceInHours, differenceInMinutes, differenceInMonths, differenceInSeconds, format } from 'date-fns';

/**
 * Spec §9: dates default to year.month.day hour:minute, in the given zone, labelled with it
 * ("2026.01.03 00:04 GMT+9"): one rule for every moment shown (lib/shared/domain/timezone).
 */
export function formatDateTime(value: Date | string, timeZone: string): string {
  return formatZonedDateTime(value, timeZone);
}

/**
 * A period bound to a place (a tournament's start and end, in its venue's zone): both moments, one
 * label when the offset is the same at both ends, each its own across a change of daylight time.
 */
export function formatPeriod(start: Date | string, end: Date | string, timeZone: string): string {
  const from = formatZonedDateTime(start, timeZone);
  const to = formatZonedDateTime(end, timeZone);
  const label = zoneLabel(timeZone, new Date(start));
  return label === zoneLabel(timeZone, new Date(end)) ? `${from.slice(0, -label.length - 1)} – ${to}` : `${from} – ${to}`;
}

export function formatDate(value: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(value), timeZone), 'yyyy.MM.dd');
}

/**
 * A moment in a mail: the language's long date and time in the member's zone, saying the zone
 * ("27 November 2026 at 21:09 GMT-5 (America/New_York)"): a mail is read away from the portal's footer.
 */
export function formatMailDateTime(value: Date | string, timeZone: string, locale: string): string {
  const at = new Date(value);
  const text = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at);
  return `${text} ${zoneLabel(timeZone, at)} (${timeZone})`;
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
