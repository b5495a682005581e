import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { FindIdForm, FindPasswordForm } from '@/components/account/find-account-forms';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import { findId, findPassword } from './actions';

export async function generateMetadata({ params }: PageProps<'/[locale]/find_id_pwd'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'findAccount' });
  // A form for members who lost their ID or password: nothing a search should lead to.
  return pageMetadata({ locale, path: '/find_id_pwd', title: t('title'), description: t('description'), noindex: true });
}

export default async function FindIdPasswordPage({ params }: PageProps<'/[locale]/find_id_pwd'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const [t, messages] = await Promise.all([getTranslations('findAccount'), getMessages()]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-14">
      <h1 className="mb-10 text-center text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <NextIntlClientProvider messages={{ findAccount: messages.findAccount, validation: messages.validation, api: messages.api, auth: messages.auth }}>
        <div className="grid gap-10 md:grid-cols-2">
          <section aria-labelledby="find-id" className="rounded-2xl border border-gray-200 p-6">
            <h2 id="find-id" className="mb-4 text-xl font-bold">
              {t('findId')}
            </h2>
            <FindIdForm locale={locale} action={findId} />
          </section>
          <section aria-labelledby="find-password" className="rounded-2xl border border-gray-200 p-6">
            <h2 id="find-password" className="mb-4 text-xl font-bold">
              {t('findPassword')}
            </h2>
            <FindPasswordForm locale={locale} action={findPassword} />
          </section>
        </div>
      </NextIntlClientProvider>
    </div>
  );
}
