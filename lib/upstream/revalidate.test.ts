import { revalidateTag } from 'next/cache';
import { cacheTags } from '@/lib/portal/cache/tags';
import { expireChanged } from './revalidate';

// revalidateTag needs a running Next.js request; the test records what would be expired.
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
const expired = () => (revalidateTag as jest.Mock).mock.calls.map(([tag, profile]) => ({ tag, profile }));

describe('expireChanged', () => {
  beforeEach(() => (revalidateTag as jest.Mock).mockClear());

  it('expires at once the pages showing a tournament an entry changed, the lists of tournaments, the home page and the sitemaps', () => {
    expireChanged('tournamentJoin', { tournamentno: 12 }, { code: 200, message: 'success', tournamentno: 12, paymentstatus: 'paid' });
    expect(expired()).toEqual([
      { tag: cacheTags.tournament(12), profile: { expire: 0 } },
      { tag: cacheTags.tournaments, profile: { expire: 0 } },
      { tag: cacheTags.home, profile: { expire: 0 } },
      { tag: cacheTags.sitemap, profile: { expire: 0 } },
    ]);
  });

  it('finds the lesson of a deleted comment in the answer', () => {
    expireChanged('lessonCommentDelete', { commentno: 5 }, { code: 200, message: 'success', commentno: 5, lessonno: 9 });
    expect(expired().map(({ tag }) => tag)).toEqual([cacheTags.lessonComments(9), cacheTags.lesson(9), cacheTags.lessons, cacheTags.sitemap]);
  });

  it('expires the venues and the rows that show members beside their venue when a favourite venue changes', () => {
    expireChanged('favoriteLocationChange', { shopno: 3, reset_points: 'y' }, { code: 200, message: 'success' });
    expect(expired()).toEqual([
      { tag: cacheTags.players, profile: { expire: 0 } },
      { tag: cacheTags.venues, profile: { expire: 0 } },
    ]);
  });

  it('expires nothing for a read', () => {
    expireChanged('tournamentList', {}, { code: 200, message: 'success' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('is quiet outside a request and rethrows anything else', () => {
    (revalidateTag as jest.Mock).mockImplementationOnce(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag("home")');
    });
    expect(() => expireChanged('tournamentJoin', { tournamentno: 1 }, { code: 200, message: 'success' })).not.toThrow();
    (revalidateTag as jest.Mock).mockImplementationOnce(() => {
      throw new Error('Redis is down');
    });
    expect(() => expireChanged('tournamentJoin', { tournamentno: 1 }, { code: 200, message: 'success' })).toThrow('Redis is down');
  });
});
