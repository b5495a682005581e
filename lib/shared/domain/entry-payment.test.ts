import { shownPaymentState } from './entry-payment';

describe('shownPaymentState', () => {
  it('shows a paid entry without a card payment as paid at the venue, not as a card payment that never happened', () => {
    expect(shownPaymentState('paid', [])).toBe('paidAtVenue');
    expect(shownPaymentState('paid', null)).toBe('paidAtVenue');
    expect(shownPaymentState('paid', [{ status: 'failed' }])).toBe('paidAtVenue');
    expect(shownPaymentState('paid', [{ status: 'failed' }, { status: 'succeeded' }])).toBe('paid');
    expect(shownPaymentState('awaiting', [])).toBe('awaiting');
    expect(shownPaymentState('none', [])).toBe('none');
  });
});
