import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { confirmEmail } from '@/lib/data/account';
import { pageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { isUpstreamError } from '@/lib/upstream/errors';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'findAccount.verify' });
  return { ...pageMetadata({ locale, path: '/verify_email', title: t('title') }), robots: { index: false } };
}

/** The verification mail's link: confirms the address (once) and activates the account. */
export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const token = firstParam(await searchParams, 'token') ?? '';
  const t = await getTranslations('findAccount.verify');
  let state: 'ok' | 'invalid' | 'error' = 'invalid';
  if (token) {
    try {
      await confirmEmail(token);
      state = 'ok';
    } catch (error) {
      state = isUpstreamError(error) && error.code === 400 ? 'invalid' : 'error';
    }
  }
  const common = await getTranslations('api');
  return (
    <div className="mx-auto max-w-md px-4 py-14 text-center">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p role={state === 'ok' ? 'status' : 'alert'} data-testid="verify-result" className={`rounded-lg p-6 ${state === 'ok' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
        {state === 'ok' ? t('success') : state === 'invalid' ? t('failed') : common('internal')}
      </p>
      <Link href="/login" className="mt-8 inline-block rounded-full bg-brand-700 px-8 py-3 font-bold text-white">
        {t('login')}
      </Link>
    </div>
  );
}
