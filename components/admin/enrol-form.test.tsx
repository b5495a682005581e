/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { ActionResult } from '@/lib/portal/actions/action-result';
import { EnrolForm } from './enrol-form';

const refused = (message: string, code: number): ActionResult<never> => ({ ok: false, code, message, fieldErrors: {} });
const staff = { ok: true as const, data: { name: 'Mina Park', email: 'mina@example.com' } };

function renderForm(check: jest.Mock) {
  window.history.replaceState(null, '', '/admin/enrol#enrol-token-1');
  const actions = { check, begin: jest.fn(), finish: jest.fn() };
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <EnrolForm actions={actions} home="/admin" />
    </NextIntlClientProvider>,
  );
  return actions;
}

describe('EnrolForm', () => {
  it('takes the token out of the address bar, and asks again when the first check was refused for a while', async () => {
    const check = jest.fn().mockResolvedValueOnce(refused('admin.errors.tooMany', 429)).mockResolvedValueOnce(staff);
    renderForm(check);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.admin.errors.tooMany));
    expect(window.location.hash).toBe('');
    await userEvent.click(screen.getByRole('button', { name: en.admin.enrol.retry }));
    expect(await screen.findByRole('button', { name: en.admin.enrol.button })).toBeEnabled();
    expect(screen.getByText(/Welcome, Mina Park/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(check.mock.calls).toEqual([[{ token: 'enrol-token-1' }], [{ token: 'enrol-token-1' }]]);
  });

  it('offers nothing more for a link that is no good', async () => {
    renderForm(jest.fn().mockResolvedValue(refused('admin.errors.enrolment', 404)));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.admin.errors.enrolment));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
