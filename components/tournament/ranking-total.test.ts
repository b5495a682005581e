import type { TournamentRankRow } from '@/lib/upstream/operations/tournament';
import { formatRankingToPar, holeMark, rankingToPar, rankingTotal } from './ranking-total';

const row = (fields: Partial<TournamentRankRow>): TournamentRankRow => ({
  rank: 1,
  overallrank: 1,
  player_pk: 1,
  nickname: 'Golfer',
  avatarpath: null,
  gender: 'M',
  countrycode: 'KOR',
  shopname: null,
  gross: 75,
  topar: 3,
  handicap: 8.5,
  net: 66.5,
  periahandicap: 4.8,
  perianet: 70.2,
  points: 10,
  ...fields,
});

describe('rankingToPar / rankingTotal', () => {
  it.each([
    ['stroke', 3, '+3', '75'],
    ['net', -5.5, '\u22125.5', '66.5'],
    ['peria', -1.8, '\u22121.8', '70.2'],
  ] as const)('%s: to par %d written %s, total %s', (scoretype, value, written, total) => {
    expect(rankingToPar(row({}), scoretype)).toBeCloseTo(value, 5);
    expect(formatRankingToPar(row({}), scoretype)).toBe(written);
    expect(rankingTotal(row({}), scoretype)).toBe(total);
  });

  it("takes the par from the entry's own to-par, so a nine-hole event is measured against its nine", () => {
    // 38 on a par-36 nine: +2; net 34.0 is −2.0 against the same nine.
    expect(formatRankingToPar(row({ gross: 38, topar: 2, net: 34 }), 'net')).toBe('\u22122.0');
  });

  it('writes an en dash when the score type has no score', () => {
    expect(formatRankingToPar(row({ net: null }), 'net')).toBe('–');
    expect(rankingTotal(row({ perianet: null }), 'peria')).toBe('–');
  });
});

describe('holeMark', () => {
  it.each([
    [1, 4, 'eagle'],
    [2, 4, 'eagle'],
    [3, 4, 'birdie'],
    [4, 4, 'par'],
    [5, 4, 'bogey'],
    [6, 4, 'double'],
    [9, 4, 'double'],
  ] as const)('%d on a par %d is marked %s', (strokes, par, mark) => {
    expect(holeMark(strokes, par)).toBe(mark);
  });
});
