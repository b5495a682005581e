/**
 * "Open now" from a venue's opening hours, read in the venue's own time zone (a visitor in Seoul
 * looking at a venue in New York sees New York's clock). Hours are stored per weekday as
 * "HH:MM-HH:MM"; a closing time at or before the opening time runs past midnight into the next day
 * ("06:00-02:00"), and "24:00" is the end of the day ("00:00-24:00" is open all day).
 */
import { zoneFormat } from './timezone';

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const RANGE = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

function minutes(h: string, m: string): number {
  return Number(h) * 60 + Number(m);
}

/** A day's hours as minutes after that day's midnight; the close may exceed 1440 (past midnight). */
export function parseRange(text: string | undefined): { open: number; close: number } | undefined {
  const match = text ? RANGE.exec(text.trim()) : null;
  if (!match) return undefined;
  const open = minutes(match[1], match[2]);
  let close = minutes(match[3], match[4]);
  if (open >= 1440 || close > 1440) return undefined;
  if (close <= open) close += 1440;
  return { open, close };
}

/** The weekday and minutes past midnight of a moment on the clock of a time zone. */
export function localClock(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = zoneFormat(timeZone, 'weekdayClock').formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  const day = WEEKDAYS.indexOf(part('weekday').toLowerCase().slice(0, 3) as Weekday);
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

export interface OpenState {
  open: boolean;
  /** When open: the closing time as written in the hours ("02:00"). */
  closes?: string;
}

function clockText(minute: number): string {
  const m = minute % 1440 === 0 && minute > 0 ? 1440 : minute % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether the venue is open at `at` (today's hours, or yesterday's running past midnight). */
export function openState(hours: Partial<Record<string, string>>, timeZone: string, at: Date = new Date()): OpenState {
  const { day, minute } = localClock(at, timeZone);
  const today = parseRange(hours[WEEKDAYS[day]]);
  if (today && minute >= today.open && minute < today.close) return { open: true, closes: clockText(today.close) };
  const yesterday = parseRange(hours[WEEKDAYS[(day + 6) % 7]]);
  if (yesterday && yesterday.close > 1440 && minute + 1440 < yesterday.close) return { open: true, closes: clockText(yesterday.close) };
  return { open: false };
}

/** Great-circle distance in kilometres between two points (haversine), for "near me". */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}
