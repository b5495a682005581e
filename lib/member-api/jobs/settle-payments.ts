import 'server-only';
import { settlePayments } from '@/lib/member-api/payments';
import type { Job } from './job';

/**
 * Entry-fee payments (issue 10): unpaid entries lapse after the payment hold (freeing their places),
 * every paid entry of a cancelled tournament is refunded, and refunds Stripe could not be reached for
 * are asked again. Guarded by each row's state and Stripe idempotency keys: safe on any number of instances.
 */
export const settlePaymentsJob: Job = {
  name: 'settle-payments',
  everyMs: 60 * 1000,
  async run(now, db) {
    return settlePayments(db, now);
  },
};
