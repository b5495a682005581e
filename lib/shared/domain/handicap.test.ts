import {
  eventHandicap,
  nineHoleScores,
  roundToTenth,
  XHANDICAP_CAP,
  XHANDICAP_COUNTED,
  XHANDICAP_WINDOW,
  xHandicap,
  type NineHoleScore,
} from './handicap';

const PAR_NINE = [4, 4, 3, 5, 4, 4, 3, 5, 4]; // par 36

/** A nine-hole score `overPar` strokes over a par of 36. */
function nine(overPar: number): NineHoleScore {
  return { strokes: 36 + overPar, par: 36 };
}

describe('nineHoleScores', () => {
  const front = [5, 4, 3, 6, 4, 5, 3, 5, 4]; // 39
  const back = [4, 4, 4, 5, 5, 4, 3, 6, 5]; // 40

  it.each<[string, number[], number[], NineHoleScore[]]>([
    ['a 9-hole round gives one score', front, PAR_NINE, [{ strokes: 39, par: 36 }]],
    [
      'an 18-hole round gives two, the later nine first',
      [...front, ...back],
      [...PAR_NINE, ...PAR_NINE],
      [
        { strokes: 40, par: 36 },
        { strokes: 39, par: 36 },
      ],
    ],
    ['an unfinished nine does not count', [...front, 4, 4, 4], [...PAR_NINE, 4, 4, 4], [{ strokes: 39, par: 36 }]],
    [
      'a nine with an unrecorded hole does not count',
      [...front, 4, 4, 0, 5, 5, 4, 3, 6, 5],
      [...PAR_NINE, ...PAR_NINE],
      [{ strokes: 39, par: 36 }],
    ],
    ['no holes, no scores', [], [], []],
  ])('%s', (_, strokes, pars, expected) => {
    expect(nineHoleScores({ strokes, pars })).toEqual(expected);
  });
});

describe('xHandicap', () => {
  it('looks at 8 scores and averages the lowest 5', () => {
    expect(XHANDICAP_WINDOW).toBe(8);
    expect(XHANDICAP_COUNTED).toBe(5);
  });

  it.each<[string, number[], number | null]>([
    ['no scores: no handicap yet', [], null],
    ['1 score: no handicap yet', [3], null],
    ['4 scores: no handicap yet', [3, 4, 5, 6], null],
    ['exactly 5 scores: all five averaged', [1, 2, 3, 4, 5], 3],
    ['6 scores: the lowest 5 averaged', [9, 1, 2, 3, 4, 5], 3],
    ['7 scores: the lowest 5 averaged', [9, 1, 2, 8, 3, 4, 5], 3],
    ['exactly 8 scores: the lowest 5 of 8', [10, 1, 9, 2, 8, 3, 4, 5], 3],
    ['scores older than the 8 most recent are ignored', [10, 10, 10, 10, 10, 10, 10, 10, 0, 0], 10],
    ['one decimal: 2.2', [1, 2, 2, 3, 3, 7, 8, 9], 2.2],
    ['one decimal: 4.6', [4, 4, 5, 5, 5, 9, 9, 9], 4.6],
    ['under par on average: floor at 0.0', [-3, -2, -1, -1, 0, 5, 6, 7], 0],
    ['very high scores: cap at 27.0', [40, 41, 42, 43, 44, 45, 46, 47], XHANDICAP_CAP],
  ])('%s', (_, overPars, expected) => {
    expect(xHandicap(overPars.map(nine))).toBe(expected);
  });

  it('uses strokes over par, so nines of different par compare fairly', () => {
    const scores = [
      { strokes: 40, par: 35 }, // +5
      { strokes: 38, par: 37 }, // +1
      { strokes: 37, par: 36 }, // +1
      { strokes: 39, par: 36 }, // +3
      { strokes: 36, par: 34 }, // +2
    ];
    expect(xHandicap(scores)).toBe(2.4);
  });

  it('counts an 18-hole round as two nine-hole scores', () => {
    const pars18 = [...PAR_NINE, ...PAR_NINE];
    const eighteen = (over: number) => ({ strokes: pars18.map((par, i) => par + (i < over ? 1 : 0)), pars: pars18 });
    // two 18-hole rounds + one 9-hole round = five nine-hole scores: enough for a handicap
    const newestFirst = [
      ...nineHoleScores(eighteen(2)), // +0 (back), +2 (front)
      ...nineHoleScores(eighteen(12)), // +3 (back), +9 (front)
      ...nineHoleScores({ strokes: PAR_NINE.map((par) => par + 1), pars: PAR_NINE }), // +9
    ];
    expect(newestFirst.map((s) => s.strokes - s.par)).toEqual([0, 2, 3, 9, 9]);
    expect(xHandicap(newestFirst)).toBe(4.6);
    expect(xHandicap(newestFirst.slice(0, 4))).toBeNull();
  });
});

describe('eventHandicap', () => {
  it.each<[number, 9 | 18, number]>([
    [12.3, 9, 12.3],
    [12.3, 18, 24.6],
    [0, 18, 0],
    [27, 18, 54],
    [4.6, 18, 9.2],
  ])('a nine-hole handicap of %p in a %p-hole event is %p', (handicap, holes, expected) => {
    expect(eventHandicap(handicap, holes)).toBe(expected);
  });
});

describe('roundToTenth', () => {
  it.each([
    [0.15, 0.2],
    [1.25, 1.3],
    [-1.25, -1.3],
    [2.44, 2.4],
    [-0.04, 0],
  ])('%p → %p', (value, expected) => {
    expect(roundToTenth(value)).toBe(expected);
  });
});
