/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ListResult } from './list-result';

type Answer = { rows: string[]; total: number };

function List({ data }: { data: Answer | undefined }) {
  return (
    <ListResult data={data} items={(answer) => answer.rows} error="The list could not be loaded." empty={{ title: 'Nothing here.', hint: 'Try another search.' }}>
      {(answer) => (
        <ul aria-label={`${answer.total} rows`}>
          {answer.rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ListResult>
  );
}

describe('ListResult', () => {
  it('shows the error block when the answer is missing', () => {
    render(<List data={undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the empty state with its hint when there are no rows', () => {
    render(<List data={{ rows: [], total: 0 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here.Try another search.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the list from the loaded answer', () => {
    render(<List data={{ rows: ['a', 'b'], total: 2 }} />);
    expect(screen.getByRole('list', { name: '2 rows' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
