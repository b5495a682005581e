import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { SignupForm } from '@/components/account/signup-form';
import { readSession, verifySession } from '@/lib/portal/auth/session';
import { AlreadyLoggedIn } from '@/components/auth/already-logged-in';
import { captchaConfig } from '@/lib/shared/captcha';
import { getCountries } from '@/lib/portal/data/account';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { resendVerification } from '../verify_email/actions';
import { checkEmail, checkNickname, checkPlayerId, newCaptcha, register } from './actions';
import { ErrorState } from '@/components/ui/error-state';
import { loadPage } from '@/lib/portal/data/load';

export async function generateMetadata({ params }: PageProps<'/[locale]/signup'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'signup' });
  return pageMetadata({ locale, path: '/signup', title: t('title'), description: t('description') });
}

export default async function SignupPage({ params }: PageProps<'/[locale]/signup'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  // Issue 9: a member is told so (spec §8); a cookie whose session has ended still reaches the form.
  const member = (await readSession()) ? await verifySession().catch(() => null) : null;
  if (member) return <AlreadyLoggedIn nickname={member.nickname} />;
  const [t, messages] = await Promise.all([getTranslations('signup'), getMessages()]);
  const countries = await loadPage(() => getCountries(locale));
  return (
    <div className="mx-auto max-w-2xl px-4 py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <p className="mb-10 mt-2 text-gray-700">{t('description')}</p>
      {countries ? (
        <NextIntlClientProvider messages={{ signup: messages.signup, validation: messages.validation, api: messages.api, auth: { error: messages.auth.error } }}>
          <SignupForm
            locale={locale}
            countries={countries}
            captcha={captchaConfig()}
            actions={{ register, checkPlayerId, checkNickname, checkEmail, newCaptcha, resendVerification }}
          />
        </NextIntlClientProvider>
      ) : (
        <ErrorState message={t('listsFailed')} />
      )}
      <p className="mt-8 text-center text-sm">
        {t('haveAccount')}{' '}
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          {t('login')}
        </Link>
      </p>
    </div>
  );
}
