import { announceChanges } from '@/lib/member-api/changes';
import { shareTagExpirer } from '@/server/expire-tags.mjs';
import { followMemberApiChanges } from './follow-changes';

jest.mock('server-only', () => ({}));

it('expires, with the server’s own expirer, the tags of what a job or a venue’s desk changed', async () => {
  const expired: string[][] = [];
  shareTagExpirer(async (tags) => {
    expired.push(tags);
  });
  followMemberApiChanges();
  announceChanges([
    { kind: 'member', id: 7 },
    { kind: 'tournament', id: 3 },
    { kind: 'member', id: 7 },
  ]);
  await Promise.resolve();
  expect(expired).toEqual([['member-7', 'tournament-3', 'tournaments', 'home', 'sitemap']]);
});
