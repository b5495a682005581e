import { isCachedPage } from './cached-pages';

// proxy.ts sends no nonce policy for these paths: a page listed by mistake would go out with no CSP
// at all when it is rendered per request, so the list must match exactly the pages the build caches.
describe('isCachedPage', () => {
  it.each(['/', '/support/noticeview/12', '/tournament/tournamentscheduleview/7', '/terms_of_use', '/privacy'])('lists %s', (path) => {
    expect(isCachedPage(path)).toBe(true);
  });

  it.each([
    // Rendered per request: the ranking reads its query, the lists theirs, the rest the session.
    '/tournament/tournamentscheduleview/7/ranking',
    '/tournament/tournamentschedule',
    '/support/notice',
    '/privacy/more',
    '/login',
    '/membership',
  ])('leaves %s to the nonce policy', (path) => {
    expect(isCachedPage(path)).toBe(false);
  });
});
