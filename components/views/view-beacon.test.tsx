/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { ViewBeacon } from './view-beacon';

// jsdom sends no beacons: this records what the browser would send.
const sent: string[] = [];
beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string) => (sent.push(url), true) });
});
beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
});

describe('ViewBeacon', () => {
  it('sends one beacon per visitor and item, however often the page is shown', () => {
    const first = render(
      <StrictMode>
        <ViewBeacon kind="notice" id={7} />
      </StrictMode>,
    );
    first.unmount();
    render(<ViewBeacon kind="notice" id={7} />).unmount();
    expect(sent).toEqual(['/api/views/notice/7']);
    render(<ViewBeacon kind="lesson" id={7} />);
    expect(sent).toEqual(['/api/views/notice/7', '/api/views/lesson/7']);
  });
});
