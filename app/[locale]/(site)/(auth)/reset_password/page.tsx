import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/account/find-account-forms';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { FormError } from '@/components/ui/form';
import { firstParam } from '@/lib/portal/search-params';
import { resetPassword } from './actions';

export async function generateMetadata({ params }: PageProps<'/[locale]/reset_password'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'findAccount.reset' });
  return { ...pageMetadata({ locale, path: '/reset_password', title: t('title'), description: t('description') }), robots: { index: false } };
}

/** The mailed reset link lands here; the token is checked (once, within the hour) when the form is sent. */
export default async function ResetPasswordPage({ params, searchParams }: PageProps<'/[locale]/reset_password'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const token = firstParam(await searchParams, 'token') ?? '';
  const [t, messages] = await Promise.all([getTranslations('findAccount.reset'), getMessages()]);
  return (
    <div className="mx-auto max-w-md px-4 py-14">
      <h1 className="mb-8 text-center text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      {token ? (
        <NextIntlClientProvider messages={{ findAccount: messages.findAccount, validation: messages.validation, api: messages.api, auth: messages.auth }}>
          <ResetPasswordForm locale={locale} token={token} action={resetPassword} />
        </NextIntlClientProvider>
      ) : (
        <FormError>
          <p>{t('invalid')}</p>
          <Link href="/find_id_pwd" className="font-semibold underline">
            {t('again')}
          </Link>
        </FormError>
      )}
    </div>
  );
}
