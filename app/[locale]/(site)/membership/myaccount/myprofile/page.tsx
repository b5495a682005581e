import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage, AccountSection } from '@/components/myaccount/account-page';
import { ProfileEmail } from '@/components/myaccount/profile-email';
import { ProfileForm } from '@/components/myaccount/profile-form';
import { ProfileIdentity } from '@/components/myaccount/profile-identity';
import { profileInitial } from '@/components/myaccount/profile-initial';
import { ErrorState } from '@/components/ui/error-state';
import { getCountries } from '@/lib/portal/data/account';
import { getMyProfile } from '@/lib/portal/data/myaccount';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { getPathname } from '@/lib/portal/i18n/paths';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { accountSession, memberRead } from '@/lib/portal/myaccount/page-session';
import { changeEmail, saveProfile } from '../actions';
import { loadPage } from '@/lib/portal/data/load';

const PATH = '/membership/myaccount/myprofile';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myaccount/myprofile'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'myaccount.profile' });
  return { ...pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') }), robots: { index: false } };
}

/**
 * myprofile (spec §2, issue 9): every registration field but the ID, saved together (saving
 * clears need_edit_profile), and the e-mail, changed behind the password confirmation and confirmed
 * through the new address.
 */
export default async function MyProfilePage({ params }: PageProps<'/[locale]/membership/myaccount/myprofile'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const session = await accountSession(locale, PATH);
  const [t, messages] = await Promise.all([getTranslations(), getMessages()]);
  const [profile, countries] = await Promise.all([
    memberRead(locale, PATH, () => getMyProfile(session.token, locale)),
    loadPage(() => getCountries(locale)),
  ]);
  const zone = session.timezone?.name ?? 'UTC';

  if (!profile || !countries) {
    return (
      <AccountPage title={t('myaccount.profile.title')}>
        <ErrorState message={t('myaccount.unavailable')} />
      </AccountPage>
    );
  }

  const confirmHref = getPathname({ locale, href: { pathname: '/membership/myaccount/confirmpassword', query: { returnUrl: PATH } } });

  return (
    <AccountPage title={t('myaccount.profile.title')} description={t('myaccount.profile.description')} testId="myprofile">
      {profile.is_initialize === 'y' && (
        <p role="status" data-testid="need-edit-profile" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {t('myaccount.profile.needEdit')}
        </p>
      )}
      <ProfileIdentity profile={profile} />
      <AccountSection id="profile-picture" title={t('avatar.title')} description={<p>{t('avatar.hint')}</p>}>
        <Link href="/membership/myaccount/myprofile/picture" className="font-semibold text-brand-700 underline">
          {t('avatar.change')}
        </Link>
      </AccountSection>
      <NextIntlClientProvider messages={{ signup: messages.signup, validation: messages.validation, api: messages.api, myaccount: messages.myaccount, auth: { error: messages.auth.error }, login: messages.login }}>
        <AccountSection id="profile-details" title={t('myaccount.profile.detailsTitle')}>
          <ProfileForm
            locale={locale}
            initial={profileInitial(profile)}
            countries={countries}
            lockedShop={profile.shopno ? { shopno: profile.shopno, name: profile.shopname ?? '' } : null}
            action={saveProfile}
          />
          {profile.shopno && (
            <Link href="/membership/myaccount/favoritelocation" className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t('myaccount.profile.changeShop')}
            </Link>
          )}
        </AccountSection>
        <ProfileEmail profile={profile} locale={locale} zone={zone} confirmHref={confirmHref} action={changeEmail} />
      </NextIntlClientProvider>
    </AccountPage>
  );
}
