import { localizedPath, pageAlternates } from './metadata';

describe('localizedPath', () => {
  it('keeps English at the spec paths and puts Korean under /ko', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('ko', '/')).toBe('/ko');
    expect(localizedPath('en', '/privacy')).toBe('/privacy');
    expect(localizedPath('ko', '/privacy')).toBe('/ko/privacy');
  });
});

describe('pageAlternates', () => {
  it('gives the canonical URL of the locale and every language with x-default', () => {
    expect(pageAlternates('ko', '/terms_of_use')).toEqual({
      canonical: '/ko/terms_of_use',
      languages: { en: '/terms_of_use', ko: '/ko/terms_of_use', 'x-default': '/terms_of_use' },
    });
  });
});
