import { containsPattern } from './search';

describe('containsPattern', () => {
  it.each([
    ['open', '%open%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\d', '%c:\\\\d%'],
  ])('%s → %s', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
