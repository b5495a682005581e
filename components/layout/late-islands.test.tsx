/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LateBackToTop, LateNavigationProgress } from './late-islands';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

describe('late layout islands', () => {
  it('put nothing in the server HTML (no streamed boundary, no script of their own)', () => {
    expect(renderToString(<LateBackToTop label="Back to top" />)).toBe('');
    expect(renderToString(<LateNavigationProgress />)).toBe('');
  });

  it('arrive once the page is live, with their behaviour intact', async () => {
    render(
      <>
        <LateNavigationProgress />
        <LateBackToTop label="Back to top" />
      </>,
    );
    expect(await screen.findByTestId('navigation-progress')).toHaveAttribute('data-phase', 'idle');
    const button = await screen.findByText('Back to top');
    expect(button.closest('button')).not.toBeVisible();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });
});
