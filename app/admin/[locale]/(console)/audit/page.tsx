import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { AUDIT_PAGE, listAudit } from '@/lib/portal/staff/audit';
import { auditFilterFrom } from '@/lib/portal/staff/audit-filter';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { listStaff } from '@/lib/portal/staff/accounts';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { ScrollRegion } from '@/components/ui/scroll-region';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/audit'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.audit' }))('title') };
}

const ACTIONS = ['staff.enrolment', 'staff.enrol', 'staff.signin', 'staff.reauth', 'staff.signout', 'staff.totp.begin', 'staff.totp', 'staff.recovery.new', 'staff.recovery.use', 'staff.invite', 'staff.role', 'staff.disable', 'staff.enable', 'members.block', 'members.unblock', 'members.export', 'inquiries.assign', 'inquiries.answer', 'venueKeys.create', 'venueKeys.rotate', 'venueKeys.revoke', 'payments.refund', 'bookings.checkIn', 'bookings.noShow', 'tournaments.create', 'tournaments.edit', 'tournaments.publish', 'tournaments.cancel', 'tournaments.score', 'notices.create', 'notices.update', 'notices.pin', 'notices.unpin', 'notices.publish', 'notices.unpublish', 'notices.delete', 'lessons.hideComment', 'audit.read'];

const change = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The staff audit log: newest first, filtered by who, action and days (a GET form), and its CSV. */
export default async function AuditPage({ params, searchParams }: PageProps<'/admin/[locale]/audit'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'audit.read');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const { filter, values, badDate } = auditFilterFrom(await searchParams);
  const db = await getStaffDb();
  const [rows, people] = await Promise.all([listAudit(db, filter, AUDIT_PAGE + 1), listStaff(db)]);
  const shown = rows.slice(0, AUDIT_PAGE);
  const t = await getTranslations({ locale, namespace: 'admin.audit' });
  const format = await getFormatter({ locale });
  const base = `/admin/${locale}/audit`;
  const kept = new URLSearchParams(Object.entries({ staff: values.staff, action: values.action, from: values.from, to: values.to }).filter(([, v]) => v));
  const older = rows.length > AUDIT_PAGE ? `${base}?${new URLSearchParams([...kept, ['before', String(shown[shown.length - 1].id)]])}` : undefined;
  const field = 'mt-1 w-full rounded-md border border-gray-400 px-3 py-2';
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <form method="get" action={base} aria-label={t('filters')} className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <div>
          <label htmlFor="audit-staff" className="text-sm font-semibold">{t('who')}</label>
          <select id="audit-staff" name="staff" defaultValue={values.staff} className={field}>
            <option value="">{t('whoAll')}</option>
            {people.map((person) => (
              <option key={person.staffId} value={person.staffId}>{person.email}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-action" className="text-sm font-semibold">{t('action')}</label>
          <select id="audit-action" name="action" defaultValue={values.action} className={field}>
            <option value="">{t('actionAll')}</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>{action}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="text-sm font-semibold">{t('from')}</label>
          <input id="audit-from" name="from" type="date" defaultValue={values.from} aria-invalid={badDate || undefined} aria-describedby={badDate ? 'audit-date-error' : undefined} className={field} />
        </div>
        <div>
          <label htmlFor="audit-to" className="text-sm font-semibold">{t('to')}</label>
          <input id="audit-to" name="to" type="date" defaultValue={values.to} aria-invalid={badDate || undefined} aria-describedby={badDate ? 'audit-date-error' : undefined} className={field} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">{t('apply')}</button>
          <a href={`${base}/export?${kept}`} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">{t('export')}</a>
        </div>
        {badDate && <p id="audit-date-error" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">{t('badDate')}</p>}
      </form>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('empty')}</p>
      ) : (
        <ScrollRegion label={t('title')} className="rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2">{t('when')}</th>
                <th scope="col" className="px-3 py-2">{t('staff')}</th>
                <th scope="col" className="px-3 py-2">{t('action')}</th>
                <th scope="col" className="px-3 py-2">{t('target')}</th>
                <th scope="col" className="px-3 py-2">{t('address')}</th>
                <th scope="col" className="px-3 py-2">{t('change')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id} className="border-t border-gray-200 align-top">
                  <td className="whitespace-nowrap px-3 py-2">{format.dateTime(row.at, { dateStyle: 'medium', timeStyle: 'medium' })}</td>
                  <td className="break-all px-3 py-2">{row.staffEmail}</td>
                  <td className="px-3 py-2 font-mono">{row.action}</td>
                  <td className="px-3 py-2">{row.target}</td>
                  <td className="px-3 py-2">{row.address}</td>
                  <td className="max-w-xs break-all px-3 py-2 font-mono text-xs">
                    {change(row.before)}
                    {row.before || row.after ? ' → ' : ''}
                    {change(row.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <nav aria-label={t('title')} className="flex justify-between">
        {values.before ? <a href={`${base}?${kept}`} className="text-brand-700 underline">{t('newest')}</a> : <span />}
        {older && <a href={older} className="text-brand-700 underline">{t('older')}</a>}
      </nav>
    </div>
  );
}
