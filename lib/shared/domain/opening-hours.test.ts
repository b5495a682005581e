import { distanceKm, localClock, openState, parseRange } from './opening-hours';

describe('opening hours', () => {
  it.each([
    ['10:00-23:00', { open: 600, close: 1380 }],
    ['06:00-02:00', { open: 360, close: 1560 }],
    ['00:00-24:00', { open: 0, close: 1440 }],
    ['09:00-24:00', { open: 540, close: 1440 }],
    ['25:00-26:00', undefined],
    ['closed', undefined],
    [undefined, undefined],
  ])('reads %s', (text, range) => {
    expect(parseRange(text)).toEqual(range);
  });

  it('reads the clock of the venue, not of the machine', () => {
    // 2026-11-23 is a Monday; 03:30 UTC is 12:30 in Seoul and 22:30 on Sunday in New York.
    const at = new Date('2026-11-23T03:30:00Z');
    expect(localClock(at, 'Asia/Seoul')).toEqual({ day: 1, minute: 12 * 60 + 30 });
    expect(localClock(at, 'America/New_York')).toEqual({ day: 0, minute: 22 * 60 + 30 });
  });

  const western = { mon: '10:00-23:00', tue: '10:00-23:00', wed: '10:00-23:00', thu: '10:00-23:00', fri: '10:00-01:00', sat: '09:00-01:00', sun: '09:00-22:00' };

  it.each([
    // Sunday 22:30 in New York: closed since 22:00, although it is lunchtime in Seoul.
    ['2026-11-23T03:30:00Z', 'America/New_York', { open: false }],
    // Sunday 21:30 in New York.
    ['2026-11-23T02:30:00Z', 'America/New_York', { open: true, closes: '22:00' }],
    // Saturday 00:30 in New York: Friday's hours run to 01:00.
    ['2026-11-21T05:30:00Z', 'America/New_York', { open: true, closes: '01:00' }],
    // Saturday 01:30: closed until 09:00.
    ['2026-11-21T06:30:00Z', 'America/New_York', { open: false }],
    // Monday 09:59 in London, one minute before opening; 10:00 open.
    ['2026-11-23T09:59:00Z', 'Europe/London', { open: false }],
    ['2026-11-23T10:00:00Z', 'Europe/London', { open: true, closes: '23:00' }],
  ])('at %s in %s', (at, zone, state) => {
    expect(openState(western, zone, new Date(at))).toEqual(state);
  });

  it('knows all-day venues and venues without hours', () => {
    const allDay = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, '00:00-24:00']));
    expect(openState(allDay, 'Asia/Seoul', new Date('2026-11-23T14:59:00Z'))).toEqual({ open: true, closes: '24:00' });
    expect(openState({}, 'Asia/Seoul', new Date('2026-11-23T03:30:00Z'))).toEqual({ open: false });
  });

  it('measures distances on the sphere', () => {
    const seoul = { latitude: 37.5665, longitude: 126.978 };
    const busan = { latitude: 35.1796, longitude: 129.0756 };
    expect(distanceKm(seoul, busan)).toBeCloseTo(325, -1);
    expect(distanceKm(seoul, seoul)).toBe(0);
  });
});
