'use server';

import { number, object } from 'yup';
import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import type { StaffActionContext } from '@/lib/portal/staff/action';
import { staffAction } from '@/lib/portal/staff/action';
import { bookingVenue, markFromConsole } from '@/lib/portal/staff/bookings';

/** The calendar's mark buttons: which booking (its venue is read from the database, never the input). */
const markSchema = object({ bookingno: number().integer().min(1).max(2_147_483_647).required('admin.errors.notFound') });
const venueOf = (input: { bookingno: number }, db: Parameters<typeof bookingVenue>[0]) => bookingVenue(db, input.bookingno);

async function mark(input: { bookingno: number }, { db, audit }: StaffActionContext, status: 'checked_in' | 'no_show') {
  const result = await markFromConsole(db, input.bookingno, status);
  if (!result.ok) return result.reason === 'notFound' ? actionFail(404, 'admin.errors.notFound') : actionFail(409, `admin.bookings.errors.${result.reason}`);
  await audit({ target: `booking:${input.bookingno}`, before: { status: result.before }, after: { status: result.after } });
  return actionOk({ status: result.after });
}

/** Checks a booking in (the venue desk's rule: from its day, while not over). */
export const checkInBooking = staffAction('bookings.checkIn', markSchema, (input, context) => mark(input, context, 'checked_in'), { venueOf });

/** Marks a booking a no-show (the desk's rule: once its start has passed). */
export const markNoShow = staffAction('bookings.noShow', markSchema, (input, context) => mark(input, context, 'no_show'), { venueOf });
