import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { formatFee } from '@/lib/shared/money';
import { getStaffDb } from '@/lib/portal/staff/db';
import { screenMetadata } from '@/lib/portal/staff/list-metadata';
import { listPayments, PAYMENT_STATES, paymentFilterFrom } from '@/lib/portal/staff/payments';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { FilterBar } from '@/components/admin/list/filter-bar';
import { ListTable } from '@/components/admin/list/list-table';
import { Pager, pageLinks } from '@/components/admin/list/pager';

export const generateMetadata = screenMetadata('payments');

/** Card payments, newest first, found by member ID, reference, dates and state (a GET form: back and reload keep it). */
export default async function PaymentsPage({ params, searchParams }: PageProps<'/admin/[locale]/payments'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'payments.list');
  if ('forbidden' in page) return <Forbidden locale={locale} role={page.role} />;
  const { staff } = page;
  const { filter, values, badDate, page: pageNo } = paymentFilterFrom(await searchParams);
  if (staff.role === 'venue_manager') filter.venues = staff.venues;
  const { rows, more } = badDate ? { rows: [], more: false } : await listPayments(await getStaffDb(), filter, pageNo);
  const t = await getTranslations({ locale, namespace: 'admin.payments' });
  const format = await getFormatter({ locale });
  const base = `/admin/${locale}/payments`;
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value));
  const money = (amount: number, currency: string) => formatFee(amount, currency, locale);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <FilterBar
        action={base}
        search
        label={t('find')}
        submit={t('findButton')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_12rem_auto] lg:items-end"
        error={badDate ? { id: 'pay-date-error', text: t('badDate'), className: 'rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 sm:col-span-2 lg:col-span-6' } : undefined}
        fields={[
          { type: 'text', name: 'member', id: 'pay-member', label: t('memberId'), value: values.member, maxLength: 40 },
          { type: 'text', name: 'ref', id: 'pay-ref', label: t('reference'), value: values.ref, maxLength: 255, hint: t('referenceHint') },
          { type: 'date', name: 'from', id: 'pay-from', label: t('from'), value: values.from, invalid: badDate },
          { type: 'date', name: 'to', id: 'pay-to', label: t('to'), value: values.to, invalid: badDate },
          { type: 'select', name: 'state', id: 'pay-state', label: t('state'), value: values.state, options: [{ value: '', label: t('anyState') }, ...PAYMENT_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))] },
        ]}
      />
      <ListTable
        label={t('title')}
        rows={rows}
        rowKey={(row) => row.ref}
        empty={!badDate && t('empty')}
        columns={[
          {
            header: t('reference'),
            cell: (row) => (
              <>
                <a href={`${base}/${row.ref}`} className="font-semibold text-brand-700 underline">{row.ref}</a>
                <span className="sr-only"> · {t(`kinds.${row.kind}`)}</span>
              </>
            ),
          },
          { header: t('memberId'), cell: (row) => row.memberId ?? '—' },
          { header: t('paid'), className: 'whitespace-nowrap', cell: (row) => money(row.amount, row.currency) },
          { header: t('refundedTotal'), className: 'whitespace-nowrap', cell: (row) => (row.refundStatus ? money(row.refundAmount ?? row.amount, row.currency) : '—') },
          { header: t('state'), cell: (row) => t(`states.${row.refundStatus ? 'refunded' : row.status}` as never) },
          { header: t('created'), className: 'whitespace-nowrap', cell: (row) => format.dateTime(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) },
        ]}
      />
      <Pager label={t('pages')} {...pageLinks(pageNo, more, (n) => `${base}?${new URLSearchParams({ ...kept, page: String(n) })}`, { previous: t('previous'), next: t('next') })} />
    </div>
  );
}
