import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { countWaiting, INQUIRY_STATES, listInquiries } from '@/lib/portal/staff/inquiries';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { pageFrom, stateFrom, stateListHref } from '@/lib/portal/staff/list-query';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { ListHeading } from '@/components/admin/list/list-heading';
import { ListTable } from '@/components/admin/list/list-table';
import { Pager, pageLinks } from '@/components/admin/list/pager';
import { StateTabs } from '@/components/admin/list/state-tabs';

export const generateMetadata = screenMetadata('inquiries');

/** The inquiry queue by state: waiting (oldest first), assigned to me, answered. */
export default async function InquiriesPage({ params, searchParams }: PageProps<'/admin/[locale]/inquiries'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'inquiries.list');
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const query = await searchParams;
  const state = stateFrom(query, INQUIRY_STATES, 'waiting');
  const pageNo = pageFrom(query);
  const db = await getStaffDb();
  const [{ rows, more }, counts] = await Promise.all([listInquiries(db, state, page.staff.staffId, pageNo), countWaiting(db)]);
  const t = await getTranslations({ locale, namespace: 'admin.inquiries' });
  const format = await getFormatter({ locale });
  const base = `/admin/${locale}/inquiries`;
  // The queue names its state in every link (no default tab is left out).
  const href = stateListHref(base);
  const done = state === 'done';
  return (
    <div className="space-y-6">
      <ListHeading title={t('title')} count={t('count', counts)} />
      <StateTabs label={t('title')} states={INQUIRY_STATES} current={state} href={href} text={(s) => t(`tabs.${s}`)} />
      <ListTable
        label={t('title')}
        rows={rows}
        rowKey={(row) => row.inquiryno}
        empty={t(`empty.${state}`)}
        columns={[
          { header: t('number'), cell: (row) => row.inquiryno },
          {
            header: t('subject'),
            cell: (row) => (
              <a href={`${base}/${row.inquiryno}`} className="font-semibold text-brand-700 underline">
                {row.title}
              </a>
            ),
          },
          { header: t('from'), className: 'break-all', cell: (row) => `${row.name} <${row.email}>` },
          { header: t('received'), className: 'whitespace-nowrap', cell: (row) => format.dateTime(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) },
          {
            header: done ? t('answered') : t('assignee'),
            cell: (row) => (done ? (row.answeredAt ? format.dateTime(row.answeredAt, { dateStyle: 'medium' }) : '') : (row.assignee ?? t('unassigned'))),
          },
        ]}
      />
      <Pager label={t('title')} {...pageLinks(pageNo, more, (n) => href(state, n), { previous: t('previous'), next: t('next') })} />
    </div>
  );
}
