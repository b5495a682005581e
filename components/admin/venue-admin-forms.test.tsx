/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { VenueForm, VenueRowButton } from './venue-admin-forms';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

/**
 * The venue page's form as staff use it: the same yup schema as the server action stops a bad time
 * in the browser with the translated message (nothing sent), a checkbox travels as a form posts it,
 * the server's field errors land under their fields, and a row button shows a refusal beside itself.
 */
function renderIn(children: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} onError={(error) => { throw error; }}>
      {children}
    </NextIntlClientProvider>,
  );
}

const termsFields = [
  { name: 'slotMinutes', label: 'Slot length', type: 'number' as const },
  { name: 'bufferMinutes', label: 'Buffer', type: 'number' as const },
  { name: 'maxSlots', label: 'Longest', type: 'number' as const },
  { name: 'advanceDays', label: 'Days ahead', type: 'number' as const },
  { name: 'freeCancelHours', label: 'Free until', type: 'number' as const },
  { name: 'lateRefundPercent', label: 'Refund', type: 'number' as const },
  { name: 'peakFrom', label: 'Peak from', type: 'time' as const },
  { name: 'currency', label: 'Currency' },
  { name: 'payAtVenue', label: 'Pay at the venue', type: 'checkbox' as const },
];
const terms = { slotMinutes: 60, bufferMinutes: 10, maxSlots: 3, advanceDays: 14, freeCancelHours: 24, lateRefundPercent: 50, peakFrom: '17:00', currency: 'USD', payAtVenue: true };

describe('VenueForm', () => {
  beforeEach(() => refresh.mockReset());

  it('stops a bad closing time in the browser with the translated message and sends nothing', async () => {
    const action = jest.fn();
    renderIn(
      <VenueForm
        schema="hours"
        legend="Hours"
        locale="en"
        hidden={{ shopno: 3 }}
        submitLabel="Save"
        action={action}
        initial={{ monOpen: '09:00', monClose: '22:00' }}
        fields={[
          { name: 'monOpen', label: 'Monday opens', type: 'time' },
          { name: 'monClose', label: 'Monday closes' },
        ]}
      />,
    );
    const close = screen.getByLabelText('Monday closes');
    await userEvent.clear(close);
    await userEvent.type(close, '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.admin.venueAdmin.errors.sameTimes)).toBeInTheDocument();
    expect(close).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the venue, the locale and a checkbox as "on" or "", and shows the server’s field errors', async () => {
    const action = jest.fn().mockResolvedValueOnce({ ok: true, data: null }).mockResolvedValueOnce({ ok: false, code: 400, message: 'api.invalidInput', fieldErrors: { currency: 'admin.venueAdmin.errors.currencyInvalid' } });
    renderIn(<VenueForm schema="terms" legend="Terms" locale="en" hidden={{ shopno: 3 }} submitLabel="Save" action={action} initial={terms} columns={3} fields={termsFields} />);
    await userEvent.click(screen.getByLabelText('Pay at the venue'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0][0]).toMatchObject({ shopno: 3, locale: 'en', payAtVenue: '', currency: 'USD', peakFrom: '17:00' });
    expect(await screen.findByText(en.admin.venueAdmin.saved)).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Pay at the venue'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    expect(action.mock.calls[1][0]).toMatchObject({ payAtVenue: 'on' });
    expect(await screen.findByText(en.admin.venueAdmin.errors.currencyInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('VenueRowButton', () => {
  it('names what it acts on and shows a refusal beside itself', async () => {
    const action = jest.fn().mockResolvedValue({ ok: false, code: 409, message: 'admin.venueAdmin.errors.bayHasBookings', fieldErrors: {} });
    renderIn(<VenueRowButton label="Remove" name="Bay 2" payload={{ bayId: 7 }} locale="en" action={action} danger />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove: Bay 2' }));
    expect(action).toHaveBeenCalledWith({ bayId: 7, locale: 'en' });
    expect(await screen.findByText(en.admin.venueAdmin.errors.bayHasBookings)).toBeInTheDocument();
  });
});
