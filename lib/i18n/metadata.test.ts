import { pageAlternates } from './metadata';
import { pathInLocale } from '@/lib/domain/locale';
import { getPathname } from './navigation';
import { locales } from './routing';

describe('getPathname (the one localised-path function)', () => {
  it('keeps English at the spec paths and puts Korean under /ko', () => {
    expect(getPathname({ locale: 'en', href: '/' })).toBe('/');
    expect(getPathname({ locale: 'ko', href: '/' })).toBe('/ko');
    expect(getPathname({ locale: 'en', href: '/privacy' })).toBe('/privacy');
    expect(getPathname({ locale: 'ko', href: '/privacy' })).toBe('/ko/privacy');
    expect(getPathname({ locale: 'ko', href: '/tournament/tournamentschedule?pageno=2' })).toBe('/ko/tournament/tournamentschedule?pageno=2');
    expect(getPathname({ locale: 'ko', href: { pathname: '/login', query: { returnUrl: '/membership' } } })).toBe('/ko/login?returnUrl=%2Fmembership');
  });

  it('agrees with pathInLocale, the rule the member API\'s mails use without loading next-intl', () => {
    for (const locale of locales) {
      for (const path of ['/', '/login', '/verify_email?token=a%2Bb', '/support/inquiry', '/tournament/tournamentscheduleview/7/ranking']) {
        expect(pathInLocale(locale, path)).toBe(getPathname({ locale, href: path }));
      }
    }
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
