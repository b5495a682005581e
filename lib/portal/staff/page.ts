import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { checkStaff } from './guard';
import type { StaffAction, StaffRole } from './matrix';
import type { StaffSession } from './sessions';

/**
 * The guard of a console page: the staff session allowed `action` (on venue `shopno`), or a
 * redirect to sign in (no session, or one that has ended), a 404, or `forbidden` (with the
 * role) for the page to say so. Pages never rely on the layout's check alone (a layout does not re-run on every navigation).
 */
export async function staffPage(locale: string, action: StaffAction, shopno?: number): Promise<{ staff: StaffSession } | { forbidden: true; role: StaffRole | '' }> {
  const result = await checkStaff(action, shopno);
  if (!('refusal' in result)) return { staff: result.staff };
  const { refusal } = result;
  if (refusal.status === 401 && refusal.reason === 'signin') redirect(`/admin/${locale}/signin`);
  if (refusal.status === 404) notFound();
  const { currentStaff } = await import('./guard');
  const staff = await currentStaff();
  // The role the page tells it may not open the screen.
  if (refusal.status === 403) return { forbidden: true, role: staff?.role ?? '' };
  // A page that reads is never dangerous; a dangerous action's page still opens (its actions re-check).
  if (!staff) redirect(`/admin/${locale}/signin`);
  return { staff };
}
