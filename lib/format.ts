import { TZDate } from '@date-fns/tz';
import { differenceInDays, differenceInHours, differenceInMinutes, differenceInMonths, differenceInSeconds, format } from 'date-fns';

/** Spec §9: dates default to year.month.day hour:minute, in the given zone. */
export function formatDateTime(value: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(value), timeZone), 'yyyy.MM.dd HH:mm');
}

export function formatDate(value: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(value), timeZone), 'yyyy.MM.dd');
}

/** Spec §9: numbers are shown with thousands commas in both languages. */
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export function formatNumber(value: number): string {
  return grouping.format(value);
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

/** The typographic minus sign (U+2212): golf writes "−3", never the hyphen "-3". */
export const MINUS = '\u2212';

/**
 * A score against par as golfers write it: "E" for even, "+2" over, "−3" under (with the true minus
 * sign, so every screen agrees). Averages keep `fractionDigits` decimals ("+1.4", "−0.3"); one that
 * rounds to zero reads "E".
 */
export function formatToPar(value: number, fractionDigits = 0): string {
  const rounded = Number(value.toFixed(fractionDigits));
  if (rounded === 0) return 'E';
  const figure = Math.abs(rounded).toFixed(fractionDigits);
  return rounded > 0 ? `+${figure}` : `${MINUS}${figure}`;
}

const PER_METRE = { meter: 1, yard: 1.0936133, feet: 3.2808399 } as const;

/**
 * A length stored in metres, in a tournament's green distance unit (meter, yard or feet), to one
 * decimal: "Feet" above a green speed written in metres would contradict itself.
 */
export function lengthIn(metres: number, unit: string): { distance: string; unit: keyof typeof PER_METRE } {
  const known = (unit in PER_METRE ? unit : 'meter') as keyof typeof PER_METRE;
  return { distance: (metres * PER_METRE[known]).toFixed(1), unit: known };
}
