/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackToTop } from './back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('BackToTop', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
    scrollTo(0);
  });

  it('appears only once the page has scrolled past 300 px', () => {
    const { container } = render(<BackToTop label="Back to top" />);
    const button = container.querySelector('button')!;
    expect(button).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(300);
    expect(button).not.toBeVisible();
    scrollTo(301);
    expect(button).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to top' })).toBe(button);
  });

  it('scrolls back to the top when pressed', () => {
    render(<BackToTop label="Back to top" />);
    scrollTo(900);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
