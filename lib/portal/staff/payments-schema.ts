import { object, string, type InferType } from 'yup';

/**
 * The console's refund form (issue 24 item 3), used by the form in the browser and by its server
 * action. The amount is typed in the currency's major units ("12.50"), turned into minor units on the
 * server against the payment's own currency. The idempotency key is made by the form once per refund
 * request (a double submit or a retry sends the same one, so one refund is made).
 */
export const refundSchema = object({
  ref: string().trim().matches(/^[EB]-\d{1,9}$/, 'admin.errors.notFound').required('admin.errors.notFound'),
  amount: string()
    .trim()
    .matches(/^\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?$|^\d{1,9}(?:\.\d{1,2})?$/, 'admin.payments.amountInvalid')
    .required('admin.payments.amountInvalid'),
  reason: string().trim().min(5, 'admin.payments.reasonRequired').max(500, 'admin.payments.reasonRequired').required('admin.payments.reasonRequired'),
  idempotencyKey: string().trim().matches(/^[0-9a-f-]{36}$/i, 'admin.errors.internal').required('admin.errors.internal'),
});
export type RefundInput = InferType<typeof refundSchema>;
