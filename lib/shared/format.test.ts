import { ago, formatDate, formatDateTime, formatNumber, formatPeriod, formatToPar, lengthIn } from './format';

const now = new Date('2026-11-22T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('ago', () => {
  it.each([
    [0, { unit: 'justNow' }],
    [29 * SECOND, { unit: 'justNow' }],
    [30 * SECOND, { unit: 'seconds', count: 30 }],
    [59 * SECOND, { unit: 'seconds', count: 59 }],
    [60 * SECOND, { unit: 'minutes', count: 1 }],
    [59 * MINUTE, { unit: 'minutes', count: 59 }],
    [60 * MINUTE, { unit: 'hours', count: 1 }],
    [23 * HOUR, { unit: 'hours', count: 23 }],
    [DAY, { unit: 'days', count: 1 }],
    [29 * DAY, { unit: 'days', count: 29 }],
    [40 * DAY, { unit: 'months', count: 1 }],
    [364 * DAY, { unit: 'months', count: 11 }],
  ])('%d ms ago reads as %j', (elapsed, expected) => {
    expect(ago(before(elapsed), now, 'UTC')).toEqual(expected);
  });

  it('shows the date once the moment is over a year old', () => {
    expect(ago('2025-11-01T03:00:00Z', now, 'Asia/Seoul')).toEqual({ unit: 'date', date: '2025.11.01' });
  });

  it('treats a moment in the future as just now', () => {
    expect(ago(new Date(now.getTime() + HOUR), now, 'UTC')).toEqual({ unit: 'justNow' });
  });
});

describe('formatDateTime', () => {
  it('writes year.month.day hour:minute in the zone asked for, labelled with it (issue 26 item 1)', () => {
    expect(formatDateTime('2026-01-02T15:04:00Z', 'UTC')).toBe('2026.01.02 15:04 UTC');
    expect(formatDateTime('2026-01-02T15:04:00Z', 'Asia/Seoul')).toBe('2026.01.03 00:04 GMT+9');
    expect(formatDateTime('2026-07-02T15:04:00Z', 'America/New_York')).toBe('2026.07.02 11:04 GMT-4');
    expect(formatDateTime('2026-01-02T15:04:00Z', 'Asia/Kolkata')).toBe('2026.01.02 20:34 GMT+5:30');
    expect(formatDate('2026-01-02T15:04:00Z', 'America/New_York')).toBe('2026.01.02');
  });
});

describe('formatNumber', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234.56)).toBe('1,234.6');
  });
});

describe('formatToPar', () => {
  it.each([
    [0, 0, 'E'],
    [3, 0, '+3'],
    [-3, 0, '\u22123'],
    [-12, 0, '\u221212'],
    [1.44, 1, '+1.4'],
    [-0.34, 1, '\u22120.3'],
    [0.04, 1, 'E'],
    [-0.04, 1, 'E'],
  ])('%d with %d decimals reads %s', (value, digits, expected) => {
    expect(formatToPar(value, digits)).toBe(expected);
  });

  it('never writes the hyphen-minus', () => {
    for (let value = -20; value <= 20; value++) expect(formatToPar(value)).not.toContain('-');
  });
});

describe('lengthIn', () => {
  it.each([
    [3.1, 'meter', '3.1', 'meter'],
    [3.1, 'feet', '10.2', 'feet'],
    [1.5, 'yard', '1.6', 'yard'],
    [2, 'furlong', '2.0', 'meter'],
  ])('%d m in %s reads %s %s', (metres, unit, distance, shown) => {
    expect(lengthIn(metres, unit)).toEqual({ distance, unit: shown });
  });
});

describe('formatPeriod', () => {
  it("writes a venue-bound period in the venue's zone with one label", () => {
    expect(formatPeriod('2026-11-26T15:00:00Z', '2026-12-03T15:00:00Z', 'Asia/Seoul')).toBe('2026.11.27 00:00 – 2026.12.04 00:00 GMT+9');
    expect(formatPeriod('2026-11-26T15:00:00Z', '2026-12-03T15:00:00Z', 'America/Los_Angeles')).toBe('2026.11.26 07:00 – 2026.12.03 07:00 GMT-8');
    // Across the end of daylight time each end says its own offset.
    expect(formatPeriod('2026-10-30T16:00:00Z', '2026-11-06T16:00:00Z', 'America/New_York')).toBe('2026.10.30 12:00 GMT-4 – 2026.11.06 11:00 GMT-5');
  });
});
