import { boolean, number, object, string } from 'yup';

/** The reason a network admin gives for blocking or withdrawing a member (kept in the audit log). */
export const memberReason = () => string().trim().min(5, 'admin.members.reasonRequired').max(500, 'admin.members.reasonRequired').required('admin.members.reasonRequired');

/**
 * Withdrawing a member at their request (the console's member record): the reason and the admin's
 * confirmation that the member asked for it. One schema for the form and the server action.
 */
export const withdrawFormSchema = object({
  reason: memberReason(),
  confirmed: boolean().oneOf([true], 'admin.members.withdrawConfirmRequired').required('admin.members.withdrawConfirmRequired'),
});

export const withdrawMemberSchema = withdrawFormSchema.shape({ playerPk: number().integer().min(1).required() });
