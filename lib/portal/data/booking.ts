import 'server-only';
import type { Locale } from '@/lib/portal/i18n/routing';
import { callUpstream, type CallOptions } from '@/lib/upstream/client';
import type { InputOf } from '@/lib/upstream/operations';
import { readShared } from './read';

/**
 * Bay booking's named data functions (issue 23). A venue day's availability is the same for everyone
 * and cached under the venue's booking tag (lib/portal/data/reads.ts): every booking, cancellation or change
 * at the venue expires it at once, so the grid is not shown a slot free after it was taken. The
 * member's calls go with their token.
 */
export async function getBookingAvailability(shopno: number, day: string, lang: Locale) {
  return readShared('bookingAvailability', { shopno, day, lang });
}

// The member's calls take the action's CallOptions (token and the session's member): what a call
// changes of the member's own data (My bookings, the summary's next booking) expires their cached
// reads at once, so a cancelled booking never shows as confirmed on the page the cancel refreshes.
export async function createBooking(call: CallOptions, input: InputOf<'bookingCreate'>) {
  return callUpstream('bookingCreate', input, call);
}

export async function cancelBooking(call: CallOptions, bookingno: number) {
  return callUpstream('bookingCancel', { bookingno }, call);
}

export async function searchBookingMembers(call: CallOptions, q: string) {
  return callUpstream('bookingMemberSearch', { q }, call);
}

export async function payBooking(call: CallOptions, bookingno: number, lang: Locale) {
  return callUpstream('bookingPay', { bookingno, lang }, call);
}

export async function bookingStatus(call: CallOptions, bookingno: number) {
  return (await callUpstream('myBookingView', { bookingno, lang: 'en' }, call)).booking.status;
}
