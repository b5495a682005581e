/** @jest-environment jsdom */
/* eslint-disable @next/next/no-html-link-for-pages -- the bar follows clicks on the anchors that Link renders; plain anchors stand in for them here. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NavigationProgress } from './navigation-progress';

// The App Router's hooks need its router context, which only a running Next app provides: the test
// stands in for it with the two values the bar reads, and changes them as a navigation would.
let currentPath = '/';
let currentSearch = '';
jest.mock('next/navigation', () => ({
  usePathname: () => currentPath,
  useSearchParams: () => new URLSearchParams(currentSearch),
}));

function navigate(path: string, search = '') {
  currentPath = path;
  currentSearch = search;
  window.history.pushState(null, '', `${path}${search ? `?${search}` : ''}`);
}

const phase = () => screen.getByTestId('navigation-progress').getAttribute('data-phase');

describe('NavigationProgress', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    navigate('/');
  });
  afterEach(() => jest.useRealTimers());

  function renderWithLinks() {
    const view = render(
      <>
        <NavigationProgress />
        <a href="/support/notice">Notices</a>
        <a href="/">Home</a>
        <a href="https://elsewhere.example/">Elsewhere</a>
        <a href="/files/guide.pdf" download>
          Guide
        </a>
      </>,
    );
    // jsdom would try to navigate for real; the App Router prevents it the same way.
    document.addEventListener('click', (event) => event.preventDefault());
    return view;
  }

  it('shows after a short delay while a navigation renders, completes when the URL changes, then hides', () => {
    const { rerender } = renderWithLinks();
    fireEvent.click(screen.getByText('Notices'));
    expect(phase()).toBe('idle');
    act(() => jest.advanceTimersByTime(150));
    expect(phase()).toBe('loading');

    navigate('/support/notice');
    rerender(
      <>
        <NavigationProgress />
      </>,
    );
    expect(phase()).toBe('done');
    act(() => jest.advanceTimersByTime(500));
    expect(phase()).toBe('idle');
  });

  it('stays hidden for a navigation faster than the delay', () => {
    const { rerender } = renderWithLinks();
    fireEvent.click(screen.getByText('Notices'));
    navigate('/support/notice');
    rerender(<NavigationProgress />);
    act(() => jest.advanceTimersByTime(1000));
    expect(phase()).toBe('idle');
  });

  it('ignores links that do not navigate this tab to another page of the site', () => {
    renderWithLinks();
    fireEvent.click(screen.getByText('Home')); // the page already shown
    fireEvent.click(screen.getByText('Elsewhere'));
    fireEvent.click(screen.getByText('Guide'));
    fireEvent.click(screen.getByText('Notices'), { ctrlKey: true }); // a new tab
    act(() => jest.advanceTimersByTime(1000));
    expect(phase()).toBe('idle');
  });

  it('gives up when a navigation never completes', () => {
    renderWithLinks();
    fireEvent.click(screen.getByText('Notices'));
    act(() => jest.advanceTimersByTime(150));
    expect(phase()).toBe('loading');
    act(() => jest.advanceTimersByTime(20_000));
    expect(phase()).toBe('idle');
  });
});
