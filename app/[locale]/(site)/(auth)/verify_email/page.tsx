import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FormError } from '@/components/ui/form';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { firstParam } from '@/lib/portal/search-params';
import { toEmailLinkPurpose } from '@/lib/upstream/operations/account';
import { confirmEmailAction } from './actions';

export async function generateMetadata({ params }: PageProps<'/[locale]/verify_email'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'findAccount.verify' });
  return { ...pageMetadata({ locale, path: '/verify_email', title: t('title') }), robots: { index: false } };
}

/**
 * The verification mail's link. Opening it changes nothing (mail scanners follow links): the
 * member confirms with the button, a POST handled by confirmEmailAction, which comes back here
 * with `status` to show the result.
 */
export default async function VerifyEmailPage({ params, searchParams }: PageProps<'/[locale]/verify_email'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const token = firstParam(query, 'token') ?? '';
  const status = firstParam(query, 'status');
  // Every text names the action the link is for: activating a new account or changing the address.
  const purpose = toEmailLinkPurpose(firstParam(query, 'purpose'));
  const t = await getTranslations(purpose === 'emailChange' ? 'findAccount.verifyChange' : 'findAccount.verify');
  const common = await getTranslations('api');

  const result =
    status === 'confirmed' ? { ok: true, text: t('success') } : status === 'invalid' ? { ok: false, text: t('failed') } : status === 'error' ? { ok: false, text: common('internal') } : null;
  const next = purpose === 'emailChange' ? { href: '/membership/myaccount', label: t('login') } : { href: '/login', label: t('login') };

  return (
    <div className="mx-auto max-w-md px-4 py-14 text-center">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      {result ? (
        <>
          <p role={result.ok ? 'status' : 'alert'} data-testid="verify-result" className={`rounded-lg p-6 ${result.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>
            {result.text}
          </p>
          <Link href={next.href} className="mt-8 inline-block rounded-full bg-brand-700 px-8 py-3 font-bold text-white">
            {next.label}
          </Link>
        </>
      ) : token ? (
        <form action={confirmEmailAction} data-form="verify-email" className="space-y-6">
          <p className="text-gray-700">{t('intro')}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="purpose" value={purpose} />
          <button type="submit" className="inline-block rounded-full bg-brand-700 px-8 py-3 font-bold text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            {t('confirm')}
          </button>
        </form>
      ) : (
        <>
          <FormError testId="verify-result">{t('missing')}</FormError>
          <Link href="/login" className="mt-8 inline-block rounded-full bg-brand-700 px-8 py-3 font-bold text-white">
            {t('login')}
          </Link>
        </>
      )}
    </div>
  );
}
