import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/components/account/login-form';
import { AlreadyLoggedIn } from '@/components/auth/already-logged-in';
import { SocialLoginButtons } from '@/components/account/social-login-buttons';
import { SocialRestoreOffer } from '@/components/account/social-restore-offer';
import { FormError } from '@/components/ui/form';
import { socialProviders } from '@/lib/portal/auth/providers';
import { socialErrorMessageKey } from '@/lib/portal/auth/social-error';
import { readPendingRestore, readSession, safeReturnPath, verifySession } from '@/lib/portal/auth/session';
import { formatDate } from '@/lib/shared/format';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { getPathname, redirect } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';
import { firstParam } from '@/lib/portal/search-params';
import { resendVerification } from '../verify_email/actions';
import { dismissRestore, login, loginProof, restore, restoreSocial } from './actions';

const PROVIDER_NAMES = { google: 'Google', apple: 'Apple' } as const;

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'login' });
  return { ...pageMetadata({ locale, path: '/login', title: t('title'), description: t('description') }), robots: { index: false } };
}

const FLASHES = { verified: 'login.verified', reset: 'login.passwordReset' } as const;

export default async function LoginPage({ params, searchParams }: PageProps<'/[locale]/login'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const returnUrl = safeReturnPath(firstParam(query, 'returnUrl'));
  // Spec §2: the login page is closed to members, confirmed with the member API: an expired or revoked
  // session (the one MyZone just sent here) must reach the form. A page cannot change cookies, so a
  // dead cookie goes through /api/account/end-session, which clears it and comes back.
  if (await readSession()) {
    const live = await verifySession().catch((error: unknown) => {
      console.error('[login] session check failed', error);
      return undefined;
    });
    // Issue 9: the page tells a member so (spec §8 'You are already logged in') rather than silently leaving.
    if (live) return <AlreadyLoggedIn nickname={live.nickname} />;
    if (live === null) redirect({ href: `/api/account/end-session?${new URLSearchParams({ locale, returnUrl })}`, locale: 'en' });
  }
  const [t, messages, pendingRestore] = await Promise.all([getTranslations(), getMessages(), readPendingRestore()]);
  const flash = FLASHES[firstParam(query, 'status') as keyof typeof FLASHES];
  const socialError = firstParam(query, 'error');
  const localizedReturn = getPathname({ locale, href: returnUrl });

  return (
    <div className="mx-auto max-w-md px-4 py-14">
      <h1 className="mb-8 text-center text-3xl font-extrabold tracking-tight">{t('login.title')}</h1>
      {flash && (
        <p role="status" className="mb-6 rounded-lg bg-green-50 p-4 text-sm text-green-800">
          {t(flash)}
        </p>
      )}
      {socialError && (
        <FormError testId="social-error" className="mb-6">
          {t(socialErrorMessageKey(socialError))}
        </FormError>
      )}
      <NextIntlClientProvider messages={{ login: messages.login, validation: messages.validation, auth: messages.auth, api: messages.api }}>
        {pendingRestore && (
          <SocialRestoreOffer
            locale={locale}
            returnUrl={returnUrl}
            provider={PROVIDER_NAMES[pendingRestore.provider]}
            // The member API counts the year from the withdrawal in UTC.
            until={pendingRestore.restorableUntil ? formatDate(pendingRestore.restorableUntil, 'UTC') : ''}
            actions={{ restore: restoreSocial, dismiss: dismissRestore }}
          />
        )}
        <LoginForm locale={locale} returnUrl={returnUrl} actions={{ login, loginProof, resendVerification, restore }} />
      </NextIntlClientProvider>
      <SocialLoginButtons
        providers={socialProviders()}
        callbackUrl={localizedReturn}
        labels={{ google: t('login.google'), apple: t('login.apple'), or: t('login.or') }}
      />
    </div>
  );
}
