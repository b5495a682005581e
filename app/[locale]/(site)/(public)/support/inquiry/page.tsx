import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { InquiryForm } from '@/components/support/inquiry-form';
import { RichText } from '@/components/support/rich-text';
import { SupportHeader } from '@/components/support/support-header';
import { getMyInquiries } from '@/lib/portal/data/support';
import { formatDateTime } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { ErrorState } from '@/components/ui/error-state';
import { sendInquiry } from './actions';
import { loadShown } from '@/lib/portal/data/load';

const PATH = '/support/inquiry';
const MY_INQUIRIES = 20;

export async function generateMetadata({ params }: PageProps<'/[locale]/support/inquiry'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'inquiry' });
  return pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') });
}

export default async function InquiryPage({ params }: PageProps<'/[locale]/support/inquiry'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, support, enums, messages] = await Promise.all([
    getTranslations('inquiry'),
    getTranslations('support'),
    getTranslations('enums.inquiryStatus'),
    getMessages(),
  ]);
  // The member's own inquiries (null for a visitor); a refusal is said in place, an outage answers 503.
  const inquiries = await loadShown(() => getMyInquiries(1, MY_INQUIRIES));
  const mine = inquiries.refusal === undefined ? inquiries.data : 'failed';

  return (
    <>
      <SupportHeader current="inquiry" title={support('title')} description={support('description')} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="inquiry-form">
          <h2 id="inquiry-form" className="text-2xl font-bold">
            {t('formTitle')}
          </h2>
          <p className="mb-6 mt-2 text-gray-700">{t('description')}</p>
          <NextIntlClientProvider messages={{ inquiry: messages.inquiry, api: messages.api }}>
            <InquiryForm locale={locale} defaults={{}} action={sendInquiry} />
          </NextIntlClientProvider>
        </section>

        <section aria-labelledby="my-inquiries">
          <h2 id="my-inquiries" className="text-2xl font-bold">
            {t('mine')}
          </h2>
          {mine === null ? (
            <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">
              {t('loginToSee')}{' '}
              <Link href={`/login?returnUrl=${encodeURIComponent(PATH)}`} className="font-semibold text-brand-700 underline">
                {t('login')}
              </Link>
            </p>
          ) : mine === 'failed' ? (
            <ErrorState message={t('mineUnavailable')} className="mt-4" />
          ) : mine.inquirylist.length === 0 ? (
            <p className="mt-4 rounded-lg bg-gray-50 p-6 text-gray-700">{t('mineEmpty')}</p>
          ) : (
            <ul className="mt-4 space-y-3" data-list="my-inquiries">
              {mine.inquirylist.map((inquiry) => (
                <li key={inquiry.inquiryno}>
                  <details className="group rounded-xl border border-gray-200 p-4 open:bg-gray-50">
                    <summary className="flex cursor-pointer list-none items-center gap-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700">
                      <span
                        className={`shrink-0 rounded px-2 py-0.5 text-xs font-bold ${inquiry.status === 'done' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
                      >
                        {enums(inquiry.status === 'done' ? 'done' : 'waiting')}
                      </span>
                      <span className="min-w-0 flex-1 truncate font-semibold">{inquiry.title}</span>
                      <time dateTime={inquiry.regdate} className="shrink-0 text-sm text-gray-600">
                        {formatDateTime(inquiry.regdate, timeZone)}
                      </time>
                    </summary>
                    <p className="mt-3 whitespace-pre-line text-gray-800">{inquiry.contents}</p>
                    <div className="mt-4 border-t border-gray-200 pt-3">
                      <h3 className="font-bold">{t('answer')}</h3>
                      {inquiry.answer ? (
                        <>
                          {inquiry.answerdate && <p className="text-sm text-gray-600">{t('answeredAt', { date: formatDateTime(inquiry.answerdate, timeZone) })}</p>}
                          <RichText html={inquiry.answer} />
                        </>
                      ) : (
                        <p className="text-gray-600">{t('waitingNote')}</p>
                      )}
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
