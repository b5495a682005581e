import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { AUDIT_PAGE, listAudit } from '@/lib/portal/staff/audit';
import { AUDIT_ACTIONS, auditFilterFrom } from '@/lib/portal/staff/audit-filter';
import { getStaffDb } from '@/lib/portal/staff/db';
import { listStaff } from '@/lib/portal/staff/accounts';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { FilterBar } from '@/components/admin/list/filter-bar';
import { ListTable } from '@/components/admin/list/list-table';
import { Pager } from '@/components/admin/list/pager';

export const generateMetadata = screenMetadata('audit');

const change = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The staff audit log: newest first, filtered by who, action and days (a GET form), and its CSV. */
export default async function AuditPage({ params, searchParams }: PageProps<'/admin/[locale]/audit'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'audit.read');
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const { filter, values, badDate } = auditFilterFrom(await searchParams);
  const db = await getStaffDb();
  const [rows, people] = await Promise.all([listAudit(db, filter, AUDIT_PAGE + 1), listStaff(db)]);
  const shown = rows.slice(0, AUDIT_PAGE);
  const t = await getTranslations({ locale, namespace: 'admin.audit' });
  const format = await getFormatter({ locale });
  const base = `/admin/${locale}/audit`;
  const kept = new URLSearchParams(Object.entries({ staff: values.staff, action: values.action, from: values.from, to: values.to }).filter(([, v]) => v));
  const older = rows.length > AUDIT_PAGE ? `${base}?${new URLSearchParams([...kept, ['before', String(shown[shown.length - 1].id)]])}` : undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <FilterBar
        action={base}
        label={t('filters')}
        submit={t('apply')}
        className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        error={badDate ? { id: 'audit-date-error', text: t('badDate'), className: 'sm:col-span-2 lg:col-span-5' } : undefined}
        fields={[
          { type: 'select', name: 'staff', id: 'audit-staff', label: t('who'), value: values.staff, options: [{ value: '', label: t('whoAll') }, ...people.map((person) => ({ value: String(person.staffId), label: person.email }))] },
          { type: 'select', name: 'action', id: 'audit-action', label: t('action'), value: values.action, options: [{ value: '', label: t('actionAll') }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))] },
          { type: 'date', name: 'from', id: 'audit-from', label: t('from'), value: values.from, invalid: badDate },
          { type: 'date', name: 'to', id: 'audit-to', label: t('to'), value: values.to, invalid: badDate },
        ]}
      >
        <a href={`${base}/export?${kept}`} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
          {t('export')}
        </a>
      </FilterBar>
      <ListTable
        label={t('title')}
        rows={shown}
        rowKey={(row) => row.id}
        rowClassName={() => 'align-top'}
        empty={t('empty')}
        columns={[
          { header: t('when'), className: 'whitespace-nowrap', cell: (row) => format.dateTime(row.at, { dateStyle: 'medium', timeStyle: 'medium' }) },
          { header: t('staff'), className: 'break-all', cell: (row) => row.staffEmail },
          { header: t('action'), className: 'font-mono', cell: (row) => row.action },
          { header: t('target'), cell: (row) => row.target },
          { header: t('address'), cell: (row) => row.address },
          { header: t('change'), className: 'max-w-xs break-all font-mono text-xs', cell: (row) => `${change(row.before)}${row.before || row.after ? ' → ' : ''}${change(row.after)}` },
        ]}
      />
      <Pager label={t('title')} previous={values.before ? { href: `${base}?${kept}`, text: t('newest') } : undefined} next={older ? { href: older, text: t('older') } : undefined} />
    </div>
  );
}
