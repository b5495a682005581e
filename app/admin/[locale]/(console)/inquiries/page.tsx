import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { countWaiting, INQUIRY_STATES, listInquiries, type InquiryState } from '@/lib/portal/staff/inquiries';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { ScrollRegion } from '@/components/ui/scroll-region';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/inquiries'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.inquiries' }))('title') };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The inquiry queue by state: waiting (oldest first), assigned to me, answered. */
export default async function InquiriesPage({ params, searchParams }: PageProps<'/admin/[locale]/inquiries'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'inquiries.list');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const query = await searchParams;
  const state: InquiryState = (INQUIRY_STATES as readonly string[]).includes(one(query.state)) ? (one(query.state) as InquiryState) : 'waiting';
  const pageNo = Math.min(1000, Math.max(1, Number.parseInt(one(query.page), 10) || 1));
  const db = await getStaffDb();
  const [{ rows, more }, counts] = await Promise.all([listInquiries(db, state, page.staff.staffId, pageNo), countWaiting(db)]);
  const t = await getTranslations({ locale, namespace: 'admin.inquiries' });
  const format = await getFormatter({ locale });
  const base = `/admin/${locale}/inquiries`;
  const href = (s: InquiryState, n = 1) => `${base}?${new URLSearchParams({ state: s, ...(n > 1 ? { page: String(n) } : {}) })}`;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-gray-700">{t('count', counts)}</p>
      </div>
      <nav aria-label={t('title')} className="flex gap-1 border-b border-gray-300">
        {INQUIRY_STATES.map((s) => (
          <a key={s} href={href(s)} aria-current={s === state ? 'page' : undefined} className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${s === state ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-gray-900'}`}>
            {t(`tabs.${s}`)}
          </a>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700">{t(`empty.${state}`)}</p>
      ) : (
        <ScrollRegion label={t('title')} className="rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-100">
              <tr>
                <th scope="col" className="px-3 py-2">{t('number')}</th>
                <th scope="col" className="px-3 py-2">{t('subject')}</th>
                <th scope="col" className="px-3 py-2">{t('from')}</th>
                <th scope="col" className="px-3 py-2">{t('received')}</th>
                <th scope="col" className="px-3 py-2">{state === 'done' ? t('answered') : t('assignee')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.inquiryno} className="border-t border-gray-200">
                  <td className="px-3 py-2">{row.inquiryno}</td>
                  <td className="px-3 py-2">
                    <a href={`${base}/${row.inquiryno}`} className="font-semibold text-brand-700 underline">
                      {row.title}
                    </a>
                  </td>
                  <td className="break-all px-3 py-2">
                    {row.name} &lt;{row.email}&gt;
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{format.dateTime(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td className="px-3 py-2">{state === 'done' ? (row.answeredAt ? format.dateTime(row.answeredAt, { dateStyle: 'medium' }) : '') : (row.assignee ?? t('unassigned'))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <nav aria-label={t('title')} className="flex justify-between">
        {pageNo > 1 ? <a href={href(state, pageNo - 1)} className="text-brand-700 underline">{t('previous')}</a> : <span />}
        {more && <a href={href(state, pageNo + 1)} className="text-brand-700 underline">{t('next')}</a>}
      </nav>
    </div>
  );
}
