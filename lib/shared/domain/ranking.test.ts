import {
  assignRanks,
  compareForRank,
  countback,
  drawHiddenHoles,
  netScore,
  PERIA_HIDDEN_HOLES,
  periaHandicap,
  RANK_TYPE_BASES,
  rankScoredEntries,
  type Countback,
  type RankableEntry,
} from './ranking';

const PARS_18 = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4]; // par 72
const ALL_HOLES = Array.from({ length: 18 }, (_, i) => i + 1);

describe('countback', () => {
  const holes18 = [5, 4, 3, 6, 4, 5, 3, 5, 4, 4, 4, 4, 5, 5, 4, 3, 6, 5];
  const holes9 = [5, 4, 3, 6, 4, 5, 3, 5, 4];

  it.each<[string, number[], number, Countback]>([
    ['18 holes, gross', holes18, 0, { back9: 40, back6: 28, back3: 14, back1: 5 }],
    ['9 holes: the back nine is the whole round', holes9, 0, { back9: 39, back6: 27, back3: 12, back1: 4 }],
    ['18 holes, net of an 18.0 handicap', holes18, 18, { back9: 31, back6: 22, back3: 11, back1: 4 }],
    ['18 holes, net of a 9.0 handicap', holes18, 9, { back9: 35.5, back6: 25, back3: 12.5, back1: 4.5 }],
    ['9 holes, net of a 4.5 handicap', holes9, 4.5, { back9: 34.5, back6: 24, back3: 10.5, back1: 3.5 }],
    ['no holes', [], 0, { back9: 0, back6: 0, back3: 0, back1: 0 }],
  ])('%s', (_, strokes, handicap, expected) => {
    expect(countback(strokes, handicap)).toEqual(expected);
  });
});

describe('netScore', () => {
  it.each([
    [80, 12.3, 67.7],
    [72, 0, 72],
    [70, 24.6, 45.4],
    [36, 4.6, 31.4],
  ])('%p gross with a %p handicap is %p net', (gross, handicap, expected) => {
    expect(netScore(gross, handicap)).toBe(expected);
  });
});

describe('drawHiddenHoles', () => {
  const seeds = [0, 1, 2, 42, 1234, 99999, 2 ** 31, -7, 3.5];

  it.each(seeds)('seed %p: 12 distinct holes in 1..18, sorted, 4 from each six-hole third', (seed) => {
    const holes = drawHiddenHoles(seed);
    expect(holes).toHaveLength(PERIA_HIDDEN_HOLES);
    expect(new Set(holes).size).toBe(12);
    expect(holes.every((hole) => Number.isInteger(hole) && hole >= 1 && hole <= 18)).toBe(true);
    expect(holes).toEqual([...holes].sort((a, b) => a - b));
    expect(holes.filter((hole) => hole <= 6)).toHaveLength(4);
    expect(holes.filter((hole) => hole >= 7 && hole <= 12)).toHaveLength(4);
    expect(holes.filter((hole) => hole >= 13)).toHaveLength(4);
  });

  it.each(seeds)('seed %p: the same seed always gives the same draw', (seed) => {
    expect(drawHiddenHoles(seed)).toEqual(drawHiddenHoles(seed));
    expect(drawHiddenHoles(seed, 18)).toEqual(drawHiddenHoles(seed));
  });

  it('different seeds give different draws', () => {
    const draws = new Set(Array.from({ length: 50 }, (_, seed) => drawHiddenHoles(seed).join(',')));
    expect(draws.size).toBeGreaterThan(40);
  });

  it('every hole gets hidden sometimes', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, seed) => drawHiddenHoles(seed)).flat());
    expect([...seen].sort((a, b) => a - b)).toEqual(ALL_HOLES);
  });

  it('a 9-hole course hides 6 holes, 2 from each third', () => {
    const holes = drawHiddenHoles(5, 9);
    expect(holes).toHaveLength(6);
    expect(new Set(holes).size).toBe(6);
    expect(holes.filter((hole) => hole <= 3)).toHaveLength(2);
    expect(holes.filter((hole) => hole >= 4 && hole <= 6)).toHaveLength(2);
    expect(holes.filter((hole) => hole >= 7 && hole <= 9)).toHaveLength(2);
  });

  it.each([0, 10, -18, 4.5, NaN])('refuses a hole count of %p', (holeCount) => {
    expect(() => drawHiddenHoles(1, holeCount)).toThrow(RangeError);
  });
});

describe('periaHandicap', () => {
  const hidden = drawHiddenHoles(42);
  const overPar = (by: number) => PARS_18.map((par) => par + by);

  it.each<[string, number[], number[], number]>([
    ['bogey on every hole: 12 over on the hidden holes × 1.5 × 0.8', overPar(1), hidden, 14.4],
    ['par on every hole: 0, whatever the par of the hidden holes', overPar(0), hidden, 0],
    ['under par: never negative', overPar(-1), hidden, 0],
    ['double bogey on every hole: 24 × 1.5 × 0.8 = 28.8', overPar(2), hidden, 28.8],
    ['triple bogey on every hole: 36 × 1.5 × 0.8 = 43.2, capped at 36', overPar(3), hidden, 36],
    [
      'hidden holes are the only ones that count',
      PARS_18.map((par, i) => (hidden.includes(i + 1) ? par : par + 3)),
      hidden,
      0,
    ],
    [
      'a hole counts at most double par',
      // 10 on hole 1 (par 4) counts as 8: 4 over × 1.5 × 0.8 = 4.8
      PARS_18.map((par, i) => (i === 0 ? 10 : par)),
      ALL_HOLES.slice(0, 12),
      4.8,
    ],
    [
      'one decimal: 1 over on one hidden hole, 1 × 1.5 × 0.8 = 1.2',
      PARS_18.map((par, i) => (i === 0 ? par + 1 : par)),
      ALL_HOLES.slice(0, 12),
      1.2,
    ],
    ['no hidden holes: 0', overPar(1), [], 0],
    ['out-of-range hidden holes are ignored', overPar(1), [0, 19, -1], 0],
  ])('%s', (_, strokes, hiddenHoles, expected) => {
    expect(periaHandicap(strokes, PARS_18, hiddenHoles)).toBe(expected);
  });

  it('is never negative for any seed, even for a round far under par', () => {
    const eagles = PARS_18.map((par) => par - 2);
    for (let seed = 0; seed < 100; seed++) {
      expect(periaHandicap(eagles, PARS_18, drawHiddenHoles(seed))).toBe(0);
    }
  });

  it('a level-par round has a handicap of 0 whatever holes the draw hides', () => {
    for (let seed = 0; seed < 100; seed++) {
      expect(periaHandicap(overPar(0), PARS_18, drawHiddenHoles(seed))).toBe(0);
    }
  });

  it('agrees with the classic (hidden strokes × 1.5 − course par) × 0.8 when the hidden par is 48', () => {
    const par48 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14];
    expect(par48.reduce((sum, hole) => sum + PARS_18[hole - 1], 0)).toBe(48);
    const strokes = PARS_18.map((par, i) => par + (i % 3)); // 0, +1 or +2 by hole
    const hiddenStrokes = par48.reduce((sum, hole) => sum + strokes[hole - 1], 0);
    const classic = Math.round((hiddenStrokes * 1.5 - 72) * 0.8 * 10) / 10;
    expect(periaHandicap(strokes, PARS_18, par48)).toBe(classic);
  });

  it('9 holes: 6 hidden, ×1.5, capped at 18', () => {
    const pars9 = PARS_18.slice(0, 9);
    const hidden9 = drawHiddenHoles(3, 9);
    expect(periaHandicap(pars9.map((par) => par + 1), pars9, hidden9)).toBe(7.2); // 6 over × 1.5 × 0.8
    expect(periaHandicap(pars9.map((par) => par * 2), pars9, hidden9)).toBe(18);
  });
});

describe('RANK_TYPE_BASES', () => {
  it.each([
    [0, ['gross', 'net']],
    [1, ['gross']],
    [2, ['net']],
  ] as const)('rank type %p ranks by %p', (rankType, bases) => {
    expect(RANK_TYPE_BASES[rankType]).toEqual(bases);
  });
});

function entry(id: number, score: number, back9 = 36, back6 = 24, back3 = 12, back1 = 4): RankableEntry {
  return { id, score, countback: { back9, back6, back3, back1 } };
}

describe('compareForRank', () => {
  it.each<[string, RankableEntry, RankableEntry]>([
    ['lower score first', entry(1, 70), entry(2, 71)],
    ['lower net score first, to the decimal', entry(1, 67.6), entry(2, 67.7)],
    ['equal score: lower back 9 first', entry(1, 72, 35, 25, 13, 5), entry(2, 72, 36, 24, 12, 4)],
    ['equal score and back 9: lower back 6 first', entry(1, 72, 36, 23, 13, 5), entry(2, 72, 36, 24, 12, 4)],
    ['equal to back 6: lower back 3 first', entry(1, 72, 36, 24, 11, 5), entry(2, 72, 36, 24, 12, 4)],
    ['equal to back 3: lower last hole first', entry(1, 72, 36, 24, 12, 3), entry(2, 72, 36, 24, 12, 4)],
    ['a fractional net countback decides', entry(1, 72, 35.5), entry(2, 72, 36)],
    ['a valid score before no score', entry(1, 99), entry(2, NaN)],
  ])('%s', (_, better, worse) => {
    expect(compareForRank(better, worse)).toBeLessThan(0);
    expect(compareForRank(worse, better)).toBeGreaterThan(0);
  });

  it('a true tie compares equal', () => {
    expect(compareForRank(entry(1, 72), entry(2, 72))).toBe(0);
  });
});

describe('assignRanks', () => {
  it.each<[string, RankableEntry[], [number, number][]]>([
    ['distinct scores: 1, 2, 3', [entry(3, 74), entry(1, 70), entry(2, 72)], [[1, 1], [2, 2], [3, 3]]],
    [
      'a true tie shares a rank and the next rank skips: 1, 2, 2, 4',
      [entry(4, 75), entry(2, 72), entry(1, 70), entry(3, 72)],
      [[1, 1], [2, 2], [3, 2], [4, 4]],
    ],
    [
      'equal scores split by countback do not share a rank',
      [entry(1, 72, 37), entry(2, 72, 36, 25), entry(3, 72, 36, 24, 13), entry(4, 72, 36, 24, 12, 5), entry(5, 72)],
      [[5, 1], [4, 2], [3, 3], [2, 4], [1, 5]],
    ],
    ['three-way tie for first: 1, 1, 1, 4', [entry(9, 80), entry(3, 70), entry(2, 70), entry(1, 70)], [[1, 1], [2, 1], [3, 1], [9, 4]]],
    ['no score ranks last', [entry(1, NaN), entry(2, 90)], [[2, 1], [1, 2]]],
    ['empty field', [], []],
  ])('%s', (_, entries, expected) => {
    expect(assignRanks(entries).map(({ id, rank }) => [id, rank])).toEqual(expected);
  });

  it('keeps the extra fields of each entry and does not mutate the input', () => {
    const input = [{ ...entry(2, 71), nickname: 'b' }, { ...entry(1, 70), nickname: 'a' }];
    const ranked = assignRanks(input);
    expect(ranked.map((r) => r.nickname)).toEqual(['a', 'b']);
    expect(input.map((r) => r.id)).toEqual([2, 1]);
  });
});

describe('rankScoredEntries', () => {
  const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5];
  const entry = (id: number, strokes: number[], handicap: number, periaHandicap = 0) => {
    const gross = strokes.reduce((a, b) => a + b, 0);
    return { id, gross, handicap, net: gross - handicap, periaHandicap, periaNet: gross - periaHandicap, holeStrokes: strokes };
  };
  it.each([
    {
      name: 'gross and net orders differ with handicaps',
      entries: [entry(1, pars, 0), entry(2, pars.map((p) => p + 1), 10), entry(3, pars.map((p, i) => p + (i === 0 ? 1 : 0)), 0)],
      expected: { 1: { gross: 1, net: 2, peria: 1 }, 2: { gross: 3, net: 1, peria: 3 }, 3: { gross: 2, net: 3, peria: 2 } },
    },
    {
      name: 'equal totals are split by countback (the better finish wins)',
      entries: [entry(1, pars.map((p, i) => p + (i === 8 ? 1 : 0)), 0), entry(2, pars.map((p, i) => p + (i === 0 ? 1 : 0)), 0)],
      expected: { 1: { gross: 2, net: 2, peria: 2 }, 2: { gross: 1, net: 1, peria: 1 } },
    },
    {
      name: 'identical cards share a place and the next place is skipped',
      entries: [entry(1, pars, 0), entry(2, pars, 0), entry(3, pars.map((p) => p + 1), 0)],
      expected: { 1: { gross: 1, net: 1, peria: 1 }, 2: { gross: 1, net: 1, peria: 1 }, 3: { gross: 3, net: 3, peria: 3 } },
    },
  ])('$name', ({ entries, expected }) => {
    expect(Object.fromEntries(rankScoredEntries(entries))).toEqual(expected);
  });
});
