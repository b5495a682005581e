import { createNavigation } from 'next-intl/navigation';
import { getPathname, type Href } from './paths';
import { locales, routing } from './routing';

// next-intl's own function for the same routing is the reference: ./paths only avoids loading it on the server.
const nextIntl = createNavigation(routing);

describe('getPathname of lib/portal/i18n/paths', () => {
  const hrefs: Href[] = [
    '/',
    '/?pageno=2',
    '/privacy',
    '/support/notice?pageno=3&keyword=a%2Bb',
    '/tournament/tournamentscheduleview/7/ranking',
    '/ko-like-path',
    'https://example.com/elsewhere',
    { pathname: '/login', query: { returnUrl: '/membership/mysummary?tab=1' } },
    { pathname: '/tournament/tournamentschedule', query: { status: ['2', '3'], pageno: 2, open: true } },
    { pathname: '/' },
    { pathname: '/', query: { q: 'x y' } },
  ];

  it('agrees with next-intl\'s getPathname for every locale', () => {
    for (const locale of locales) {
      for (const href of hrefs) {
        expect(getPathname({ href, locale })).toBe(nextIntl.getPathname({ href: href as never, locale }));
      }
    }
  });
});
