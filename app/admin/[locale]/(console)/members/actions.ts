'use server';

import { revalidateTag } from 'next/cache';
import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import { cacheTags, tagsForChange } from '@/lib/portal/cache/tags';
import { staffAction } from '@/lib/portal/staff/action';
import { withdrawMemberSchema } from '@/lib/shared/validation/member-withdrawal';
import { withdrawMember } from '@/lib/portal/staff/members';

/**
 * A network admin withdraws a member at the member's request (issue 24 item 3): staffAction checks
 * the origin, the staff session, the matrix's `members.withdraw` row (network admins, a fresh second
 * factor first) and the schema, and the change is audited with before and after. The withdrawal is the
 * member API's own (lib/member-api/withdrawal): every session ends at once. What shows the member
 * beside results (live standings, the venues' members) and their own pages are expired as when the
 * member withdraws in MyZone (the `memberPresence` change).
 */
export const withdrawMemberAtRequest = staffAction('members.withdraw', withdrawMemberSchema, async (input, { db, audit }) => {
  const result = await withdrawMember(db, input.playerPk, new Date());
  if (!result) return actionFail(404, 'admin.errors.notFound');
  if (!result.changed) return actionFail(409, 'admin.members.notWithdrawable');
  await audit({ target: `member:${input.playerPk}`, before: result.before, after: { ...result.after, reason: input.reason } });
  for (const tag of [...tagsForChange({ kind: 'memberPresence' }), cacheTags.member(input.playerPk)]) revalidateTag(tag, { expire: 0 });
  return actionOk({ status: result.after.status, restorableUntil: result.after.restorableUntil });
});
