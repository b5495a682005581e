import { gameSettingsFor, tournamentTees } from './game-settings';

describe('game settings from the country (issue 26 item 16)', () => {
  it.each([
    ['USA', { fieldunit: 'yard', greenunit: 'feet', speedunit: 'mph' }],
    ['GBR', { fieldunit: 'yard', greenunit: 'feet', speedunit: 'mph' }],
    ['JPN', { fieldunit: 'yard', greenunit: 'meter', speedunit: 'kmh' }],
    ['CAN', { fieldunit: 'yard', greenunit: 'meter', speedunit: 'kmh' }],
    ['KOR', { fieldunit: 'meter', greenunit: 'meter', speedunit: 'kmh' }],
    ['FRA', { fieldunit: 'meter', greenunit: 'meter', speedunit: 'kmh' }],
    ['usa', { fieldunit: 'yard', greenunit: 'feet', speedunit: 'mph' }],
    [null, { fieldunit: 'meter', greenunit: 'meter', speedunit: 'kmh' }],
  ])('%s -> %j', (code, units) => {
    expect(gameSettingsFor(code)).toEqual({ teeheight: 40, ...units });
  });
});

describe('tournament tees by gender', () => {
  const tees = { men: 2, women: 3 };
  it('men play the men’s tee, women the women’s, an undisclosed member either', () => {
    expect(tournamentTees('M', tees)).toEqual([2]);
    expect(tournamentTees('F', tees)).toEqual([3]);
    expect(tournamentTees('N', tees)).toEqual([2, 3]);
  });
});
