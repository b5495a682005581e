import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage, AccountSection } from '@/components/myaccount/account-page';
import { PasswordForm } from '@/components/myaccount/password-form';
import { ErrorState } from '@/components/ui/error-state';
import { getMyProfile } from '@/lib/portal/data/myaccount';
import { formatDateTime } from '@/lib/shared/format';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { readParams } from '@/lib/portal/i18n/params';
import { accountSession, confirmFirst, memberRead } from '@/lib/portal/myaccount/page-session';
import { changePassword } from '../actions';

const PATH = '/membership/myaccount/password';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myaccount/password'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'myaccount.password' });
  return { ...pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') }), robots: { index: false } };
}

/**
 * The password change (issue 9; the spec names no route for it, so it sits beside confirmpassword,
 * which it needs): behind the 10-minute confirmation; every other session of the member ends.
 */
export default async function PasswordPage({ params }: PageProps<'/[locale]/membership/myaccount/password'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const session = await accountSession(locale, PATH);
  const [t, messages] = await Promise.all([getTranslations(), getMessages()]);
  const profile = await memberRead(locale, PATH, () => getMyProfile(session.token, locale));
  if (profile && profile.has_password && !profile.confirmed_until) confirmFirst(locale, PATH);

  return (
    <AccountPage title={t('myaccount.password.title')} description={t('myaccount.password.description')} testId="password">
      {!profile ? (
        <ErrorState message={t('myaccount.unavailable')} />
      ) : !profile.has_password ? (
        <p className="rounded-lg bg-gray-50 p-5 text-gray-800" data-testid="password-social">
          {t('myaccount.password.socialOnly')}
        </p>
      ) : (
        <AccountSection id="password-new" title={t('myaccount.password.newTitle')} description={t('myaccount.confirm.until', { time: formatDateTime(profile.confirmed_until!, session.timezone?.name ?? 'UTC') })}>
          <NextIntlClientProvider messages={{ signup: { help: messages.signup.help }, validation: messages.validation, api: messages.api, myaccount: messages.myaccount }}>
            <PasswordForm action={changePassword} />
          </NextIntlClientProvider>
        </AccountSection>
      )}
    </AccountPage>
  );
}
