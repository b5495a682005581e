import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import * as enums from './enums';
import { COURSE_DIFFICULTY_MAX, courseDifficulty, enumLabelKey, EVENT_STATUS, eventStatus, gender, isGender, isOpenForEntry, rankedGender, TOURNAMENT_STATUS, TOURNAMENT_TYPE, tournamentStatus } from './enums';

describe('isOpenForEntry', () => {
  it.each([
    [TOURNAMENT_STATUS.ready, TOURNAMENT_TYPE.public, true],
    [TOURNAMENT_STATUS.playing, TOURNAMENT_TYPE.public, true],
    [TOURNAMENT_STATUS.completed, TOURNAMENT_TYPE.public, false],
    [TOURNAMENT_STATUS.cancelled, TOURNAMENT_TYPE.public, false],
    [TOURNAMENT_STATUS.ready, TOURNAMENT_TYPE.invitational, false],
    [TOURNAMENT_STATUS.playing, TOURNAMENT_TYPE.private, false],
    ['9', TOURNAMENT_TYPE.public, false],
  ])('status %s, type %s -> %s', (tourstatus, tourtype, open) => {
    expect(isOpenForEntry({ tourstatus, tourtype })).toBe(open);
  });
});

describe('named codes', () => {
  it('match the spec §4 wire codes', () => {
    expect(tournamentStatus).toEqual(['1', '2', '3', '4']);
    expect(eventStatus).toEqual([0, 1, 2, 3]);
    expect(EVENT_STATUS.completed).toBe(2);
    expect(courseDifficulty).toEqual([1, 2, 3, 4, 5]);
    expect(COURSE_DIFFICULTY_MAX).toBe(5);
    // The spec's two codes plus "prefer not to say" (issue 26 item 16); rankings filter by the two.
    expect(gender).toEqual(['M', 'F', 'N']);
    expect(rankedGender).toEqual(['M', 'F']);
    expect([isGender('M'), isGender('F'), isGender('N'), isGender('X'), isGender(null)]).toEqual([true, true, true, false, false]);
  });
});

describe('enumLabelKey', () => {
  it('names the label of a code, and `none` for a level or tee the enumeration does not list', () => {
    expect(enumLabelKey('tournamentStatus', TOURNAMENT_STATUS.playing)).toBe('tournamentStatus.2');
    expect(enumLabelKey('tournamentLevel', 3)).toBe('tournamentLevel.3');
    expect(enumLabelKey('tournamentLevel', null)).toBe('tournamentLevel.none');
    expect(enumLabelKey('teeColour', 7)).toBe('teeColour.none');
  });

  const lookup = (messages: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  const labelled = ['gender', 'tournamentType', 'tournamentLevel', 'tournamentClass', 'rankType', 'teeColour', 'tournamentStatus', 'eventStatus', 'storeType', 'scoreType'] as const;
  it.each(labelled)('every code of %s has a label in English and Korean', (name) => {
    for (const code of enums[name] as readonly (string | number)[]) {
      const key = `enums.${enumLabelKey(name, code)}`;
      expect([key, typeof lookup(en, key), typeof lookup(ko, key)]).toEqual([key, 'string', 'string']);
    }
  });
  it('every course difficulty has a label in English and Korean', () => {
    for (const level of courseDifficulty) {
      expect(typeof lookup(en, `course.difficultyLevel.${level}`)).toBe('string');
      expect(typeof lookup(ko, `course.difficultyLevel.${level}`)).toBe('string');
    }
  });
});
