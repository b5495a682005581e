import { xpointLineHref } from './xpoint-line';

describe('xpointLineHref', () => {
  it.each([
    ['round', 12, '/membership/myrecords/myroundsview/12'],
    ['tournament', 3, '/membership/myrecords/mytournamentsview/3'],
    ['minigame', '7', '/membership/myrecords/myminigameranking/7'],
    ['badge', 'glory', null],
    ['favourite', 1, null],
  ])('a %s line (%s) leads to %s', (reason, ref, href) => {
    expect(xpointLineHref(reason, ref)).toBe(href);
  });
});
