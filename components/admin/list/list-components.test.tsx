/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { FilterBar } from './filter-bar';
import { ListTable } from './list-table';
import { Pager, pageLinks } from './pager';
import { StateTabs } from './state-tabs';

/**
 * The console lists' parts as assistive technology meets them: a filter bar whose every field is
 * labelled and whose refused fields point at the error, a table in a named, focusable scroll region
 * with column headers (or the empty state instead), tabs marking the current one, a pager that leaves
 * out what does not exist.
 */
describe('FilterBar', () => {
  it('labels each declared field, keeps the values asked for, and ties a refused date to its error', () => {
    render(
      <FilterBar
        action="/admin/en/audit"
        label="Filters"
        submit="Apply"
        className="grid"
        error={{ id: 'audit-date-error', text: 'Enter dates as YYYY-MM-DD.' }}
        fields={[
          { type: 'select', name: 'action', id: 'audit-action', label: 'Action', value: 'staff.signin', options: [{ value: '', label: 'All' }, { value: 'staff.signin', label: 'staff.signin' }] },
          { type: 'date', name: 'from', id: 'audit-from', label: 'From', value: '2026-01-01' },
          { type: 'date', name: 'to', id: 'audit-to', label: 'To', value: 'someday', invalid: true },
        ]}
      />,
    );
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/admin/en/audit');
    expect(screen.getByLabelText('Action')).toHaveValue('staff.signin');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Enter dates as YYYY-MM-DD.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter dates as YYYY-MM-DD.');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
  });

  it('is a search landmark when asked, with a field described by its hint', () => {
    render(<FilterBar action="/admin/en/members" search submit="Search" fields={[{ type: 'search', name: 'q', id: 'member-q', label: 'Search members', value: 'kim', maxLength: 100, hint: 'ID, nickname or e-mail', grow: true }]} />);
    const field = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Search members' });
    expect(field).toHaveValue('kim');
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('maxlength', '100');
    expect(field).toHaveAccessibleDescription('ID, nickname or e-mail');
  });
});

describe('ListTable', () => {
  const rows = [
    { id: 1, name: 'Alpha' },
    { id: 2, name: 'Beta' },
  ];
  const columns = [
    { header: 'Number', cell: (row: (typeof rows)[number]) => row.id },
    { header: 'Name', cell: (row: (typeof rows)[number]) => <a href={`/x/${row.id}`}>{row.name}</a> },
  ];

  it('puts the rows in a named, focusable region under column headers', () => {
    render(<ListTable label="Members" caption="All members" rows={rows} rowKey={(row) => row.id} columns={columns} empty="Nobody" />);
    const region = screen.getByRole('region', { name: 'Members' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'All members' });
    expect(within(table).getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Number', 'col'],
      ['Name', 'col'],
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Beta' })).toHaveAttribute('href', '/x/2');
    expect(screen.queryByText('Nobody')).toBeNull();
  });

  it('says the empty state instead of an empty table, or nothing when another message explains it', () => {
    const { rerender } = render(<ListTable label="Members" rows={[]} rowKey={() => 0} columns={columns} empty="Nobody matches." />);
    expect(screen.getByText('Nobody matches.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<ListTable label="Members" rows={[]} rowKey={() => 0} columns={columns} empty={false} />);
    expect(screen.queryByText('Nobody matches.')).toBeNull();
  });
});

describe('StateTabs and Pager', () => {
  it('marks the current tab and links every state', () => {
    render(<StateTabs label="Notices" states={['all', 'draft'] as const} current="draft" href={(s) => `/n?state=${s}`} text={(s) => s.toUpperCase()} />);
    const nav = screen.getByRole('navigation', { name: 'Notices' });
    expect(within(nav).getByRole('link', { name: 'DRAFT' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'ALL' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'ALL' })).toHaveAttribute('href', '/n?state=all');
  });

  it('links the previous page after the first and the next while there are more', () => {
    const href = (n: number) => `/m?page=${n}`;
    const text = { previous: 'Previous page', next: 'Next page' };
    expect(pageLinks(1, true, href, text)).toEqual({ previous: undefined, next: { href: '/m?page=2', text: 'Next page' } });
    expect(pageLinks(3, false, href, text)).toEqual({ previous: { href: '/m?page=2', text: 'Previous page' }, next: undefined });
    render(<Pager label="Pages" {...pageLinks(2, true, href, text)} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/m?page=1', '/m?page=3']);
  });
});
