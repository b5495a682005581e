import 'server-only';
import { settleStaffRefunds } from '@/lib/member-api/payments/staff-refunds';
import { stripeClient } from '@/lib/member-api/payments/stripe-client';
import type { Job } from './job';

/**
 * Refunds staff made in the console (issue 24) that Stripe left pending: not answered in the
 * console's one 3.5 s try, or never completed by its event. Asked again under the same idempotency
 * key (Stripe makes each exactly once) or read back, then recorded completed or failed with an audit
 * entry. Guarded by each refund's state: safe on any number of instances.
 */
export const settleStaffRefundsJob: Job = {
  name: 'settle-staff-refunds',
  everyMs: 60 * 1000,
  async run(now, db) {
    const settled = await settleStaffRefunds(db, stripeClient(), now);
    return `staff refunds: ${settled.asked} asked of Stripe again, ${settled.completed} completed, ${settled.failed} failed, ${settled.waiting} still pending`;
  },
};
