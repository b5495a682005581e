import { defaultPrefetch } from './prefetch';

describe('defaultPrefetch', () => {
  it("never prefetches MyZone's pages, in either language, with or without a query", () => {
    for (const href of ['/membership', '/membership/mysummary', '/ko/membership/myrecords/myroundsview/45', '/membership/myrecords/myrounds?page=2', { pathname: '/membership/myaccount/myprofile' }]) {
      expect(defaultPrefetch(href)).toBe(false);
    }
  });

  it("leaves every other link to Next's default", () => {
    for (const href of ['/', '/ko', '/findlocation', '/tournament/tournamentscheduleview/97', '/membershipinfo', '/login?returnUrl=/membership/mysummary', { pathname: '/halloffame/pointleaderboard' }, { pathname: null }]) {
      expect(defaultPrefetch(href)).toBeUndefined();
    }
  });
});
