import { array, mixed, number, object, string, type InferType } from 'yup';
import { STAFF_ROLES, type StaffRole } from './matrix';

/**
 * The console's staff-management forms (issue 24, roles), one schema each, used by the server
 * actions (the forms in components/admin may not load lib/portal/staff: they show the keys it answers).
 * Venues are typed as a list of venue numbers ("3, 12"); a venue manager needs at least one, the
 * other roles none.
 */
const role = mixed<StaffRole>()
  .oneOf([...STAFF_ROLES], 'admin.staff.roleRequired')
  .required('admin.staff.roleRequired');

const venues = array(number().typeError('admin.staff.venuesInvalid').integer('admin.staff.venuesInvalid').min(1, 'admin.staff.venuesInvalid').max(999_999_999, 'admin.staff.venuesInvalid').required('admin.staff.venuesInvalid'))
  .transform((_value: unknown, original: unknown) => {
    if (Array.isArray(original)) return original;
    const text = typeof original === 'string' ? original.trim() : '';
    if (!text) return [];
    return text.split(/[\s,]+/).map((part) => (/^\d{1,9}$/.test(part) ? Number(part) : NaN));
  })
  .typeError('admin.staff.venuesInvalid')
  .default([])
  .when('role', {
    is: 'venue_manager',
    then: (schema) => schema.min(1, 'admin.staff.venuesRequired'),
    otherwise: (schema) => schema.max(0, 'admin.staff.venuesOnlyManagers'),
  });

export const inviteStaffSchema = object({
  email: string().trim().max(254, 'admin.staff.emailInvalid').email('admin.staff.emailInvalid').required('admin.staff.emailInvalid'),
  name: string().trim().min(1, 'admin.staff.nameRequired').max(80, 'admin.staff.nameRequired').required('admin.staff.nameRequired'),
  role,
  venues,
  linkLocale: mixed<'en' | 'ko'>().oneOf(['en', 'ko']).default('en'),
});
export type InviteStaffInput = InferType<typeof inviteStaffSchema>;

export const changeRoleSchema = object({
  staffId: number().integer().min(1).required(),
  role,
  venues,
});
