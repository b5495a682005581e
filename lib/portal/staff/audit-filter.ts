import 'server-only';
import type { AuditFilter } from './audit';

const one = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The actions the audit page's filter offers: what staff sign-in and every audited console action record. */
export const AUDIT_ACTIONS = ['staff.enrolment', 'staff.enrol', 'staff.signin', 'staff.reauth', 'staff.signout', 'staff.totp.begin', 'staff.totp', 'staff.recovery.new', 'staff.recovery.use', 'staff.invite', 'staff.role', 'staff.disable', 'staff.enable', 'sessions.end', 'sessions.endOthers', 'members.block', 'members.unblock', 'members.export', 'inquiries.assign', 'inquiries.answer', 'venueKeys.create', 'venueKeys.rotate', 'venueKeys.revoke', 'payments.refund', 'payments.refund.settle', 'bookings.checkIn', 'bookings.noShow', 'tournaments.create', 'tournaments.edit', 'tournaments.publish', 'tournaments.cancel', 'tournaments.score', 'notices.create', 'notices.update', 'notices.pin', 'notices.unpin', 'notices.publish', 'notices.unpublish', 'notices.delete', 'lessons.hideComment', 'audit.read'] as const;

/**
 * The audit page's and the CSV's filters from a query: staff (an id), action, from and to (whole
 * days, UTC), before (the next page). A malformed date is reported, never guessed.
 */
export function auditFilterFrom(query: Record<string, string | string[] | undefined>): { filter: AuditFilter; values: Record<string, string>; badDate: boolean } {
  const values = { staff: one(query.staff), action: one(query.action).slice(0, 40), from: one(query.from), to: one(query.to), before: one(query.before) };
  const filter: AuditFilter = {};
  if (/^\d{1,9}$/.test(values.staff)) filter.staffId = Number(values.staff);
  if (values.action) filter.action = values.action;
  let badDate = false;
  const day = (text: string, end: boolean) => {
    if (!text) return undefined;
    const date = DAY.test(text) ? new Date(`${text}T${end ? '23:59:59.999' : '00:00:00.000'}Z`) : new Date(NaN);
    if (Number.isNaN(date.getTime())) {
      badDate = true;
      return undefined;
    }
    return date;
  };
  filter.from = day(values.from, false);
  filter.to = day(values.to, true);
  if (/^\d{1,15}$/.test(values.before)) filter.beforeId = Number(values.before);
  return { filter, values, badDate };
}
