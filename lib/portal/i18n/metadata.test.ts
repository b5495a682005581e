import { clampDescription, DESCRIPTION_MAX, pageAlternates, pageMetadata, plainText } from './metadata';
import { pathInLocale, pathWithoutLocale } from '@/lib/shared/domain/locale';
import { getPathname } from './paths';
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

  it('is undone by pathWithoutLocale, the header island\'s rule for the path of the page shown', () => {
    for (const locale of locales) {
      for (const path of ['/', '/login', '/kor', '/support/notice', '/tournament/tournamentscheduleview/7/ranking']) {
        expect(pathWithoutLocale(getPathname({ locale, href: path }))).toBe(path);
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

describe('pageAlternates with a canonical query', () => {
  it('keeps a list page beyond the first canonical to itself, in every language', () => {
    expect(pageAlternates('en', '/support/notice', { pageno: 3 })).toEqual({
      canonical: '/support/notice?pageno=3',
      languages: { en: '/support/notice?pageno=3', ko: '/ko/support/notice?pageno=3', 'x-default': '/support/notice?pageno=3' },
    });
  });
});

describe('pageMetadata', () => {
  it("keeps the layout's og:site_name, og:type, og:locale and og:locale:alternate, with a large card", () => {
    const metadata = pageMetadata({ locale: 'ko', path: '/golfcourse/courselist', title: '골프장', description: '설명' });
    expect(metadata.openGraph).toMatchObject({
      // Issue 26 item 22: a Korean page names the site as Korean readers know it.
      siteName: '클럽하우스',
      type: 'website',
      locale: 'ko_KR',
      alternateLocale: ['en_US'],
      url: '/ko/golfcourse/courselist',
      images: [{ url: '/og/ko/section/golfcourse.png', width: 1200, height: 630, alt: '골프장' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', site: '@clubhousegolf', title: '골프장' });
    expect(metadata.robots).toBeUndefined();
  });

  it('marks filter variants noindex but followed, and uses a page\'s own card', () => {
    const metadata = pageMetadata({ locale: 'en', path: '/findlocation/StoresView/4', noindex: true, image: { url: '/og/en/venue/4.png' }, type: 'article' });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.openGraph).toMatchObject({ type: 'article', images: [{ url: '/og/en/venue/4.png' }] });
  });

  it('cuts every description to at most 160 characters at a word', () => {
    const long = 'Clubhouse '.repeat(40);
    const metadata = pageMetadata({ locale: 'en', path: '/', description: long });
    expect(String(metadata.description).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(String(metadata.description)).toMatch(/Clubhouse…$/);
    expect(clampDescription('짧은 설명')).toBe('짧은 설명');
    expect(clampDescription('가'.repeat(300)).length).toBe(DESCRIPTION_MAX);
    expect(plainText('<p>Tee&nbsp;off &amp; <b>win</b></p>')).toBe('Tee off & win');
  });
});
