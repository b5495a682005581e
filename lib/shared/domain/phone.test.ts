import { normalizePhone, phoneCountryOfLocale } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+82 10-1234-5678', null, '+821012345678'],
    ['+1 (415) 555-0132', null, '+14155550132'],
    ['+44 20 7946 0958', 'KOR', '+442079460958'],
    ['010-1234-5678', 'KOR', '+821012345678'],
    ['(415) 555-0132', 'USA', '+14155550132'],
    ['020 7946 0958', 'GBR', '+442079460958'],
    ['03-1234-5678', 'JPN', '+81312345678'],
  ])('%s (country %s) is stored as %s', (typed, country, stored) => {
    expect(normalizePhone(typed, country)).toBe(stored);
  });

  it('keeps a national number as typed when the country is unknown, or the number is not valid there', () => {
    expect(normalizePhone('010-1234-5678', null)).toBe('010-1234-5678');
    expect(normalizePhone(' 010  1234 5678 ', 'XXX')).toBe('010 1234 5678');
    expect(normalizePhone('123-456', 'USA')).toBe('123-456');
    expect(normalizePhone('+99 123', null)).toBe('+99 123');
  });

  it('stores nothing for nothing', () => {
    expect(normalizePhone('   ', 'KOR')).toBe('');
  });
});

describe('phoneCountryOfLocale', () => {
  it('reads a national number in Korea on the Korean site, and in no country on the English one', () => {
    expect(phoneCountryOfLocale('ko')).toBe('KOR');
    expect(normalizePhone('010-1234-5678', phoneCountryOfLocale('ko'))).toBe('+821012345678');
    expect(phoneCountryOfLocale('en')).toBeUndefined();
    expect(normalizePhone('(415) 555-0132', phoneCountryOfLocale('en'))).toBe('(415) 555-0132');
    expect(phoneCountryOfLocale(undefined)).toBeUndefined();
  });
});
