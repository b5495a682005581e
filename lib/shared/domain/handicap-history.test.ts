import { xHandicap } from './handicap';
import { handicapHistory, handicapSteps, roundNines, type HandicapRound } from './handicap-history';

const par4 = Array(9).fill(4);
// Every stroke over (or under) par on the nine's first hole.
const nine = (overPar: number) => Array.from({ length: 9 }, (_, i) => (i === 0 ? 4 + overPar : 4));
let next = 1;
function round(overPars: number[], startHole = 1): HandicapRound {
  const no = next++;
  return { roundno: no, playedAt: `2026-01-${String(no).padStart(2, '0')}T10:00:00Z`, startHole, strokes: overPars.flatMap(nine), pars: overPars.flatMap(() => par4) };
}

describe('roundNines', () => {
  it.each([
    ['an 18-hole round gives the back nine then the front nine', [3, 5], 1, [[10, 18, 5], [1, 9, 3]]],
    ['a nine started at the 10th is holes 10–18', [2], 10, [[10, 18, 2]]],
    ['a nine-hole round from the 1st', [7], 1, [[1, 9, 7]]],
  ] as const)('%s', (_name, overPars, start, expected) => {
    expect(roundNines(round([...overPars], start)).map((n) => [n.fromHole, n.toHole, n.overPar])).toEqual(expected);
  });

  it('leaves out a nine with a hole not played', () => {
    const r = round([1, 1]);
    r.strokes[12] = 0;
    expect(roundNines(r).map((n) => n.fromHole)).toEqual([1]);
  });
});

describe('handicapSteps', () => {
  it('marks the lowest five of the latest eight and shows sum, average and rounding', () => {
    const rounds = [round([9, 1]), round([4, 8]), round([2, 6]), round([3, 12])]; // newest first: 1,9 | 8,4 | 6,2 | 12,3
    const steps = handicapSteps(rounds);
    expect(steps.window.map((n) => n.overPar)).toEqual([1, 9, 8, 4, 6, 2, 12, 3]);
    expect(steps.window.map((n) => n.counted)).toEqual([true, false, false, true, true, true, false, true]);
    expect(steps.counted).toEqual([1, 2, 3, 4, 6]);
    expect(steps.sum).toBe(16);
    expect(steps.average).toBeCloseTo(3.2);
    expect(steps.handicap).toBe(3.2);
    expect(steps.capped).toBeNull();
  });

  it('says how many nines are missing and gives no handicap below five', () => {
    const steps = handicapSteps([round([2, 3]), round([4])]);
    expect(steps.window).toHaveLength(3);
    expect(steps.missing).toBe(2);
    expect(steps.handicap).toBeNull();
    expect(steps.window.every((n) => !n.counted)).toBe(true);
  });

  it('applies the floor and the cap', () => {
    expect(handicapSteps([round([-2, -1]), round([-3, 0]), round([-1])]).capped).toBe('floor');
    expect(handicapSteps([round([-2, -1]), round([-3, 0]), round([-1])]).handicap).toBe(0);
    const high = handicapSteps([round([30, 31]), round([29, 35]), round([40])]);
    expect(high.capped).toBe('cap');
    expect(high.handicap).toBe(27);
  });

  it('always agrees with xHandicap over the same nines (random rounds)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let trial = 0; trial < 200; trial++) {
      const rounds = Array.from({ length: 1 + Math.floor(random() * 6) }, () => round(random() < 0.5 ? [Math.floor(random() * 20) - 3] : [Math.floor(random() * 20) - 3, Math.floor(random() * 20) - 3]));
      const steps = handicapSteps(rounds);
      expect(steps.handicap).toBe(xHandicap(rounds.flatMap(roundNines)));
    }
  });
});

describe('handicapHistory', () => {
  it('gives the handicap after each round, oldest first, once five nines exist', () => {
    const rounds = [round([5, 5]), round([3, 3]), round([1]), round([0, 2])];
    const history = handicapHistory(rounds);
    expect(history.map((p) => p.handicap)).toEqual([null, null, 3.4, 1.8]);
    expect(history.map((p) => p.roundno)).toEqual(rounds.map((r) => r.roundno));
  });
});
