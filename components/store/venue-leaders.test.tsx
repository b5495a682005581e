/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { VenueLeaders } from './venue-leaders';
import { VenueTournaments } from './venue-tournaments';

// The server Link localises the path through next-intl's server runtime, which jsdom does not have:
// a plain anchor stands in for it (the path is what this test checks).
jest.mock('@/lib/portal/i18n/link', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const labels = {
  caption: 'Venue leaderboard',
  rank: 'Rank',
  player: 'Player',
  best: 'Best',
  rounds: 'Rounds',
  roundCount: (count: number) => `${count} rounds`,
  openPlayer: (nickname: string) => `Tournament history of ${nickname}`,
  withdrawnMember: 'Withdrawn member',
};

describe('a venue page on a phone (issue 26 item 8)', () => {
  it('lists the leaders as cards whose names open the player', () => {
    render(
      <VenueLeaders
        leaders={[
          { rank: 1, player_pk: 42, nickname: 'Doyurnamewithoutanyspaceatall', beststroke: 68, roundcnt: 12 },
          { rank: 2, player_pk: 0, nickname: '', beststroke: 70, roundcnt: 3 },
        ]}
        labels={labels}
      />,
    );
    const cards = screen.getByTestId('venue-leaders-cards');
    expect(cards.tagName).toBe('OL');
    expect(cards).toHaveClass('sm:hidden');
    const link = within(cards).getByRole('link', { name: 'Tournament history of Doyurnamewithoutanyspaceatall' });
    expect(link).toHaveAttribute('href', '/tournament/tournamentmember/42');
    // A name without spaces breaks anywhere rather than widening the card.
    expect(link.className).toContain('[overflow-wrap:anywhere]');
    expect(within(cards).getByText('Withdrawn member').closest('a')).toBeNull();
    expect(within(cards).getAllByText('68')).toHaveLength(1);
    // The table is for 640 px and up only.
    expect(screen.getByTestId('venue-leaders-table')).toHaveClass('hidden', 'sm:table');
  });

  it('shows a tournament name whole, on a line of its own', () => {
    render(
      <VenueTournaments
        tournaments={[{ tournamentno: 7, tournamentname: 'Autumn Open', tourstatus: '3', startdate: '2026-10-01', enddate: '2026-10-02' }]}
        status={() => 'Completed'}
        date={() => 'Oct 1, 2026'}
      />,
    );
    const link = screen.getByRole('link', { name: 'Autumn Open' });
    expect(link).toHaveAttribute('href', '/tournament/tournamentscheduleview/7/ranking');
    expect(link.className).not.toContain('truncate');
  });
});
