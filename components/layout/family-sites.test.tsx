/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FamilySites } from './family-sites';

const sites = [
  { key: 'hq', label: 'Clubhouse HQ', href: 'https://hq.example' },
  { key: 'uae', label: 'Clubhouse UAE', href: 'https://uae.example' },
];

describe('FamilySites', () => {
  it('is a disclosure: closed, opened by the button, closed by Escape with focus back on the button', async () => {
    const user = userEvent.setup();
    render(<FamilySites label="Family sites" sites={sites} />);
    const button = screen.getByRole('button', { name: 'Family sites' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Clubhouse HQ' })).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'Clubhouse UAE' });
    expect(link).toHaveAttribute('href', 'https://uae.example');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    link.focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when the pointer goes down outside it', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <FamilySites label="Family sites" sites={sites} />
        <p>elsewhere</p>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Family sites' }));
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.getByRole('button', { name: 'Family sites' })).toHaveAttribute('aria-expanded', 'false');
  });
});
