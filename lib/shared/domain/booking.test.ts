import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import {
  bookingDefaults,
  bookingHoldMinutes,
  bookingPolicyStatement,
  bookingSpan,
  cancelDecision,
  checkInCode,
  checkStart,
  daySlots,
  holdExpiresAt,
  isCalendarDay,
  normalizeCheckInCode,
  priceBand,
  quotePrice,
  zonedClock,
  zonedDay,
  zonedInstant,
  type BookingPolicyTranslator,
} from './booking';

const everyDay = (hours: string) => ({ sun: hours, mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours });
const terms = { ...bookingDefaults };

describe('zonedInstant: the venue clock to an instant', () => {
  it.each([
    ['Seoul has no daylight saving', '2026-07-01', 9 * 60, 'Asia/Seoul', '2026-07-01T00:00:00.000Z'],
    ['New York in winter', '2026-01-15', 10 * 60, 'America/New_York', '2026-01-15T15:00:00.000Z'],
    ['New York in summer', '2026-07-15', 10 * 60, 'America/New_York', '2026-07-15T14:00:00.000Z'],
    ['past midnight is the next day', '2026-07-15', 25 * 60, 'America/New_York', '2026-07-16T05:00:00.000Z'],
    ['a time skipped in spring (02:30) is read with the winter offset: 03:30 EDT', '2026-03-08', 150, 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['a time repeated in autumn (01:30) is its first', '2026-11-01', 90, 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['Sydney on the night its clocks go back', '2026-04-05', 12 * 60, 'Australia/Sydney', '2026-04-05T02:00:00.000Z'],
    ['London on the day its clocks go forward', '2026-03-29', 10 * 60, 'Europe/London', '2026-03-29T09:00:00.000Z'],
  ])('%s', (_name, day, minute, zone, expected) => {
    expect(zonedInstant(day, minute, zone).toISOString()).toBe(expected);
  });

  it('reads back as the venue day and clock', () => {
    const at = zonedInstant('2026-07-15', 23 * 60 + 30, 'Asia/Seoul');
    expect(zonedDay(at, 'Asia/Seoul')).toBe('2026-07-15');
    expect(zonedDay(at, 'UTC')).toBe('2026-07-15');
    expect(zonedClock(at, 'Asia/Seoul')).toBe('23:30');
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });
});

describe('daySlots', () => {
  it('offers one slot per hour from opening, each wholly before closing, labelled with the venue clock', () => {
    const slots = daySlots({ day: '2026-07-15', timeZone: 'Asia/Seoul', weekly: everyDay('10:00-13:30'), terms });
    expect(slots.map((s) => s.label)).toEqual(['10:00', '11:00', '12:00']);
    expect(slots[0].startsAt.toISOString()).toBe('2026-07-15T01:00:00.000Z');
  });

  it.each([
    ['a spring-forward night has one slot fewer, all an hour long', '2026-03-08', 23, ['00:00', '01:00', '03:00', '04:00']],
    ['an autumn night has one more, 01:00 twice', '2026-11-01', 25, ['00:00', '01:00', '01:00', '02:00']],
    ['an ordinary day', '2026-07-15', 24, ['00:00', '01:00', '02:00', '03:00']],
  ])('New York open all day: %s', (_name, day, count, firstLabels) => {
    const slots = daySlots({ day, timeZone: 'America/New_York', weekly: everyDay('00:00-24:00'), terms });
    expect(slots).toHaveLength(count);
    expect(slots.slice(0, 4).map((s) => s.label)).toEqual(firstLabels);
    for (const slot of slots) expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(3_600_000);
  });

  it('runs past midnight when the hours do, and an exception wins over the weekly hours', () => {
    expect(daySlots({ day: '2026-07-17', timeZone: 'Asia/Seoul', weekly: everyDay('22:00-02:00'), terms }).map((s) => s.label)).toEqual(['22:00', '23:00', '00:00', '01:00']);
    expect(daySlots({ day: '2026-12-25', timeZone: 'Asia/Seoul', weekly: everyDay('09:00-22:00'), exception: { hours: null }, terms })).toEqual([]);
    expect(daySlots({ day: '2026-12-24', timeZone: 'Asia/Seoul', weekly: everyDay('09:00-22:00'), exception: { hours: '09:00-12:00' }, terms })).toHaveLength(3);
  });
});

describe('priceBand and quotePrice', () => {
  it.each([
    ['a weekday morning', '2026-07-15', 10 * 60, 'offpeak'],
    ['a weekday from 17:00', '2026-07-15', 17 * 60, 'peak'],
    ['a Saturday morning', '2026-07-18', 10 * 60, 'peak'],
    ['Sunday', '2026-07-19', 9 * 60, 'peak'],
  ])('%s in the venue zone', (_name, day, minute, band) => {
    expect(priceBand(zonedInstant(day, minute, 'America/Los_Angeles'), 'America/Los_Angeles', terms.peakFromMinute)).toBe(band);
  });

  it('adds each slot at its band, members price beside the walk-in price; a missing price answers nothing', () => {
    const prices = { standard: { offpeak: { price: 4000, memberPrice: 3500 }, peak: { price: 5500, memberPrice: 5000 } } };
    expect(quotePrice('standard', [{ band: 'offpeak' }, { band: 'peak' }], prices)).toEqual({ amount: 8500, walkIn: 9500 });
    expect(quotePrice('premium', [{ band: 'offpeak' }], prices)).toBeUndefined();
  });
});

describe('checkStart', () => {
  const base = { day: '2026-07-15', timeZone: 'Asia/Seoul', weekly: everyDay('10:00-14:00'), terms };
  const at = (clock: number) => zonedInstant('2026-07-15', clock, 'Asia/Seoul');
  const now = new Date('2026-07-14T00:00:00Z');
  it.each([
    ['two slots from 11:00', at(11 * 60), 2, now, { ok: true }],
    ['off the grid', at(11 * 60 + 30), 1, now, { ok: false, reason: 'notOnGrid' }],
    ['past closing', at(13 * 60), 2, now, { ok: false, reason: 'closed' }],
    ['too long', at(10 * 60), 4, now, { ok: false, reason: 'tooLong' }],
    ['already started', at(10 * 60), 1, new Date(at(10 * 60).getTime() + 1), { ok: false, reason: 'past' }],
    ['too far ahead', at(10 * 60), 1, new Date('2026-06-01T00:00:00Z'), { ok: false, reason: 'tooFarAhead' }],
  ])('%s', (_name, startsAt, slots, when, expected) => {
    expect(checkStart({ ...base, startsAt, slots }, when)).toMatchObject(expected);
  });

  // checkStart builds only the slots it covers: they must be the day grid's own, on clock-change
  // nights too, and every other instant (before opening, between slots, after the last) is refused.
  it.each([
    ['a spring-forward day', '2026-03-08', 'America/Chicago', everyDay('00:00-24:00'), undefined],
    ['a fall-back day', '2026-11-01', 'America/Chicago', everyDay('00:00-24:00'), undefined],
    ['an exception with shorter hours', '2026-07-15', 'Asia/Seoul', everyDay('10:00-22:00'), { hours: '12:00-15:00' }],
  ])("covers the day grid's own slots on %s", (_name, day, timeZone, weekly, exception) => {
    const input = { day, timeZone, weekly, exception, terms: { ...terms, slotMinutes: 30 } };
    const grid = daySlots(input);
    const before = new Date(zonedInstant(day, 0, timeZone).getTime() - 86_400_000);
    for (let index = 0; index < grid.length; index++)
      for (const slots of [1, 2, 3]) {
        const answer = checkStart({ ...input, startsAt: grid[index].startsAt, slots }, before);
        if (index + slots > grid.length) expect(answer).toEqual({ ok: false, reason: 'closed' });
        else expect(answer).toEqual({ ok: true, covered: grid.slice(index, index + slots) });
      }
    const off = [grid[0].startsAt.getTime() - 30 * 60_000, grid[0].startsAt.getTime() + 60_000, grid.at(-1)!.endsAt.getTime()];
    for (const at of off) expect(checkStart({ ...input, startsAt: new Date(at), slots: 1 }, before)).toEqual({ ok: false, reason: 'notOnGrid' });
  });

  it('a booking plays until the buffer before its last slot ends and takes the bay to the end', () => {
    const span = bookingSpan(at(11 * 60), 2, terms);
    expect(span.endsAt.toISOString()).toBe(new Date(at(12 * 60 + 50)).toISOString());
    expect(span.blockedUntil.toISOString()).toBe(at(13 * 60).toISOString());
  });
});

describe('cancelDecision: free until X hours before, then Y %', () => {
  const startsAt = new Date('2026-07-15T10:00:00Z');
  const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
  it.each([
    ['well before: all back', 'confirmed', hoursBefore(48), { allowed: true, refund: 5000, free: true }],
    ['exactly at the free limit: all back', 'confirmed', hoursBefore(24), { allowed: true, refund: 5000, free: true }],
    ['inside the late window: the stated part', 'confirmed', hoursBefore(2), { allowed: true, refund: 2500, free: false }],
    ['an unpaid hold cancels with nothing to refund', 'held', hoursBefore(2), { allowed: true, refund: 0 }],
    ['once started: no more', 'confirmed', startsAt, { allowed: false, reason: 'started' }],
    ['a checked-in booking', 'checked_in', hoursBefore(48), { allowed: false, reason: 'notActive' }],
  ] as const)('%s', (_name, status, now, expected) => {
    const paid = status === 'held' ? 0 : 5000;
    expect(cancelDecision({ startsAt, status, paid }, terms, now)).toMatchObject(expected);
  });

  it('rounds a part down to a minor unit', () => {
    expect(cancelDecision({ startsAt, status: 'confirmed', paid: 3333 }, { freeCancelHours: 24, lateRefundPercent: 50 }, hoursBefore(1))).toMatchObject({ refund: 1666 });
  });

  it('holds an unpaid booking for the stated minutes', () => {
    expect(holdExpiresAt(new Date('2026-01-01T00:00:00Z')).getTime() - Date.parse('2026-01-01T00:00:00Z')).toBe(bookingHoldMinutes * 60_000);
  });
});

describe('check-in codes', () => {
  it('are six unambiguous characters, read back whatever the case', () => {
    const code = checkInCode(new Uint8Array([0, 31, 32, 255, 7, 100]));
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect(code).not.toMatch(/[01IO]/);
    expect(normalizeCheckInCode(` ${code.toLowerCase()} `)).toBe(code);
    expect(normalizeCheckInCode('ABC0EF')).toBeUndefined();
  });
});

describe('the rule as text', () => {
  it.each([
    ['en', en],
    ['ko', ko],
  ] as const)('states the venue numbers and the hold in %s', (locale, messages) => {
    const t = createTranslator({ locale, messages: messages as typeof en, namespace: 'bookingPolicy' }) as unknown as BookingPolicyTranslator;
    const text = bookingPolicyStatement(t, { freeCancelHours: 24, lateRefundPercent: 50 }).join(' ');
    expect(text).toContain('24');
    expect(text).toContain('50');
    expect(text).toContain(String(bookingHoldMinutes));
  });
});
