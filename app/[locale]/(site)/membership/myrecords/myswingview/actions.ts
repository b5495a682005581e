'use server';

import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { publishSwing } from '@/lib/portal/data/records';
import { idField } from '@/lib/upstream/operations/fields';
import { publishSwingSchema } from '@/lib/upstream/operations/records';

/** Publishes one of the member's swing records as a netizen lesson; answers the new lesson's number. */
export const publishSwingAction = validatedAction(
  publishSwingSchema.shape({ swingno: idField('records.error.swingNotFound') }),
  async ({ swingno, title }, { session }) => {
    const { lessonno } = await publishSwing(session.token, swingno, title);
    return actionOk({ lessonno });
  },
  { auth: 'required', where: 'records/publish-swing' },
);
