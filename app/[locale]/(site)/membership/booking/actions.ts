'use server';

import { object, string } from 'yup';
import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { bookingStatus, cancelBooking, createBooking, payBooking, searchBookingMembers } from '@/lib/portal/data/booking';
import { idField } from '@/lib/upstream/operations/fields';
import { bookingOperations } from '@/lib/upstream/operations/booking';

/** Books a bay (the member API re-checks everything: hours, capacity, and the bay still free). */
export const createBookingAction = validatedAction(
  bookingOperations.bookingCreate.input,
  async (input, { call }) => {
    const { booking, payment } = await createBooking(call, { ...input, bayid: input.bayid, kind: input.kind });
    return actionOk({ bookingno: booking.bookingno, status: booking.status, payment });
  },
  { auth: 'required', where: 'booking/create' },
);

/** Members to add as players, by exact ID or the start of a nickname. */
export const searchMembersAction = validatedAction(
  object({ q: string().trim().min(2, 'booking.error.searchShort').max(20, 'booking.error.searchShort').required('booking.error.searchShort') }),
  async ({ q }, { call }) => actionOk((await searchBookingMembers(call, q)).members),
  { auth: 'required', where: 'booking/member-search' },
);

/** Cancels one of the member's bookings by the venue's rule; answers the refund, if any. */
export const cancelBookingAction = validatedAction(
  object({ bookingno: idField('booking.error.notFound') }),
  async ({ bookingno }, { call }) => actionOk((await cancelBooking(call, bookingno)).refund),
  { auth: 'required', where: 'booking/cancel' },
);

/** The card payment of a held booking: its open PaymentIntent, or a new one. */
export const payBookingAction = validatedAction(
  object({ bookingno: idField('booking.error.notFound'), lang: string().oneOf(['en', 'ko']).default('en') }),
  async ({ bookingno, lang }, { call }) => {
    const { clientsecret, amount, currency, paymentdueat } = await payBooking(call, bookingno, lang as 'en' | 'ko');
    return actionOk({ clientsecret, amount, currency, paymentdueat });
  },
  { auth: 'required', where: 'booking/pay' },
);

/** A booking's status, for the card form waiting for the payment's webhook. */
export const bookingStatusAction = validatedAction(
  object({ bookingno: idField('booking.error.notFound') }),
  async ({ bookingno }, { call }) => actionOk(await bookingStatus(call, bookingno)),
  { auth: 'required', where: 'booking/status' },
);
