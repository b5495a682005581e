import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { STAFF_ROLES } from '@/lib/portal/staff/matrix';
import { staffPage } from '@/lib/portal/staff/page';
import { listTeam } from '@/lib/portal/staff/team';
import { Forbidden } from '@/components/admin/forbidden';
import { TeamPanel } from '@/components/admin/team-panel';
import { beginReauth, changeStaffRole, finishReauth, inviteStaff, setStaffAccountStatus } from '../../../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/staff'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.staff' }))('title') };
}

/**
 * Staff accounts and roles (issue 24): who has access, with which role and venues; a new account's
 * one-use enrolment link; a role change or a disabled account ends that account's sessions. Every
 * change is dangerous (a fresh passkey check) and audited. Network admins only.
 */
export default async function StaffPage({ params }: PageProps<'/admin/[locale]/staff'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'staff.manage');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const team = await listTeam(await getStaffDb());
  const t = await getTranslations({ locale, namespace: 'admin' });
  const format = await getFormatter({ locale });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('staff.title')}</h1>
      <p className="text-gray-700">{t('staff.intro')}</p>
      <TeamPanel
        locale={locale}
        selfId={page.staff.staffId}
        roles={STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        rows={team.map((row) => ({
          staffId: row.staffId,
          email: row.email,
          name: row.name,
          role: row.role,
          roleLabel: t(`roles.${row.role}` as never),
          venues: row.venues,
          status: row.status,
          passkeys: row.passkeys,
          lastSignIn: row.lastSignIn ? format.dateTime(row.lastSignIn, { dateStyle: 'medium', timeStyle: 'short' }) : null,
        }))}
        actions={{ inviteStaff, changeStaffRole, setStaffAccountStatus, beginReauth, finishReauth }}
      />
    </div>
  );
}
