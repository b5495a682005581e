import { locationPoints, minigameXPoints, roundXPoints, tournamentXPoints, xpointBalance, xpointLedger, xpointSeasons, XPOINT_RULES } from './xpoint';

describe('X-Point rules', () => {
  it.each([
    ['nine pars', [4, 4, 4, 4, 4, 4, 4, 4, 4], 9, { holes: 9 }],
    ['a birdie and a bogey', [3, 5, 4, 4, 4, 4, 4, 4, 4], 9 + XPOINT_RULES.birdie, { holes: 9, birdies: 1 }],
    ['an eagle', [2, 4, 4, 4, 4, 4, 4, 4, 4], 9 + XPOINT_RULES.eagle, { holes: 9, eagles: 1 }],
    ['a hole-in-one on a par 4 is not also an eagle', [1, 4, 4, 4, 4, 4, 4, 4, 4], 9 + XPOINT_RULES.holeInOne, { holes: 9, holesInOne: 1 }],
    ['a hole not played earns nothing', [4, 0, 4, 4, 4, 4, 4, 4, 4], 8, { holes: 8 }],
  ])('%s', (_name, strokes, points, detail) => {
    expect(roundXPoints({ strokes, pars: Array(9).fill(4) })).toEqual({ points, detail });
  });

  it.each([
    [1, XPOINT_RULES.tournamentPlayed + 50],
    [2, XPOINT_RULES.tournamentPlayed + 30],
    [3, XPOINT_RULES.tournamentPlayed + 20],
    [4, XPOINT_RULES.tournamentPlayed],
    [null, XPOINT_RULES.tournamentPlayed],
  ])('tournament place %s earns %i', (place, points) => {
    expect(tournamentXPoints(place).points).toBe(points);
  });

  it('mini-games: an entry, and a win on top', () => {
    expect(minigameXPoints(false).points).toBe(XPOINT_RULES.minigameEntry);
    expect(minigameXPoints(true).points).toBe(XPOINT_RULES.minigameEntry + XPOINT_RULES.minigameWin);
  });
});

describe('ledger, seasons, balance and location points', () => {
  const pars = Array(9).fill(4);
  const entries = xpointLedger({
    rounds: [
      { roundno: 1, playedAt: '2025-11-02T10:00:00Z', shopno: 7, strokes: Array(9).fill(4), pars },
      { roundno: 2, playedAt: '2026-03-01T10:00:00Z', shopno: 7, strokes: Array(9).fill(4), pars },
      { roundno: 3, playedAt: '2026-04-01T10:00:00Z', shopno: 8, strokes: Array(9).fill(4), pars },
    ],
    tournaments: [{ tournamentno: 4, playedAt: '2026-05-01T10:00:00Z', shopno: 7, place: 2 }],
    minigames: [{ eventno: 5, achievedAt: '2026-06-01T10:00:00Z', shopno: null, isWinner: true }],
    badges: [{ badge: 'accuracy', earnedAt: '2026-03-01T10:00:00Z' }],
  });

  it('lists every line newest first', () => {
    expect(entries.map((e) => `${e.reason}:${e.ref}`)).toEqual(['minigame:5', 'tournament:4', 'round:3', 'badge:accuracy', 'round:2', 'round:1']);
  });

  it('totals seasons and takes the balance from the current one', () => {
    expect(xpointSeasons(entries)).toEqual([
      { season: 2026, points: 9 + 9 + 50 + 45 + 25, lines: 5 },
      { season: 2025, points: 9, lines: 1 },
    ]);
    expect(xpointBalance(entries, new Date('2026-07-01T00:00:00Z'))).toBe(138);
    expect(xpointBalance(entries, new Date('2027-01-01T00:00:00Z'))).toBe(0);
  });

  it('counts location points at the favourite venue since it was chosen; a new favourite starts from zero', () => {
    expect(locationPoints(entries, { shopno: 7, since: null })).toBe(9 + 9 + 50);
    expect(locationPoints(entries, { shopno: 7, since: '2026-01-01T00:00:00Z' })).toBe(9 + 50);
    expect(locationPoints(entries, { shopno: 8, since: '2026-07-01T00:00:00Z' })).toBe(0);
    expect(locationPoints(entries, { shopno: null, since: null })).toBe(0);
  });
});
