'use server';

import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { sendInquiry as send } from '@/lib/portal/data/support';
import { inquirySchema } from '@/lib/shared/validation/inquiry';

/**
 * The inquiry form (spec §5): validated with the form's own schema, then sent to the member API,
 * as the logged-in member when there is one (so it appears in their list), with the caller's
 * address for the member API's per-address limit.
 */
export const sendInquiry = validatedAction(
  inquirySchema,
  async (input, { locale, call }) => {
    await send({ ...input, lang: locale }, { ip: call.ip, userAgent: call.userAgent });
    return actionOk();
  },
  { auth: 'optional', where: 'support/inquiry' },
);
