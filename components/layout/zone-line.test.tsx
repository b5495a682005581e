/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { setSessionState } from './session-state';
import { ZoneLine } from './zone-line';

const props = {
  standard: { abbr: 'ST', title: 'Standard time of the network' },
  connect: { abbr: 'CT', title: 'Connected time: your own time zone' },
  networkZone: { name: 'Asia/Seoul', offset: '+09:00' },
  line: '{name} (UTC{offset})',
};

// jsdom has no server: this stands in for GET /api/session (its own test runs it on a real database).
const answers: object[] = [];
beforeAll(() => {
  window.fetch = (async (url: string) => {
    expect(url).toBe('/api/session');
    return { ok: true, json: async () => answers.shift() ?? { ok: true, data: { loggedIn: false } } };
  }) as unknown as typeof fetch;
});

describe('ZoneLine', () => {
  it("shows the network's ST until the session says a member is there, then the member's CT", async () => {
    answers.push({ ok: true, data: { loggedIn: true, nickname: 'Islander', zone: { name: 'Europe/Paris', offset: '+01:00' } } });
    render(<ZoneLine {...props} />);
    expect(screen.getByTestId('timezone-line')).toHaveTextContent('ST Asia/Seoul (UTC+09:00)');
    expect(await screen.findByText('Europe/Paris (UTC+01:00)', { exact: false })).toBeInTheDocument();
    expect(screen.getByTitle('Connected time: your own time zone')).toHaveTextContent('CT');
    act(() => setSessionState({ loggedIn: false }));
    expect(screen.getByTestId('timezone-line')).toHaveTextContent('ST Asia/Seoul (UTC+09:00)');
  });

  it('shows nothing for a visitor when the network zone could not be read', () => {
    const { container } = render(<ZoneLine {...props} networkZone={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
