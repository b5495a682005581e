/** Time helpers for the generator: day arithmetic in UTC and "a local time of day" per venue time zone. */
import type { Random } from './random';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** Midnight UTC of the day `date` falls on. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const offsets = new Map<string, number>();

/** The zone's UTC offset in minutes at `atMs` (cached per zone: a DST hour does not matter here). */
export function utcOffsetMinutes(timeZone: string, atMs: number): number {
  let offset = offsets.get(timeZone);
  if (offset === undefined) {
    const text = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(atMs))
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(text ?? '');
    offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
    offsets.set(timeZone, offset);
  }
  return offset;
}

/**
 * A moment between `fromMs` and `toMs` at a plausible local hour for a simulator venue
 * (mostly 10:00–23:00 local, weighted to the evening), or a uniform moment when the window is
 * shorter than a day.
 */
export function playTime(random: Random, fromMs: number, toMs: number, timeZone: string): number {
  if (toMs - fromMs < 2 * DAY_MS) return Math.floor(fromMs + random.next() * (toMs - fromMs));
  const offsetMs = utcOffsetMinutes(timeZone, fromMs) * MINUTE_MS;
  for (let attempt = 0; attempt < 4; attempt++) {
    const day = Math.floor((fromMs + offsetMs + random.next() * (toMs - fromMs)) / DAY_MS) * DAY_MS;
    const localHour = random.weighted([8, 10, 12, 14, 16, 18, 19, 20, 21, 22], [1, 2, 3, 3, 3, 4, 5, 5, 4, 2]);
    const t = day + localHour * HOUR_MS + random.int(0, 119) * MINUTE_MS - offsetMs;
    if (t >= fromMs && t < toMs) return t;
  }
  return Math.floor(fromMs + random.next() * (toMs - fromMs));
}
