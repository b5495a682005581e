import { isHiddenMember, isRestorable, purgeCutoff, restorableUntil, WITHDRAWAL_RETENTION_DAYS } from './member-status';

const withdrawn = new Date('2026-03-01T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('member status rules', () => {
  it.each([
    ['the same day', 0, true],
    ['364 days later', 364, true],
    ['365 days later to the millisecond', 365, true],
    ['366 days later', 366, false],
  ])('a withdrawn account is restorable %s', (_label, days, expected) => {
    expect(isRestorable(withdrawn, new Date(withdrawn.getTime() + days * day))).toBe(expected);
  });

  it('an account that was never withdrawn is not restorable', () => {
    expect(isRestorable(null, withdrawn)).toBe(false);
  });

  it('the purge cutoff is the retention period back, so the purge starts where restoring ends', () => {
    const now = new Date('2027-06-01T00:00:00Z');
    expect(now.getTime() - purgeCutoff(now).getTime()).toBe(WITHDRAWAL_RETENTION_DAYS * day);
    expect(restorableUntil(purgeCutoff(now)).getTime()).toBe(now.getTime());
  });

  it.each([
    ['active', false],
    ['pending', false],
    ['withdrawn', true],
    ['purged', true],
    ['blocked', true],
    [null, false],
  ])('status %s is hidden in rankings: %s', (status, hidden) => {
    expect(isHiddenMember(status)).toBe(hidden);
  });
});
