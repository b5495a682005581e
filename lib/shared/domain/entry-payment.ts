/**
 * How an entry's payment is shown (issue 26 item 3). An entry marked paid with no card payment of its
 * own was paid at the venue (entries from before card payments, the demo network's history, a venue
 * that takes the fee at the counter): it says so, rather than "Paid" above "No card payment was made".
 */
export type ShownPaymentState = string | 'paidAtVenue';

export function shownPaymentState(status: string, cardPayments: readonly { status: string }[] | null | undefined): ShownPaymentState {
  if (status === 'paid' && !cardPayments?.some((payment) => payment.status === 'succeeded')) return 'paidAtVenue';
  return status;
}
