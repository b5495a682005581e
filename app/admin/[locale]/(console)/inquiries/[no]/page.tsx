import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { sanitizeRichText } from '@/lib/portal/sanitize';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { inquiryDetail } from '@/lib/portal/staff/inquiries';
import { authorize } from '@/lib/portal/staff/matrix';
import { staffPage } from '@/lib/portal/staff/page';
import { AnswerForm } from '@/components/admin/answer-form';
import { Forbidden } from '@/components/admin/forbidden';
import { assignInquiryToMe, sendInquiryAnswer } from '../../../../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/inquiries/[no]'>): Promise<Metadata> {
  const { locale, no } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.inquiries' }))('detail', { number: no }) };
}

/** One inquiry: what the member wrote (as text), who holds it, and the answer form. */
export default async function InquiryPage({ params }: PageProps<'/admin/[locale]/inquiries/[no]'>) {
  const { locale, no } = await readParams(params);
  const page = await staffPage(locale, 'inquiries.list');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const inquiry = /^\d{1,9}$/.test(no) ? await inquiryDetail(await getStaffDb(), Number(no)) : undefined;
  if (!inquiry) notFound();
  const { staff } = page;
  const t = await getTranslations({ locale, namespace: 'admin.inquiries' });
  const format = await getFormatter({ locale });
  const canAnswer = authorize('inquiries.answer', staff.role, staff.venues) === 'allowed';
  const rows: [string, string][] = [
    [t('from'), inquiry.name],
    [t('email'), inquiry.email],
    [t('phone'), inquiry.phone ?? '—'],
    [t('member'), inquiry.playerPk ? String(inquiry.playerPk) : t('guest')],
    [t('received'), format.dateTime(inquiry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })],
    [t('status'), t(`statuses.${inquiry.status}` as never)],
    [t('assignee'), inquiry.assignee ?? t('unassigned')],
  ];
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/inquiries`} className="text-brand-700 underline">
        {t('back')}
      </a>
      <h1 className="text-2xl font-bold md:text-3xl">
        {t('detail', { number: inquiry.inquiryno })}: {inquiry.title}
      </h1>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-gray-200 bg-white p-5 md:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-gray-700">{label}</dt>
            <dd className="break-all">
              {label === t('member') && inquiry.playerPk ? (
                <a href={`/admin/${locale}/members/${inquiry.playerPk}`} className="text-brand-700 underline">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="question" className="rounded-lg border border-gray-200 bg-white p-5">
        <h2 id="question" className="text-lg font-semibold">
          {t('question')}
        </h2>
        {/* What a visitor typed is text, never markup. */}
        <p className="mt-2 whitespace-pre-wrap break-words">{inquiry.body}</p>
      </section>
      {inquiry.answer && (
        <section aria-labelledby="answer-sent" className="rounded-lg border border-gray-200 bg-white p-5">
          <h2 id="answer-sent" className="text-lg font-semibold">
            {t('currentAnswer')}
          </h2>
          <div className="prose mt-2 max-w-none" dangerouslySetInnerHTML={{ __html: sanitizeRichText(inquiry.answer) }} />
        </section>
      )}
      {canAnswer && (
        <AnswerForm
          inquiryno={inquiry.inquiryno}
          locale={locale}
          answered={inquiry.status === 'done'}
          assignedToMe={inquiry.assigneeId === staff.staffId}
          actions={{ assign: assignInquiryToMe, answer: sendInquiryAnswer }}
        />
      )}
    </div>
  );
}
