import {
  fieldStrengthFactor,
  orderOfMeritPoints,
  pointsTable,
  STANDARD_MINIMUM_POINTS,
  STANDARD_POINTS,
  standardPoints,
} from './points';

const REGULAR = 1;
const MAJOR = 2;
const LAST_OF_TABLE = STANDARD_POINTS.length;

describe('STANDARD_POINTS', () => {
  it('starts at 25 for the winner and falls to the minimum of 3', () => {
    expect(STANDARD_POINTS[0]).toBe(25);
    expect(STANDARD_POINTS[STANDARD_POINTS.length - 1]).toBe(STANDARD_MINIMUM_POINTS);
    expect(STANDARD_MINIMUM_POINTS).toBe(3);
  });

  it('strictly decreases with place', () => {
    STANDARD_POINTS.slice(1).forEach((points, i) => expect(points).toBeLessThan(STANDARD_POINTS[i]));
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(STANDARD_POINTS)).toBe(true);
  });
});

describe('standardPoints', () => {
  it.each<[string, number, number, number]>([
    ['regular winner', 1, REGULAR, 25],
    ['regular 2nd', 2, REGULAR, 20],
    ['regular 3rd', 3, REGULAR, 16],
    ['regular last of table (13th)', LAST_OF_TABLE, REGULAR, 3],
    ['regular beyond the table (14th)', LAST_OF_TABLE + 1, REGULAR, 3],
    ['regular far beyond the table (500th)', 500, REGULAR, 3],
    ['major winner: double, the maximum of 50', 1, MAJOR, 50],
    ['major 2nd', 2, MAJOR, 40],
    ['major last of table', LAST_OF_TABLE, MAJOR, 6],
    ['major beyond the table', LAST_OF_TABLE + 1, MAJOR, 6],
    ['unknown class counts as regular', 1, 7, 25],
    ['place 0 (did not finish)', 0, REGULAR, 0],
    ['place 0 in a major', 0, MAJOR, 0],
    ['negative place', -1, REGULAR, 0],
    ['NaN place', NaN, MAJOR, 0],
    ['fractional place', 1.5, REGULAR, 0],
    ['infinite place', Infinity, REGULAR, 0],
  ])('%s: place %p, class %p → %p', (_, place, tourClass, expected) => {
    expect(standardPoints(place, tourClass)).toBe(expected);
  });

  it('never exceeds 50', () => {
    for (let place = 1; place <= 30; place++) {
      expect(standardPoints(place, MAJOR)).toBeLessThanOrEqual(50);
      expect(standardPoints(place, REGULAR)).toBeLessThanOrEqual(25);
    }
  });
});

describe('fieldStrengthFactor', () => {
  it.each([
    [1, 1],
    [8, 1],
    [16, 1.25],
    [32, 1.5],
    [64, 1.75],
    [128, 2],
    [100000, 2],
    [0, 1],
    [NaN, 1],
  ])('%p entrants → %p', (entrants, expected) => {
    expect(fieldStrengthFactor(entrants)).toBeCloseTo(expected, 10);
  });

  it('grows with the field', () => {
    for (let entrants = 9; entrants <= 128; entrants++) {
      expect(fieldStrengthFactor(entrants)).toBeGreaterThan(fieldStrengthFactor(entrants - 1));
    }
  });
});

describe('orderOfMeritPoints', () => {
  it.each<[string, number, number, number, number]>([
    ['regular winner of a field of 8', 1, 8, REGULAR, 25],
    ['regular winner of a field of 16', 1, 16, REGULAR, 31], // 31.25
    ['regular winner of a field of 32', 1, 32, REGULAR, 38], // 37.5 rounds up
    ['regular winner of a field of 128', 1, 128, REGULAR, 50],
    ['major winner of a field of 128', 1, 128, MAJOR, 100],
    ['major winner of a field of 5000', 1, 5000, MAJOR, 100],
    ['regular 2nd of a field of 64', 2, 64, REGULAR, 35],
    ['regular 40th of a field of 64', 40, 64, REGULAR, 5], // 3 × 1.75 = 5.25
    ['a field smaller than the place counts as the place', 20, 4, REGULAR, 4], // 3 × 1.33 (20 entrants) = 3.99
    ['unknown field size counts as the place', 1, NaN, REGULAR, 25],
    ['no place', 0, 100, MAJOR, 0],
    ['NaN place', NaN, 100, REGULAR, 0],
  ])('%s', (_, place, entrants, tourClass, expected) => {
    const points = orderOfMeritPoints(place, entrants, tourClass);
    expect(points).toBe(expected);
    expect(Number.isInteger(points)).toBe(true);
  });
});

describe('pointsTable', () => {
  it.each([
    [REGULAR, 25, 3],
    [MAJOR, 50, 6],
  ])('class %p: one row per place on the table, %p down to %p', (tourClass, first, last) => {
    const table = pointsTable(tourClass);
    expect(table).toHaveLength(STANDARD_POINTS.length);
    expect(table[0]).toEqual({ place: 1, points: first });
    expect(table[table.length - 1]).toEqual({ place: STANDARD_POINTS.length, points: last });
    table.forEach(({ place, points }) => expect(points).toBe(standardPoints(place, tourClass)));
  });
});
