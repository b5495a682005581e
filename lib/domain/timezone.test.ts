import { isTimeZone, utcOffset } from './timezone';

describe('utcOffset', () => {
  it.each([
    ['Asia/Seoul', '2026-01-15T00:00:00Z', '+09:00'],
    ['UTC', '2026-01-15T00:00:00Z', '+00:00'],
    ['America/New_York', '2026-01-15T00:00:00Z', '-05:00'],
    ['America/New_York', '2026-07-15T00:00:00Z', '-04:00'],
    ['Asia/Kolkata', '2026-07-15T00:00:00Z', '+05:30'],
  ])('%s at %s is %s', (zone, at, expected) => {
    expect(utcOffset(zone, new Date(at))).toBe(expected);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
