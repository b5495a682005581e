import {
  ACCURACY_GIR,
  LONG_DRIVE_METRES,
  ROOKIE_TOURNAMENTS,
  roundBadges,
  SHOOTER_LONG_PUTTS,
  SHOOTER_PUTT_METRES,
  tournamentBadges,
} from './badges';
import { badgeKind, type BadgeKind } from './enums';

const greens = (hit: number, holes = 18) => Array.from({ length: holes }, (_, i) => i < hit);
const quietRound = { driverDistances: [200, 210], gir: greens(5), holedPuttDistances: [1, 2] };

describe('badge thresholds', () => {
  it('match the spec (inclusive readings)', () => {
    expect([LONG_DRIVE_METRES, ACCURACY_GIR, ROOKIE_TOURNAMENTS, SHOOTER_LONG_PUTTS, SHOOTER_PUTT_METRES]).toEqual([
      250, 12, 5, 3, 10,
    ]);
  });
});

describe('roundBadges', () => {
  it.each<[string, Partial<typeof quietRound>, BadgeKind[]]>([
    ['nothing special', {}, []],
    ['a drive of exactly 250 m: long drive', { driverDistances: [230, 250] }, ['longDrive']],
    ['a drive of 249.9 m: no long drive', { driverDistances: [249.9, 240] }, []],
    ['a drive of 312.4 m: long drive', { driverDistances: [312.4] }, ['longDrive']],
    ['no drives: no long drive', { driverDistances: [] }, []],
    ['12 GIR: accuracy', { gir: greens(12) }, ['accuracy']],
    ['11 GIR: no accuracy', { gir: greens(11) }, []],
    ['18 GIR: accuracy', { gir: greens(18) }, ['accuracy']],
    ['a 9-hole round, all 9 greens hit: no accuracy', { gir: greens(9, 9) }, []],
    ['3 putts of exactly 10 m: shooter', { holedPuttDistances: [10, 10, 10, 1] }, ['shooter']],
    ['2 putts of 10 m: no shooter', { holedPuttDistances: [10, 10, 1, 1] }, []],
    ['3 putts, one of 9.9 m: no shooter', { holedPuttDistances: [10, 10, 9.9] }, []],
    ['4 long putts: shooter', { holedPuttDistances: [15.2, 11, 10, 22] }, ['shooter']],
    [
      'all three, in badge order',
      { driverDistances: [260], gir: greens(14), holedPuttDistances: [12, 13, 14] },
      ['longDrive', 'accuracy', 'shooter'],
    ],
  ])('%s', (_, changes, expected) => {
    expect(roundBadges({ ...quietRound, ...changes })).toEqual(expected);
  });

  it('only returns known badge kinds', () => {
    const all = roundBadges({ driverDistances: [300], gir: greens(18), holedPuttDistances: [20, 20, 20] });
    all.forEach((kind) => expect(badgeKind).toContain(kind));
  });
});

describe('tournamentBadges', () => {
  it.each<[number, boolean, BadgeKind[]]>([
    [0, false, []],
    [4, false, []],
    [5, false, ['tourRookie']],
    [6, false, ['tourRookie']],
    [1, true, ['glory']],
    [5, true, ['tourRookie', 'glory']],
  ])('%p tournaments, won a handicap or stroke event: %p → %p', (tournamentsPlayed, won, expected) => {
    expect(tournamentBadges({ tournamentsPlayed, wonHandicapOrStrokeEvent: won })).toEqual(expected);
  });
});
