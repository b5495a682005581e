import 'server-only';
import { settleBookings } from '@/lib/member-api/booking';
import type { Job } from './job';

/**
 * Bay bookings (issue 23): unpaid holds lapse after lib/shared/domain/booking bookingHoldMinutes and free
 * their bays (their PaymentIntents are cancelled), refunds Stripe could not be reached for are asked
 * again, and the reminder mail goes out bookingReminderHours before the start. Guarded by each row's
 * state and Stripe idempotency keys: safe on any number of instances.
 */
export const settleBookingsJob: Job = {
  name: 'settle-bookings',
  everyMs: 60 * 1000,
  async run(now, db) {
    return settleBookings(db, now);
  },
};
