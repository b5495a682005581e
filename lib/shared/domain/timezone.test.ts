import { isTimeZone, utcOffset, zonedIsoString, zoneFormat } from './timezone';

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

  it('changes at the minute of a transition, asked again and again on either side (its answers are kept per minute)', () => {
    // Paris moves to summer time at 01:00 UTC on 29 March 2026.
    for (let round = 0; round < 2; round++) {
      expect(utcOffset('Europe/Paris', new Date('2026-03-29T00:59:59.999Z'))).toBe('+01:00');
      expect(utcOffset('Europe/Paris', new Date('2026-03-29T01:00:00.000Z'))).toBe('+02:00');
      expect(utcOffset('America/New_York', new Date('2026-03-29T01:00:00.000Z'))).toBe('-04:00');
    }
  });

  it('still refuses a zone that does not exist, every time', () => {
    expect(() => utcOffset('Mars/Olympus')).toThrow(RangeError);
    expect(() => utcOffset('Mars/Olympus')).toThrow(RangeError);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('zonedIsoString', () => {
  it("writes an instant as the zone's local time with its offset (structured data of venue-bound times)", () => {
    expect(zonedIsoString('2026-11-26T15:00:00.000Z', 'Asia/Seoul')).toBe('2026-11-27T00:00:00+09:00');
    expect(zonedIsoString('2026-11-26T15:00:00.000Z', 'America/New_York')).toBe('2026-11-26T10:00:00-05:00');
    expect(zonedIsoString('2026-07-01T00:00:00.000Z', 'UTC')).toBe('2026-07-01T00:00:00+00:00');
    // The same instant whichever zone writes it.
    expect(new Date(zonedIsoString('2026-11-26T15:00:00.000Z', 'Asia/Dubai')).toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });
});

describe('zoneFormat', () => {
  it('builds one formatter per zone and purpose, and keeps it', () => {
    expect(zoneFormat('Asia/Seoul', 'longOffset')).toBe(zoneFormat('Asia/Seoul', 'longOffset'));
    expect(zoneFormat('Asia/Seoul', 'longOffset')).not.toBe(zoneFormat('Asia/Seoul', 'shortOffset'));
    expect(zoneFormat('Asia/Seoul', 'longOffset')).not.toBe(zoneFormat('Europe/Paris', 'longOffset'));
    // The same answers as a formatter built afresh.
    expect(utcOffset('Europe/Paris', new Date('2026-07-01T00:00:00Z'))).toBe('+02:00');
    expect(utcOffset('Europe/Paris', new Date('2026-07-01T00:00:00Z'))).toBe('+02:00');
  });

  it('refuses a zone that does not exist, and keeps nothing for it', () => {
    expect(() => zoneFormat('Mars/Olympus', 'longOffset')).toThrow(RangeError);
    expect(() => zoneFormat('Mars/Olympus', 'longOffset')).toThrow(RangeError);
  });
});
