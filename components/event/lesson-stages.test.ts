import { keyMomentSecond, stageClock } from './lesson-stages';

describe('stageClock', () => {
  it.each([
    [0, '0:00.0'],
    [1.23, '0:01.2'],
    [59.94, '0:59.9'],
    [61.5, '1:01.5'],
  ])('%d s reads %s', (seconds, clock) => {
    expect(stageClock(seconds)).toBe(clock);
  });
});

describe('keyMomentSecond', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['3600', 3600],
    ['3601', undefined],
    ['12345', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('?t=%s starts at %s', (value, second) => {
    expect(keyMomentSecond(value)).toBe(second);
  });
});
