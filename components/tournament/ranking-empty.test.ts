import { TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import { rankingEmptyReason } from './ranking-empty';

describe('rankingEmptyReason', () => {
  it.each([
    [TOURNAMENT_STATUS.cancelled, 0, 'cancelled'],
    [TOURNAMENT_STATUS.cancelled, 12, 'cancelled'],
    [TOURNAMENT_STATUS.ready, 0, 'beforePlay'],
    [TOURNAMENT_STATUS.playing, 0, 'beforePlay'],
    // Under way with results, but none on this page or for this filter: nothing matches.
    [TOURNAMENT_STATUS.playing, 5, 'empty'],
    [TOURNAMENT_STATUS.completed, 0, 'empty'],
  ])('status %s with %i ranked says %s', (status, total, reason) => {
    expect(rankingEmptyReason(status, total)).toBe(reason);
  });
});
