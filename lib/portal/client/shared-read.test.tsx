/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { readAllAgain, useSharedRead } from './shared-read';

/** A reader that counts its requests and answers each with its number, as a server would answer anew. */
function countingReader() {
  const asked: string[] = [];
  const read = async (url: string) => {
    asked.push(url);
    return `${url} #${asked.length}`;
  };
  return { asked, read };
}

function Island({ name, url, read }: { name: string; url: string | null; read: (url: string) => Promise<string> }) {
  const answer = useSharedRead(url, read);
  return <p data-testid={name}>{answer ?? 'nothing yet'}</p>;
}

describe('useSharedRead', () => {
  it('asks once for the islands of a page that want the same URL, and each shows the answer', async () => {
    const { asked, read } = countingReader();
    render(
      <>
        <Island name="rows" url="/api/a" read={read} />
        <Island name="bar" url="/api/a" read={read} />
      </>,
    );
    expect(await screen.findByText('/api/a #1', { selector: '[data-testid=rows]' })).toBeTruthy();
    expect(screen.getByTestId('bar').textContent).toBe('/api/a #1');
    expect(asked).toEqual(['/api/a']);
  });

  it('asks nothing while there is nobody to ask for (a null URL)', async () => {
    const { asked, read } = countingReader();
    render(<Island name="visitor" url={null} read={read} />);
    await act(async () => undefined);
    expect(screen.getByTestId('visitor').textContent).toBe('nothing yet');
    expect(asked).toEqual([]);
  });

  it('asks again once for all islands when told to (a live ranking moved), keeping the old answer meanwhile', async () => {
    const { asked, read } = countingReader();
    render(
      <>
        <Island name="rows" url="/api/b" read={read} />
        <Island name="bar" url="/api/b" read={read} />
      </>,
    );
    await screen.findByText('/api/b #1', { selector: '[data-testid=rows]' });
    act(() => readAllAgain());
    expect(screen.getByTestId('rows').textContent).toBe('/api/b #1');
    expect(await screen.findByText('/api/b #2', { selector: '[data-testid=bar]' })).toBeTruthy();
    expect(screen.getByTestId('rows').textContent).toBe('/api/b #2');
    expect(asked).toEqual(['/api/b', '/api/b']);
  });

  it('keeps no settled answer: a page shown later asks again', async () => {
    const { asked, read } = countingReader();
    const first = render(<Island name="first" url="/api/c" read={read} />);
    await screen.findByText('/api/c #1');
    first.unmount();
    render(<Island name="later" url="/api/c" read={read} />);
    expect(await screen.findByText('/api/c #2')).toBeTruthy();
    expect(asked).toEqual(['/api/c', '/api/c']);
  });
});
