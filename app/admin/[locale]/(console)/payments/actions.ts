'use server';

import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import { staffAction } from '@/lib/portal/staff/action';
import { minorUnits, parsePaymentRef, paymentDetail, paymentVenue, refundThroughStripe } from '@/lib/portal/staff/payments';
import { refundSchema } from '@/lib/portal/staff/payments-schema';

/**
 * Refunds part or all of a payment (issue 24 item 3): a dangerous action (a fresh passkey check),
 * a venue manager only on their venues' payments (another venue's is not found), support never. The
 * audit entry is written in the refund's own transaction, with what was refundable before and after.
 */
export const refundPaymentAction = staffAction(
  'payments.refund',
  refundSchema,
  async (input, { db, staff, audit }) => {
    const ref = parsePaymentRef(input.ref);
    const detail = ref && (await paymentDetail(db, ref.kind, ref.id));
    if (!ref || !detail) return actionFail(404, 'admin.errors.notFound');
    const amount = minorUnits(input.amount, detail.payment.currency);
    if (!Number.isFinite(amount) || amount < 1) return actionFail(400, 'api.invalidInput', { amount: 'admin.payments.amountInvalid' });
    const outcome = await refundThroughStripe(
      db,
      { kind: ref.kind, paymentId: ref.id, amount, reason: input.reason, idempotencyKey: input.idempotencyKey, staffId: staff.staffId },
      (tx, before, after) => audit({ target: `payment:${detail.ref}`, before, after }, tx),
    );
    if (outcome.ok) return actionOk({ refundable: outcome.refundable, repeated: outcome.repeated });
    switch (outcome.reason) {
      case 'notFound':
        return actionFail(404, 'admin.errors.notFound');
      case 'overLimit':
        return actionFail(409, 'admin.payments.errors.overLimit', { amount: 'admin.payments.errors.overLimit' });
      case 'notPaid':
        return actionFail(409, 'admin.payments.errors.notPaid');
      case 'disabled':
        return actionFail(409, 'admin.payments.errors.disabled');
      case 'stripeNoAnswer':
        return actionFail(504, 'admin.payments.errors.stripeNoAnswer');
      default:
        return actionFail(502, 'admin.payments.errors.stripe');
    }
  },
  {
    venueOf: async (input, db) => {
      const ref = parsePaymentRef(input.ref);
      return ref ? paymentVenue(db, ref.kind, ref.id) : undefined;
    },
  },
);
