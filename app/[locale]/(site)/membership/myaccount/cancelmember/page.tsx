import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage, AccountSection } from '@/components/myaccount/account-page';
import { WithdrawForm } from '@/components/myaccount/withdraw-form';
import { ErrorState } from '@/components/ui/error-state';
import { getMyProfile } from '@/lib/portal/data/myaccount';
import { WITHDRAWAL_RETENTION_DAYS } from '@/lib/shared/domain/member-status';
import { pageMetadata } from '@/lib/portal/i18n/metadata';
import { getPathname } from '@/lib/portal/i18n/paths';
import { readParams } from '@/lib/portal/i18n/params';
import { accountSession, confirmFirst, memberRead } from '@/lib/portal/myaccount/page-session';
import { withdraw } from '../actions';

const PATH = '/membership/myaccount/cancelmember';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myaccount/cancelmember'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  const t = await getTranslations({ locale, namespace: 'myaccount.cancel' });
  return { ...pageMetadata({ locale, path: PATH, title: t('title'), description: t('description') }), robots: { index: false } };
}

/**
 * cancelmember (spec §2, §4 account drop): behind the 10-minute confirmation, says what withdrawal
 * does (deactivated at once, every session ends, data kept a year with the ID and e-mail reserved,
 * restorable by logging in within the year, then the personal data is purged) and does it.
 */
export default async function CancelMemberPage({ params }: PageProps<'/[locale]/membership/myaccount/cancelmember'>) {
  const { locale } = await readParams(params);
  setRequestLocale(locale);
  const session = await accountSession(locale, PATH);
  const [t, messages] = await Promise.all([getTranslations(), getMessages()]);
  const profile = await memberRead(locale, PATH, () => getMyProfile(session.token, locale));
  if (profile && !profile.confirmed_until) confirmFirst(locale, PATH);

  return (
    <AccountPage title={t('myaccount.cancel.title')} description={t('myaccount.cancel.description')} testId="cancelmember">
      {!profile ? (
        <ErrorState message={t('myaccount.unavailable')} />
      ) : (
        <AccountSection id="cancel-what" title={t('myaccount.cancel.whatTitle')}>
          <ul className="mb-6 list-disc space-y-2 pl-5 text-gray-800">
            <li>{t('myaccount.cancel.what.now')}</li>
            <li>{t('myaccount.cancel.what.kept', { days: WITHDRAWAL_RETENTION_DAYS })}</li>
            <li>{t('myaccount.cancel.what.restore')}</li>
            <li>{t('myaccount.cancel.what.purge')}</li>
            <li>{t('myaccount.cancel.what.results')}</li>
          </ul>
          <NextIntlClientProvider messages={{ myaccount: messages.myaccount, api: messages.api }}>
            <WithdrawForm action={withdraw} doneHref={getPathname({ locale, href: '/withdrawn' })} />
          </NextIntlClientProvider>
        </AccountSection>
      )}
    </AccountPage>
  );
}
