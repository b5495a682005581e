import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { InquiryForm } from '@/components/support/inquiry-form';
import { MyInquiries } from '@/components/support/my-inquiries';
import { SupportHeader } from '@/components/support/support-header';
import { getMyInquiries } from '@/lib/portal/data/support';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
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
  const [t, support, messages] = await Promise.all([getTranslations('inquiry'), getTranslations('support'), getMessages()]);
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

        <MyInquiries mine={mine} returnPath={PATH} />
      </div>
    </>
  );
}
