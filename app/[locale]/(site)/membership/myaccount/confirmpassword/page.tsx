import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { SocialLoginButtons } from '@/components/account/social-login-buttons';
import { AccountPage, AccountSection } from '@/components/myaccount/account-page';
import { ConfirmPasswordForm } from '@/components/myaccount/confirm-password-form';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/form';
import { socialProviders } from '@/lib/portal/auth/providers';
import { safeReturnPath } from '@/lib/portal/auth/session';
import { getMyProfile } from '@/lib/portal/data/myaccount';
import { formatDateTime } from '@/lib/shared/format';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { getPathname, redirect } from '@/lib/portal/i18n/paths';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { accountSession, memberRead } from '@/lib/portal/myaccount/page-session';
import { firstParam } from '@/lib/portal/search-params';
import { confirmPassword } from '../actions';

const PATH = '/membership/myaccount/confirmpassword';
/** The sensitive screens that send a member here, and where to go when none is named. */
const SENSITIVE = ['/membership/myaccount/password', '/membership/myaccount/cancelmember', '/membership/myaccount/myprofile'];

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myaccount/confirmpassword'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'myaccount.confirm' });
  return { ...pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') }), robots: { index: false } };
}

/**
 * confirmpassword (spec §2, named route ConfirmPassword): the gate of every sensitive change. A
 * confirmation holds for 10 minutes in this session; a social-only member confirms by logging in
 * with the provider again (the sign-in comes back here with ?social=…).
 */
export default async function ConfirmPasswordPage({ params, searchParams }: PageProps<'/[locale]/membership/myaccount/confirmpassword'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const requested = safeReturnPath(firstParam(query, 'returnUrl'));
  const returnUrl = requested.startsWith('/membership/') ? requested : '';
  const session = await accountSession(locale, returnUrl ? `${PATH}?returnUrl=${encodeURIComponent(returnUrl)}` : PATH);
  const [t, messages] = await Promise.all([getTranslations(), getMessages()]);
  const profile = await memberRead(locale, PATH, () => getMyProfile(session.token, locale));
  // Back from the provider with a fresh confirmation: on to the change the member was making.
  if (profile?.confirmed_until && firstParam(query, 'confirmed') === 'social' && returnUrl) redirect({ href: returnUrl, locale });
  const socialError = firstParam(query, 'error');
  const zone = session.timezone?.name ?? 'UTC';
  // Only the providers linked to this account that this portal has configured.
  const configured = socialProviders();
  const providers = { google: configured.google && Boolean(profile?.social.includes('google')), apple: configured.apple && Boolean(profile?.social.includes('apple')) };
  // The provider's sign-in comes back to this page, which then knows the confirmation happened (lib/portal/auth/next-auth).
  const socialCallback = getPathname({ locale, href: { pathname: PATH, query: { returnUrl: returnUrl || SENSITIVE[0], confirmed: 'social' } } });

  return (
    <AccountPage title={t('myaccount.confirm.title')} description={t('myaccount.confirm.description')} testId="confirmpassword">
      {!profile ? (
        <ErrorState message={t('myaccount.unavailable')} />
      ) : (
        <>
          {profile.confirmed_until && (
            <div role="status" data-testid="confirm-active" className="space-y-3 rounded-lg bg-green-50 p-4 text-green-900">
              <p>{t('myaccount.confirm.until', { time: formatDateTime(profile.confirmed_until, zone) })}</p>
              <ul className="flex flex-wrap gap-3 text-sm font-semibold">
                {SENSITIVE.map((href) => (
                  <li key={href}>
                    <Link href={href} className="underline">
                      {t(`myaccount.confirm.goto.${href.split('/').pop()}` as 'myaccount.confirm.goto.password')}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {socialError && <FormError testId="confirm-social-error">{t.has(`myaccount.error.${socialError}`) ? t(`myaccount.error.${socialError}` as 'myaccount.error.otherSocialAccount') : t('auth.error.socialFailed')}</FormError>}
          {profile.has_password ? (
            <AccountSection id="confirm-password" title={t('myaccount.confirm.passwordTitle')}>
              <NextIntlClientProvider messages={{ login: messages.login, validation: messages.validation, api: messages.api, myaccount: messages.myaccount, auth: { error: messages.auth.error } }}>
                <ConfirmPasswordForm locale={locale} returnUrl={returnUrl} action={confirmPassword} />
              </NextIntlClientProvider>
            </AccountSection>
          ) : (
            <AccountSection id="confirm-social" title={t('myaccount.confirm.socialTitle')} description={t('myaccount.confirm.socialHelp')}>
              {providers.google || providers.apple ? (
                <SocialLoginButtons providers={providers} callbackUrl={socialCallback} labels={{ google: t('myaccount.confirm.withGoogle'), apple: t('myaccount.confirm.withApple'), or: '' }} />
              ) : (
                <ErrorState message={t('myaccount.confirm.socialUnavailable')} />
              )}
            </AccountSection>
          )}
        </>
      )}
    </AccountPage>
  );
}
