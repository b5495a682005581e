import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { formatFee } from '@/lib/shared/money';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { listPayments, PAYMENT_STATES, paymentFilterFrom } from '@/lib/portal/staff/payments';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { ScrollRegion } from '@/components/ui/scroll-region';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/payments'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.payments' }))('title') };
}

/** Card payments, newest first, found by member ID, reference, dates and state (a GET form: back and reload keep it). */
export default async function PaymentsPage({ params, searchParams }: PageProps<'/admin/[locale]/payments'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'payments.list');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const { staff } = page;
  const { filter, values, badDate, page: pageNo } = paymentFilterFrom(await searchParams);
  if (staff.role === 'venue_manager') filter.venues = staff.venues;
  const { rows, more } = badDate ? { rows: [], more: false } : await listPayments(await getStaffDb(), filter, pageNo);
  const t = await getTranslations({ locale, namespace: 'admin.payments' });
  const format = await getFormatter({ locale });
  const base = `/admin/${locale}/payments`;
  const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => value));
  const pageHref = (n: number) => `${base}?${new URLSearchParams({ ...kept, page: String(n) })}`;
  const field = 'mt-1 w-full rounded-md border border-gray-400 px-3 py-2';
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <form method="get" action={base} role="search" aria-label={t('find')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_12rem_auto] lg:items-end">
        <div>
          <label htmlFor="pay-member" className="block text-sm font-semibold">{t('memberId')}</label>
          <input id="pay-member" name="member" defaultValue={values.member} maxLength={40} className={field} />
        </div>
        <div>
          <label htmlFor="pay-ref" className="block text-sm font-semibold">{t('reference')}</label>
          <input id="pay-ref" name="ref" defaultValue={values.ref} maxLength={255} aria-describedby="pay-ref-hint" className={field} />
          <p id="pay-ref-hint" className="mt-1 text-xs text-gray-700">{t('referenceHint')}</p>
        </div>
        <div>
          <label htmlFor="pay-from" className="block text-sm font-semibold">{t('from')}</label>
          <input id="pay-from" name="from" type="date" defaultValue={values.from} className={field} />
        </div>
        <div>
          <label htmlFor="pay-to" className="block text-sm font-semibold">{t('to')}</label>
          <input id="pay-to" name="to" type="date" defaultValue={values.to} className={field} />
        </div>
        <div>
          <label htmlFor="pay-state" className="block text-sm font-semibold">{t('state')}</label>
          <select id="pay-state" name="state" defaultValue={values.state} className={field}>
            <option value="">{t('anyState')}</option>
            {PAYMENT_STATES.map((state) => (
              <option key={state} value={state}>{t(`states.${state}`)}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">{t('findButton')}</button>
      </form>
      {badDate && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">{t('badDate')}</p>}
      {rows.length === 0 ? (
        !badDate && <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t('empty')}</p>
      ) : (
        <ScrollRegion label={t('title')} className="rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2">{t('reference')}</th>
                <th scope="col" className="px-3 py-2">{t('memberId')}</th>
                <th scope="col" className="px-3 py-2">{t('paid')}</th>
                <th scope="col" className="px-3 py-2">{t('refundedTotal')}</th>
                <th scope="col" className="px-3 py-2">{t('state')}</th>
                <th scope="col" className="px-3 py-2">{t('created')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.ref} className="border-t border-gray-200">
                  <td className="px-3 py-2">
                    <a href={`${base}/${row.ref}`} className="font-semibold text-brand-700 underline">{row.ref}</a>
                    <span className="sr-only"> · {t(`kinds.${row.kind}`)}</span>
                  </td>
                  <td className="px-3 py-2">{row.memberId ?? '—'}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatFee(row.amount, row.currency, locale)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{row.refundStatus ? formatFee(row.refundAmount ?? row.amount, row.currency, locale) : '—'}</td>
                  <td className="px-3 py-2">{t(`states.${row.refundStatus ? 'refunded' : row.status}` as never)}</td>
                  <td className="whitespace-nowrap px-3 py-2">{format.dateTime(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <nav aria-label={t('pages')} className="flex justify-between">
        {pageNo > 1 ? <a href={pageHref(pageNo - 1)} className="text-brand-700 underline">{t('previous')}</a> : <span />}
        {more && <a href={pageHref(pageNo + 1)} className="text-brand-700 underline">{t('next')}</a>}
      </nav>
    </div>
  );
}
