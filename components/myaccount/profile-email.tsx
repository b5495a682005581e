import { getTranslations } from 'next-intl/server';
import { AccountSection } from '@/components/myaccount/account-page';
import { EmailForm } from '@/components/myaccount/email-form';
import type { Locale } from '@/lib/portal/i18n/routing';
import { formatDateTime } from '@/lib/shared/format';
import type { MyProfile } from '@/lib/upstream/operations/myaccount';

/**
 * The member's e-mail and any change waiting for confirmation; the change form only while the
 * password was confirmed recently, else the way to confirm it first.
 */
export async function ProfileEmail({
  profile,
  locale,
  zone,
  confirmHref,
  action,
}: {
  profile: MyProfile;
  locale: Locale;
  zone: string;
  confirmHref: string;
  action: React.ComponentProps<typeof EmailForm>['action'];
}) {
  const t = await getTranslations();
  return (
    <AccountSection
      id="profile-email"
      title={t('myaccount.email.title')}
      description={
        <>
          <p>
            {t('myaccount.email.current')}: <span data-testid="profile-email">{profile.email}</span>
          </p>
          {profile.pending_email && <p data-testid="profile-pending-email">{t('myaccount.email.pending', { email: profile.pending_email })}</p>}
        </>
      }
    >
      {profile.confirmed_until ? (
        <>
          <p className="mb-4 text-sm text-gray-600">{t('myaccount.confirm.until', { time: formatDateTime(profile.confirmed_until, zone) })}</p>
          <EmailForm locale={locale} action={action} confirmHref={confirmHref} />
        </>
      ) : (
        <p>
          <a href={confirmHref} className="font-semibold text-brand-700 underline">
            {t('myaccount.email.confirmFirst')}
          </a>
        </p>
      )}
    </AccountSection>
  );
}
